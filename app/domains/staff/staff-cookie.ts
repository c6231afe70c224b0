// The staff session cookie. Over HTTPS it is `__Host-kordex-sesion`: Secure, Path=/, no Domain, so
// no subdomain or plain-HTTP page can set or read it. Browsers accept the `__Host-` prefix only with
// Secure, which plain HTTP (a developer's machine, the tests) cannot use, so there the cookie is
// `kordex-sesion` without Secure; each scheme reads only its own name. HttpOnly and SameSite=Lax
// always; no Max-Age: the server ends the session (idle and absolute limits), the cookie just carries it.

import { cookieValue } from "~/platform/lib/cookie-value";

export const SECURE_SESSION_COOKIE = "__Host-kordex-sesion";
export const PLAIN_SESSION_COOKIE = "kordex-sesion";

export const sessionCookieName = (secure: boolean) => (secure ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE);

/** The Set-Cookie value that hands the browser a session token. */
export function sessionCookie(token: string, secure: boolean): string {
  return `${sessionCookieName(secure)}=${token}; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(secure: boolean): string {
  return `${sessionCookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

/** The session token a Cookie header carries under this scheme's name, if any. */
export function sessionTokenFrom(
  cookieHeader: string | null | undefined,
  secure: boolean,
): string | undefined {
  return cookieValue(cookieHeader, sessionCookieName(secure));
}
