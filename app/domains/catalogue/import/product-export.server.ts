// The catalogue's export (decision 049): every product, hidden ones too, in the catalogue's order,
// as CSV (UTF-8 with a BOM, RFC 4180, formula-safe: app/platform/lib/csv.ts) or XLSX (exceljs' streaming
// writer, text cells). Streamed like the leads export: each pull reads the next batch after the last
// product written (keyset on position, id), so memory holds one batch whatever the catalogue's size.
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { CSV_BOM, csvRow } from "~/platform/lib/csv";
import { limaDateTime } from "~/platform/lib/lima-day";
import { defaultImageUrl } from "~/platform/lib/media-url";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { productCells, SHEET_COLUMNS, SHEET_HEADERS, type SheetProduct } from "../product-sheet-schema";
import { assertCatalogueRole } from "../server/admin-products.server";
import type { ProductDetails } from "../server/catalog.server";
import { getDb } from "~/platform/data/db.server";
import { SHEET_PRODUCT_COLUMNS } from "./product-import-plan.server";
import { parseJson, toBool } from "~/platform/data/sql-values.server";

export const PRODUCT_EXPORT_BATCH = 500;
export type SheetFormat = "csv" | "xlsx";

/** "productos-2026-11-28-0315.csv" (Lima time). */
export function productExportFileName(format: SheetFormat, now: Date = new Date()): string {
  return `productos-${limaDateTime(now).replace(" ", "-").replace(":", "")}.${format}`;
}

/** Every product as the sheet writes it, one batch per step. `origin` makes the media addresses absolute. */
export async function* productSheetBatches(
  origin: string,
  batchSize = PRODUCT_EXPORT_BATCH,
): AsyncGenerator<SheetProduct[]> {
  const db = getDb();
  const categories = await db.selectFrom("category").select(["id", "name", "parent_id"]).execute();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const pathOf = (id: number) => {
    const category = byId.get(id);
    if (!category) return "";
    const parent = category.parent_id === null ? undefined : byId.get(category.parent_id);
    return parent ? `${parent.name} › ${category.name}` : category.name;
  };
  let after: { position: number; id: number } | undefined;
  for (;;) {
    const last = after;
    const rows = await db
      .selectFrom("product")
      .select([...SHEET_PRODUCT_COLUMNS, "position"])
      .$if(last !== undefined, (query) =>
        query.where((eb) => eb(eb.refTuple("position", "id"), ">", eb.tuple(last!.position, last!.id))),
      )
      .orderBy("position")
      .orderBy("id")
      .limit(batchSize)
      .execute();
    if (rows.length === 0) return;
    const images = new Map<number, string[]>();
    for (const image of await db
      .selectFrom("product_image")
      .innerJoin("media", "media.id", "product_image.media_id")
      .select(["product_image.product_id", "media.hash", "media.width", "media.height"])
      .where(
        "product_image.product_id",
        "in",
        rows.map((row) => row.id),
      )
      .orderBy("product_image.product_id")
      .orderBy("product_image.position")
      .execute()) {
      const url =
        origin + defaultImageUrl({ hash: image.hash, width: image.width ?? 0, height: image.height ?? 0 });
      images.set(image.product_id, [...(images.get(image.product_id) ?? []), url]);
    }
    yield rows.map((row) => {
      const details = parseJson<Partial<ProductDetails>>(row.details);
      return {
        code: row.code,
        name: row.name,
        subtitle: row.subtitle,
        slug: row.slug,
        categoryId: row.category_id,
        categoryPath: pathOf(row.category_id),
        unit: row.unit,
        description: row.description,
        alt: row.alt,
        specifications: details.specifications ?? [],
        information: details.information ?? "",
        videos: details.videos ?? [],
        visible: toBool(row.active),
        images: images.get(row.id) ?? [],
        downloads: (details.downloads ?? []).map((download) => ({
          name: download.name,
          link: download.link.startsWith("/") ? origin + download.link : download.link,
        })),
      };
    });
    if (rows.length < batchSize) return;
    const tail = rows.at(-1)!;
    after = { position: tail.position, id: tail.id };
  }
}

/** The CSV of every product; the database is read only as the stream is read. */
export function streamProductsCsv(viewer: StaffViewer, origin: string): ReadableStream<Uint8Array> {
  assertCatalogueRole(viewer);
  const encoder = new TextEncoder();
  const batches = productSheetBatches(origin);
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(SHEET_HEADERS)));
          return;
        }
        const next = await batches.next();
        if (next.done) controller.close();
        else
          controller.enqueue(
            encoder.encode(next.value.map((product) => csvRow(productCells(product))).join("")),
          );
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

const WIDE = new Set(["description", "specifications", "information", "images", "downloads"]);

/**
 * The XLSX of every product: exceljs' streaming writer commits each row as it is written (inline
 * strings, no shared-string table held in memory); the next batch is read when the zip stream has
 * drained. Every cell is a text cell, so a value starting with "=" stays text (no formula).
 */
export function streamProductsXlsx(viewer: StaffViewer, origin: string): ReadableStream<Uint8Array> {
  assertCatalogueRole(viewer);
  const output = new PassThrough({ highWaterMark: 256 * 1024 });
  void (async () => {
    try {
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
        stream: output,
        useStyles: true,
        useSharedStrings: false,
      });
      const sheet = workbook.addWorksheet("Productos", { views: [{ state: "frozen", ySplit: 1 }] });
      sheet.columns = SHEET_COLUMNS.map((column) => ({
        header: column.header,
        key: column.key,
        width: WIDE.has(column.key) ? 48 : column.key === "name" ? 36 : 18,
        style: { alignment: { vertical: "top", wrapText: WIDE.has(column.key) } },
      }));
      sheet.getRow(1).font = { bold: true };
      sheet.getRow(1).commit();
      for await (const batch of productSheetBatches(origin)) {
        for (const product of batch) sheet.addRow(productCells(product)).commit();
        if (output.writableNeedDrain) await new Promise((resolve) => output.once("drain", resolve));
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      output.destroy(error as Error);
    }
  })();
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}
