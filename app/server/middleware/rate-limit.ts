import type { Context, MiddlewareHandler, Next } from "hono";
import { rateLimiter } from "hono-rate-limiter";
import { getEnv } from "~/platform/lib/env.server";
import { type EdgeEnv, RATE_LIMITED_MESSAGE } from "~/platform/submission/edge-context.server";
import { clientIp } from "../api/client-info";
import { clientKey } from "~/platform/submission/client-key";
import { LimiterStore } from "~/platform/data/limiter-store.server";
import { MAX_FORM_BODY_BYTES } from "./form-body-limit";

/** hono-rate-limiter's own variable besides the edge's. */
type RateLimitEnv = { Variables: EdgeEnv["Variables"] & { rateLimit?: { resetTime?: Date } } };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The requests that could submit a lead: every method but GET and HEAD (whatever the method, so that
 * no route that forgets to refuse one opens a way around the limit) to the API's lead endpoints
 * (/api/pe/…) and to pages (the form actions, including React Router's `.data` submissions). Staff
 * pages are not counted.
 */
export function isLeadSubmission(method: string, path: string): boolean {
  if (method === "GET" || method === "HEAD") return false;
  if (path.startsWith("/api/")) return path.startsWith("/api/pe/");
  return !/^\/(?:api|media|assets|admin|login)(?:[/.]|$)/.test(path);
}

function secondsUntil(reset: Date | undefined, windowMs: number): number {
  const ms = reset ? reset.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(ms / 1000));
}

/**
 * Per-client limits on lead submissions (RATE_LIMIT_PER_MINUTE, RATE_LIMIT_PER_DAY; 0 = off), counted
 * on the limiter store every process shares (docs/decisions/010-spam-and-rate-limits.md, 059), both
 * windows at once: one statement on PostgreSQL. Every counted request counts in both windows, the
 * refused ones too. Over either limit, the API answers 429 with Retry-After (the longer wait of the
 * windows it is over) and a Spanish `{ error }`; a page POST is marked in the context the page's
 * action reads (app/platform/submission/edge-context.server.ts), so the form itself shows the message with
 * everything typed still in it. That is done only for a body a browser's form would send (a
 * Content-Length within the form limit); any other request over the limit is answered 429 at once,
 * its body never read.
 * It also hands the page actions the client address. Nothing of this travels in request headers, so
 * nothing a visitor sends can pose as it.
 */
export function createRateLimit(): MiddlewareHandler<EdgeEnv> {
  const env = getEnv();
  const windows = [
    { limit: env.RATE_LIMIT_PER_MINUTE, windowMs: MINUTE_MS },
    { limit: env.RATE_LIMIT_PER_DAY, windowMs: DAY_MS },
  ]
    .filter((window) => window.limit > 0)
    .map((window) => ({ ...window, store: new LimiterStore(`lead-${window.windowMs}`, window.windowMs) }));

  /** The seconds a client must wait: the longest of the windows it is over, 0 within all of them. */
  const count = async (c: Context<EdgeEnv>, ip: string | undefined): Promise<number> => {
    if (windows.length === 0 || !isLeadSubmission(c.req.method, c.req.path)) return 0;
    const key = clientKey(ip);
    const counts = await LimiterStore.incrementAll(windows.map(({ store }) => [store, key] as const));
    return Math.max(
      0,
      ...windows.map(({ limit, windowMs }, index) => {
        const { totalHits, resetTime } = counts[index]!;
        return totalHits > limit ? secondsUntil(resetTime, windowMs) : 0;
      }),
    );
  };

  return async (c, next) => {
    const ip = clientIp(c);
    c.set("clientIp", ip);
    const wait = await count(c, ip);
    if (wait > 0) {
      if (c.req.path.startsWith("/api/")) {
        return c.json({ error: RATE_LIMITED_MESSAGE }, 429, { "Retry-After": String(wait) });
      }
      const declared = Number(c.req.header("content-length") ?? Number.NaN);
      if (!(declared <= MAX_FORM_BODY_BYTES) || c.req.header("transfer-encoding") !== undefined) {
        return c.text(RATE_LIMITED_MESSAGE, 429, {
          "Retry-After": String(wait),
          "Cache-Control": "no-store",
          Connection: "close",
        });
      }
      c.set("retryAfter", Math.max(c.get("retryAfter") ?? 0, wait));
    }
    await next();
    // React Router drops an action's own headers on `.data` answers, so the 429 gets Retry-After here
    // (this mark's, or a later limiter's: the invitation answers').
    const retryAfter = c.get("retryAfter");
    if (retryAfter !== undefined && c.res.status === 429 && !c.res.headers.has("retry-after")) {
      c.res.headers.set("Retry-After", String(retryAfter));
    }
  };
}

/** Passkey sign-in options one client address may ask for per minute. */
export const PASSKEY_OPTIONS_PER_MINUTE = 30;

/**
 * POST /login/llave/opciones stores a challenge per call (app/domains/staff/server/webauthn-challenges.server.ts),
 * for anyone: the failed-sign-in throttle does not count calls that never fail, so this bounds them
 * per client address (on the shared limiter store, like the lead limits). Over it: 429 JSON with the
 * sign-in's throttle message, as the sign-in page shows it, and Retry-After.
 */
export function createPasskeyOptionsLimit(message: string): MiddlewareHandler<EdgeEnv> {
  return rateLimiter({
    windowMs: MINUTE_MS,
    limit: PASSKEY_OPTIONS_PER_MINUTE,
    store: new LimiterStore("passkey-options"),
    standardHeaders: false,
    keyGenerator: (c) => clientKey(clientIp(c)),
    skip: (c) => c.req.method !== "POST" || !/^\/login\/llave\/opciones(?:\.data)?$/.test(c.req.path),
    handler: (c: Context<RateLimitEnv>) =>
      c.json({ error: message, code: "throttled" }, 429, {
        "Retry-After": String(secondsUntil(c.get("rateLimit")?.resetTime, MINUTE_MS)),
        "Cache-Control": "no-store",
      }),
  }) as unknown as MiddlewareHandler<EdgeEnv>;
}

/** Invitation answers (choosing the password of an invited account) one client address may send. */
export const INVITATION_POSTS_PER_WINDOW = 10;
const INVITATION_WINDOW_MS = 15 * MINUTE_MS;

/**
 * POST /login/invitacion/<token>: each answer to an open link hashes a password (argon2, 19 MiB), and
 * a wrong link answers at once, so this bounds both per client address (shared limiter store). Over
 * it the request is only marked (`retryAfter` in the context, as for lead forms) and the invitation
 * page's action answers 429 with the reason, the form still on screen.
 */
export function createInvitationLimit(): MiddlewareHandler<EdgeEnv> {
  return rateLimiter({
    windowMs: INVITATION_WINDOW_MS,
    limit: INVITATION_POSTS_PER_WINDOW,
    store: new LimiterStore("invitation"),
    standardHeaders: false,
    keyGenerator: (c) => clientKey(clientIp(c)),
    skip: (c) =>
      c.req.method !== "POST" || !/^\/login\/invitacion\/[^/]+$/.test(c.req.path.replace(/\.data$/, "")),
    handler: async (c: Context<RateLimitEnv>, next: Next) => {
      const retryAfter = secondsUntil(c.get("rateLimit")?.resetTime, INVITATION_WINDOW_MS);
      c.set("retryAfter", Math.max(c.get("retryAfter") ?? 0, retryAfter));
      await next();
    },
  }) as unknown as MiddlewareHandler<EdgeEnv>;
}
