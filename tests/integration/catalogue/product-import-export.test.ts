// The catalogue's export and import (decision 049) on both engines: an export re-imported changes
// nothing (CSV and XLSX), a formula-looking cell comes back as it was, row errors carry their row,
// column and Spanish message, a dry run writes nothing, the write is all or nothing, a catalogue
// changed since the review is reported, and the search index, the slug history and the audit log
// follow the write. Hostile uploads: an .xlsx zip bomb or a zip hiding an entry, a 100,000-character
// header, a file name with a NUL or a direction override.
import ExcelJS from "exceljs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvRecords } from "~/domains/catalogue/import/csv-read";
import { csvRow } from "~/platform/lib/csv";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { zipInflatedSize } from "~/platform/uploads/zip-inflated-size.server";
import { listAdminProducts } from "~/domains/catalogue/server/admin-products.server";
import { listAudit } from "~/platform/data/audit-log.server";
import { onContentChange } from "~/platform/data/content-changes.server";
import { databaseEngine, getDb } from "~/platform/data/db.server";
import { getEditableProduct, saveProduct } from "~/domains/catalogue/server/product-editor.server";
import { streamProductsCsv, streamProductsXlsx } from "~/domains/catalogue/import/product-export.server";
import {
  applyProductImport,
  type ImportReview,
  reviewProductImport,
  streamImportReviewCsv,
} from "~/domains/catalogue/import/product-import.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { ProductFormSchema } from "~/domains/catalogue/product-form-schema";
import {
  IMPORT_MESSAGES,
  PRODUCT_IMPORT_MAX_BYTES,
  SHEET_HEADERS,
} from "~/domains/catalogue/product-sheet-schema";
import { zipOf } from "../../support/crafted-files";

let admin: StaffViewer;
const published: string[] = [];
let stopListening: () => void;
const ORIGIN = "https://www.kordex.pe";

beforeAll(async () => {
  const created = await createStaffUser({
    email: "importa@kordex.pe",
    name: "Irma Importa",
    role: "admin",
    password: "Zuncho-de-acero-2026",
  });
  if (created.status !== "created") throw new Error(created.status);
  admin = created.user;
  stopListening = onContentChange((what) => published.push(what));
});
afterAll(() => stopListening());

const bytesOf = async (stream: ReadableStream<Uint8Array>) =>
  Buffer.from(await new Response(stream).arrayBuffer());
const exportCsv = () => bytesOf(streamProductsCsv(admin, ORIGIN));
const exportXlsx = () => bytesOf(streamProductsXlsx(admin, ORIGIN));
const csvOf = (rows: string[][]) => Buffer.from("\uFEFF" + rows.map((row) => csvRow(row)).join(""));
const rowsOf = (bytes: Buffer) => [...csvRecords(bytes.toString("utf8"))].map((record) => record.cells);
const column = (header: string) => SHEET_HEADERS.indexOf(header);

async function catalogueSnapshot() {
  return getDb()
    .selectFrom("product")
    .select(["id", "code", "name", "slug", "subtitle", "details", "active", "category_id", "unit"])
    .orderBy("id")
    .execute();
}

async function review(name: string, bytes: Buffer): Promise<ImportReview> {
  return reviewProductImport(admin, { name, bytes });
}

async function cleanReview(name: string, bytes: Buffer): Promise<ImportReview> {
  const result = await review(name, bytes);
  expect(result.fileProblem).toBeUndefined();
  return result;
}

/** Puts a product with a formula-looking subtitle and specification in the catalogue. */
async function formulaProduct() {
  const submission = ProductFormSchema.safeParse({
    code: "FX-1",
    name: "Producto fórmula",
    subtitle: '=HYPERLINK("http://x")',
    categoryId: "20",
    unit: "unidad",
    description: "+51 987 654 321; @ventas",
    specifications: [{ key: "Rango", value: "-5 °C a +40 °C" }],
    informationKind: "list",
    information: "- Uno\n- Dos",
    videos: ["https://youtu.be/dQw4w9WgXcQ"],
    visible: "true",
  });
  if (!submission.success) throw new Error(JSON.stringify(submission.error.issues));
  const saved = await saveProduct(admin, undefined, submission.data);
  if (!saved.ok) throw new Error(saved.message);
  return saved.id;
}

