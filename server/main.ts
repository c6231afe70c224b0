// The Node entry: infrastructure only (security headers, same-origin check, compression, static files,
// page cache, shutdown). Everything with state (database, API, outbox worker, the page cache itself)
// comes from the React Router server build, so there is one module graph.
import type { Server } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import type * as ServerEntry from "../app/entry.server";
import { trackHttpConnections } from "./http-drain";
import { loadEnvFile } from "./load-env-file";
import { compression } from "./middleware/compression";
import { connectionsPerClient } from "./middleware/connections-per-client";
import { formBodyLimit } from "./middleware/form-body-limit";
import { pageHandler } from "./middleware/page-handler";
import { allowedPageMethods } from "./middleware/page-methods";
import { sameOriginCheck } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";

loadEnvFile(); // .env in the working directory, before anything reads the environment
const BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");
const CLIENT_DIR = resolve(BUILD_DIR, "client");
const SHUTDOWN_TIMEOUT_MS = 10_000;

const build = (await import(pathToFileURL(resolve(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
const entry = build.entry.module as unknown as typeof ServerEntry;
const env = entry.getEnv();
const logger = entry.logger;
const services = await entry.startServices().catch((error: unknown) => {
  // A bad DATA_DIR or database file: one line that names the setting, the file and what to do.
  if (error instanceof Error && error.name === "StartupError") {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
});
const handlePage = createRequestHandler(build, "production");

const connectionCap = connectionsPerClient(env.MAX_CONNECTIONS_PER_IP);

const app = new Hono();
// Outermost, so that every answer (errors and redirects included) carries the headers.
app.use(securityHeaders({ isHttps: entry.isHttpsRequest }));
app.use(connectionCap.middleware);
// Mutating requests: the same-origin check first, then the rate limit.
app.use(sameOriginCheck({ trustProxy: env.TRUST_PROXY }));
app.use(entry.createRateLimit());
app.use(compression());
app.use("/assets/*", async (c, next) => {
  await next();
  if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
});
// Text files have brotli and gzip copies made at build time (scripts/build-server.mjs).
const publicFiles = serveStatic({ root: CLIENT_DIR, precompressed: true });
app.use("/assets/*", publicFiles);
// Other public files (favicon, artwork, video): only paths that name a file reach the disk, so a
// page request costs no file-system lookup.
app.use("*", async (c, next) => {
  const file = /\.\w+$/.test(c.req.path) && !c.req.path.endsWith(".data");
  if (!file) return next();
  const found = await publicFiles(c, next);
  if (found instanceof Response) c.res = found;
  if (c.res.ok && !c.res.headers.has("Cache-Control")) {
    c.res.headers.set("Cache-Control", "public, max-age=3600");
  }
});
app.route("/", entry.createHttpApp());
// Pages: only GET, HEAD and (where there is a form) POST; bodies bounded before anything reads them.
app.all(
  "*",
  allowedPageMethods(build.routes),
  formBodyLimit(),
  pageHandler({
    render: handlePage,
    cache: entry.getPageCache(),
    trustProxy: env.TRUST_PROXY,
    onError: (error) => logger.error({ err: error }, "page could not be compressed for the cache"),
  }),
);
app.onError((error, c) => {
  logger.error({ err: error, path: c.req.path }, "request failed");
  return c.text("Ocurrió un error inesperado", 500, { "Cache-Control": "no-store" });
});

const server = serve(
  {
    fetch: app.fetch,
    port: env.PORT,
    hostname: env.HOST,
    // Slow clients: headers and whole requests must arrive in time (Node answers 408 and closes);
    // the timeouts are checked this often (Node's default, 30 s, would let them run long over).
    serverOptions: {
      // Node refuses a headers timeout longer than the request timeout.
      headersTimeout: Math.min(env.HTTP_HEADERS_TIMEOUT_MS, env.HTTP_REQUEST_TIMEOUT_MS),
      requestTimeout: env.HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, Math.ceil(env.HTTP_HEADERS_TIMEOUT_MS / 4)),
    },
  },
  (info) => {
    logger.info({ port: info.port }, `listening on http://localhost:${info.port}`);
  },
);
connectionCap.track(server as Server);

const connections = trackHttpConnections(server as Server);

let stopping = false;
/** Stops accepting, lets in-flight requests finish, stops the e-mail worker, closes the database, exits 0. */
async function shutdown(signal: string) {
  if (stopping) {
    logger.info({ signal }, "already shutting down");
    return;
  }
  stopping = true;
  logger.info({ signal }, "shutting down: no new connections; finishing requests in flight");
  const force = setTimeout(() => {
    logger.error("shutdown took too long; exiting");
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  force.unref();
  try {
    await connections.close();
    logger.info("HTTP server closed");
    await services.stop();
  } catch (error) {
    logger.error({ err: error }, "shutdown failed");
    process.exit(1);
  }
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
