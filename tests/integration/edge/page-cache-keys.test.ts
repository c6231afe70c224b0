// The page cache is keyed by the parameters a page reads: tracking and unknown parameters neither
// cost a render nor take a place in the cache, so a flood of unique query strings leaves the real
// pages cached (hardening item 8).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { PageCache } from "../../../app/server/middleware/page-cache";
import { type BuiltApp, startBuiltApp } from "../../support/built-app";

const NOISY_REQUESTS = 20_000;

const cache = new PageCache({ maxEntries: 100, maxBytes: 64 * 1024 * 1024, ttlMs: 10 * 60_000 });
let app: BuiltApp;
let productPath: string;

beforeAll(async () => {
  app = await startBuiltApp(cache);
  const product = await getDb()
    .selectFrom("product")
    .select(["id", "slug"])
    .where("id", "=", 3)
    .executeTakeFirstOrThrow();
  productPath = `/productos/${product.slug}?producto=${product.id}`;
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

async function get(path: string) {
  const response = await app.request(path);
  return { status: response.status, cache: response.headers.get("x-cache"), html: await response.text() };
}

describe("page cache keys", () => {
  it("serves the canonical page for any tracking or unknown parameter, rendered without them", async () => {
    const first = await get("/soluciones?utm_campaign=ruido-unico-123&gclid=abc");
    expect(first).toMatchObject({ status: 200, cache: "MISS" });
    expect(first.html).not.toContain("ruido-unico-123");
    const clean = await get("/soluciones");
    expect(clean.cache).toBe("HIT");
    expect(clean.html).toBe(first.html);
  });

  it("keeps the meaning of the parameters a page reads, in any order", async () => {
    const category = await get("/productos?categoryId=16&fbclid=x");
    const all = await get("/productos");
    expect(category.status).toBe(200);
    expect(category.html).not.toBe(all.html);
    const reordered = await get("/productos?utm_source=y&name=zuncho&categoryId=16");
    const ordered = await get("/productos?categoryId=16&name=zuncho");
    expect(ordered.cache).toBe("HIT");
    expect(ordered.html).toBe(reordered.html);
    expect((await get(`${productPath}&ref=boletin`)).html).toBe((await get(productPath)).html);
  });

  it(`holds the real pages through ${NOISY_REQUESTS.toLocaleString("en")} unique query strings`, async () => {
    const real = ["/", "/productos", "/productos?categoryId=16", "/productos?page=2", productPath];
    const warm = new Map<string, string>();
    const before = cache.size;
    for (const path of real) warm.set(path, (await get(path)).html);
    const entries = cache.size;
    expect(entries - before).toBeLessThanOrEqual(real.length);

    const noisy = (n: number): readonly [path: string, canonical: string] =>
      (
        [
          [`/?utm_source=${n}`, "/"],
          [`/productos?foo=${n}`, "/productos"],
          [`/productos?gclid=${n}&categoryId=16&_ga=${n}`, "/productos?categoryId=16"],
          [`/productos?msclkid=${n}&page=2`, "/productos?page=2"],
          [`${productPath}&mc_cid=${n}&mc_eid=${n}`, productPath],
        ] as const
      )[n % 5]!;
    const started = performance.now();
    for (let n = 0; n < NOISY_REQUESTS; n += 1) {
      const [path, canonical] = noisy(n);
      const response = await app.request(path);
      expect(response.headers.get("x-cache"), path).toBe("HIT");
      // Each answer's body is checked on a sample (reading 20,000 documents would time the test, not the server).
      if (n % 1000 < 5) expect(await response.text(), path).toBe(warm.get(canonical));
      else await response.body?.cancel();
    }
    const seconds = (performance.now() - started) / 1000;
    console.warn(`${NOISY_REQUESTS} noisy requests in ${seconds.toFixed(1)} s; cache entries ${cache.size}`);

    expect(cache.size).toBe(entries);
    for (const path of real) {
      const again = await get(path);
      expect(again.cache, path).toBe("HIT");
      expect(again.html, path).toBe(warm.get(path));
    }
  }, 60_000);
});
