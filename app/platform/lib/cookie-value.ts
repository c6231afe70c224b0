// Reading one cookie from a Cookie header: the session, confirmation, receipt and passkey cookies.

/** The value a Cookie header carries under exactly this name, if any (empty counts as none). */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || undefined;
  }
  return undefined;
}
