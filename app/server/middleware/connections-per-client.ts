import type { Server } from "node:http";
import type { Socket } from "node:net";
import type { HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import { clientKey } from "~/platform/submission/client-key";

export const TOO_MANY_CONNECTIONS_MESSAGE =
  "El servidor recibe demasiadas conexiones desde su dirección. Inténtelo de nuevo en unos segundos.";

/**
 * Caps the connections one peer address holds open at once (an IPv6 peer counted by its /64, like
 * the rate limit). It counts TCP connections by the socket's peer address: behind a reverse proxy
 * that is the proxy's, not the visitor's (X-Forwarded-For is a header of each request, not known
 * when a connection opens), so there the cap bounds the proxy's connections to this process.
 * 0 switches the cap off. A connection over the cap is answered 503 with Retry-After and a Spanish text on its first
 * request, and closed; the headers timeout closes it if it sends nothing.
 */
export function connectionsPerClient(max: number): {
  /** Answers the requests of connections over the cap; mounted before everything else. */
  middleware: MiddlewareHandler;
  /** Counts the server's connections (called once the server exists). */
  track(server: Server): void;
} {
  const open = new Map<string, number>();
  const overCap = new WeakSet<Socket>();
  const track = (server: Server) => {
    if (max === 0) return;
    server.on("connection", (socket: Socket) => {
      const key = clientKey(socket.remoteAddress);
      const count = (open.get(key) ?? 0) + 1;
      open.set(key, count);
      if (count > max) overCap.add(socket);
      socket.once("close", () => {
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      });
    });
  };
  const middleware: MiddlewareHandler = async (c, next) => {
    const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
    if (!socket || !overCap.has(socket)) return next();
    return c.text(TOO_MANY_CONNECTIONS_MESSAGE, 503, {
      "Retry-After": "10",
      "Cache-Control": "no-store",
      Connection: "close",
    });
  };
  return { middleware, track };
}
