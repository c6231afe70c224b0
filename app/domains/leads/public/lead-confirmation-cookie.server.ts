// The cookie that lets /confirmacion show a buyer what they just sent, with or without JavaScript
// (docs/decisions/034-confirmation-cookie.md): the confirmation cookies' signed scheme
// (platform/submission/confirmation-cookie.server.ts) naming the stored lead(s), under the leads'
// own purpose. Named like the other cookies (staff-cookie.ts):
// `__Host-kordex-solicitud` over HTTPS (Secure, Path=/, no Domain), `kordex-solicitud` over plain
// HTTP; HttpOnly, SameSite=Lax. Path=/ because React Router loads the page's data from
// /confirmacion.data, which a cookie of Path=/confirmacion would not reach (and `__Host-` needs /).
import { cookieValue } from "~/platform/lib/cookie-value";
import {
  CONFIRMATION_COOKIE_SECONDS,
  type RefusedReason,
  signIds,
  verifyIds,
} from "~/platform/submission/confirmation-cookie.server";

export const SECURE_CONFIRMATION_COOKIE = "__Host-kordex-solicitud";
export const PLAIN_CONFIRMATION_COOKIE = "kordex-solicitud";

/** Keeps this signature apart from anything else the same secret may sign later. */
const PURPOSE = "kordex-solicitud:v1";

export const confirmationCookieName = (secure: boolean) =>
  secure ? SECURE_CONFIRMATION_COOKIE : PLAIN_CONFIRMATION_COOKIE;

/** The signed value naming these leads until `expiresAt` (unix seconds). */
export function signLeadIds(ids: readonly number[], expiresAt: number, secret: string): string {
  return signIds(PURPOSE, ids, expiresAt, secret);
}

/**
 * The lead ids a value names, when its signature is this secret's (compared in constant time) and
 * it has not expired; otherwise the reason it was refused.
 */
export function verifyLeadIds(
  value: string,
  secret: string,
  nowMs = Date.now(),
): { ids: number[] } | { refused: RefusedReason } {
  return verifyIds(PURPOSE, value, secret, nowMs);
}

/** The Set-Cookie value that hands the browser the leads just stored, for CONFIRMATION_COOKIE_SECONDS. */
export function confirmationCookie(
  ids: readonly number[],
  secret: string,
  secure: boolean,
  nowMs = Date.now(),
): string {
  const value = signLeadIds(ids, nowMs / 1000 + CONFIRMATION_COOKIE_SECONDS, secret);
  return `${confirmationCookieName(secure)}=${value}; Path=/; Max-Age=${CONFIRMATION_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The lead ids a request's Cookie header names under this scheme's name, if its cookie is valid. */
export function confirmedLeadIds(
  cookieHeader: string | null | undefined,
  secure: boolean,
  secret: string,
  nowMs = Date.now(),
): number[] {
  const value = cookieValue(cookieHeader, confirmationCookieName(secure));
  if (!value) return [];
  const verdict = verifyLeadIds(value, secret, nowMs);
  return "ids" in verdict ? verdict.ids : [];
}
