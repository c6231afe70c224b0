// The cookie that lets the complaint receipt (/libro-de-reclamaciones/constancia) show the sheet just
// filed, and download its PDF, to that browser only, for 30 minutes: the scheme of the leads'
// confirmation cookie (docs/decisions/034-confirmation-cookie.md) under its own name and purpose, so
// that neither cookie can stand for the other. `__Host-kordex-reclamo` over HTTPS, `kordex-reclamo`
// over plain HTTP; HttpOnly, SameSite=Lax, Path=/ (the page's data is read from its `.data` address).
import {
  CONFIRMATION_COOKIE_SECONDS,
  signIds,
  verifyIds,
} from "~/platform/submission/confirmation-cookie.server";
import { cookieValue } from "~/platform/lib/cookie-value";

const PURPOSE = "kordex-reclamo:v1";

export const complaintReceiptCookieName = (secure: boolean) =>
  secure ? "__Host-kordex-reclamo" : "kordex-reclamo";

/** The Set-Cookie value naming a filed sheet for CONFIRMATION_COOKIE_SECONDS. */
export function complaintReceiptCookie(
  id: number,
  secret: string,
  secure: boolean,
  nowMs = Date.now(),
): string {
  const value = signIds(PURPOSE, [id], nowMs / 1000 + CONFIRMATION_COOKIE_SECONDS, secret);
  return `${complaintReceiptCookieName(secure)}=${value}; Path=/; Max-Age=${CONFIRMATION_COOKIE_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The sheet a request's valid receipt cookie names, if any. */
export function complaintReceiptId(
  cookieHeader: string | null | undefined,
  secure: boolean,
  secret: string,
  nowMs = Date.now(),
): number | undefined {
  const value = cookieValue(cookieHeader, complaintReceiptCookieName(secure));
  if (!value) return undefined;
  const verdict = verifyIds(PURPOSE, value, secret, nowMs);
  return "ids" in verdict && verdict.ids.length === 1 ? verdict.ids[0] : undefined;
}
