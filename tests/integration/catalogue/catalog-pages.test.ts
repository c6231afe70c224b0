// Every catalogue page is one that exists: a page past the end goes to the last page, a page below
// 1 or not a (decimal) number to the first, keeping the category and the search (item 3).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listProducts, PRODUCTS_PAGE_SIZE } from "~/domains/catalogue/server/catalog.server";
import { type BuiltApp, startBuiltApp } from "../../support/built-app";

let app: BuiltApp;

beforeAll(async () => {
  app = await startBuiltApp(undefined);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

async function lastPage(query: { categoryId?: number; name?: string } = {}) {
  return (await listProducts({ ...query, page: 0 })).totalPages;
}

async function expectRedirect(path: string, location: string, status: number) {
  const response = await app.request(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get("location"), path).toBe(location);
}

describe("/productos?page=", () => {
  it("sends a page past the end to the last page, keeping category and search", async () => {
    const last = await lastPage();
    expect(last).toBeGreaterThan(1);
    await expectRedirect("/productos?page=99", `/productos?page=${last}`, 302);
    await expectRedirect(`/productos?page=${last + 1}`, `/productos?page=${last}`, 302);
    const inCategory = await lastPage({ categoryId: 1 });
    await expectRedirect(
      "/productos?categoryId=1&page=99",
      inCategory > 1 ? `/productos?categoryId=1&page=${inCategory}` : "/productos?categoryId=1",
      302,
    );
    expect(await lastPage({ categoryId: 16, name: "zuncho" })).toBe(1);
    await expectRedirect(
      "/productos?categoryId=16&name=zuncho&page=5",
      "/productos?categoryId=16&name=zuncho",
      302,
    );
  });

  it("treats a search without results as one page: page 1", async () => {
    await expectRedirect("/productos?name=xyzzy-nada&page=3", "/productos?name=xyzzy-nada", 302);
    const empty = await app.request("/productos?name=xyzzy-nada");
    expect(empty.status).toBe(200);
    const html = (await empty.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("0 productos");
    expect(html).toContain("Sin resultados");
    expect(html).not.toMatch(/página \d+ de/);
  });

  it.each(["0", "-1", "abc", "0x10", "1e3", "2.5", "%202", "", "1"])(
    "sends ?page=%s to the first page, the address without a page",
    async (value) => {
      await expectRedirect(`/productos?categoryId=1&page=${value}`, "/productos?categoryId=1", 301);
    },
  );

  it.each(["abc", "1.0", "0", "-1", "0x1", "1e3", "", "2147483648"])(
    "sends ?categoryId=%s to the address without a category, keeping the search and page",
    async (value) => {
      await expectRedirect(`/productos?categoryId=${value}&name=zuncho`, "/productos?name=zuncho", 301);
      await expectRedirect(`/productos?categoryId=${value}&page=2`, "/productos?page=2", 301);
    },
  );

  it("sends a category written with leading zeros to its plain spelling", async () => {
    await expectRedirect("/productos?categoryId=01", "/productos?categoryId=1", 301);
    await expectRedirect("/productos?page=2&categoryId=001", "/productos?categoryId=1&page=2", 301);
  });

  it("sends a product named with leading zeros to its plain address", async () => {
    const product = (await listProducts({ page: 0 })).products[0]!;
    await expectRedirect(
      `/productos/${product.slug}?producto=0${product.id}`,
      `/productos/${product.slug}?producto=${product.id}`,
      301,
    );
  });

  it("shows the last page itself, with its products and 'página N de N'", async () => {
    const last = await lastPage();
    const response = await app.request(`/productos?page=${last}`);
    expect(response.status).toBe(200);
    // React separates adjacent text nodes with empty comments.
    const html = (await response.text()).replaceAll("<!-- -->", "");
    const total = (await listProducts({ page: 0 })).total;
    expect(html).toContain(`${total} productos`);
    expect(html).toContain(`página ${last} de ${last}`);
    expect(html).not.toContain("Sin resultados");
    expect(total - (last - 1) * PRODUCTS_PAGE_SIZE).toBeGreaterThan(0);
  });
});
