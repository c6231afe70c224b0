// The catalogue import (decision 049): a CSV or XLSX file whose rows create products (a new code) or
// update them (a code the catalogue has). `reviewProductImport` is the dry run: it keeps the file by
// its hash and lists every change and every row error, writing nothing to the catalogue.
// `applyProductImport` reads the kept file back and runs the very same pass inside one transaction,
// writing each batch of 250 rows as it goes; any error, or a list of changes that differs from the one
// reviewed (the catalogue changed meanwhile), rolls everything back. Rows are read, checked and written
// one batch at a time, so memory does not grow with the file (bench:admin measures it).
import { createHash } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import type { Database } from "../../../../db/schema";
import { dropTrigramIndex, refreshProductSearch } from "../../../../db/product-search.server";
import { searchKey } from "../../../../db/search-key";
import { CSV_BOM, csvRow } from "~/platform/lib/csv";
import { SheetReadError, sheetFormatOf, sheetRows } from "./sheet-read.server";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { IMPORT_MESSAGES } from "../product-sheet-schema";
import { assertCatalogueRole } from "../server/admin-products.server";
import { type AuditEntry, recordAudit, recordAudits } from "~/platform/data/audit-log.server";
import { publishContentChange } from "~/platform/data/content-changes.server";
import { databaseEngine, getDb } from "~/platform/data/db.server";
import { ImportPlanner, own, type PlannedRow } from "./product-import-plan.server";
import { isUniqueViolation, nowIso } from "~/platform/data/sql-values.server";

type Db = Kysely<Database> | Transaction<Database>;

/** Rows checked and written together. */
export const IMPORT_BATCH = 250;
/** Products written on PostgreSQL past which the write rebuilds the trigram index instead of updating it. */
export const IMPORT_BULK = 1000;
/** Changes and errors listed on the review page (the counts are always whole). */
export const IMPORT_LIST_LIMIT = 1000;

export interface ImportProblem {
  row: number;
  /** The column's header, absent for a problem of the whole row. */
  column?: string;
  message: string;
}

export interface ImportFieldChange {
  label: string;
  from: string;
  to: string;
}

export interface ImportChange {
  row: number;
  kind: "create" | "update";
  code: string;
  name: string;
  fields: ImportFieldChange[];
}

export interface ImportReview {
  hash: string;
  fileName: string;
  format: "csv" | "xlsx";
  /** A problem of the whole file (columns, format, size): nothing else is listed then. */
  fileProblem?: string;
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  errorCount: number;
  changes: ImportChange[];
  problems: ImportProblem[];
  /** What the changes come to: "Importar" writes only if the catalogue still gives the same. */
  digest: string;
}

