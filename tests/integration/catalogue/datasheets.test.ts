// The datasheet library of /recursos (app/domains/catalogue/server/datasheets.server.ts) on the demo catalogue, on both
// engines: every download of every active product, grouped by top category, searchable, with sizes;
// and how a datasheet is served (decision 061): a download, never a page of our origin.
import { afterEach, describe, expect, it } from "vitest";
import { SEED_PRODUCTS } from "../../../db/seed/products";
import { listDatasheets } from "~/domains/catalogue/server/datasheets.server";
import { getDb } from "~/platform/data/db.server";
import { storeMedia } from "~/platform/media/media.server";
import { smallPdf } from "../../support/crafted-files";
import { request } from "../../support/http";

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

describe("a datasheet as served", () => {
  /** The directives of a Content-Security-Policy header, by name. */
  const directives = (policy: string | null) =>
    new Map(
      (policy ?? "").split(";").map((part) => {
        const [name = "", ...values] = part.trim().split(/\s+/);
        return [name.toLowerCase(), values] as const;
      }),
    );

  function expectDownload(response: Response, fileName: string) {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`,
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const policy = directives(response.headers.get("content-security-policy"));
    expect(policy.get("sandbox")).toEqual([]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  }

  it("every seeded datasheet is a download with nosniff and a sandbox policy, its bytes whole", async () => {
    const sheets = (await listDatasheets()).groups.flatMap((group) => group.sheets);
    const stored = await getDb()
      .selectFrom("media")
      .select(["hash", "file_name"])
      .where("content_type", "=", "application/pdf")
      .execute();
    const names = new Map(stored.map((row) => [row.hash, row.file_name]));
    for (const sheet of sheets) {
      const response = await request(sheet.link);
      const hash = /([a-f0-9]{64})\.pdf$/.exec(sheet.link)![1]!;
      expectDownload(response, names.get(hash)!);
      expect(names.get(hash)).toMatch(/^[\w.-]+\.pdf$/);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.length).toBe(sheet.bytes);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    }
  });

  it("a PDF stored before the upload checks (with active content, a name with accents) is a download too", async () => {
    // As an older upload might be: JavaScript in it; the route serves what is stored, so it must
    // never be shown on our origin.
    const bytes = Buffer.concat([await smallPdf(), Buffer.from("% /JavaScript left from an old upload\n")]);
    const { hash } = await storeMedia({
      contentType: "application/pdf",
      fileName: "Ficha técnica.pdf",
      bytes,
    });
    const response = await request(`/media/${hash}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="Ficha_tecnica.pdf"; filename*=UTF-8''Ficha%20t%C3%A9cnica.pdf`,
    );
    expect(directives(response.headers.get("content-security-policy")).get("sandbox")).toEqual([]);
    expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("images stay inline (the pages show them)", async () => {
    const image = await getDb()
      .selectFrom("media")
      .select(["hash", "file_name"])
      .where("content_type", "=", "image/svg+xml")
      .executeTakeFirstOrThrow();
    const response = await request(`/media/${image.hash}.svg`);
    expect(response.headers.get("content-disposition")).toMatch(/^inline; /);
    expect(directives(response.headers.get("content-security-policy")).has("sandbox")).toBe(false);
  });
});
