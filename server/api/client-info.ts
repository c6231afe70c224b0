import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { getEnv } from "~/lib/env.server";
import { forwardedProtocol, trustedForwarded } from "../public-origin";

/** The peer address of the request, when it came through the Node server. */
function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * The client's address. X-Forwarded-For is read only when TRUST_PROXY says how many proxies of ours
 * stand in front (the client is then that many entries from the right); otherwise anyone could
 * forge it, so the peer address is used.
 */
export function clientIp(c: Context): string | undefined {
  return trustedForwarded(c.req.header("x-forwarded-for"), getEnv().TRUST_PROXY) ?? peerAddress(c);
}

/** Whether the visitor reached us over HTTPS: directly, or through a trusted proxy that says so. */
export function isHttpsRequest(c: Context): boolean {
  if (new URL(c.req.url).protocol === "https:") return true;
  return forwardedProtocol(c.req.raw.headers, getEnv().TRUST_PROXY) === "https:";
}