export type ImportOutcome =
  | { status: "imported"; review: ImportReview; message: string }
  | { status: "changed" | "invalid"; review: ImportReview; message: string }
  | { status: "gone" | "conflict"; message: string };

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The longest file name kept (the review's title, the audit row). */
const FILE_NAME_MAX = 120;

/**
 * The name the browser sent, as staff read it: without a path, control characters (a NUL, which
 * PostgreSQL refuses in text) or direction overrides (U+202E shows "fdp.exe" as "exe.pdf"), at most
 * 120 characters.
 */
export function importFileNameOf(name: string): string {
  const plain = name
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .replace(/^.*[/\\]/, "")
    .trim();
  return [...plain].slice(0, FILE_NAME_MAX).join("").trim() || "archivo";
}

/** The dry run: keeps the file (by hash) and reports what importing it would do. */
export async function reviewProductImport(
  viewer: StaffViewer,
  file: { name: string; bytes: Buffer },
): Promise<ImportReview> {
  assertCatalogueRole(viewer);
  const hash = sha256(file.bytes);
  const format = sheetFormatOf(file.bytes);
  const base = emptyReview(hash, importFileNameOf(file.name), format.ok ? format.format : "csv");
  if (!format.ok) return { ...base, fileProblem: format.message };
  const db = getDb();
  await db
    .deleteFrom("product_import_file")
    .where("created_at", "<", nowIso(-24 * 3600_000))
    .execute();
  await db
    .insertInto("product_import_file")
    .values({
      hash,
      file_name: base.fileName,
      format: format.format,
      bytes: file.bytes,
      staff_user_id: viewer.id,
    })
    .onConflict((conflict) =>
      conflict.column("hash").doUpdateSet({ file_name: base.fileName, created_at: nowIso() }),
    )
    .execute();
  return runImport(db, file.bytes, base);
}

/** One line of the whole review: an error, or a change. */
export type ImportListItem = { problem: ImportProblem } | { change: ImportChange };

const REVIEW_CSV_HEADERS = [
  "Fila",
  "Resultado",
  "Código",
  "Nombre",
  "Columna",
  "Antes",
  "Después o problema",
];

/** The whole review's file name: "revision-importacion-<first 12 hex of the file's hash>.csv". */
export const importReviewFileName = (hash: string) => `revision-importacion-${hash.slice(0, 12)}.csv`;

/**
 * The whole review of a kept file as CSV (the review page lists the first IMPORT_LIST_LIMIT changes
 * and errors; this lists every one): one line per error (row, column, message) and one per changed
 * field of each new or updated product (row, code, name, column, before, after). Checked against the
 * catalogue as it is now, like the page. Undefined when the file is no longer kept.
 */
export async function streamImportReviewCsv(
  viewer: StaffViewer,
  hash: string,
): Promise<ReadableStream<Uint8Array> | undefined> {
  assertCatalogueRole(viewer);
  const stored = /^[0-9a-f]{64}$/.test(hash)
    ? await getDb().selectFrom("product_import_file").selectAll().where("hash", "=", hash).executeTakeFirst()
    : undefined;
  if (!stored) return undefined;
  const encoder = new TextEncoder();
  const base = emptyReview(hash, stored.file_name, stored.format);
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvRow(REVIEW_CSV_HEADERS)));
      let lines: string[] = [];
      const list = (item: ImportListItem) => {
        if ("problem" in item) {
          const { row, column, message } = item.problem;
          lines.push(csvRow([row, "Error", "", "", column ?? "", "", message]));
        } else {
          const { row, kind, code, name, fields } = item.change;
          const result = kind === "create" ? "Nuevo" : "Actualizado";
          for (const field of fields)
            lines.push(csvRow([row, result, code, name, field.label, field.from, field.to]));
          if (fields.length === 0) lines.push(csvRow([row, result, code, name, "", "", ""]));
        }
        if (lines.length >= 500) {
          controller.enqueue(encoder.encode(lines.join("")));
          lines = [];
        }
      };
      try {
        const review = await runImport(getDb(), stored.bytes, base, undefined, list);
        if (review.fileProblem) lines.push(csvRow(["", "Error", "", "", "", "", review.fileProblem]));
        controller.enqueue(encoder.encode(lines.join("")));
        controller.close();
      } catch (error) {
        controller.error(error);
      }
    },
  });
}

/**
 * The write: the reviewed file checked again and written in one transaction, all or nothing.
 * `digest` is the review's: a different outcome now means the catalogue changed since.
 */
