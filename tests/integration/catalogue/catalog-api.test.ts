import { describe, expect, it } from "vitest";
import { z } from "zod";
import { SEED_BANNERS } from "../../../db/seed/banners";
import { SEED_CATEGORIES } from "../../../db/seed/categories";
import { productImagePaths } from "../../../db/seed/files.server";
import { SEED_PRODUCTS } from "../../../db/seed/products";
import { searchKey } from "../../../db/search-key";
import { PRODUCTS_PAGE_SIZE } from "~/domains/catalogue/server/catalog.server";
import {
  ApiErrorSchema,
  BannerSchema,
  CategorySchema,
  ProductDetailSchema,
  ProductListResponseSchema,
} from "~/server/api/api-schema";
import { request } from "../../support/http";

async function getJson<T extends z.ZodType>(path: string, schema: T, status = 200): Promise<z.infer<T>> {
  const response = await request(path);
  expect(response.status, path).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  return schema.parse(await response.json());
}

const listProducts = (query = "") => getJson(`/api/products${query}`, ProductListResponseSchema);
const slugsOf = (page: z.infer<typeof ProductListResponseSchema>) =>
  page.products.map((product) => product.slug);
/** Everything a search looks into, unfolded: name, subtitle, category names, specification values. */
const searchableText = (product: (typeof SEED_PRODUCTS)[number]) => {
  const top = SEED_CATEGORIES.find(
    (category) =>
      category.id === product.categoryId ||
      category.children.some((child) => child.id === product.categoryId),
  )!;
  const own = top.children.find((child) => child.id === product.categoryId);
  return [
    product.name,
    product.subtitle,
    own?.name ?? "",
    top.name,
    ...product.specifications.map((spec) => spec.value),
  ].join(" ");
};
const childIdsOf = (id: number) =>
  SEED_CATEGORIES.find((top) => top.id === id)?.children.map((child) => child.id) ?? [];

