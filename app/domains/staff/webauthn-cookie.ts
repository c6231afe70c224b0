// The cookie that carries a passkey ceremony from its options to its answer: a random token that
// names the challenge in the database (app/domains/staff/server/webauthn-challenges.server.ts), never the challenge
// itself. Named like the session cookie (staff-cookie.ts): `__Host-kordex-llave` over HTTPS (Secure,
// Path=/, no Domain), `kordex-llave` over plain HTTP. HttpOnly, SameSite=Strict (only our own pages'
// calls carry it) and short-lived: it ends with the challenge.
import { cookieValue } from "~/platform/lib/cookie-value";

export const SECURE_CHALLENGE_COOKIE = "__Host-kordex-llave";
export const PLAIN_CHALLENGE_COOKIE = "kordex-llave";

export const challengeCookieName = (secure: boolean) =>
  secure ? SECURE_CHALLENGE_COOKIE : PLAIN_CHALLENGE_COOKIE;

/** The Set-Cookie value that hands the browser a challenge's token for `maxAgeSeconds`. */
export function challengeCookie(token: string, secure: boolean, maxAgeSeconds: number): string {
  return `${challengeCookieName(secure)}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** The Set-Cookie value that removes it (the challenge was used). */
export function clearedChallengeCookie(secure: boolean): string {
  return `${challengeCookieName(secure)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}

/** The challenge token a Cookie header carries under this scheme's name, if any. */
export function challengeTokenFrom(
  cookieHeader: string | null | undefined,
  secure: boolean,
): string | undefined {
  return cookieValue(cookieHeader, challengeCookieName(secure));
}
