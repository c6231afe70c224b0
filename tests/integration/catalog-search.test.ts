// GET /api/products?name=…: what a buyer types. Every word must appear (accent- and case-folded)
// in the product's name, subtitle, category or parent category name, or a specification value;
// products whose name holds every word come first, then those that need the subtitle, then the rest.
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import * as productSearchMigration from "../../db/migrations/003-product-search";
import { SEED_CATEGORIES } from "../../db/seed/categories";
import { SEED_PRODUCTS } from "../../db/seed/products";
import type { SeedProduct } from "../../db/seed/types";
import { searchKey } from "../../db/search-key";
import { getDb } from "~/models/db.server";
import { ProductListResponseSchema } from "~/schemas/api";
import { request } from "./http";

/** Every product the API finds for `text`, all pages, in the order it answers them. */
async function search(text: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 0; ; page += 1) {
    const response = await request(`/api/products?name=${encodeURIComponent(text)}&page=${page}`);
    expect(response.status, text).toBe(200);
    const body = ProductListResponseSchema.parse(await response.json());
    slugs.push(...body.products.map((product) => product.slug));
    if (page + 1 >= body.totalPages) {
      expect(body.totalElements, text).toBe(slugs.length);
      return slugs;
    }
  }
}

const categoryNames = new Map<number, string[]>();
for (const top of SEED_CATEGORIES) {
  categoryNames.set(top.id, [top.name]);
  for (const child of top.children) categoryNames.set(child.id, [child.name, top.name]);
}

/** The seed products' searchable texts, folded as the visitor's words are. */
function textsOf(product: SeedProduct) {
  return {
    name: searchKey(product.name),
    subtitle: searchKey(product.subtitle),
    rest: searchKey(
      [...categoryNames.get(product.categoryId)!, ...product.specifications.map((spec) => spec.value)].join(
        " ",
      ),
    ),
  };
}

/** What the seed data says a search must answer: matching products, name matches first, then subtitle. */
function expectedFor(text: string): string[] {
  const words = searchKey(text).split(" ").filter(Boolean);
  const holdsAll = (haystack: string) => words.every((word) => haystack.includes(word));
  return SEED_PRODUCTS.map((product, position) => {
    const texts = textsOf(product);
    const rank = holdsAll(texts.name)
      ? 0
      : holdsAll(`${texts.name} ${texts.subtitle}`)
        ? 1
        : holdsAll(`${texts.name} ${texts.subtitle} ${texts.rest}`)
          ? 2
          : undefined;
    return { slug: product.slug, rank, position };
  })
    .filter((entry) => entry.rank !== undefined)
    .sort((a, b) => a.rank! - b.rank! || a.position - b.position)
    .map((entry) => entry.slug);
}

describe("product search", () => {
  it("finds every PP strap for “zuncho pp”, though “PP” is only in their subtitles", async () => {
    const ppStraps = SEED_PRODUCTS.filter((product) => product.categoryId === 22);
    expect(ppStraps.length).toBeGreaterThanOrEqual(5);
    expect(ppStraps.every((product) => !searchKey(product.name).includes("pp"))).toBe(true);
    const found = await search("zuncho pp");
    expect(found).toEqual(expect.arrayContaining(ppStraps.map((product) => product.slug)));
    expect(found).toEqual(expectedFor("zuncho pp"));
  });

  it("finds the 23 µm films for “film 23”, also through a specification value", async () => {
    const found = await search("film 23");
    expect(found).toContain("film-stretch-manual-23-micras");
    const bySpecOnly = SEED_PRODUCTS.filter(
      (product) =>
        !`${product.name} ${product.subtitle}`.includes("23") &&
        product.specifications.some((spec) => spec.value === "23 µm"),
    );
    expect(bySpecOnly.length).toBeGreaterThan(0);
    expect(found).toEqual(expect.arrayContaining(bySpecOnly.map((product) => product.slug)));
    expect(found).toEqual(expectedFor("film 23"));
  });

  it("answers the same products for accented and unaccented words, in any case", async () => {
    const expected = expectedFor("poliéster");
    // Not only names: the category "Zuncho de poliéster (PET)" and subtitles count too.
    expect(expected.length).toBeGreaterThan(
      SEED_PRODUCTS.filter((product) => searchKey(product.name).includes("poliester")).length,
    );
    for (const text of ["poliéster", "poliester", "POLIESTER", "PoliÉster"]) {
      expect(await search(text), text).toEqual(expected);
    }
  });

  it("matches two words across the name and the category", async () => {
    const expected = expectedFor("tensor herramientas");
    // At least one of them has "herramientas" only in its category's name.
    expect(
      SEED_PRODUCTS.filter((product) => expected.includes(product.slug)).some((product) => {
        const texts = textsOf(product);
        return (
          !`${texts.name} ${texts.subtitle}`.includes("herramientas") && texts.rest.includes("herramientas")
        );
      }),
    ).toBe(true);
    expect(await search("tensor herramientas")).toEqual(expected);
    expect(await search("herramientas TENSOR")).toEqual(expected);
  });

  it("ranks a name match before subtitle matches, and those before the rest", async () => {
    const found = await search("zuncho pp");
    const first = SEED_PRODUCTS.find((product) => product.slug === found[0])!;
    expect(searchKey(first.name)).toMatch(/zuncho.*pp|pp.*zuncho/);
    // The first product by catalogue order is a subtitle match; the name match still comes first.
    const byCatalogueOrder = SEED_PRODUCTS.map((product) => product.slug).filter((slug) =>
      found.includes(slug),
    );
    expect(byCatalogueOrder[0]).not.toBe(found[0]);
    // A product found only through a specification value comes after every subtitle match.
    const cart = "carro-dispensador-zuncho-plastico";
    const cartProduct = SEED_PRODUCTS.find((product) => product.slug === cart)!;
    expect(searchKey(`${cartProduct.name} ${cartProduct.subtitle}`)).not.toContain("pp");
    expect(found.at(-1)).toBe(cart);
  });

  it("finds nothing only when nothing matches every word", async () => {
    expect(await search("maquina flejadora")).toEqual(expectedFor("maquina flejadora"));
    expect(await search("maquina flejadora")).toEqual([]);
    expect((await search("maquina")).length).toBeGreaterThan(0);
  });

  it("is filled for the products already there when migration 003 runs on an existing catalogue", async () => {
    const expected = await search("zuncho pp");
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await productSearchMigration.down(trx);
        await productSearchMigration.up(trx);
      });
    const rows = await getDb()
      .selectFrom("product_search")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(SEED_PRODUCTS.length);
    expect(await search("zuncho pp")).toEqual(expected);
    if (inject("engine") === "postgres") {
      // The test cluster's role may create pg_trgm: the trigram index is there.
      const { rows: indexes } = await sql<{ indexname: string }>`
        select indexname from pg_indexes where tablename = 'product_search'`.execute(getDb());
      expect(indexes.map((index) => index.indexname)).toContain("product_search_text_trgm_idx");
    }
  });
});
