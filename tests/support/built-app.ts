// The production build's pages served in-process: React Router's handler from build/ behind the
// Node entry's page route and page handler, with a page cache of the test's choosing. Needs `npm run build`.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import type * as ServerEntry from "~/entry.server";
import type { PageCache } from "../../app/server/middleware/page-cache";
import { pageHandler } from "../../app/server/middleware/page-handler";
import { pageRoute } from "../../app/server/middleware/page-route";

export interface BuiltApp {
  request(path: string, init?: RequestInit): Promise<Response>;
  /** Stops the build's services (its own database pool). */
  stop(): Promise<void>;
}

/**
 * `extraRoutes`: route modules of the test's own, added to the build's route table (under the root)
 * as if app/routes.ts listed them: the renderer and the edge both see them.
 */
export async function startBuiltApp(
  cache: PageCache | undefined,
  extraRoutes: ServerBuild["routes"] = {},
): Promise<BuiltApp> {
  const serverBuild = resolve("build/server/index.js");
  if (!existsSync(serverBuild)) throw new Error("build/ is missing: run `npm run build` before these tests");
  const built = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const build: ServerBuild = { ...built, routes: { ...built.routes, ...extraRoutes } };
  const entry = build.entry.module as unknown as typeof ServerEntry;
  // The build has its own database pool (its own module graph), closed again by services.stop().
  const services = await entry.startServices();
  // As the site app: the route the path reaches says whether its page may be cached.
  const app = new Hono().all(
    "*",
    pageRoute(build.routes),
    pageHandler({ render: entry.createPageRenderer(build), cache }),
  );
  return {
    request: async (path, init) => app.request(`http://localhost${path}`, init),
    stop: () => services.stop(),
  };
}
