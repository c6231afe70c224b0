// Who may keep a page is what its route module declares in its handle (decision 064), read by the
// edge from the build's route table: a page that declares nothing is never cached, so a per-visitor
// page added without a declaration cannot hand one visitor's page to another. The test's own routes
// are added to the production build's table, as if app/routes.ts listed them; the real pages are
// the build's.
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/platform/lib/cache-control";
import type { PageHandle } from "~/platform/lib/page-handle";
import { PageCache } from "../../../app/server/middleware/page-cache";
import { type BuiltApp, startBuiltApp } from "../../support/built-app";

/** A receipt for whoever asks: the visitor's name comes from their own cookie. */
function visitorRoute(id: string, path: string, handle?: PageHandle, cacheControl?: string) {
  return {
    id,
    parentId: "root",
    path,
    caseSensitive: true,
    module: {
      ...(handle ? { handle } : {}),
      loader: ({ request }: { request: Request }) => {
        const visitor = /(?:^|;\s*)visitante=(\w+)/.exec(request.headers.get("cookie") ?? "")?.[1];
        return new Response(
          `<!DOCTYPE html><html lang="es"><p>Constancia de ${visitor ?? "nadie"}</p></html>`,
          {
            headers: {
              "Content-Type": "text/html; charset=utf-8",
              ...(cacheControl ? { "Cache-Control": cacheControl } : {}),
            },
          },
        );
      },
    },
  };
}

const TEST_ROUTES = {
  "test-undeclared": visitorRoute("test-undeclared", "muestras/constancia"),
  "test-private": visitorRoute("test-private", "muestras/privada", { page: "private" }),
  "test-private-own": visitorRoute(
    "test-private-own",
    "muestras/privada-propia",
    { page: "private" },
    "private, max-age=60",
  ),
  "test-public-own": visitorRoute(
    "test-public-own",
    "muestras/publica-propia",
    { page: "public" },
    "private, no-store",
  ),
  "test-no-store": visitorRoute("test-no-store", "muestras/sin-guardar", { page: "no-store" }),
} as unknown as ServerBuild["routes"];

const cache = new PageCache({ maxEntries: 100, maxBytes: 16 * 1024 * 1024, ttlMs: 10 * 60_000 });
let app: BuiltApp;

beforeAll(async () => {
  app = await startBuiltApp(cache, TEST_ROUTES);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

async function visit(path: string, visitor?: string) {
  const response = await app.request(path, visitor ? { headers: { cookie: `visitante=${visitor}` } } : {});
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    cacheControl: response.headers.get("cache-control"),
    etag: response.headers.get("etag"),
    body: await response.text(),
  };
}

/** Two visitors, each asking twice: every answer is their own, and none came from the page cache. */
async function expectNeverShared(path: string) {
  for (let round = 0; round < 2; round += 1) {
    const ana = await visit(path, "Ana");
    const beto = await visit(path, "Beto");
    expect(ana.status, path).toBe(200);
    expect(ana.body, path).toContain("Constancia de Ana");
    expect(beto.body, path).toContain("Constancia de Beto");
    expect(beto.body, path).not.toContain("Ana");
    for (const answer of [ana, beto]) {
      expect(answer.cache, path).toBeNull();
      expect(answer.etag, path).toBeNull();
    }
  }
  expect(cache.peek(`http://localhost${path}`), path).toBeUndefined();
}

describe("a page's own declaration of who may keep it", () => {
  it("never caches a per-visitor page that declares nothing: two visitors never see each other's", async () => {
    await expectNeverShared("/muestras/constancia");
    const answer = await visit("/muestras/constancia", "Ana");
    expect(answer.cacheControl).toBe("no-store");
  });

  it("keeps a private page out of every shared cache, the page cache included", async () => {
    await expectNeverShared("/muestras/privada");
    expect((await visit("/muestras/privada", "Ana")).cacheControl).toBe(PRIVATE_CACHE_CONTROL);
  });

  it("keeps a private page's own Cache-Control as the route set it", async () => {
    await expectNeverShared("/muestras/privada-propia");
    expect((await visit("/muestras/privada-propia", "Ana")).cacheControl).toBe("private, max-age=60");
  });

  it("never gives the public rule to a public page that says how it may be cached, nor stores it", async () => {
    await expectNeverShared("/muestras/publica-propia");
    expect((await visit("/muestras/publica-propia", "Ana")).cacheControl).toBe("private, no-store");
  });

  it("stores a no-store page nowhere", async () => {
    await expectNeverShared("/muestras/sin-guardar");
    expect((await visit("/muestras/sin-guardar", "Ana")).cacheControl).toBe("no-store");
  });

  it("caches a public page, its document and its .data answer, with an ETag and public caching", async () => {
    for (const path of ["/soluciones", "/soluciones.data"]) {
      const first = await visit(path);
      expect(first.status, path).toBe(200);
      expect(first.cache, path).toBe("MISS");
      expect(first.cacheControl, path).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.etag, path).toMatch(/^"[\w-]{20,}"$/);
      const again = await visit(path, "Beto");
      expect(again.cache, path).toBe("HIT");
      expect(again.etag, path).toBe(first.etag);
      expect(again.body, path).toBe(first.body);
    }
  });

  it("never stores the real no-store pages, their .data answers neither", async () => {
    for (const path of [
      "/confirmacion",
      "/confirmacion.data",
      "/libro-de-reclamaciones/constancia",
      "/libro-de-reclamaciones/constancia.data",
      "/login",
      "/login.data",
    ]) {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const answer = await visit(path);
        expect(answer.cache, path).toBeNull();
        expect(answer.etag, path).toBeNull();
        expect(answer.cacheControl, path).toBe("no-store");
      }
    }
  });
});
