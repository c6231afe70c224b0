// Every page of the route table answers its `.data` address, which is what a click in the app fetches
// (the document address is what a first visit loads). Asked through the request handler the server
// uses: the built server's React Router handler behind the page handler (server/main.ts).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as ServerEntry from "~/entry.server";
import { MARKETS } from "~/domains/site/public/market-pages";
import { ALIASES } from "~/platform/lib/site-paths";
import { getDb } from "~/platform/data/db.server";
import routes from "~/routes";
import { pageHandler } from "../../../app/server/middleware/page-handler";
import { pageRoute } from "../../../app/server/middleware/page-route";

let build: ServerBuild;
let app: Hono;
let services: { stop(): Promise<void> };

beforeAll(async () => {
  build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
  const entry = build.entry.module as unknown as typeof ServerEntry;
  // The build has its own database pool (its own module graph), closed again by services.stop().
  services = await entry.startServices();
  app = new Hono().all(
    "*",
    pageRoute(build.routes),
    pageHandler({ render: entry.createPageRenderer(build), cache: undefined }),
  );
}, 60_000);

afterAll(() => services?.stop());

const get = (path: string) => Promise.resolve(app.request(`http://localhost${path}`));

/** The address of a page's data, as the browser asks for it (React Router 8: trailing-slash aware). */
function dataPath(path: string, routeId?: string): string {
  const url = new URL(path, "http://localhost");
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  // A click asks only for the routes that revalidate: the root does not (app/root.tsx).
  if (routeId) url.searchParams.set("_routes", routeId);
  return url.pathname + url.search;
}

/** A single-fetch answer is a flat turbo-stream array: a key is followed by its value. */
function valueAfter(body: string, key: string): unknown {
  const flat = JSON.parse(body) as unknown[];
  return flat[flat.indexOf(key) + 1];
}

interface TableRoute {
  id: string;
  path: string;
}

/** The route table of app/routes.ts, with the ids React Router gives the routes. */
function table(entries: RouteConfigEntry[], parent = ""): TableRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`;
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    return [{ id, path }, ...table(entry.children ?? [], path === "/" ? "" : path)];
  });
}

const ROUTES = table(routes);
const aliasOf = (path: string) => ALIASES[path.slice(1)];
const module = (id: string) => {
  const route = build.routes[id];
  if (!route) throw new Error(`the build has no route ${id}`);
  return route.module;
};
/**
 * Public pages: not the catch-all, not resource routes (no component), not an alias, no parameter,
 * not the back office (signed-in staff only: tests/integration/staff/admin-route-table.test.ts).
 */
const isPage = ({ id, path }: TableRoute) =>
  path !== "/*" &&
  !path.includes(":") &&
  !aliasOf(path) &&
  !/^\/admin(?:\/|$)/.test(path) &&
  module(id).default !== undefined;

describe("the .data of every page of the route table", () => {
  it("covers the SPEC's pages, the ten markets among them", () => {
    const pages = ROUTES.filter(isPage).map((route) => route.path);
    for (const market of MARKETS) expect(pages).toContain(`/${market.slug}`);
    expect(pages).toEqual(
      expect.arrayContaining(["/", "/soluciones", "/mercados", "/productos", "/noticias"]),
    );
    expect(ROUTES.filter((route) => !isPage(route)).map((route) => route.path)).toEqual(
      expect.arrayContaining(["/sitemap.xml", "/robots.txt", "/*", "/productos/:slug"]),
    );
  });

  it("answers 200 with the page's own data, whether all routes or only the page's are asked for", async () => {
    const failures: string[] = [];
    for (const route of ROUTES.filter(isPage)) {
      for (const path of [dataPath(route.path), dataPath(route.path, route.id)]) {
        const response = await get(path);
        const body = await response.text();
        if (response.status !== 200) failures.push(`${path} answered ${response.status}`);
        // The answer is keyed by route id: a page with a loader must be among them.
        else if (module(route.id).loader && !body.includes(JSON.stringify(route.id)))
          failures.push(`${path} does not carry ${route.id}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("gives each market page its own market", async () => {
    for (const market of MARKETS) {
      const response = await get(dataPath(`/${market.slug}`, `market-${market.slug}`));
      expect(response.status).toBe(200);
      const body = await response.text();
      expect(body).toContain(JSON.stringify(market.hero.title));
      for (const other of MARKETS.filter((candidate) => candidate.slug !== market.slug))
        expect(body).not.toContain(JSON.stringify(other.hero.title));
    }
  });

  it("answers a product page, by its slug and id", async () => {
    const product = await getDb()
      .selectFrom("product")
      .select(["id", "slug", "name"])
      .where("active", "=", 1)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const path = `/productos/${product.slug}?producto=${product.id}`;
    for (const data of [dataPath(path), dataPath(path, "routes/catalog/product-detail")]) {
      const response = await get(data);
      expect(response.status, data).toBe(200);
      expect(await response.text()).toContain(JSON.stringify(product.name));
    }
  });

  it("redirects each alias spelling to its page, keeping the visitor's query and no more", async () => {
    for (const [alias, target] of Object.entries(ALIASES)) {
      const data = await get(dataPath(`/${alias}?origen=correo`, `alias-${alias}`));
      expect(data.status).toBe(202);
      const body = await data.text();
      expect(valueAfter(body, "redirect")).toBe(`${target}?origen=correo`);
      expect(valueAfter(body, "status")).toBe(301);

      const document = await get(`/${alias}?origen=correo`);
      expect(document.status).toBe(301);
      expect(document.headers.get("location")).toBe(`${target}?origen=correo`);
    }
  });
});