export async function applyProductImport(
  viewer: StaffViewer,
  hash: string,
  digest: string,
  ip?: string,
): Promise<ImportOutcome> {
  assertCatalogueRole(viewer);
  const stored = /^[0-9a-f]{64}$/.test(hash)
    ? await getDb().selectFrom("product_import_file").selectAll().where("hash", "=", hash).executeTakeFirst()
    : undefined;
  if (!stored) return { status: "gone", message: IMPORT_MESSAGES.fileGone };
  const bytes = stored.bytes;
  const base = emptyReview(hash, stored.file_name, stored.format);
  let outcome: ImportOutcome;
  try {
    outcome = await withSmallSqliteCache(() =>
      getDb()
        .transaction()
        .execute(async (trx) => {
          // The kept file, held for this write: a second "Importar" of the same file (a double click,
          // a second tab) waits here on PostgreSQL until this one commits, then finds it gone, instead
          // of writing every change and its audit again. SQLite runs one write transaction at a time.
          const held = await trx
            .selectFrom("product_import_file")
            .select("hash")
            .where("hash", "=", hash)
            .$if(databaseEngine() === "postgres", (query) => query.forUpdate())
            .executeTakeFirst();
          if (!held) throw new Rollback({ status: "gone", message: IMPORT_MESSAGES.alreadyImported });
          // Past IMPORT_BULK products on PostgreSQL, the trigram index is dropped and built again
          // before the commit: updating it row by row costs seconds per thousand products (027).
          let written = 0;
          let trigram: string | undefined;
          let dropped = false;
          const review = await runImport(trx, bytes, base, async (rows) => {
            if (!dropped && written >= IMPORT_BULK && databaseEngine() === "postgres") {
              trigram = await dropTrigramIndex(trx);
              dropped = true;
            }
            const audits = await writeBatch(trx, rows, viewer, ip);
            written += audits.length;
            await recordAudits(audits, trx);
          });
          if (review.fileProblem || review.errorCount > 0) {
            throw new Rollback({
              status: "invalid",
              review,
              message: "El archivo tiene errores: no se importó nada.",
            });
          }
          if (review.digest !== digest) {
            throw new Rollback({ status: "changed", review, message: IMPORT_MESSAGES.changedSinceReview });
          }
          if (trigram) await sql.raw(trigram).execute(trx);
          await recordAudit(
            {
              action: "product.import",
              userId: viewer.id,
              actor: viewer.email,
              target: `import:${hash.slice(0, 16)}`,
              ip,
              detail: {
                file: stored.file_name,
                format: stored.format,
                rows: review.rows,
                created: review.created,
                updated: review.updated,
                unchanged: review.unchanged,
              },
            },
            trx,
          );
          await trx.deleteFrom("product_import_file").where("hash", "=", hash).execute();
          return { status: "imported", review, message: importedMessage(review) } satisfies ImportOutcome;
        }),
    );
  } catch (error) {
    if (error instanceof Rollback) return error.outcome;
    if (isUniqueViolation(error)) return { status: "conflict", message: IMPORT_MESSAGES.conflict };
    throw error;
  }
  if (outcome.status === "imported" && outcome.review.created + outcome.review.updated > 0) {
    await publishContentChange("catalogue");
  }
  return outcome;
}

/** SQLite's page cache while the import writes (the connection's own is 16 MB, better-sqlite3's). */
const IMPORT_SQLITE_CACHE_KIB = 2048;

/**
 * Runs the write with a small SQLite page cache: the transaction's changed pages stay in the cache
 * until it is full, then spill to the WAL, so the cache's size is memory the import takes (16 MB at
 * the connection's setting, for 10,000 products). Restored afterwards; PostgreSQL is left alone.
 */
async function withSmallSqliteCache<T>(run: () => Promise<T>): Promise<T> {
  if (databaseEngine() !== "sqlite") return run();
  const db = getDb();
  const { rows } = await sql<{ cache_size: number }>`pragma cache_size`.execute(db);
  const previous = Number(rows[0]?.cache_size ?? -16000);
  await sql`pragma ${sql.raw(`cache_size = ${-IMPORT_SQLITE_CACHE_KIB}`)}`.execute(db);
  try {
    return await run();
  } finally {
    await sql`pragma ${sql.raw(`cache_size = ${Math.trunc(previous)}`)}`.execute(db);
  }
}

class Rollback extends Error {
  constructor(readonly outcome: ImportOutcome) {
    super(outcome.message);
  }
}

