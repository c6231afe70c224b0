// The scheme of the cookies that let a form's next page show a visitor what they just sent, with or
// without JavaScript (docs/decisions/034-confirmation-cookie.md): the records' ids and when the value
// expires, signed for one purpose with HMAC-SHA256 under the server's secret (SESSION_SECRET or the
// database's, see app/platform/data/app-secret.server.ts):
// `<id>[-<id>…].<expires, unix seconds>.<signature, base64url>`. A changed, expired or foreign value
// names nothing. Each form's cookie gives its own name and purpose, so that neither stands for the
// other: the leads' confirmation (domains/leads/public/lead-confirmation-cookie.server.ts) and the
// complaint receipt (domains/complaints/public/complaint-receipt-cookie.server.ts).
import { createHmac, timingSafeEqual } from "node:crypto";

/** How long the confirmation page can show the request after it was sent. */
export const CONFIRMATION_COOKIE_SECONDS = 30 * 60;
/** At most this many records in one cookie. */
export const CONFIRMATION_MAX_RECORDS = 5;

const VALUE = /^(\d{1,15}(?:-\d{1,15}){0,4})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

function signature(purpose: string, ids: string, expires: string, secret: string): Buffer {
  return createHmac("sha256", secret).update(`${purpose}:${ids}:${expires}`).digest();
}

/**
 * The signed value naming these records until `expiresAt` (unix seconds), for one purpose: a value
 * signed for one purpose (the leads' confirmation, the complaint receipt) names nothing for another.
 */
export function signIds(purpose: string, ids: readonly number[], expiresAt: number, secret: string): string {
  if (ids.length === 0 || ids.length > CONFIRMATION_MAX_RECORDS) {
    throw new RangeError(`a confirmation names 1 to ${CONFIRMATION_MAX_RECORDS} records, not ${ids.length}`);
  }
  if (!ids.every((id) => Number.isSafeInteger(id) && id > 0))
    throw new RangeError("record ids are positive integers");
  const list = ids.join("-");
  const expires = String(Math.floor(expiresAt));
  return `${list}.${expires}.${signature(purpose, list, expires, secret).toString("base64url")}`;
}

/** Why a value names no record. */
export type RefusedReason = "malformed" | "bad-signature" | "expired";

/**
 * The ids a value signed with signIds for `purpose` names, when its signature is this secret's
 * (compared in constant time) and it has not expired; otherwise the reason it was refused.
 */
export function verifyIds(
  purpose: string,
  value: string,
  secret: string,
  nowMs = Date.now(),
): { ids: number[] } | { refused: RefusedReason } {
  const match = VALUE.exec(value);
  if (!match) return { refused: "malformed" };
  const [, list, expires, sent] = match as unknown as [string, string, string, string];
  // The text is compared, not the bytes it decodes to: the last of 43 base64url characters carries
  // two bits no byte holds, so four spellings decode to one signature, and only the one signIds wrote
  // may name the records.
  const given = Buffer.from(sent);
  const expected = Buffer.from(signature(purpose, list, expires, secret).toString("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { refused: "bad-signature" };
  if (Number(expires) * 1000 <= nowMs) return { refused: "expired" };
  return { ids: list.split("-").map(Number) };
}
