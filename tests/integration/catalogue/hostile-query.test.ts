// Hostile values in the catalogue's query parameters (categoryId, page, name, producto) on the JSON
// API (in-process, fast-check) and on the pages /productos and /productos/{slug} (production server,
// build/main.js; run `npm run build` first): never a 5xx, and markup in a parameter never comes back
// as markup.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_PRODUCTS } from "../../../db/seed/products";
import { type ServerProcess, startServerProcess } from "../../support/server-process";
import { hostileString } from "../../support/fuzz-values";
import { request } from "../../support/http";

const SCRIPT = "<script>alert(1)</script>";
/** Values already percent-encoded as they travel in a URL, some of them not valid UTF-8. */
const RAW_VALUES = [
  "",
  "null",
  "undefined",
  "-1",
  "0",
  "1.5",
  "1e309",
  "NaN",
  "Infinity",
  "0x10",
  "99999999999999999999999",
  "2147483648",
  encodeURIComponent(SCRIPT),
  encodeURIComponent('"><img src=x onerror=alert(1)>'),
  encodeURIComponent("' OR 1=1 --"),
  encodeURIComponent("%' OR name LIKE '%"),
  encodeURIComponent("_%\\"),
  "%00",
  "%FF",
  "%E2%82",
  "%C3%28",
  "%ED%A0%80",
  "%",
  "%%",
  "%25",
  "+",
  "a+b%20c",
  encodeURIComponent("ñandú 💥 \u202E"),
  "x".repeat(5000),
  encodeURIComponent("../../etc/passwd"),
  "[]",
  "{}",
  "1&page=2&page=3",
  "1&categoryId=2&categoryId[]=3",
];

const PRODUCT = SEED_PRODUCTS[0]!;
const PARAMS = ["categoryId", "page", "name"] as const;

describe("hostile catalogue parameters on the JSON API", () => {
  it("GET /api/products answers 200 or 400 with JSON, never 5xx, for listed and random values", async () => {
    const check = async (query: string) => {
      const response = await request(`/api/products?${query}`);
      expect([200, 400], query).toContain(response.status);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      await response.json();
    };
    for (const param of PARAMS) for (const value of RAW_VALUES) await check(`${param}=${value}`);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { categoryId: hostileString, page: hostileString, name: hostileString },
          { requiredKeys: [] },
        ),
        async (query) => {
          const search = new URLSearchParams(query as Record<string, string>).toString();
          await check(search);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("GET /api/products/{id} answers 200, 400 or 404, never 5xx", async () => {
    for (const value of [...RAW_VALUES, "1"]) {
      const response = await request(`/api/products/${value}`);
      expect([200, 400, 404], value).toContain(response.status);
    }
  });
});

describe("hostile catalogue parameters on the pages", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false" });
  });
  afterAll(async () => {
    server.child.kill("SIGTERM");
    await server.exited;
  });

  async function expectNoServerError(path: string) {
    const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(response.status, path).toBeLessThan(500);
    const html = await response.text();
    expect(html, path).not.toContain(SCRIPT);
    expect(html, path).not.toContain("<img src=x onerror");
  }

  it("/productos with hostile categoryId, page and name", async () => {
    for (const param of PARAMS)
      for (const value of RAW_VALUES) await expectNoServerError(`/productos?${param}=${value}`);
    await expectNoServerError(`/productos?categoryId=${RAW_VALUES[12]}&page=-5&name=${RAW_VALUES[13]}`);
  });

  it("/productos/{slug} with a hostile producto and slug", async () => {
    for (const value of RAW_VALUES) {
      await expectNoServerError(`/productos/${PRODUCT.slug}?producto=${value}`);
      await expectNoServerError(`/productos/${value || "x"}?producto=1`);
    }
  });

  it("shows a searched name containing markup as text", async () => {
    const response = await fetch(
      `${server.url}/productos?name=${encodeURIComponent(`<b>zuncho</b> ${SCRIPT}`)}`,
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).not.toContain(SCRIPT);
    expect(html).toContain("&lt;script&gt;");
  });
});
