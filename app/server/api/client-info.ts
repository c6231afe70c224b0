import { isIP } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { getEnv } from "~/platform/lib/env.server";
import { logger } from "~/platform/lib/logger.server";
import { forwardedProtocol, trustedForwarded } from "../public-origin";

/** The peer address of the request, when it came through the Node server. */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

let warnedAboutUntrustedProxy = false;

/**
 * With TRUST_PROXY=0, a request that carries X-Forwarded-For most likely came through a reverse proxy
 * we were not told about: every visitor then has the proxy's address and shares one rate limit. Said
 * once per process, naming the variable (a client forging the header triggers it too, harmlessly).
 */
function warnAboutUntrustedProxy(c: Context, peer: string | undefined): void {
  if (warnedAboutUntrustedProxy || c.req.header("x-forwarded-for") === undefined) return;
  warnedAboutUntrustedProxy = true;
  logger.warn(
    { peer },
    "A request carries X-Forwarded-For but TRUST_PROXY=0, so it is ignored and the client address is the peer's. Behind a reverse proxy every visitor then has the proxy's address and all share one rate limit (RATE_LIMIT_PER_DAY): set TRUST_PROXY to the number of proxies in front. Logged once per process.",
  );
}

/**
 * The client's address. X-Forwarded-For is read only when TRUST_PROXY says how many proxies of ours
 * stand in front (the client is then that many entries from the right); otherwise anyone could
 * forge it, so the peer address is used. An entry that is not an IP address (a proxy that passes on
 * what a client made up) is not trusted either: the peer address stands in.
 */
export function clientIp(c: Context): string | undefined {
  const hops = getEnv().TRUST_PROXY;
  if (hops === 0) warnAboutUntrustedProxy(c, peerAddress(c));
  const forwarded = trustedForwarded(c.req.header("x-forwarded-for"), hops);
  return forwarded !== undefined && isIP(forwarded) !== 0 ? forwarded : peerAddress(c);
}

/** Whether the visitor reached us over HTTPS: directly, or through a trusted proxy that says so. */
export function isHttpsRequest(c: Context): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return forwardedProtocol(c.req.raw.headers, getEnv().TRUST_PROXY) === "https:";
}
