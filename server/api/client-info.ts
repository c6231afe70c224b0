import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The peer address of the request, when it came through the Node server. */
export function clientIp(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}
