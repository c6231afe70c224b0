// What the Node server (app/server/middleware/rate-limit.ts) tells the page actions about a request, in
// headers it always overwrites: a visitor can send these names, but never gets them through.

/** The client address as the server determined it (TRUST_PROXY aware). */
export const CLIENT_IP_HEADER = "x-kordex-client-ip";

/** Present when the client is over its rate limit: the seconds until it may send again. */
export const RATE_LIMITED_HEADER = "x-kordex-rate-limited";

/**
 * Present when the server cut off the request's body for its size (app/server/middleware/form-body-limit.ts):
 * the body reaching the action is empty, and the action answers 413 with the message in the form.
 */
export const BODY_TOO_LARGE_HEADER = "x-kordex-body-too-large";

/** The answer to a form over the size limit (the limit is server/middleware/form-body-limit.ts's). */
export const BODY_TOO_LARGE_MESSAGE =
  "El formulario enviado es demasiado grande (máximo 64 KB). Acorte el texto e inténtelo de nuevo.";

/** The answer to a client over its limit, on the API and in the forms. */
/** The answer to a post to a page that is not a form (JSON, plain text, no type). */
export const NOT_A_FORM_MESSAGE =
  "Formato no admitido: los formularios del sitio se envían como application/x-www-form-urlencoded o multipart/form-data.";

export const RATE_LIMITED_MESSAGE =
  "Has enviado demasiadas solicitudes en poco tiempo. Espera unos minutos e inténtalo de nuevo.";

export function trustedClientIp(request: Request): string | undefined {
  return request.headers.get(CLIENT_IP_HEADER) || undefined;
}

/** The Retry-After seconds when the server marked the request as over the limit, else undefined. */
export function rateLimitRetryAfter(request: Request): number | undefined {
  const value = request.headers.get(RATE_LIMITED_HEADER);
  if (value === null) return undefined;
  const seconds = Number(value);
  return Number.isInteger(seconds) && seconds > 0 ? seconds : 60;
}

/** Whether the server cut off this request's body for its size (its body is then empty). */
export function isBodyTooLarge(request: Request): boolean {
  return request.headers.has(BODY_TOO_LARGE_HEADER);
}
