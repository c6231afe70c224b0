// The production build's pages served in-process: React Router's handler from build/ behind the
// Node entry's page handler, with a page cache of the test's choosing. Needs `npm run build`.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import type * as ServerEntry from "~/entry.server";
import type { PageCache } from "../../app/server/middleware/page-cache";
import { pageHandler } from "../../app/server/middleware/page-handler";

export interface BuiltApp {
  request(path: string): Promise<Response>;
  /** Stops the build's services (its own database pool). */
  stop(): Promise<void>;
}

export async function startBuiltApp(cache: PageCache | undefined): Promise<BuiltApp> {
  const serverBuild = resolve("build/server/index.js");
  if (!existsSync(serverBuild)) throw new Error("build/ is missing: run `npm run build` before these tests");
  const build = (await import(pathToFileURL(serverBuild).href)) as ServerBuild;
  const entry = build.entry.module as unknown as typeof ServerEntry;
  // The build has its own database pool (its own module graph), closed again by services.stop().
  const services = await entry.startServices();
  const app = new Hono().all("*", pageHandler({ render: entry.createPageRenderer(build), cache }));
  return {
    request: async (path) => app.request(`http://localhost${path}`),
    stop: () => services.stop(),
  };
}