describe("GET /api/pe/banners/active", () => {
  it("lists the active banners with id, name and url, cacheable for 5 minutes", async () => {
    const response = await request("/api/pe/banners/active");
    expect(response.headers.get("cache-control")).toMatch(/public, max-age=300/);
    const banners = z.array(BannerSchema).parse(await response.json());
    expect(banners.map((banner) => banner.name)).toEqual(SEED_BANNERS.map((banner) => banner.name));
    const image = await request(banners[0]!.url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toContain("immutable");
  });
});

describe("GET /api/categories/subcategories", () => {
  it("lists the seven top categories in the sidebar order with other_Categories", async () => {
    const categories = await getJson("/api/categories/subcategories", z.array(CategorySchema));
    expect(categories.map((category) => category.name)).toEqual([
      "ZUNCHOS",
      "MÁQUINAS Y HERRAMIENTAS",
      "AIRPAD",
      "MÁQUINAS ENVOLVEDORAS",
      "SISTEMAS DE EMBALAJE",
      "HERRAMIENTAS DE APOYO",
      "ACCESORIOS DE EMBALAJE",
    ]);
    const subIds = categories.flatMap((category) => category.other_Categories.map((sub) => sub.id));
    expect(subIds).toEqual(expect.arrayContaining([16, 17, 18, 19, 20, 21]));
  });
});

describe("GET /api/products", () => {
  it("pages through every active product, 0-based, with the right totalPages", async () => {
    const first = await listProducts("?page=0");
    const second = await listProducts("?page=1");
    expect(first.totalPages).toBe(Math.ceil(SEED_PRODUCTS.length / PRODUCTS_PAGE_SIZE));
    expect(first.totalElements).toBe(SEED_PRODUCTS.length);
    expect(first.products).toHaveLength(PRODUCTS_PAGE_SIZE);
    expect(slugsOf(first)).toEqual(SEED_PRODUCTS.slice(0, PRODUCTS_PAGE_SIZE).map((product) => product.slug));
    expect(slugsOf(second)).not.toEqual(slugsOf(first));
    expect(slugsOf(second)[0]).toBe(SEED_PRODUCTS[PRODUCTS_PAGE_SIZE]!.slug);

    const all: string[] = [];
    for (let page = 0; page < first.totalPages; page += 1)
      all.push(...slugsOf(await listProducts(`?page=${page}`)));
    expect(all).toEqual(SEED_PRODUCTS.map((product) => product.slug));
    expect((await listProducts(`?page=${first.totalPages}`)).products).toEqual([]);
  });

  it("answers products with id, name, subtitle, slug, alt and srcImg URLs that serve images", async () => {
    const { products } = await listProducts();
    const product = products[0]!;
    expect(product.srcImg.length).toBeGreaterThanOrEqual(2);
    const image = await request(product.srcImg[0]!);
    expect(image.status).toBe(200);
    expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(500);
  });

  it("answers each product's code and unit of sale as extra fields, as the catalogue stores them", async () => {
    const { products } = await listProducts();
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) {
      const seed = SEED_PRODUCTS.find((item) => item.slug === product.slug)!;
      expect({ code: product.code, unit: product.unit }, product.slug).toEqual({
        code: seed.code,
        unit: seed.unit,
      });
    }
  });

  it("treats an absent, empty or 'null' categoryId as all products", async () => {
    const total = SEED_PRODUCTS.length;
    for (const query of ["", "?categoryId=", "?categoryId=null", "?categoryId=null&page=0"]) {
      expect((await listProducts(query)).totalElements, query).toBe(total);
    }
  });

  it("filters by a leaf category", async () => {
    const expected = SEED_PRODUCTS.filter((product) => product.categoryId === 19).map(
      (product) => product.slug,
    );
    const page = await listProducts("?categoryId=19");
    expect(page.totalElements).toBe(expected.length);
    expect(slugsOf(page).sort()).toEqual(expected.slice(0, PRODUCTS_PAGE_SIZE).sort());
  });

  it("includes the subcategories' products when filtering by a top category", async () => {
    const top = SEED_CATEGORIES.find((category) => category.children.some((child) => child.id === 16))!;
    const ids = new Set([top.id, ...childIdsOf(top.id)]);
    const expected = SEED_PRODUCTS.filter((product) => ids.has(product.categoryId));
    const page = await listProducts(`?categoryId=${top.id}`);
    expect(page.totalElements).toBe(expected.length);
    expect(new Set(expected.map((product) => product.categoryId)).size).toBeGreaterThan(1);
  });

  it("searches without regard to accents or case, word by word, names first", async () => {
    const withAccent = SEED_PRODUCTS.filter((product) => /máquina/i.test(product.name));
    expect(withAccent.length).toBeGreaterThan(0);
    const first = await listProducts(`?name=${encodeURIComponent("máquina")}`);
    // Names come first; subtitles, categories and specifications find more ("Film stretch para máquina").
    expect(first.totalElements).toBeGreaterThan(withAccent.length);
    expect(slugsOf(first).slice(0, withAccent.length)).toEqual(withAccent.map((product) => product.slug));
    for (const query of ["maquina", "MÁQUINA", "Maquína"]) {
      const page = await listProducts(`?name=${encodeURIComponent(query)}`);
      expect(page.totalElements, query).toBe(first.totalElements);
      expect(slugsOf(page), query).toEqual(slugsOf(first));
    }
    const target = SEED_PRODUCTS[0]!;
    const words = searchKey(target.name).split(" ");
    const twoWords = `${words[words.length - 1]} ${words[0]}`;
    const found = await listProducts(`?name=${encodeURIComponent(twoWords)}`);
    expect(slugsOf(found)).toContain(target.slug);
  });

  it("combines search and category, answers an empty first page, and matches wildcards only literally", async () => {
    const pillarCategory = SEED_CATEGORIES.flatMap((top) => top.children).find((child) => child.id === 17)!;
    expect(searchKey(pillarCategory.name)).toContain("pilar");
    const inCategory = SEED_PRODUCTS.filter((product) => product.categoryId === 17);
    // Every product of "Envolvedoras de pilar" holds "pilar" through its category's name.
    expect((await listProducts("?name=pilar&categoryId=17")).totalElements).toBe(inCategory.length);
    const elsewhere = SEED_PRODUCTS.filter(
      (product) => product.categoryId === 19 && searchKey(searchableText(product)).includes("pilar"),
    );
    expect((await listProducts("?name=pilar&categoryId=19")).totalElements).toBe(elsewhere.length);
    const empty = await listProducts("?name=xyzzy");
    expect(empty.products).toEqual([]);
    expect(empty.totalPages).toBe(1);
    // Wildcards are matched literally: unescaped, "%" and "_" would match every product.
    const literally = (char: string) =>
      SEED_PRODUCTS.filter((product) => searchableText(product).includes(char)).length;
    expect(literally("%")).toBeLessThan(SEED_PRODUCTS.length);
    expect(literally("_")).toBeLessThan(SEED_PRODUCTS.length);
    expect((await listProducts("?name=%25")).totalElements).toBe(literally("%"));
    expect((await listProducts("?name=_")).totalElements).toBe(literally("_"));
  });

  it.each([
    ["?categoryId=abc", "categoryId"],
    ["?categoryId=-3", "categoryId"],
    ["?categoryId=1.5", "categoryId"],
    ["?page=-1", "page"],
    ["?page=uno", "page"],
    ["?page=999999999", "page"],
    [`?name=${"x".repeat(101)}`, "name"],
  ])("answers 400 with a Spanish field message for %s", async (query, field) => {
    const body = await getJson(`/api/products${query}`, ApiErrorSchema, 400);
    expect(body.fields?.[field]).toMatch(/debe|no puede/);
  });
});

