// The Node entry: infrastructure only (static files, compression, shutdown). Everything with state
// (database, API, outbox worker) comes from the React Router server build, so there is one module graph.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, type ServerBuild } from "react-router";
import type * as ServerEntry from "../app/entry.server";

const BUILD_DIR = resolve(process.env.BUILD_DIR ?? "build");
const SHUTDOWN_TIMEOUT_MS = 10_000;

const build = (await import(pathToFileURL(resolve(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
const entry = build.entry.module as unknown as typeof ServerEntry;
const env = entry.getEnv();
const logger = entry.logger;
const services = await entry.startServices();
const handlePage = createRequestHandler(build, "production");

const app = new Hono();
app.use(compress());
app.use("/assets/*", async (c, next) => {
  await next();
  if (c.res.ok) c.res.headers.set("Cache-Control", "public, max-age=31536000, immutable");
});
app.use("/assets/*", serveStatic({ root: resolve(BUILD_DIR, "client") }));
app.use("*", async (c, next) => {
  await next();
  if (c.res.ok && !c.res.headers.has("Cache-Control") && /\.\w+$/.test(c.req.path)) {
    c.res.headers.set("Cache-Control", "public, max-age=3600");
  }
});
app.use("*", serveStatic({ root: resolve(BUILD_DIR, "client") }));
app.use("*", entry.createRateLimit());
app.route("/", entry.createHttpApp());
app.all("*", (c) => handlePage(c.req.raw));
app.onError((error, c) => {
  logger.error({ err: error, path: c.req.path }, "request failed");
  return c.text("Ocurrió un error inesperado", 500);
});

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  logger.info({ port: info.port }, `listening on http://localhost:${info.port}`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => {
    logger.error("shutdown took too long; exiting");
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  force.unref();
  await new Promise<void>((done) => server.close(() => done()));
  await services.stop();
  logger.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
