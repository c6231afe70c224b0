// The cookie that lets /confirmacion show a buyer what they just sent, with or without JavaScript
// (docs/decisions/034-confirmation-cookie.md). It names the stored lead(s) and when it expires, signed
// with HMAC-SHA256 under the server's secret (SESSION_SECRET or the database's, see
// app/platform/data/app-secret.server.ts): `<id>[-<id>…].<expires, unix seconds>.<signature, base64url>`.
// A changed, expired or foreign value names nothing. Named like the other cookies (staff-cookie.ts):
// `__Host-kordex-solicitud` over HTTPS (Secure, Path=/, no Domain), `kordex-solicitud` over plain
// HTTP; HttpOnly, SameSite=Lax. Path=/ because React Router loads the page's data from
// /confirmacion.data, which a cookie of Path=/confirmacion would not reach (and `__Host-` needs /).
import { createHmac, timingSafeEqual } from "node:crypto";
import { cookieValue } from "~/platform/lib/cookie-value";

export const SECURE_CONFIRMATION_COOKIE = "__Host-kordex-solicitud";
export const PLAIN_CONFIRMATION_COOKIE = "kordex-solicitud";
/** How long the confirmation page can show the request after it was sent. */
export const CONFIRMATION_COOKIE_SECONDS = 30 * 60;
/** At most this many leads in one cookie. */
export const CONFIRMATION_MAX_LEADS = 5;

/** Keeps this signature apart from anything else the same secret may sign later. */
const PURPOSE = "kordex-solicitud:v1";
const VALUE = /^(\d{1,15}(?:-\d{1,15}){0,4})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

export const confirmationCookieName = (secure: boolean) =>
  secure ? SECURE_CONFIRMATION_COOKIE : PLAIN_CONFIRMATION_COOKIE;

function signature(purpose: string, ids: string, expires: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}:${ids}:${expires}`).digest();
}

/**
 * The signed value naming these records until `expiresAt` (unix seconds), for one purpose: a value
 * signed for one purpose (the leads' confirmation, the complaint receipt) names nothing for another.
 */
export function signIds(purpose: string, ids: readonly number[], expiresAt: number, secret: string): string {
  if (ids.length === 0 || ids.length > CONFIRMATION_MAX_LEADS) {
    throw new RangeError(`a confirmation names 1 to ${CONFIRMATION_MAX_LEADS} records, not ${ids.length}`);
  }
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0))
    throw new RangeError("record ids are positive integers");
  const list = ids.join("-");
  const expires = String(Math.floor(expiresAt));
  return `${list}.${expires}.${signature(purpose, list, expires, secret).toString("base64url")}`;
}

/** The signed value naming these leads until `expiresAt` (unix seconds). */
export function signLeadIds(ids: readonly number[], expiresAt: number, secret: string): string {
  return signIds(PURPOSE, ids, expiresAt, secret);
}

/** Why a value names no lead; undefined when it does. */
export type RefusedReason = "malformed" | "bad-signature" | "expired";

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

/** verifyLeadIds for a value signed with signIds for `purpose`. */
export function verifyIds(
  purpose: string,
  value: string,
  secret: string,
  nowMs = Date.now(),
): { ids: number[] } | { refused: RefusedReason } {
  const match = VALUE.exec(value);
  if (!match) return { refused: "malformed" };
  const [, list, expires, sent] = match as unknown as [string, string, string, string];
  const given = Buffer.from(sent, "base64url");
  const expected = signature(purpose, list, expires, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { refused: "bad-signature" };
  if (Number(expires) * 1000 <= nowMs) return { refused: "expired" };
  return { ids: list.split("-").map(Number) };
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