function importedMessage(review: ImportReview): string {
  const parts = [
    review.created === 1 ? "1 producto nuevo" : `${review.created.toLocaleString("es-PE")} productos nuevos`,
    review.updated === 1 ? "1 actualizado" : `${review.updated.toLocaleString("es-PE")} actualizados`,
  ];
  return `¡Importación completa! ${parts.join(" y ")}; ${review.unchanged.toLocaleString("es-PE")} sin cambios.`;
}

function emptyReview(hash: string, fileName: string, format: "csv" | "xlsx"): ImportReview {
  return {
    hash,
    fileName,
    format,
    rows: 0,
    created: 0,
    updated: 0,
    unchanged: 0,
    errorCount: 0,
    changes: [],
    problems: [],
    digest: "",
  };
}

/**
 * One pass over the file: header, then batches of rows checked against the catalogue (`db`: the
 * pool for the review, the transaction for the write). `write` gets each batch's planned rows while
 * no error has been found (after one, nothing more is written: the transaction is rolled back).
 */
async function runImport(
  db: Db,
  bytes: Buffer,
  base: ImportReview,
  write?: (rows: PlannedRow[]) => Promise<void>,
  listAll?: (item: ImportListItem) => void,
): Promise<ImportReview> {
  const review = { ...base, changes: [] as ImportChange[], problems: [] as ImportProblem[] };
  const digest = createHash("sha256");
  const planner = await ImportPlanner.start(db);
  let batch: { row: number; cells: string[] }[] = [];
  const flush = async () => {
    const planned = await planner.plan(batch);
    batch = [];
    for (const row of planned) {
      for (const problem of row.problems) {
        review.errorCount += 1;
        listAll?.({ problem });
        if (review.problems.length < IMPORT_LIST_LIMIT) {
          review.problems.push({ ...problem, message: own(problem.message) });
        }
      }
      if (row.problems.length > 0) continue;
      if (!row.change) {
        review.unchanged += 1;
        continue;
      }
      if (row.change.kind === "create") review.created += 1;
      else review.updated += 1;
      digest.update(JSON.stringify([row.change.kind, row.change.code, row.existingId, row.change.fields]));
      listAll?.({ change: row.change });
      if (review.changes.length < IMPORT_LIST_LIMIT) {
        const { change } = row;
        review.changes.push({
          ...change,
          code: own(change.code),
          name: own(change.name),
          fields: change.fields.map((field) => ({
            label: field.label,
            from: own(field.from),
            to: own(field.to),
          })),
        });
      }
    }
    if (write && review.errorCount === 0) await write(planned);
    // Let the server answer other requests between batches (SQLite's calls never yield on their own).
    await new Promise((resolve) => setImmediate(resolve));
  };
  try {
    for await (const sheetRow of sheetRows(bytes, base.format)) {
      if (sheetRow.row === 1 || !planner.hasHeader) {
        const problem = planner.header(sheetRow.cells);
        if (problem) return { ...review, fileProblem: problem };
        continue;
      }
      if (sheetRow.cells.every((cell) => cell.trim() === "")) continue;
      review.rows += 1;
      if (review.rows > planner.maxRows) return { ...review, fileProblem: IMPORT_MESSAGES.tooManyRows };
      batch.push(sheetRow);
      if (batch.length === IMPORT_BATCH) await flush();
    }
  } catch (error) {
    if (error instanceof SheetReadError) return { ...review, fileProblem: error.message };
    throw error;
  }
  if (!planner.hasHeader) return { ...review, fileProblem: IMPORT_MESSAGES.noHeader };
  if (batch.length > 0) await flush();
  if (review.rows === 0) return { ...review, fileProblem: IMPORT_MESSAGES.noRows };
  return { ...review, digest: digest.digest("hex") };
}

