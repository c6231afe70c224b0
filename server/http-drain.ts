// Closing an HTTP server without cutting requests short. Node's server.close() stops accepting new
// connections but keeps keep-alive connections open (and serving) until their idle timeout; here,
// once closing starts, every response says "Connection: close" and idle connections are closed.
import type { Server, ServerResponse } from "node:http";

const IDLE_SWEEP_MS = 50;

export interface HttpDrain {
  /** Stops accepting connections; resolves when every in-flight response is finished and every socket closed. */
  close(): Promise<void>;
}

export function trackHttpConnections(server: Server): HttpDrain {
  const open = new Set<ServerResponse>();
  let closing = false;
  const closeAfter = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
  };

  server.on("request", (_request, response: ServerResponse) => {
    if (closing) closeAfter(response);
    open.add(response);
    response.once("close", () => open.delete(response));
  });

  return {
    close() {
      closing = true;
      for (const response of open) closeAfter(response);
      return new Promise<void>((resolve, reject) => {
        const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
        server.close((error) => {
          clearInterval(sweep);
          if (error) reject(error);
          else resolve();
        });
      });
    },
  };
}
