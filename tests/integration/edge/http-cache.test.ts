import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type * as ServerEntry from "~/entry.server";
import { getDb } from "~/platform/data/db.server";
import { pageHandler } from "../../../app/server/middleware/page-handler";
import { pageRoute } from "../../../app/server/middleware/page-route";
import { type ServerProcess, startServerProcess } from "../../support/server-process";
import { raw, type RawResponse, untilCached } from "../../support/http-raw";

const PUBLIC_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=60";

let server: ServerProcess;
/** Cached pages expire after 2 s. */
let shortLived: ServerProcess;
/** PAGE_CACHE_MAX_ENTRIES=0: the page cache switched off. */
let uncached: ServerProcess;

beforeAll(async () => {
  [server, shortLived, uncached] = await Promise.all([
    startServerProcess(),
    startServerProcess({ PAGE_CACHE_TTL_SECONDS: "2" }),
    startServerProcess({ PAGE_CACHE_MAX_ENTRIES: "0" }),
  ]);
}, 120_000);

afterAll(async () => {
  for (const process of [server, shortLived, uncached]) {
    process?.child.kill("SIGTERM");
    await process?.exited;
  }
});

function decoded(response: RawResponse): string {
  const encoding = response.header("content-encoding");
  if (encoding === "br") return brotliDecompressSync(response.body).toString();
  if (encoding === "gzip") return gunzipSync(response.body).toString();
  expect(encoding).toBeUndefined();
  return response.body.toString();
}

async function renameProduct(id: number, name: string) {
  await getDb().updateTable("product").set({ name }).where("id", "=", id).execute();
}

async function productPath(id: number): Promise<string> {
  const product = JSON.parse((await raw(server.url, `/api/products/${id}`)).body.toString()) as {
    slug: string;
  };
  return `/productos/${product.slug}?producto=${id}`;
}

