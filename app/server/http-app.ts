import { Hono } from "hono";
import { etag } from "hono/etag";
import { getEnv } from "~/platform/lib/env.server";
import { logger } from "~/platform/lib/logger.server";
import { PUBLIC_CACHE_CONTROL } from "~/platform/lib/cache-control";
import { checkHealth } from "~/platform/data/health.server";
import { catalogRoutes } from "./api/catalog-routes";
import { leadRoutes } from "./api/lead-routes";
import { openApiDocument } from "./api/openapi";
import { mediaRoutes } from "./media-routes";
import { readOnly } from "./middleware/method-not-allowed";

const withEntityTag = etag();

/** The API under /api, media under /media and /health: everything the server answers besides pages. */
export function createHttpApp(): Hono {
  const api = new Hono()
    // GET answers carry an ETag and answer 304 to a matching If-None-Match (no hashing of form answers).
    .use((c, next) => (c.req.method === "GET" || c.req.method === "HEAD" ? withEntityTag(c, next) : next()))
    .get("/openapi.json", (c) =>
      c.json(openApiDocument(getEnv().SITE_URL), 200, { "Cache-Control": PUBLIC_CACHE_CONTROL }),
    )
    .all("/openapi.json", readOnly(true))
    .route("/", catalogRoutes)
    .route("/", leadRoutes)
    .all("*", (c) => c.json({ error: "Recurso no encontrado" }, 404))
    .onError((error, c) => {
      logger.error({ err: error, path: c.req.path }, "API error");
      return c.json({ error: "Ocurrió un error inesperado, inténtelo de nuevo" }, 500);
    });

  return new Hono()
    .get("/health", async (c) => {
      const report = await checkHealth();
      return c.json(report, report.status === "ok" ? 200 : 503, { "Cache-Control": "no-store" });
    })
    .all("/health", readOnly(true))
    .route("/", mediaRoutes)
    .route("/api", api);
}
