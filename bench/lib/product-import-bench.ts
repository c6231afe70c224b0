// bench:admin's import part (decision 049): on one engine, a catalogue of 10,000 products (the demo
// and generated ones), exported as CSV and as XLSX (timed), then a file of 10,000 rows — half the
// catalogue with a changed subtitle, half new products — reviewed (the dry run) and written (one
// transaction), each timed in a child process of its own, with the growth of that process's resident
// memory (RSS) over the step: process.memoryUsage().rss sampled every 5 ms, high-water mark minus the
// value after the modules were loaded, the database opened and a full garbage collection.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { migrateToLatest, type Engine } from "../../db/connection.server";
import { rebuildProductSearch } from "../../db/product-search.server";
import { seedDemoCatalogue } from "../../db/seed/seed.server";
import { generateProducts } from "./generate-products";
import { openThrowawayDatabase } from "./throwaway-database";
import { csvRecords } from "~/domains/catalogue/import/csv-read";
import { csvRow } from "~/platform/lib/csv";
import { resetEnvCache } from "~/platform/lib/env.server";
import { closeDatabase, getDb } from "~/platform/data/db.server";
import { streamProductsCsv, streamProductsXlsx } from "~/domains/catalogue/import/product-export.server";
import { applyProductImport, reviewProductImport } from "~/domains/catalogue/import/product-import.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { SHEET_HEADERS } from "~/domains/catalogue/product-sheet-schema";

export interface ImportStep {
  label: string;
  seconds: number;
  rssGrowthMb: number;
  /** The JS heap's part of it (heapTotal: what V8 reserved, same sampling). */
  heapGrowthMb: number;
  detail: string;
}

export interface ProductImportResult {
  engine: Engine;
  products: number;
  rows: number;
  fileMb: number;
  steps: ImportStep[];
}

async function measured(label: string, run: () => Promise<string>): Promise<ImportStep> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().rss;
  const heapBefore = process.memoryUsage().heapTotal;
  let peak = before;
  let heapPeak = heapBefore;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peak = Math.max(peak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapTotal);
  }, 5);
  const started = performance.now();
  try {
    const detail = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return {
      label,
      seconds: (performance.now() - started) / 1000,
      rssGrowthMb: (peak - before) / 2 ** 20,
      heapGrowthMb: (heapPeak - heapBefore) / 2 ** 20,
      detail,
    };
  } finally {
    clearInterval(sampler);
  }
}

const drain = async (stream: ReadableStream<Uint8Array>) => {
  let bytes = 0;
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) bytes += next.value.byteLength;
  return bytes;
};

/** One step in a fresh process (see runImportStep): its time and memory growth. */
export type StepRunner = (step: string, args: string[]) => ImportStep & { hash?: string; digest?: string };

/**
 * Seeds the catalogue and writes the two files, then runs each step through `runStep` (a child
 * process of its own, so one step's heap does not hide or inflate the next one's growth).
 */