describe("export then import", () => {
  it("changes nothing, as CSV and as XLSX, formula-looking cells included", async () => {
    const id = await formulaProduct();
    const before = await catalogueSnapshot();
    const csv = await exportCsv();
    expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = rowsOf(csv);
    expect(rows[0]).toEqual(SHEET_HEADERS);
    expect(rows.length - 1).toBe(before.length);
    const formulaRow = rows.find((row) => row[0] === "FX-1")!;
    expect(formulaRow[column("Subtítulo")]).toBe(`'=HYPERLINK("http://x")`);
    expect(formulaRow[column("Especificaciones")]).toBe("Rango: -5 °C a +40 °C");
    expect(formulaRow[column("Información")]).toBe("Uno\nDos");
    expect(formulaRow[column("Tipo de información")]).toBe("lista");

    const csvReview = await cleanReview("productos.csv", csv);
    expect(csvReview).toMatchObject({ errorCount: 0, created: 0, updated: 0 });
    expect(csvReview.unchanged).toBe(before.length);
    const csvImport = await applyProductImport(admin, csvReview.hash, csvReview.digest);
    expect(csvImport.status).toBe("imported");

    const xlsx = await exportXlsx();
    expect(xlsx.subarray(0, 2).toString()).toBe("PK");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const fx = sheet.getRows(2, sheet.rowCount - 1)!.find((row) => row.getCell(1).value === "FX-1")!;
    // A text cell, not a formula: exactly what staff typed.
    expect(fx.getCell(column("Subtítulo") + 1).value).toBe(`=HYPERLINK("http://x")`);
    const xlsxReview = await cleanReview("productos.xlsx", xlsx);
    expect(xlsxReview).toMatchObject({ errorCount: 0, created: 0, updated: 0 });
    expect(xlsxReview.unchanged).toBe(before.length);
    expect(await catalogueSnapshot()).toEqual(before);
    expect((await getEditableProduct(id))!.subtitle).toBe(`=HYPERLINK("http://x")`);
  });
});

