// GET /api/products?name=…: what a buyer types. Every word must appear (accent- and case-folded)
// in the product's name, code, subtitle, category or parent category name, or a specification value;
// products whose name holds every word come first, then those that need the code or subtitle, then
// the rest.
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import * as productSearchMigration from "../../../db/migrations/003-product-search";
import * as productCodeSearchMigration from "../../../db/migrations/015-product-code-search";
import * as catalogueAtScaleMigration from "../../../db/migrations/022-catalogue-at-scale";
import { SEED_CATEGORIES } from "../../../db/seed/categories";
import { SEED_PRODUCTS } from "../../../db/seed/products";
import type { SeedProduct } from "../../../db/seed/types";
import { searchKey } from "../../../db/search-key";
import { getDb } from "~/platform/data/db.server";
import { ProductListResponseSchema } from "~/server/api/api-schema";
import { request } from "../../support/http";

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
    // The code ranks with the subtitle, also without its separators.
    subtitle: searchKey(
      `${product.code} ${product.code.replace(/[^\p{L}\p{N}]+/gu, "")} ${product.subtitle}`,
    ),
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
    // Products found only through a specification value come after every code or subtitle match
    // (the crimper KC-16: "Zuncho compatible: PET y PP").
    const specificationOnly = found.filter((slug) => {
      const texts = textsOf(SEED_PRODUCTS.find((product) => product.slug === slug)!);
      return !`${texts.name} ${texts.subtitle}`.includes("pp");
    });
    expect(specificationOnly).toContain("crimpadora-sellos-pet-kc-16");
    expect(found.slice(-specificationOnly.length)).toEqual(specificationOnly);
  });

  it("finds a product by its code, as written, in any case or without its dashes", async () => {
    const strapper = SEED_PRODUCTS.find((product) => product.code === "ZPP-12N")!;
    // The code is in no other searchable text of the product: only the code can find it.
    const texts = textsOf({ ...strapper, code: "" });
    expect(`${texts.name} ${texts.subtitle} ${texts.rest}`).not.toContain("zpp");
    for (const text of ["ZPP-12N", "zpp-12n", "ZPP12N", "zpp 12n"]) {
      expect(await search(text), text).toEqual([strapper.slug]);
    }
    // A code's beginning finds its family: every PP strap's code starts with ZPP.
    const family = SEED_PRODUCTS.filter((product) => product.code.startsWith("ZPP-"));
    expect(family.length).toBeGreaterThanOrEqual(5);
    expect(await search("zpp")).toEqual(family.map((product) => product.slug));
    expect(await search("zpp")).toEqual(expectedFor("zpp"));
    // A code that is also in the name ranks as a name match; a product that only names it in a
    // specification ("Compatibilidad: KB-13, KB-16, KB-19 y KT-19") comes after.
    const found = await search("KB-19");
    expect(found[0]).toBe("zunchadora-bateria-kb-19");
    expect(found).toContain("kit-rueda-tensora-placa-dentada");
    expect(found).toEqual(expectedFor("KB-19"));
  });

  it("finds nothing only when nothing matches every word", async () => {
    expect(await search("maquina flejadora")).toEqual(expectedFor("maquina flejadora"));
    expect(await search("maquina flejadora")).toEqual([]);
    expect((await search("maquina")).length).toBeGreaterThan(0);
  });

  it("is filled for the products already there when migrations 003, 015 and 022 run on an existing catalogue", async () => {
    const expected = await search("zuncho pp");
    const byCode = await search("ZPP-12N");
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await catalogueAtScaleMigration.down(trx);
        await productSearchMigration.down(trx);
        await productSearchMigration.up(trx);
        await productCodeSearchMigration.up(trx);
        await catalogueAtScaleMigration.up(trx);
      });
    const rows = await getDb()
      .selectFrom("product_search")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(SEED_PRODUCTS.length);
    expect(await search("zuncho pp")).toEqual(expected);
    expect(await search("ZPP-12N")).toEqual(byCode);
    expect(byCode).toEqual(["zuncho-pp-12-x-0-60-negro"]);
    if (inject("engine") === "postgres") {
      // The test cluster's role may create pg_trgm: the trigram index is there.
      const { rows: indexes } = await sql<{ indexname: string }>`
        select indexname from pg_indexes where tablename = 'product_search'`.execute(getDb());
      expect(indexes.map((index) => index.indexname)).toContain("product_search_text_trgm_idx");
    }
  });
});
