// The datasheet library of /recursos (app/models/datasheets.server.ts) on the demo catalogue, on both
// engines: every download of every active product, grouped by top category, searchable, with sizes.
import { afterEach, describe, expect, it } from "vitest";
import { SEED_PRODUCTS } from "../../db/seed/products";
import { listDatasheets } from "~/models/datasheets.server";
import { getDb } from "~/models/db.server";

const hidden: number[] = [];
afterEach(async () => {
  if (hidden.length > 0)
    await getDb().updateTable("product").set({ active: 1 }).where("id", "in", hidden.splice(0)).execute();
});

describe("the datasheet library", () => {
  it("lists every datasheet of the catalogue once, by top category, with its product and its size", async () => {
    const library = await listDatasheets();
    const expected = SEED_PRODUCTS.reduce((sum, product) => sum + product.datasheets.length, 0);
    expect(expected).toBeGreaterThan(10);
    expect(library.all).toBe(expected);
    expect(library.total).toBe(expected);
    const sheets = library.groups.flatMap((group) => group.sheets);
    expect(sheets).toHaveLength(expected);
    expect(new Set(sheets.map((sheet) => `${sheet.product.id} ${sheet.link}`)).size).toBe(expected);
    for (const sheet of sheets) {
      expect(sheet.link).toMatch(/^\/media\/[a-f0-9]{64}\.pdf$/);
      expect(sheet.bytes).toBeGreaterThan(1000);
      expect(sheet.product.code).not.toBe("");
    }
    // Top categories only, each once, in the sidebar's order (ZUNCHOS first).
    const names = library.groups.map((group) => group.category.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe("ZUNCHOS");
    const tops = await getDb()
      .selectFrom("category")
      .select(["id", "position"])
      .where("parent_id", "is", null)
      .execute();
    const position = new Map(tops.map((top) => [top.id, top.position]));
    const positions = library.groups.map((group) => position.get(group.category.id));
    expect(positions.every((value) => value !== undefined)).toBe(true);
    expect(positions).toEqual(positions.toSorted((a, b) => a! - b!));
  });

  it("finds by code, by words without accents and by the document's name; every word must match", async () => {
    const byCode = await listDatasheets("KP-1650");
    expect(byCode.total).toBe(2);
    expect(byCode.all).toBeGreaterThan(byCode.total);
    expect(
      byCode.groups.flatMap((group) => group.sheets.map((sheet) => sheet.product.code)).toSorted(),
    ).toEqual(["KP-1650", "KP-1650-PS"]);
    const folded = await listDatasheets("NEUMATICA");
    expect(folded.total).toBeGreaterThan(0);
    for (const sheet of folded.groups.flatMap((group) => group.sheets))
      expect(`${sheet.name} ${sheet.product.name} ${sheet.category}`.toLowerCase()).toContain("neumática");
    expect((await listDatasheets("ficha zuncho acero")).total).toBeGreaterThan(0);
    expect((await listDatasheets("zuncho inexistente")).total).toBe(0);
    expect((await listDatasheets("zuncho inexistente")).groups).toEqual([]);
  });

  it("leaves out the datasheets of a hidden product", async () => {
    const before = await listDatasheets("KP-1650");
    const product = before.groups[0]!.sheets[0]!.product;
    await getDb().updateTable("product").set({ active: 0 }).where("id", "=", product.id).execute();
    hidden.push(product.id);
    const after = await listDatasheets("KP-1650");
    expect(after.total).toBe(before.total - 1);
    expect(
      after.groups.flatMap((group) => group.sheets).some((sheet) => sheet.product.id === product.id),
    ).toBe(false);
  });
});