describe("a review", () => {
  it("lists new and changed products, field by field, and writes nothing", async () => {
    const before = await catalogueSnapshot();
    const rows = rowsOf(await exportCsv());
    const changed = rows[1]!.slice();
    changed[column("Nombre")] = "Zuncho renombrado por importación";
    changed[column("Visible")] = "No";
    const created = rows[1]!.map(() => "");
    created[column("Código")] = "IMP-NUEVO-1";
    created[column("Nombre")] = "Producto importado nuevo";
    created[column("Categoría (número)")] = "20";
    created[column("Unidad de venta")] = "caja";
    created[column("Especificaciones")] = "Ancho: 16 mm\nLargo: 1500 m";
    created[column("Visible")] = "sí";
    const result = await cleanReview("cambios.csv", csvOf([rows[0]!, changed, created]));
    expect(result).toMatchObject({ errorCount: 0, created: 1, updated: 1, unchanged: 0, rows: 2 });
    expect(result.changes[0]).toMatchObject({ row: 2, kind: "update", code: changed[0] });
    expect(result.changes[0]!.fields).toEqual([
      { label: "Nombre", from: rows[1]![column("Nombre")], to: "Zuncho renombrado por importación" },
      { label: "Visible", from: "Sí", to: "No" },
    ]);
    expect(result.changes[1]).toMatchObject({ row: 3, kind: "create", code: "IMP-NUEVO-1" });
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it("reports each bad cell by row, column and Spanish message", async () => {
    const rows = rowsOf(await exportCsv());
    const [header, first, second, third] = rows;
    const bad = (row: string[], edits: Record<string, string>) => {
      const copy = row.slice();
      for (const [name, value] of Object.entries(edits)) copy[column(name)] = value;
      return copy;
    };
    const result = await review(
      "errores.csv",
      csvOf([
        header!,
        bad(first!, { Nombre: "", "Unidad de venta": "Cajas!" }),
        bad(second!, { "Categoría (número)": "999", Visible: "quizás" }),
        bad(third!, { Código: first![0]!, Especificaciones: "sin dos puntos" }),
        bad(third!, { Código: "NUEVO-2", Dirección: second![column("Dirección")]! }),
      ]),
    );
    expect(result.created + result.updated).toBeLessThanOrEqual(1);
    expect(result.problems).toEqual(
      expect.arrayContaining([
        { row: 2, column: "Nombre", message: "Escriba el nombre." },
        {
          row: 2,
          column: "Unidad de venta",
          message: "La unidad de venta es una palabra en singular, p. ej. bobina o caja.",
        },
        { row: 3, column: "Visible", message: "Escriba «Sí» o «No»." },
        {
          row: 4,
          column: "Especificaciones",
          message:
            "Línea 1: escriba cada especificación en su línea como «Ancho: 16 mm» (nombre, dos puntos, valor).",
        },
        {
          row: 5,
          column: "Dirección",
          message: `La dirección «${second![column("Dirección")]}» ya es de «${second![column("Nombre")]}».`,
        },
      ]),
    );
    const category = await review(
      "categoria.csv",
      csvOf([header!, bad(second!, { "Categoría (número)": "999" })]),
    );
    expect(category.problems).toEqual([
      {
        row: 2,
        column: "Categoría (número)",
        message: "La categoría número 999 no existe. Vea los números en Categorías.",
      },
    ]);
    const duplicate = await review(
      "duplicado.csv",
      csvOf([header!, first!, bad(second!, { Código: first![0]! })]),
    );
    expect(duplicate.problems).toEqual([
      { row: 3, column: "Código", message: `El código ${first![0]} ya está en la fila 2 de este archivo.` },
    ]);
    const applied = await applyProductImport(admin, result.hash, result.digest);
    expect(applied).toMatchObject({
      status: "invalid",
      message: "El archivo tiene errores: no se importó nada.",
    });
  });

  it("lists the first 1,000 changes and errors on the page and every one in the whole review's CSV", async () => {
    const [header] = rowsOf(await exportCsv());
    const row = (index: number, name: string) => {
      const cells = header!.map(() => "");
      cells[column("Código")] = `LISTA-${index}`;
      cells[column("Nombre")] = name;
      cells[column("Categoría (número)")] = "20";
      cells[column("Unidad de venta")] = "unidad";
      return cells;
    };
    // 1,100 new products and 1,050 rows without a name (errors).
    const rows = [
      ...Array.from({ length: 1100 }, (_, index) => row(index, `Producto listado ${index}`)),
      ...Array.from({ length: 1050 }, (_, index) => row(2000 + index, "")),
    ];
    const result = await review("larga.csv", csvOf([header!, ...rows]));
    expect(result).toMatchObject({ created: 1100, errorCount: 1050 });
    expect(result.changes).toHaveLength(1000);
    expect(result.problems).toHaveLength(1000);

    const whole = await streamImportReviewCsv(admin, result.hash);
    const lines = rowsOf(await bytesOf(whole!));
    expect(lines[0]).toEqual([
      "Fila",
      "Resultado",
      "Código",
      "Nombre",
      "Columna",
      "Antes",
      "Después o problema",
    ]);
    const errors = lines.filter((line) => line[1] === "Error");
    const created = new Set(lines.filter((line) => line[1] === "Nuevo").map((line) => line[2]));
    expect(errors).toHaveLength(1050);
    expect(errors.at(-1)).toEqual([String(2151), "Error", "", "", "Nombre", "", "Escriba el nombre."]);
    expect(created.size).toBe(1100);
    expect(created.has("LISTA-1099")).toBe(true);
    // A new product is one line (its fields are the file's); an error names its column.
    expect(lines).toContainEqual(["2", "Nuevo", "LISTA-0", "Producto listado 0", "", "", ""]);
    expect(await streamImportReviewCsv(admin, "0".repeat(64))).toBeUndefined();
  });

  it("refuses a file whose columns, size or format are wrong, with the reason", async () => {
    const header = [...SHEET_HEADERS];
    expect((await review("a.csv", csvOf([[...header, "Precio"], header.map(() => "")]))).fileProblem).toBe(
      "La columna «Precio» no es del catálogo. Quítela o use los nombres de la exportación.",
    );
    expect(
      (await review("b.csv", csvOf([header.filter((name) => name !== "Unidad de venta")]))).fileProblem,
    ).toBe("Faltan la columna obligatoria «Unidad de venta».");
    expect((await review("c.csv", csvOf([header]))).fileProblem).toBe(
      "El archivo no tiene productos: solo la fila de títulos.",
    );
    expect((await review("d.xls", Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2]))).fileProblem).toMatch(/\.xls/);
    expect((await review("e.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0, 0]))).fileProblem).toBe(
      "El archivo no es un CSV en UTF-8 ni un libro de Excel (.xlsx). Guárdelo en uno de esos formatos e inténtelo de nuevo.",
    );
    expect((await review("f.xlsx", Buffer.from("PK\u0003\u0004basura"))).fileProblem).toMatch(/dañado/);
    const many = [header, ...Array.from({ length: 20_001 }, (_, index) => [`X-${index}`])];
    expect((await review("g.csv", csvOf(many))).fileProblem).toBe(
      "El archivo tiene más de 20,000 productos. Divídalo en partes e impórtelas una tras otra.",
    );
  });

  it("refuses an .xlsx that unpacks to more than 100 MB and a CSV line of 200+ cells before reading them, and quotes a long header short", async () => {
    const before = process.memoryUsage().rss;
    const bomb = zipOf([
      { name: "[Content_Types].xml", content: "<Types/>" },
      {
        name: "xl/sharedStrings.xml",
        content: "<si><t>" + "A".repeat(1024 * 1024) + "</t></si>",
        repeat: 101,
      },
    ]);
    expect(bomb.length).toBeLessThan(PRODUCT_IMPORT_MAX_BYTES);
    expect((await review("bomba.xlsx", bomb)).fileProblem).toBe(IMPORT_MESSAGES.xlsxTooLarge);
    expect(process.memoryUsage().rss - before).toBeLessThan(600 * 1024 * 1024);
    // A 19 MB line of commas: refused at its 201st cell, not read into 20 million cells.
    const commas = Buffer.from(csvRow([...SHEET_HEADERS]) + "A,B,1,u" + ",".repeat(19 * 1024 * 1024));
    expect((await review("comas.csv", commas)).fileProblem).toBe(IMPORT_MESSAGES.tooManyColumns(2, 200));
    const header = [...SHEET_HEADERS, "X".repeat(100_000)];
    const problem = (await review("cabecera.csv", csvOf([header, header.map(() => "")]))).fileProblem!;
    expect(problem).toBe(
      `La columna «${"X".repeat(59)}…» no es del catálogo. Quítela o use los nombres de la exportación.`,
    );
  });

  it("keeps a hostile file name as a plain one: no NUL, no direction override, no path, 120 characters", async () => {
    const bytes = await exportCsv();
    const hostile = `C:\\fakepath\\../../etc/\u202Efdp.\u0000${"x".repeat(300)}.csv`;
    const result = await cleanReview(hostile, bytes);
    expect(result.fileName).toBe(`fdp.${"x".repeat(116)}`);
    const stored = await getDb()
      .selectFrom("product_import_file")
      .select("file_name")
      .where("hash", "=", result.hash)
      .executeTakeFirstOrThrow();
    expect(stored.file_name).toBe(result.fileName);
    expect((await review("\u0000\u200F", bytes)).fileName).toBe("archivo");
  });

  it("reads a file saved with semicolons (a Peruvian spreadsheet's CSV)", async () => {
    const rows = rowsOf(await exportCsv());
    const text = rows
      .slice(0, 3)
      .map((row) =>
        row.map((cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(";"),
      )
      .join("\r\n");
    const result = await cleanReview("punto-y-coma.csv", Buffer.from(text));
    expect(result).toMatchObject({ errorCount: 0, unchanged: 2 });
  });
});

describe("the write", () => {
  it("writes a reviewed file once when «Importar» is posted twice at the same moment", async () => {
    const rows = rowsOf(await exportCsv());
    const changed = rows[3]!.slice();
    changed[column("Subtítulo")] = "Subtítulo de una importación doble";
    const checked = await cleanReview("doble.csv", csvOf([rows[0]!, changed]));
    expect(checked.updated).toBe(1);
    const outcomes = await Promise.all([
      applyProductImport(admin, checked.hash, checked.digest),
      applyProductImport(admin, checked.hash, checked.digest),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["gone", "imported"]);
    expect(outcomes.find((outcome) => outcome.status === "gone")?.message).toBe(
      IMPORT_MESSAGES.alreadyImported,
    );
    const imports = (await listAudit({ limit: 20 })).filter(
      (entry) => entry.action === "product.import" && entry.target === `import:${checked.hash.slice(0, 16)}`,
    );
    expect(imports).toHaveLength(1);
  });

  it("writes every change in one go: search index, slug history, audit, page cache", async () => {
    const rows = rowsOf(await exportCsv());
    const changed = rows[2]!.slice();
    const oldSlug = changed[column("Dirección")]!;
    changed[column("Nombre")] = "Cinta importada renombrada";
    changed[column("Dirección")] = "cinta-importada-renombrada";
    const created = rows[2]!.map(() => "");
    created[column("Código")] = "IMP-2";
    created[column("Nombre")] = "Grapa importada especial";
    created[column("Categoría (número)")] = "20";
    created[column("Unidad de venta")] = "caja";
    created[column("Visible")] = "Sí";
    const checked = await cleanReview("escritura.csv", csvOf([rows[0]!, changed, created]));
    expect(checked).toMatchObject({ errorCount: 0, created: 1, updated: 1 });
    published.length = 0;
    const outcome = await applyProductImport(admin, checked.hash, checked.digest, "203.0.113.9");
    expect(outcome).toMatchObject({
      status: "imported",
      message: "¡Importación completa! 1 producto nuevo y 1 actualizado; 0 sin cambios.",
    });
    expect(published).toEqual(["catalogue"]);
    const found = await listAdminProducts({ search: "grapa importada" });
    expect(found.rows.map((row) => row.code)).toEqual(["IMP-2"]);
    const history = await getDb()
      .selectFrom("product_slug_history")
      .select("slug")
      .where("slug", "=", oldSlug)
      .execute();
    expect(history).toHaveLength(1);
    const audit = await listAudit({ limit: 5 });
    expect(audit[0]).toMatchObject({ action: "product.import", actor: "importa@kordex.pe" });
    expect(audit[0]!.detail).toMatchObject({ file: "escritura.csv", created: 1, updated: 1, unchanged: 0 });
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["product.update", "product.create"]),
    );
    // The kept file went with the write.
    expect(await applyProductImport(admin, checked.hash, checked.digest)).toMatchObject({ status: "gone" });
  });

  it("writes nothing when the catalogue changed since the review, and says so", async () => {
    const rows = rowsOf(await exportCsv());
    const changed = rows[3]!.slice();
    changed[column("Subtítulo")] = "Subtítulo revisado";
    const checked = await cleanReview("carrera.csv", csvOf([rows[0]!, changed]));
    expect(checked).toMatchObject({ errorCount: 0, updated: 1 });
    // Meanwhile someone else edits the same product.
    const current = (
      await getDb()
        .selectFrom("product")
        .select("id")
        .where("code", "=", changed[0]!)
        .executeTakeFirstOrThrow()
    ).id;
    const product = (await getEditableProduct(current))!;
    const edited = await saveProduct(admin, current, {
      ...product,
      informationKind: Array.isArray(product.details.information) ? "list" : "text",
      information: Array.isArray(product.details.information)
        ? product.details.information.join("\n")
        : product.details.information,
      specifications: product.details.specifications,
      videos: product.details.videos,
      name: "Nombre cambiado por otra persona",
    });
    expect(edited.ok).toBe(true);
    const before = await catalogueSnapshot();
    const outcome = await applyProductImport(admin, checked.hash, checked.digest);
    expect(outcome.status).toBe("changed");
    expect(outcome.message).toMatch(/El catálogo cambió desde que revisó el archivo/);
    expect(await catalogueSnapshot()).toEqual(before);
  });

  it("is all or nothing: an error found while writing leaves the catalogue untouched", async () => {
    const rows = rowsOf(await exportCsv());
    const header = rows[0]!;
    // 600 new products (three batches: the first two are written), then a row that conflicts only at write time.
    const fresh = Array.from({ length: 600 }, (_, index) => {
      const row = header.map(() => "");
      row[column("Código")] = `LOTE-${index}`;
      row[column("Nombre")] = `Producto de lote ${index}`;
      row[column("Categoría (número)")] = "20";
      row[column("Unidad de venta")] = "unidad";
      return row;
    });
    const tail = header.map(() => "");
    tail[column("Código")] = "LOTE-FINAL";
    tail[column("Nombre")] = "Producto final";
    tail[column("Dirección")] = "direccion-que-alguien-toma";
    tail[column("Categoría (número)")] = "20";
    tail[column("Unidad de venta")] = "unidad";
    const checked = await cleanReview("lote.csv", csvOf([header, ...fresh, tail]));
    expect(checked).toMatchObject({ errorCount: 0, created: 601 });
    // Between the review and the write, another product takes the last row's address.
    await getDb()
      .updateTable("product")
      .set({ slug: "direccion-que-alguien-toma" })
      .where("code", "=", rows[1]![0]!)
      .execute();
    const before = await catalogueSnapshot();
    const outcome = await applyProductImport(admin, checked.hash, checked.digest);
    expect(outcome).toMatchObject({ status: "invalid" });
    if (outcome.status === "invalid") {
      expect(outcome.review.problems).toEqual([
        {
          row: 602,
          column: "Dirección",
          message: expect.stringMatching(/^La dirección «direccion-que-alguien-toma» ya es de «/),
        },
      ]);
    }
    expect(await catalogueSnapshot()).toEqual(before);
    const search = await getDb()
      .selectFrom("product_search")
      .select("product_id")
      .where("title_key", "like", "%lote%")
      .execute();
    expect(search).toEqual([]);
  });

  it("writes more than a thousand products with the search index rebuilt, and keeps it on a rollback", async () => {
    const trigramIndex = async () =>
      databaseEngine() === "postgres"
        ? (
            await sql<{
              indexdef: string;
            }>`select indexdef from pg_indexes where indexname = 'product_search_text_trgm_idx'`.execute(
              getDb(),
            )
          ).rows.map((row) => row.indexdef)
        : [];
    const indexBefore = await trigramIndex();
    expect(indexBefore).toHaveLength(databaseEngine() === "postgres" ? 1 : 0);
    const rows = rowsOf(await exportCsv());
    const header = rows[0]!;
    // 1,200 new products: past IMPORT_BULK, PostgreSQL drops the trigram index and builds it again.
    const fresh = Array.from({ length: 1200 }, (_, index) => {
      const row = header.map(() => "");
      row[column("Código")] = `MASA-${index}`;
      row[column("Nombre")] = `Producto masivo ${index}`;
      row[column("Categoría (número)")] = "20";
      row[column("Unidad de venta")] = "unidad";
      row[column("Visible")] = "Sí";
      return row;
    });
    const tail = header.map(() => "");
    tail[column("Código")] = "MASA-FINAL";
    tail[column("Nombre")] = "Producto masivo final";
    tail[column("Dirección")] = "direccion-masiva-tomada";
    tail[column("Categoría (número)")] = "20";
    tail[column("Unidad de venta")] = "unidad";
    const failing = await cleanReview("masivo.csv", csvOf([header, ...fresh, tail]));
    expect(failing).toMatchObject({ errorCount: 0, created: 1201 });
    await getDb()
      .updateTable("product")
      .set({ slug: "direccion-masiva-tomada" })
      .where("code", "=", rows[1]![0]!)
      .execute();
    const before = await catalogueSnapshot();
    const refused = await applyProductImport(admin, failing.hash, failing.digest);
    expect(refused).toMatchObject({
      status: "invalid",
      message: "El archivo tiene errores: no se importó nada.",
    });
    expect(await catalogueSnapshot()).toEqual(before);
    expect(await trigramIndex()).toEqual(indexBefore);

    const checked = await cleanReview("masivo-bien.csv", csvOf([header, ...fresh]));
    expect(checked).toMatchObject({ errorCount: 0, created: 1200, updated: 0 });
    const outcome = await applyProductImport(admin, checked.hash, checked.digest);
    expect(outcome).toMatchObject({
      status: "imported",
      message: "¡Importación completa! 1,200 productos nuevos y 0 actualizados; 0 sin cambios.",
    });
    expect(await trigramIndex()).toEqual(indexBefore);
    const found = await listAdminProducts({ search: "producto masivo 1187" });
    expect(found.rows.map((row) => row.code)).toContain("MASA-1187");
  });
});

// The zip check itself (no database: it runs before the file is read).
const MB = 1024 * 1024;

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet("Productos").addRow(["Código", "Nombre", "Zuncho de polipropileno 9 × 0,55 mm"]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("zipInflatedSize", () => {
  it("measures a workbook Excel or exceljs writes", async () => {
    const size = zipInflatedSize(await workbook(), 100 * MB);
    expect(size.ok).toBe(true);
    expect(size.ok && size.bytes).toBeGreaterThan(1000);
  });

  it("refuses a zip that unpacks to more than the budget, declared or not", () => {
    const bomb = zipOf([{ name: "xl/sharedStrings.xml", content: "A".repeat(MB), repeat: 8 }]);
    expect(bomb.length).toBeLessThan(20 * 1024);
    expect(zipInflatedSize(bomb, 4 * MB)).toEqual({ ok: false, problem: "too-large" });
    expect(zipInflatedSize(bomb, 8 * MB)).toEqual({ ok: true, bytes: 8 * MB });
    // The directory lies about the size: the inflation is what counts.
    const lying = Buffer.from(bomb);
    const central = lying.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    lying.writeUInt32LE(1000, central + 24);
    lying.writeUInt32LE(1000, 22);
    expect(zipInflatedSize(lying, 4 * MB)).toEqual({ ok: false, problem: "too-large" });
  });

  it("refuses an entry the directory hides from view, and a cut or foreign file", () => {
    const hidden = zipOf([
      { name: "xl/workbook.xml", content: "<workbook/>" },
      { name: "xl/sharedStrings.xml", content: "A".repeat(MB), repeat: 8, hidden: true },
    ]);
    expect(zipInflatedSize(hidden, 4 * MB)).toEqual({ ok: false, problem: "damaged" });
    const whole = zipOf([{ name: "a.xml", content: "<a/>" }]);
    expect(zipInflatedSize(whole.subarray(0, whole.length - 5), MB)).toEqual({
      ok: false,
      problem: "damaged",
    });
    expect(zipInflatedSize(Buffer.from("PK\u0003\u0004basura"), MB)).toEqual({
      ok: false,
      problem: "damaged",
    });
  });
});