describe("GET /api/products/{id}", () => {
  it("answers the product detail with jsonDetails", async () => {
    const { products } = await listProducts();
    const detail = await getJson(`/api/products/${products[0]!.id}`, ProductDetailSchema);
    const seed = SEED_PRODUCTS.find((product) => product.slug === detail.slug)!;
    expect(detail.name).toBe(seed.name);
    expect(detail.code).toBe(seed.code);
    expect(detail.unit).toBe(seed.unit);
    expect(detail.desc).toBe(seed.description);
    expect(detail.srcImg).toHaveLength(productImagePaths(seed.slug).length);
    expect(detail.jsonDetails.specifications).toEqual(seed.specifications);
    expect(detail.jsonDetails.information).toEqual(seed.information);
    expect(detail.jsonDetails.videos).toEqual(seed.videos);
    expect(detail.jsonDetails.downloads.map((download) => download.name)).toEqual(
      seed.datasheets.map((sheet) => sheet.name),
    );
  });

  it("serves datasheets as real PDF files", async () => {
    const withSheet = SEED_PRODUCTS.findIndex((product) => product.datasheets.length > 0);
    const page = await listProducts(`?page=${Math.floor(withSheet / PRODUCTS_PAGE_SIZE)}`);
    const product = page.products.find((item) => item.slug === SEED_PRODUCTS[withSheet]!.slug)!;
    const detail = await getJson(`/api/products/${product.id}`, ProductDetailSchema);
    const pdf = await request(detail.jsonDetails.downloads[0]!.link);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it.each(["999999", "0", "abc", "1e3", "-1"])("answers 404 JSON for unknown id %s", async (id) => {
    const body = await getJson(`/api/products/${id}`, ApiErrorSchema, 404);
    expect(body.error).toBe("Producto no encontrado");
  });
});

describe("API documentation and unknown paths", () => {
  it("serves an OpenAPI 3.1 document listing the six calls", async () => {
    const response = await request("/api/openapi.json");
    const document = (await response.json()) as { openapi: string; paths: Record<string, object> };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).sort()).toEqual(
      [
        "/categories/subcategories",
        "/pe/banners/active",
        "/pe/contacts",
        "/pe/invoices",
        "/products",
        "/products/{id}",
      ].sort(),
    );
  });

  it("documents the products' code and unit in the OpenAPI document", async () => {
    const document = (await (await request("/api/openapi.json")).json()) as unknown;
    const text = JSON.stringify(document);
    // Both product shapes (list item and detail) describe and require the two extra fields.
    const schemas = [...text.matchAll(/"required":\[[^\]]*"srcImg"[^\]]*\]/g)].map(([found]) => found);
    expect(schemas.length).toBeGreaterThanOrEqual(2);
    for (const required of schemas) expect(required).toMatch(/"code".*"unit"|"unit".*"code"/);
    expect(text).toContain("Unit of sale");
  });

  it("answers 404 JSON for an unknown API path", async () => {
    const body = await getJson("/api/nada", ApiErrorSchema, 404);
    expect(body.error).toBe("Recurso no encontrado");
  });

  it("reports the database as reachable on /health", async () => {
    const response = await request("/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: "up" });
  });
});
