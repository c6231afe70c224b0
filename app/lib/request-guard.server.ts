// What the Node server (server/middleware/rate-limit.ts) tells the page actions about a request, in
// headers it always overwrites: a visitor can send these names, but never gets them through.

/** The client address as the server determined it (TRUST_PROXY aware). */
export const CLIENT_IP_HEADER = "x-kordex-client-ip";

/** Present when the client is over its rate limit: the seconds until it may send again. */
export const RATE_LIMITED_HEADER = "x-kordex-rate-limited";

/** The answer to a client over its limit, on the API and in the forms. */
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
