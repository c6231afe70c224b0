// The catalogue at scale (decision 052): a search that matches more than SEARCH_RESULTS_LIMIT products
// lists its first ones, best first, and says that more match; the search index follows every write,
// a deleted product's cascade included (SQLite's FTS5 table is kept by triggers); a top category's
// page lists its subcategories' products.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refreshProductSearch } from "../../../db/product-search.server";
import { searchKey } from "../../../db/search-key";
import { SEARCH_RESULTS_LIMIT } from "~/domains/catalogue/server/catalog-search.server";
import { getDb } from "~/platform/data/db.server";
import { ProductListResponseSchema } from "~/server/api/api-schema";
import { type BuiltApp, startBuiltApp } from "../../support/built-app";
import { request } from "../../support/http";

/** More products than a search lists, all named "Grapa volumétrica N", the first in the catalogue last. */
const MANY = SEARCH_RESULTS_LIMIT + 5;
const FIRST_ID = 900_000;

async function list(query: string) {
  const response = await request(`/api/products?${query}`);
  expect(response.status, query).toBe(200);
  return ProductListResponseSchema.parse(await response.json());
}

let app: BuiltApp;

beforeAll(async () => {
  const db = getDb();
  const base = await db.selectFrom("product").selectAll().orderBy("id").executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const rows = Array.from({ length: MANY }, (_, index) => {
      const name = `Grapa volumétrica ${index + 1}`;
      return {
        id: FIRST_ID + index,
        slug: `grapa-volumetrica-${index + 1}`,
        code: `GV-${index + 1}`,
        name,
        name_search: searchKey(name),
        subtitle: "Para pruebas de escala",
        alt: name,
        description: "",
        category_id: base.category_id,
        details: JSON.stringify({ specifications: [], information: "", downloads: [], videos: [] }),
        // Catalogue order runs against the ids: the last one inserted comes first.
        position: 100_000 + MANY - index,
        active: 1 as const,
        created_at: now,
        updated_at: now,
      };
    });
    for (let start = 0; start < rows.length; start += 200)
      await trx
        .insertInto("product")
        .values(rows.slice(start, start + 200))
        .execute();
    await refreshProductSearch(
      trx,
      rows.map((row) => row.id),
    );
  });
  app = await startBuiltApp(undefined);
}, 60_000);

afterAll(async () => {
  await app?.stop();
});

describe("a search with more matches than it lists", () => {
  it(`lists the first ${SEARCH_RESULTS_LIMIT} in catalogue order and says more match`, async () => {
    const first = await list("name=volumetrica");
    expect(first.capped).toBe(true);
    expect(first.totalElements).toBe(SEARCH_RESULTS_LIMIT);
    expect(first.totalPages).toBe(Math.ceil(SEARCH_RESULTS_LIMIT / first.pageSize));
    expect(first.products.map((product) => product.name)).toEqual(
      Array.from({ length: first.pageSize }, (_, index) => `Grapa volumétrica ${MANY - index}`),
    );
    const last = await list(`name=volumetrica&page=${first.totalPages - 1}`);
    expect(last.products).toHaveLength(SEARCH_RESULTS_LIMIT - first.pageSize * (first.totalPages - 1));
    expect(last.products.at(-1)!.name).toBe(`Grapa volumétrica ${MANY - SEARCH_RESULTS_LIMIT + 1}`);
    expect((await list(`name=volumetrica&page=${first.totalPages}`)).products).toEqual([]);
  });

  it("counts exactly up to the limit, a second word included", async () => {
    // "grapa volumetrica 10": the products whose number holds "10" (10, 100–109, 110, 210, …).
    const expected = Array.from({ length: MANY }, (_, index) => String(index + 1)).filter((number) =>
      number.includes("10"),
    ).length;
    const narrowed = await list("name=grapa%20volumetrica%2010");
    expect(narrowed.capped).toBe(false);
    expect(narrowed.totalElements).toBe(expected);
    // One word the trigram index finds ("volumetrica") and one it cannot ("10", under three letters).
    expect((await list("name=volumetrica%2010")).totalElements).toBe(expected);
  });

  it("shows the page how many it lists and how to narrow them", async () => {
    const response = await app.request("/productos?name=volumetrica");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(
      "Más de 1,000 productos: se muestran los primeros 1,000. Añada otra palabra para precisar la búsqueda.",
    );
    expect(html).toMatch(/página (<!-- -->)?1(<!-- -->)? de (<!-- -->)?84/);
  });
});

describe("the search index follows every write", () => {
  it("drops a deleted product, a hidden one and follows a move in the catalogue", async () => {
    const db = getDb();
    expect((await list("name=GV-1003")).products.map((product) => product.id)).toEqual([FIRST_ID + 1002]);
    await db
      .deleteFrom("product")
      .where("id", "=", FIRST_ID + 1002)
      .execute();
    expect((await list("name=GV-1003")).totalElements).toBe(0);

    await db
      .updateTable("product")
      .set({ active: 0 })
      .where("id", "=", FIRST_ID + 1001)
      .execute();
    await refreshProductSearch(db, [FIRST_ID + 1001]);
    expect((await list("name=GV-1002")).totalElements).toBe(0);
    await db
      .updateTable("product")
      .set({ active: 1 })
      .where("id", "=", FIRST_ID + 1001)
      .execute();
    await refreshProductSearch(db, [FIRST_ID + 1001]);
    expect((await list("name=GV-1002")).totalElements).toBe(1);

    // Moved to the very front of the catalogue, "Grapa volumétrica 1" leads the search.
    await db.updateTable("product").set({ position: -1 }).where("id", "=", FIRST_ID).execute();
    await refreshProductSearch(db, [FIRST_ID]);
    expect((await list("name=volumetrica")).products[0]!.name).toBe("Grapa volumétrica 1");
  });
});

describe("a top category", () => {
  it("lists and counts its subcategories' products in catalogue order; a subcategory only its own", async () => {
    const db = getDb();
    const child = await db
      .selectFrom("category")
      .select(["id", "parent_id"])
      .where("parent_id", "is not", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const count = async (ids: number[]) =>
      Number(
        (
          await db
            .selectFrom("product")
            .select((eb) => eb.fn.countAll<number | string>().as("n"))
            .where("active", "=", 1)
            .where("category_id", "in", ids)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const children = await db
      .selectFrom("category")
      .select("id")
      .where("parent_id", "=", child.parent_id)
      .execute();
    const top = await list(`categoryId=${child.parent_id}`);
    expect(top.totalElements).toBe(await count([child.parent_id!, ...children.map((row) => row.id)]));
    expect((await list(`categoryId=${child.id}`)).totalElements).toBe(await count([child.id]));
  });
});