export async function benchProductImport(
  engine: Engine,
  count: number,
  runStep: StepRunner,
): Promise<ProductImportResult> {
  const bench = await openThrowawayDatabase(engine, "kordex-bench-admin-import-");
  const { dataDir, url, handle } = bench;
  try {
    try {
      await migrateToLatest(handle.db);
      await seedDemoCatalogue(handle.db, engine);
      const demo = await handle.db
        .selectFrom("product")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      await generateProducts(handle.db, engine, count - Number(demo.n));
      await rebuildProductSearch(handle.db, engine);
    } finally {
      await handle.close();
    }
    pointAtDatabase(dataDir, url);
    const admin = await benchAdmin();
    const exported = Buffer.from(await new Response(streamProductsCsv(admin, ORIGIN)).arrayBuffer());
    await closeDatabase();

    // The file: half the catalogue with a new subtitle, half new products (copies under new codes).
    const records = [...csvRecords(exported.toString("utf8"))].map((record) => record.cells);
    const header = records[0]!;
    const codeAt = header.indexOf("Código");
    const slugAt = header.indexOf("Dirección");
    const subtitleAt = header.indexOf("Subtítulo");
    const half = Math.floor(count / 2);
    const body = records.slice(1);
    const lines: string[][] = [];
    for (let index = 0; index < half; index += 1) {
      const row = body[index]!.slice();
      row[subtitleAt] = `Subtítulo importado ${index}`;
      lines.push(row);
    }
    for (let index = 0; index < count - half; index += 1) {
      const row = body[index % body.length]!.slice();
      row[codeAt] = `IMPORT-${index}`;
      row[slugAt] = `producto-importado-${index}`;
      lines.push(row);
    }
    const csv = Buffer.from("\uFEFF" + [SHEET_HEADERS, ...lines].map((line) => csvRow(line)).join(""));
    writeFileSync(join(dataDir, "bench.csv"), csv);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Productos");
    sheet.addRow(SHEET_HEADERS);
    for (const line of lines) sheet.addRow(line);
    writeFileSync(join(dataDir, "bench.xlsx"), Buffer.from(await workbook.xlsx.writeBuffer()));

    const where = ["--data-dir", dataDir, ...(url ? ["--database-url", url] : [])];
    const steps: ImportStep[] = [runStep("export-csv", where), runStep("export-xlsx", where)];
    steps.push(runStep("review-xlsx", where));
    const review = runStep("review-csv", where);
    steps.push(review);
    steps.push(runStep("write", [...where, "--hash", review.hash!, "--digest", review.digest!]));
    return { engine, products: count, rows: count, fileMb: csv.length / 2 ** 20, steps };
  } finally {
    await closeDatabase();
    bench.dispose();
  }
}

const ORIGIN = "https://www.kordex.pe";

function pointAtDatabase(dataDir: string, url: string | undefined) {
  delete process.env.DATABASE_URL;
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    ...(url ? { DATABASE_URL: url } : {}),
  });
  resetEnvCache();
}

async function benchAdmin() {
  const existing = await getDb()
    .selectFrom("staff_user")
    .selectAll()
    .where("email", "=", "bench@kordex.pe")
    .executeTakeFirst();
  if (existing)
    return { id: existing.id, email: existing.email, name: existing.name, role: "admin" as const };
  const created = await createStaffUser({
    email: "bench@kordex.pe",
    name: "Bench",
    role: "admin",
    password: "Zuncho-de-acero-2026",
  });
  if (created.status !== "created") throw new Error(created.status);
  return created.user;
}

/**
 * One step, in this (fresh) process: the database opened and the modules loaded first, then a full
 * garbage collection, then the step with the resident memory sampled every 5 ms.
 */
export async function runImportStep(
  step: string,
  options: { dataDir: string; databaseUrl?: string; hash?: string; digest?: string },
): Promise<ImportStep & { hash?: string; digest?: string }> {
  pointAtDatabase(options.dataDir, options.databaseUrl);
  const admin = await benchAdmin();
  const file = step === "review-xlsx" ? "bench.xlsx" : "bench.csv";
  const bytes = step.startsWith("review") ? readFileSync(join(options.dataDir, file)) : Buffer.alloc(0);
  let extra: { hash?: string; digest?: string } = {};
  try {
    const result = await measured(STEP_LABELS[step]!, async () => {
      switch (step) {
        case "export-csv":
          return `${((await drain(streamProductsCsv(admin, ORIGIN))) / 2 ** 20).toFixed(1)} MB`;
        case "export-xlsx":
          return `${((await drain(streamProductsXlsx(admin, ORIGIN))) / 2 ** 20).toFixed(1)} MB`;
        case "review-xlsx":
        case "review-csv": {
          const review = await reviewProductImport(admin, { name: file, bytes });
          extra = { hash: review.hash, digest: review.digest };
          return `${review.rows} rows: ${review.created} new, ${review.updated} changed, ${review.errorCount} errors${review.fileProblem ? `; ${review.fileProblem}` : ""}`;
        }
        default: {
          const outcome = await applyProductImport(admin, options.hash!, options.digest!);
          return outcome.message;
        }
      }
    });
    return { ...result, ...extra };
  } finally {
    await closeDatabase();
  }
}

const STEP_LABELS: Record<string, string> = {
  "export-csv": "export CSV",
  "export-xlsx": "export XLSX",
  "review-xlsx": "import dry run, XLSX",
  "review-csv": "import dry run, CSV",
  write: "import write, CSV (one transaction)",
};
