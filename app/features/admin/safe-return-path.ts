/**
 * Where to go after signing in: the back-office address the visitor was sent away from, or the
 * back office's start. Only a path of this site under /admin is followed (never another origin,
 * a protocol-relative `//host` or a backslash trick).
 */
export function safeReturnPath(value: unknown, fallback = "/admin"): string {
  if (typeof value !== "string" || value.length > 2000) return fallback;
  if (!/^\/admin(?:[/?#]|$)/.test(value) || /[\\\s]|\/\//.test(value)) return fallback;
  return value;
}
