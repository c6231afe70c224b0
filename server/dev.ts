// The development entry (`npm run dev`, bundled by esbuild to build/dev.js): Vite in middleware mode
// serves the browser's modules with hot reload, and every other request goes to the same Hono app
// as in production (app/server/site-app.ts), taken from the server build Vite compiles on demand.
// Like server/main.ts it imports nothing from app/ but types. See docs/decisions/023-dev-loop.md.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { resolve } from "node:path";
import { stripVTControlCharacters } from "node:util";
import { getRequestListener, type Http2Bindings, type HttpBindings } from "@hono/node-server";
import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import type * as ServerEntry from "../app/entry.server";
import { shutdownOnSignals } from "./graceful-shutdown";
import { trackHttpConnections } from "./http-drain";
import { loadEnvFile } from "./load-env-file";

loadEnvFile();
// React's and React Router's development builds, and no page cache: an edit shows on the next request.
process.env.NODE_ENV = "development";
process.env.PAGE_CACHE_MAX_ENTRIES = "0";

const SERVER_BUILD = "virtual:react-router/server-build";
const SHUTDOWN_TIMEOUT_MS = 10_000;

type Entry = typeof ServerEntry;
type Services = Awaited<ReturnType<Entry["startServices"]>>;
type SiteApp = ReturnType<Entry["createSiteApp"]>;

/** One load of the server build, with the site app made from it and the services it runs. */
interface Generation {
  build: ServerBuild;
  entry: Entry;
  site: SiteApp;
  services: Services;
  inFlight: number;
  onIdle?: () => void;
}

const server = createServer();
const vite = await createViteServer({
  // The HMR WebSocket shares the site's port (no second port to open or to allow).
  server: { middlewareMode: true, hmr: { server }, watch: { ignored: ["**/build/**", "**/data/**"] } },
  appType: "custom",
});

/** Public files and the browser's modules are Vite's (its middlewares run before the site app). */
const noPublicFiles: MiddlewareHandler = (_c, next) => next();

let current: Generation | undefined;
let loading: Promise<Generation> | undefined;

/**
 * The site app of the current server build. Vite re-instantiates a changed module and its importers,
 * so the build is a new object after any edit of server code; then the site app is made again. The
 * services (database pool, outbox worker) are restarted only when their own module was
 * re-instantiated (`startServices` is a new function): the old ones are stopped first, once the
 * requests they serve have finished, so an edit never leaves a second pool or worker behind.
 */
function generation(): Promise<Generation> {
  loading ??= reload().finally(() => {
    loading = undefined;
  });
  return loading;
}

async function reload(): Promise<Generation> {
  const build = (await vite.ssrLoadModule(SERVER_BUILD)) as ServerBuild;
  if (current?.build === build) return current;
  const entry = build.entry.module as unknown as Entry;
  const previous = current;
  let services = previous?.services;
  if (!previous || previous.entry.startServices !== entry.startServices) {
    current = undefined;
    if (previous) {
      await idle(previous);
      await previous.services.stop();
      entry.logger.info("server code changed: services restarted");
    }
    services = await entry.startServices();
  }
  const site = entry.createSiteApp({ build, publicFiles: noPublicFiles, mode: "development" });
  current = { build, entry, site, services: services as Services, inFlight: 0 };
  return current;
}

function idle(gen: Generation): Promise<void> {
  if (gen.inFlight === 0) return Promise.resolve();
  return new Promise((done) => (gen.onIdle = done));
}

/**
 * What development changes in the site app's answers: nothing is cached by the browser without
 * asking again (an edit shows on the next navigation), and the policy lets Vite's client open its
 * HMR WebSocket on this host. Production never passes here.
 */
function forDevelopment(response: Response, host: string | undefined): Response {
  const answer = new Response(response.body, response);
  const headers = answer.headers;
  if (headers.get("Cache-Control")?.startsWith("public")) headers.set("Cache-Control", "no-cache");
  const policy = headers.get("Content-Security-Policy");
  if (policy && host) {
    headers.set(
      "Content-Security-Policy",
      policy.replace(/(^|;\s*)connect-src ([^;]*)/, `$1connect-src $2 ws://${host} wss://${host}`),
    );
  }
  return answer;
}

async function answer(request: Request, bindings: HttpBindings | Http2Bindings): Promise<Response> {
  let gen: Generation;
  try {
    gen = await generation();
  } catch (error) {
    // A syntax error or a module that throws on load: show it, keep serving once it is fixed.
    if (error instanceof Error) vite.ssrFixStacktrace(error);
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`${text}\n`);
    return new Response(stripVTControlCharacters(text), {
      status: 500,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  gen.inFlight += 1;
  try {
    const response = await gen.site.app.fetch(request, bindings);
    return forDevelopment(response, request.headers.get("Host") ?? undefined);
  } finally {
    gen.inFlight -= 1;
    if (gen.inFlight === 0) gen.onIdle?.();
  }
}

const siteListener = getRequestListener(answer);
server.on("request", (request: IncomingMessage, response: ServerResponse) => {
  vite.middlewares(request, response, () => void siteListener(request, response));
});

// Load the build and start the services before listening, so the first page is quick.
const first = await generation().catch((error: unknown) => {
  if (error instanceof Error && error.name === "StartupError") {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
});
const env = first.entry.getEnv();
const connections = trackHttpConnections(server);
server.listen(env.PORT, env.HOST, () => {
  first.entry.logger.info(
    { port: env.PORT, dataDir: resolve(env.DATA_DIR), readyMs: Math.round(performance.now()) },
    `dev server on http://localhost:${env.PORT} (Vite hot reload; pages through the site app)`,
  );
});

// React Router's plugin runs helper Vite servers (config loader, child compiler) whose shared SIGTERM
// listener exits the process with 143 as soon as they are closed, before the services are stopped.
// They are all set up by now; this entry's shutdown closes them (vite.close()) in order instead.
process.removeAllListeners("SIGTERM");
/** Closes Vite (its watcher and HMR sockets), the HTTP server, then the services of the current build. */
shutdownOnSignals({
  logger: () => (current ?? first).entry.logger,
  message: "dev server shutting down",
  timeoutMs: SHUTDOWN_TIMEOUT_MS,
  stop: async () => {
    await vite.close();
    await connections.close();
    await loading?.catch(() => {}); // a reload under way finishes first, so its services are the ones stopped
    await current?.services.stop();
  },
});
