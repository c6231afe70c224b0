// Product codes and units of sale (migration 006): required and unique on both engines, filled for
// existing products when the migration runs, and copied into a quotation's lines when a lead comes in.
import { type Kysely, sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../../db/connection.server";
import { SEED_PRODUCTS } from "../../../db/seed/products";
import { getDb } from "~/platform/data/db.server";
import { LeadCreatedSchema } from "~/server/api/api-schema";
import { quoteRequest } from "../../factories";
import { emptyDatabase as emptyTestDatabase, migrateTo } from "../../support/empty-database";
import { postJson } from "../../support/http";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty database of its own for this test, on the engine under test, dropped after the file. */
async function emptyDatabase(): Promise<DatabaseHandle> {
  const { handle, drop } = await emptyTestDatabase();
  cleanups.push(drop);
  return handle;
}

/** The message of a refused statement, whatever the driver throws. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as Error).message);
  }
  return "accepted";
}

describe("product codes and units", () => {
  it("every demo product carries its code and unit of sale", async () => {
    const rows = await getDb().selectFrom("product").select(["slug", "code", "unit"]).execute();
    expect(rows).toHaveLength(SEED_PRODUCTS.length);
    const expected = new Map(SEED_PRODUCTS.map((product) => [product.slug, [product.code, product.unit]]));
    for (const row of rows) expect([row.code, row.unit]).toEqual(expected.get(row.slug));
  });

  it("refuses a product without a code or with another product's code", async () => {
    const base = await getDb()
      .selectFrom("product")
      .select(["category_id", "details"])
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    const insert = (slug: string, code: string | null) =>
      sql`insert into product (slug, code, name, name_search, category_id, details) values (${slug}, ${code}, ${"Prueba"}, ${"prueba"}, ${base.category_id}, ${"{}"})`.execute(
        getDb(),
      );
    expect(await refusal(insert("sin-codigo", null))).toMatch(/null/i);
    expect(await refusal(insert("codigo-repetido", "ZPP-12N"))).toMatch(/unique|duplicate/i);
    expect(
      await refusal(
        getDb()
          .updateTable("product")
          .set({ code: sql<string>`null` })
          .where("id", "=", 1)
          .execute(),
      ),
    ).toMatch(/null/i);
    // A new product without a unit is sold by the unit.
    await insert("con-codigo", "PRB-001");
    const added = await getDb()
      .selectFrom("product")
      .select("unit")
      .where("slug", "=", "con-codigo")
      .executeTakeFirstOrThrow();
    expect(added.unit).toBe("unidad");
    await getDb().deleteFrom("product").where("slug", "=", "con-codigo").execute();
  });

  it("a quotation line keeps the code and unit it was asked with when the product changes", async () => {
    const response = await postJson(
      "/api/pe/invoices",
      quoteRequest({ invoiceDetails: [{ productId: 3, quantity: 4, name: "x" }] }),
    );
    expect(response.status).toBe(201);
    const { id } = LeadCreatedSchema.parse(await response.json());
    const before = await getDb()
      .selectFrom("product")
      .select(["code", "unit"])
      .where("id", "=", 3)
      .executeTakeFirstOrThrow();
    await getDb()
      .updateTable("product")
      .set({ code: "ZPP-12AM-2", unit: "caja" })
      .where("id", "=", 3)
      .execute();
    try {
      const line = await getDb()
        .selectFrom("lead_line")
        .select(["code", "unit"])
        .where("lead_id", "=", id)
        .executeTakeFirstOrThrow();
      expect(line).toEqual({ code: "ZPP-12AM", unit: "bobina" });
      expect(before).toEqual({ code: "ZPP-12AM", unit: "bobina" });
    } finally {
      await getDb().updateTable("product").set(before).where("id", "=", 3).execute();
    }
  });

  it("migration 006 fills the products and quotation lines already stored, and its down step undoes it", async () => {
    const { db } = await emptyDatabase();
    await migrateTo(db, "005-lead-workflow");
    const raw = db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    await raw.insertInto("category").values({ id: 50, name: "Zunchos", slug: "zunchos" }).execute();
    const demo = SEED_PRODUCTS.find((product) => product.slug === "zunchadora-bateria-kb-19")!;
    for (const [id, slug] of [
      [7, demo.slug],
      [42, "producto-propio"],
      [43, "producto-borrado"],
    ] as const) {
      await raw
        .insertInto("product")
        .values({ id, slug, name: slug, name_search: slug, category_id: 50, details: "{}" })
        .execute();
    }
    const { id: leadId } = await raw
      .insertInto("lead")
      .values({
        kind: "QUOTE",
        reference: "COT-2026-000001",
        payload_hash: "x",
        name: "Ana",
        email: "ana@example.com",
        company: "Ana S.A.C.",
        ruc: "20131312955",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await raw
      .insertInto("lead_line")
      .values([
        { lead_id: leadId, position: 0, product_id: 7, name: "KB-19", quantity: 2 },
        { lead_id: leadId, position: 1, product_id: 42, name: "Propio", quantity: 1 },
        { lead_id: leadId, position: 2, product_id: 43, name: "Borrado", quantity: 5 },
      ])
      .execute();
    await raw.deleteFrom("product").where("id", "=", 43).execute();

    await migrateTo(db, "006-product-codes");
    const products = await db.selectFrom("product").select(["id", "code", "unit"]).orderBy("id").execute();
    expect(products).toEqual([
      { id: 7, code: "KB-19", unit: "unidad" },
      { id: 42, code: "KDX-000042", unit: "unidad" },
    ]);
    expect(demo.code).toBe("KB-19");
    const lines = await db
      .selectFrom("lead_line")
      .select(["position", "code", "unit"])
      .where("lead_id", "=", leadId)
      .orderBy("position")
      .execute();
    expect(lines).toEqual([
      { position: 0, code: "KB-19", unit: "unidad" },
      { position: 1, code: "KDX-000042", unit: "unidad" },
      // The product was gone before codes existed: nothing to copy.
      { position: 2, code: null, unit: null },
    ]);

    await migrateTo(db, "005-lead-workflow");
    const columns = await raw.selectFrom("product").selectAll().where("id", "=", 7).executeTakeFirstOrThrow();
    expect(Object.keys(columns)).not.toContain("code");
    expect(Object.keys(columns)).not.toContain("unit");
    // And up again on the rows the down step left.
    await migrateTo(db, "006-product-codes");
    expect(
      (await db.selectFrom("product").select("code").where("id", "=", 42).executeTakeFirstOrThrow()).code,
    ).toBe("KDX-000042");
  });
});