describe("the page cache", () => {
  it("answers a public page MISS first, then HIT, with the same strong ETag and public caching", async () => {
    const first = await raw(server.url, "/soluciones");
    expect(first.status).toBe(200);
    expect(first.header("x-cache")).toBe("MISS");
    expect(first.header("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(first.header("etag")).toMatch(/^"[\w-]{20,}"$/);
    const hit = await untilCached(() => raw(server.url, "/soluciones"));
    expect(hit.header("etag")).toBe(first.header("etag"));
    expect(hit.header("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(hit.body.equals(first.body)).toBe(true);
  });

  it("sends another spelling of a page's path to its one spelling, so no spelling renders or takes a cache place", async () => {
    const spellings = [
      ["/nosotros/", "/nosotros"],
      ["/%6Eosotros", "/nosotros"],
      ["/%6e%6F%73otros/?utm_source=x", "/nosotros?utm_source=x"],
      ["//nosotros", "/nosotros"],
      ["//evil.example/", "/evil.example"],
      ["/productos//", "/productos"],
    ] as const;
    for (const [path, location] of spellings) {
      for (const method of ["GET", "HEAD"]) {
        const response = await raw(server.url, path, { method });
        expect({ path, method, status: response.status, location: response.header("location") }).toEqual({
          path,
          method,
          status: 301,
          location,
        });
        expect(response.header("x-cache")).toBeUndefined();
      }
    }
    // A form post is never redirected (its body would be lost): it reaches the page's own answer.
    const post = await raw(server.url, "/contacto/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=Ana",
    });
    expect(post.status).toBe(400);
    // React Router's own spellings of data requests are left alone.
    expect((await raw(server.url, "/productos/_.data")).status).toBe(200);
  });

  it("keeps React Router's .data answers too, keyed by path and query", async () => {
    const first = await raw(server.url, "/productos.data?categoryId=16");
    expect(first.header("x-cache")).toBe("MISS");
    expect(first.header("content-type")).toMatch(/^text\/x-script/);
    const hit = await untilCached(() => raw(server.url, "/productos.data?categoryId=16"));
    expect(hit.body.equals(first.body)).toBe(true);
    const other = await raw(server.url, "/productos.data?categoryId=17");
    expect(other.header("x-cache")).toBe("MISS");
    expect(other.body.equals(first.body)).toBe(false);
  });

  it("answers 304 without a body to a matching If-None-Match, in any encoding, keeping the page's policy", async () => {
    const page = await untilCached(() =>
      raw(server.url, "/nosotros", { headers: { "accept-encoding": "br" } }),
    );
    const etag = page.header("etag")!;
    expect(etag).toMatch(/-br"$/);
    for (const acceptEncoding of ["br", "gzip", ""]) {
      const revalidated = await raw(server.url, "/nosotros", {
        headers: { "if-none-match": etag, "accept-encoding": acceptEncoding },
      });
      expect(revalidated.status, acceptEncoding).toBe(304);
      expect(revalidated.body.byteLength).toBe(0);
      expect(revalidated.header("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
      expect(revalidated.header("content-security-policy")).toBe(page.header("content-security-policy"));
    }
    const changed = await raw(server.url, "/nosotros", { headers: { "if-none-match": '"otra-version"' } });
    expect(changed.status).toBe(200);
  });

  it("never keeps /confirmacion, /login, errors, redirects or form answers", async () => {
    for (const [path, status] of [
      ["/confirmacion", 200],
      ["/login", 200],
      ["/productos/no-existe-este-producto", 404],
      ["/envolvedoras", 301],
      ["/no-existe-esta-pagina", 302],
    ] as const) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await raw(server.url, path);
        expect(response.status, path).toBe(status);
        expect(response.header("x-cache"), path).toBeUndefined();
        if (status !== 301 && status !== 302) expect(response.header("cache-control"), path).toBe("no-store");
      }
    }
  });

  it("does not keep POST answers, nor let them replace the cached page", async () => {
    const page = await untilCached(() => raw(server.url, "/contacto"));
    for (const path of ["/contacto", "/contacto.data"]) {
      const posted = await raw(server.url, path, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "name=Ana&contactType=CONTACT",
      });
      expect(posted.status).toBe(400);
      expect(posted.header("cache-control")).toBe("no-store");
      expect(posted.header("x-cache")).toBeUndefined();
      expect(posted.header("etag")).toBeUndefined();
    }
    const after = await raw(server.url, "/contacto");
    expect(after.header("x-cache")).toBe("HIT");
    expect(after.header("etag")).toBe(page.header("etag"));
    expect(after.body.equals(page.body)).toBe(true);
  });

  it("is emptied by invalidatePageCache(), which the catalogue's writers call", async () => {
    const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
    const entry = build.entry.module as unknown as typeof ServerEntry;
    // The build has its own database pool (its own module graph), closed again by services.stop().
    const services = await entry.startServices();
    try {
      const app = new Hono().all(
        "*",
        pageRoute(build.routes),
        pageHandler({ render: entry.createPageRenderer(build), cache: entry.getPageCache() }),
      );
      const path = `http://localhost${await productPath(3)}`;
      const get = async () => {
        const response = await app.request(path);
        return { cache: response.headers.get("x-cache"), html: await response.text() };
      };
      expect((await get()).cache).toBe("MISS");
      const deadline = Date.now() + 10_000;
      while ((await get()).cache !== "HIT") {
        if (Date.now() > deadline) throw new Error("the page was never cached");
        await new Promise((wait) => setTimeout(wait, 50));
      }
      await renameProduct(3, "Zuncho renombrado para la prueba de caché");
      const stale = await get();
      expect(stale.cache).toBe("HIT");
      expect(stale.html).not.toContain("Zuncho renombrado para la prueba de caché");
      entry.invalidatePageCache();
      const fresh = await get();
      expect(fresh.cache).toBe("MISS");
      expect(fresh.html).toContain("Zuncho renombrado para la prueba de caché");
    } finally {
      await services.stop();
    }
  });

  it("serves a page for at most PAGE_CACHE_TTL_SECONDS, then renders the current catalogue", async () => {
    const path = await productPath(4);
    await untilCached(() => raw(shortLived.url, path));
    await renameProduct(4, "Zuncho con nombre nuevo tras la expiración");
    const cached = await raw(shortLived.url, path);
    expect(cached.header("x-cache")).toBe("HIT");
    expect(cached.body.toString()).not.toContain("Zuncho con nombre nuevo tras la expiración");
    await new Promise((wait) => setTimeout(wait, 2_100));
    const rendered = await raw(shortLived.url, path);
    expect(rendered.header("x-cache")).toBe("MISS");
    expect(rendered.body.toString()).toContain("Zuncho con nombre nuevo tras la expiración");
  });

  it("can be switched off: no X-Cache, every answer rendered, still with ETag, 304 and public caching", async () => {
    const path = await productPath(5);
    const first = await raw(uncached.url, path);
    expect(first.header("x-cache")).toBeUndefined();
    expect(first.header("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const etag = first.header("etag")!;
    expect((await raw(uncached.url, path, { headers: { "if-none-match": etag } })).status).toBe(304);
    await renameProduct(5, "Zuncho visto sin caché");
    const second = await raw(uncached.url, path);
    expect(second.body.toString()).toContain("Zuncho visto sin caché");
    expect(second.header("etag")).not.toBe(etag);
  });
});

describe("compression", () => {
  it("sends brotli or gzip as accepted, decoding to the same HTML, fresh and from the cache", async () => {
    for (const send of [
      (encoding: string) => raw(server.url, "/mercados", { headers: { "accept-encoding": encoding } }),
      (encoding: string) =>
        untilCached(() => raw(server.url, "/mercados", { headers: { "accept-encoding": encoding } })),
    ]) {
      const identity = await send("");
      const br = await send("gzip, deflate, br");
      const gzip = await send("gzip");
      expect(br.header("content-encoding")).toBe("br");
      expect(gzip.header("content-encoding")).toBe("gzip");
      expect(identity.header("content-encoding")).toBeUndefined();
      for (const response of [identity, br, gzip]) {
        expect(response.header("vary")).toMatch(/accept-encoding/i);
        expect(Number(response.header("content-length"))).toBe(response.body.byteLength);
      }
      const html = decoded(identity);
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(decoded(br)).toBe(html);
      expect(decoded(gzip)).toBe(html);
      expect(br.body.byteLength).toBeLessThan(html.length / 4);
      expect(gzip.body.byteLength).toBeLessThan(html.length / 3);
    }
  });

  it("honours q-values: br;q=0 gets gzip, nothing acceptable gets the plain page", async () => {
    expect(
      (await raw(server.url, "/", { headers: { "accept-encoding": "br;q=0, gzip" } })).header(
        "content-encoding",
      ),
    ).toBe("gzip");
    expect(
      (await raw(server.url, "/", { headers: { "accept-encoding": "identity" } })).header("content-encoding"),
    ).toBeUndefined();
  });

  it("every GET answer of the API is public for five minutes", async () => {
    for (const path of [
      "/api/products",
      "/api/products/1",
      "/api/categories/subcategories",
      "/api/pe/banners/active",
      "/api/openapi.json",
    ]) {
      const response = await raw(server.url, path);
      expect(response.status, path).toBe(200);
      expect(response.header("cache-control"), path).toBe(PUBLIC_CACHE_CONTROL);
      expect(response.header("etag"), path).toMatch(/^"[\w-]+"$/);
    }
  });

  it("compresses API answers on the fly and keeps their ETag usable", async () => {
    const plain = await raw(server.url, "/api/products");
    expect(plain.header("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    const br = await raw(server.url, "/api/products", { headers: { "accept-encoding": "br" } });
    expect(br.header("content-encoding")).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    for (const etag of [plain.header("etag")!, br.header("etag")!]) {
      const revalidated = await raw(server.url, "/api/products", {
        headers: { "if-none-match": etag, "accept-encoding": "br" },
      });
      expect(revalidated.status, etag).toBe(304);
    }
  });

  it("serves the build's precompressed assets, immutable for a year", async () => {
    const home = (await raw(server.url, "/")).body.toString();
    // A script large enough to have been precompressed by the build.
    const asset = [...home.matchAll(/\/assets\/[\w-]+\.js/g)]
      .map(([path]) => path)
      .find((path) => existsSync(resolve("build/client", `.${path}.br`)))!;
    expect(asset).toBeDefined();
    const original = readFileSync(resolve("build/client", `.${asset}`));
    for (const [encoding, decode] of [
      ["br", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await raw(server.url, asset, { headers: { "accept-encoding": encoding } });
      expect(response.header("content-encoding")).toBe(encoding);
      expect(response.header("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.header("vary")).toMatch(/accept-encoding/i);
      expect(decode(response.body).equals(original)).toBe(true);
    }
    const plain = await raw(server.url, asset);
    expect(plain.header("content-encoding")).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);
  });
});
