// The Node entry, bundled by esbuild: reads .env, loads the React Router server build, starts its
// services, serves build/client's files through the build's HTTP app (app/server/site-app.ts), listens,
// and shuts down gracefully. It imports nothing from app/ but types: everything with state (database,
// API, outbox worker, page cache) comes from the server build, so there is one module graph.
import type { Server } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import type * as ServerEntry from "../app/entry.server";
import { shutdownOnSignals } from "./graceful-shutdown";
import { trackHttpConnections } from "./http-drain";
import { loadEnvFile } from "./load-env-file";
import { refuseUnsupportedNode } from "./supported-node";

refuseUnsupportedNode(); // before the server build (and its native module) is loaded
loadEnvFile(); // .env in the working directory, before anything reads the environment
// By default the build this file belongs to (build/main.js sits in build/), wherever it is started from.
const BUILD_DIR = resolve(process.env.BUILD_DIR ?? fileURLToPath(new URL(".", import.meta.url)));
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
// Public files: assets are fingerprinted (cached for a year); text files have brotli and gzip copies
// made at build time (scripts/build-server.mjs). Only paths that name a file reach the disk, so a page
// request costs no file-system lookup.
const serveClientFile = serveStatic({ root: CLIENT_DIR, precompressed: true });
const publicFiles: MiddlewareHandler = async (c, next) => {
  const path = c.req.path;
  if (path.startsWith("/assets/")) {
    const found = await serveClientFile(c, next);
    if (found instanceof Response) c.res = found;
    if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
    return;
  }
  if (!/\.\w+$/.test(path) || path.endsWith(".data")) return next();
  const found = await serveClientFile(c, next);
  if (found instanceof Response) c.res = found;
  if (c.res.ok && !c.res.headers.has("Cache-Control")) {
    c.res.headers.set("Cache-Control", "public, max-age=3600");
  }
};
const site = entry.createSiteApp({ build, publicFiles });

const server = serve(
  {
    fetch: site.app.fetch,
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
site.trackConnections(server as Server);

const connections = trackHttpConnections(server as Server);

/** Stops accepting, lets in-flight requests finish, stops the e-mail worker, closes the database, exits 0. */
shutdownOnSignals({
  logger: () => logger,
  message: "shutting down: no new connections; finishing requests in flight",
  timeoutMs: SHUTDOWN_TIMEOUT_MS,
  stop: async (log) => {
    await connections.close();
    log.info("HTTP server closed");
    await services.stop();
  },
});