/** Writes one batch's changes; returns their per-product audit entries. */
async function writeBatch(
  trx: Transaction<Database>,
  rows: PlannedRow[],
  viewer: StaffViewer,
  ip: string | undefined,
): Promise<AuditEntry[]> {
  const now = nowIso();
  const touched: number[] = [];
  const audits: AuditEntry[] = [];
  const creates = rows.filter((row) => row.change?.kind === "create");
  let position = creates.length > 0 ? await lastPosition(trx) : 0;
  const updates = rows.filter((row) => row.change?.kind === "update" && row.existingId !== undefined);
  for (let start = 0; start < updates.length; start += 100) {
    await updateProducts(trx, updates.slice(start, start + 100), now);
  }
  for (const row of updates) {
    touched.push(row.existingId!);
    audits.push(productAudit("product.update", row.existingId!, viewer, ip, row));
  }
  const moved = updates.filter((row) => row.formerSlug !== undefined);
  if (moved.length > 0) {
    // A new address leaves the history (it may have been this product's own former one); the old
    // one joins it. The planner has made sure no other product holds either.
    await trx
      .deleteFrom("product_slug_history")
      .where(
        "slug",
        "in",
        moved.map((row) => row.values!.slug),
      )
      .execute();
    await trx
      .insertInto("product_slug_history")
      .values(moved.map((row) => ({ slug: row.formerSlug!, product_id: row.existingId! })))
      .execute();
  }
  for (let start = 0; start < creates.length; start += 100) {
    const chunk = creates.slice(start, start + 100);
    const created = await trx
      .insertInto("product")
      .values(
        chunk.map((row) => ({
          ...row.values!,
          name_search: searchKey(row.values!.name),
          position: (position += 1),
          created_at: now,
          updated_at: now,
        })),
      )
      .returning(["id", "code"])
      .execute();
    const byCode = new Map(created.map((product) => [product.code, product.id]));
    for (const row of chunk) {
      const id = byCode.get(row.values!.code)!;
      touched.push(id);
      audits.push(productAudit("product.create", id, viewer, ip, row));
    }
  }
  await refreshProductSearch(trx, touched);
  return audits;
}

/**
 * Up to 100 changed products in one statement, `UPDATE … FROM (VALUES …)` on both engines (one round
 * trip instead of one per product: 10,000 updates on PostgreSQL took 95 s one by one). VALUES'
 * columns are column1…column12 on both; PostgreSQL types them as text, hence its casts.
 */
async function updateProducts(trx: Transaction<Database>, rows: PlannedRow[], now: string): Promise<void> {
  const postgres = databaseEngine() === "postgres";
  const typed = (value: unknown, type: "integer" | "jsonb" | "boolean") =>
    postgres ? sql`cast(${value} as ${sql.raw(type)})` : sql`${value}`;
  const values = rows.map((row) => {
    const product = row.values!;
    return sql`(${typed(row.existingId, "integer")}, ${product.code}, ${product.name}, ${searchKey(product.name)}, ${product.subtitle}, ${product.slug}, ${typed(product.category_id, "integer")}, ${product.unit}, ${product.description}, ${product.alt}, ${typed(product.details, "jsonb")}, ${typed(postgres ? product.active === 1 : product.active, "boolean")})`;
  });
  await sql`update product set code = v.column2, name = v.column3, name_search = v.column4,
    subtitle = v.column5, slug = v.column6, category_id = v.column7, unit = v.column8,
    description = v.column9, alt = v.column10, details = v.column11, active = v.column12,
    updated_at = ${now}
    from (values ${sql.join(values)}) as v where product.id = v.column1`.execute(trx);
}

async function lastPosition(trx: Transaction<Database>): Promise<number> {
  const last = await trx
    .selectFrom("product")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  return Number(last?.position ?? 0);
}

function productAudit(
  action: string,
  id: number,
  viewer: StaffViewer,
  ip: string | undefined,
  row: PlannedRow,
): AuditEntry {
  return {
    action,
    userId: viewer.id,
    actor: viewer.email,
    target: `product:${id}`,
    ip,
    detail:
      action === "product.create"
        ? { via: "import", code: row.values!.code, name: row.values!.name, slug: row.values!.slug }
        : { via: "import", changed: row.changedFields },
  };
}
