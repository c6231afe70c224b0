// Everything the Node entry (server/main.ts) answers, in order: headers, connection cap, same-origin
// check, rate limit, compression, the public files the entry serves, the API, media, /health and the
// pages. It lives in the React Router build so the pages, the API and their state share one module graph.
import type { Server } from "node:http";
import { Hono, type MiddlewareHandler } from "hono";
import { createRequestHandler, type ServerBuild } from "react-router";
import { PASSKEY_MESSAGES } from "~/domains/staff/admin/passkey-messages";
import { type EdgeFacts, routerContextOf } from "~/platform/submission/edge-context.server";
import { getEnv } from "~/platform/lib/env.server";
import { logger } from "~/platform/lib/logger.server";
import { isHttpsRequest } from "./api/client-info";
import { createHttpApp } from "./http-app";
import { compression } from "./middleware/compression";
import { connectionsPerClient } from "./middleware/connections-per-client";
import { formBodyLimit } from "./middleware/form-body-limit";
import { getPageCache } from "./middleware/page-cache-store.server";
import { pageHandler } from "./middleware/page-handler";
import { allowedPageMethods } from "./middleware/page-methods";
import { pageRoute } from "./middleware/page-route";
import { pageSpellingRedirect } from "./middleware/page-spelling";
import { createInvitationLimit, createPasskeyOptionsLimit, createRateLimit } from "./middleware/rate-limit";
import { sameOriginCheck } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { staffSession } from "./middleware/staff-session";

export interface SiteApp {
  app: Hono;
  /** Counts the server's connections for the per-client cap (call once the server exists). */
  trackConnections(server: Server): void;
}

/**
 * React Router's handler of the build's pages, handed what the edge found out as the build's own
 * context (app/platform/submission/edge-context.server.ts): this module is in the build, so its keys are the ones the
 * actions read. The tests that drive the build's pages get it from the build's entry for that reason.
 */
export function createPageRenderer(build: ServerBuild, mode: "development" | "production" = "production") {
  const handle = createRequestHandler(build, mode);
  return (request: Request, edge: EdgeFacts) => handle(request, routerContextOf(edge));
}

export function createSiteApp({
  build,
  publicFiles,
  mode = "production",
}: {
  /** The React Router server build (this module's own build, handed over by the entry). */
  build: ServerBuild;
  /** Serves the files of build/client (the entry knows where they are on disk). */
  publicFiles: MiddlewareHandler;
  /** React Router's mode: "development" (server/dev.ts) shows errors in full and inlines critical CSS. */
  mode?: "development" | "production";
}): SiteApp {
  const env = getEnv();
  const connectionCap = connectionsPerClient(env.MAX_CONNECTIONS_PER_IP);
  const app = new Hono();
  // Outermost, so that every answer (errors and redirects included) carries the headers.
  app.use(securityHeaders({ isHttps: isHttpsRequest }));
  app.use(connectionCap.middleware);
  // Mutating requests: the same-origin check first, then the rate limit.
  app.use(sameOriginCheck({ trustProxy: env.TRUST_PROXY }));
  app.use(createRateLimit());
  app.use(createPasskeyOptionsLimit(PASSKEY_MESSAGES.tooManyOptions));
  app.use(createInvitationLimit());
  app.use(compression());
  app.use(publicFiles);
  app.use(staffSession());
  app.route("/", createHttpApp());
  // Pages: one spelling of each path (any other answers a redirect to it); the route the path
  // reaches, found once, says which methods it takes (GET, HEAD and, where there is a form, POST), the
  // body it takes (bounded before anything reads it) and who may store it.
  app.all(
    "*",
    pageSpellingRedirect(),
    pageRoute(build.routes),
    allowedPageMethods(),
    formBodyLimit(),
    pageHandler({
      render: createPageRenderer(build, mode),
      cache: getPageCache(),
      trustProxy: env.TRUST_PROXY,
      onError: (error) => logger.error({ err: error }, "page could not be compressed for the cache"),
    }),
  );
  app.onError((error, c) => {
    logger.error({ err: error, path: c.req.path }, "request failed");
    return c.text("Ocurrió un error inesperado", 500, { "Cache-Control": "no-store" });
  });
  return { app, trackConnections: connectionCap.track };
}
