// The datasheet library of /recursos: every PDF the catalogue's products offer for download
// (their details' `downloads`), with its product, its size and its category, grouped by top
// category in the catalogue's sidebar order.
import { sql } from "kysely";
import { searchKey } from "../../../../db/search-key";
import { databaseEngine, getDb } from "~/platform/data/db.server";
import { parseJson } from "~/platform/data/sql-values.server";
import type { ProductDetails } from "./catalog.server";

export interface Datasheet {
  /** The document's name as the product page shows it ("Ficha técnica KP-1650"). */
  name: string;
  /** The media address of the PDF (/media/<sha256>.pdf). */
  link: string;
  /** Its size in bytes, or null when the file is not in the media store (an outside link). */
  bytes: number | null;
  product: { id: number; name: string; slug: string; code: string };
  /** The product's own category (a subcategory or a top category). */
  category: string;
}

export interface DatasheetGroup {
  /** The top category. */
  category: { id: number; name: string };
  sheets: Datasheet[];
}

export interface DatasheetLibrary {
  groups: DatasheetGroup[];
  /** Every datasheet the query found (the sum of the groups). */
  total: number;
  /** Every datasheet of the catalogue, whatever the query. */
  all: number;
}

const MEDIA_PDF = /^\/media\/([a-f0-9]{64})\.pdf$/;

/**
 * The datasheets of active products whose product name, code, category or document name holds every
 * word of `query` (accent- and case-folded); all of them without a query. Products in catalogue
 * order within each top category.
 */
export async function listDatasheets(query = ""): Promise<DatasheetLibrary> {
  const db = getDb();
  const rows = await db
    .selectFrom("product")
    .innerJoin("category", "category.id", "product.category_id")
    .leftJoin("category as parent", "parent.id", "category.parent_id")
    .select([
      "product.id",
      "product.name",
      "product.slug",
      "product.code",
      "product.details",
      "category.name as category_name",
      "category.id as category_id",
      "category.position as category_position",
      "parent.id as parent_id",
      "parent.name as parent_name",
      "parent.position as parent_position",
    ])
    .where("product.active", "=", 1)
    .where(
      databaseEngine() === "postgres"
        ? sql<boolean>`jsonb_array_length(product.details -> 'downloads') > 0`
        : sql<boolean>`json_array_length(product.details, '$.downloads') > 0`,
    )
    .orderBy("product.position")
    .orderBy("product.id")
    .execute();

  const words = searchKey(query).split(" ").filter(Boolean);
  const sheets: (Datasheet & { top: { id: number; name: string; position: number } })[] = [];
  for (const row of rows) {
    const { downloads } = parseJson<ProductDetails>(row.details);
    const top =
      row.parent_id === null
        ? { id: row.category_id, name: row.category_name, position: row.category_position }
        : { id: row.parent_id, name: row.parent_name!, position: row.parent_position! };
    for (const download of downloads ?? []) {
      const haystack = searchKey([row.name, row.code, row.category_name, top.name, download.name].join(" "));
      if (!words.every((word) => haystack.includes(word))) continue;
      sheets.push({
        name: download.name,
        link: download.link,
        bytes: null,
        product: { id: row.id, name: row.name, slug: row.slug, code: row.code },
        category: row.category_name,
        top,
      });
    }
  }
  const all = rows.reduce(
    (count, row) => count + (parseJson<ProductDetails>(row.details).downloads ?? []).length,
    0,
  );

  const hashes = [
    ...new Set(sheets.map((sheet) => MEDIA_PDF.exec(sheet.link)?.[1]).filter(Boolean)),
  ] as string[];
  if (hashes.length > 0) {
    const sizes = await db
      .selectFrom("media")
      .select(["hash", sql<number | string>`length(bytes)`.as("size")])
      .where("hash", "in", hashes)
      .execute();
    const byHash = new Map(sizes.map((row) => [row.hash, Number(row.size)]));
    for (const sheet of sheets) {
      const hash = MEDIA_PDF.exec(sheet.link)?.[1];
      sheet.bytes = hash ? (byHash.get(hash) ?? null) : null;
    }
  }

  const groups = new Map<number, DatasheetGroup & { position: number }>();
  for (const { top, ...sheet } of sheets) {
    const group = groups.get(top.id) ?? {
      category: { id: top.id, name: top.name },
      sheets: [],
      position: top.position,
    };
    group.sheets.push(sheet);
    groups.set(top.id, group);
  }
  return {
    groups: [...groups.values()]
      .sort((a, b) => a.position - b.position || a.category.id - b.category.id)
      .map(({ category, sheets: list }) => ({ category, sheets: list })),
    total: sheets.length,
    all,
  };
}
