/**
 * Where to go after signing in: the back-office address the visitor was sent away from, or the
 * back office's start. Only a path of this site under /admin is followed (never another origin,
 * a protocol-relative `//host` or a backslash trick), written in printable ASCII (an address with
 * other characters comes percent-encoded from a real link; raw ones would break the redirect).
 */
export function safeReturnPath(value: unknown, fallback = "/admin"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  // Printable ASCII only: anything else could not go into a Location header as it is.
  if (!/^\/admin(?:[/?#][\x21-\x7e]*)?$/.test(value) || /\\|\/\//.test(value)) return fallback;
  return value;
}
