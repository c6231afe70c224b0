// bench:admin: the back office's leads inbox at 100,000 leads with 300,000 lines, on SQLite and
// PostgreSQL. Seeds a fresh database per engine in bulk (the demo catalogue for the lines' codes,
// generated staff, companies, people and leads over three years), then times the inbox's model
// calls one at a time: the first page with no filter, with each filter and with searches, the
// "pendientes" view, the company timeline, related leads and the live badge's count; and exports
// every lead as CSV in a child process of its own, sampling its resident memory (RSS) to measure
// the growth. Each engine runs in its own process.
//   npm run bench:admin [-- --engine sqlite|postgres|both --leads 100000 --lines 300000 --iterations 200]
//   npm run bench:admin -- --only products|import   (the product list; the catalogue export and import)
//   npm run bench:admin -- --only import --bare-node (import steps without `npm run serve`'s node flags)
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Insertable, type Kysely, sql } from "kysely";
import pg from "pg";
import { migrateToLatest, openDatabase, type Engine } from "../db/connection.server";
import { leadSearchWords } from "../db/lead-search-words";
import type { Database } from "../db/schema";
import { seedDemoCatalogue } from "../db/seed/seed.server";
import { startPostgres, type TestPostgres } from "../tests/setup/postgres";
import { validRuc } from "../tests/factories";
import { type AdminHttpFigures, measureAdminHttp, serveNodeFlags } from "./lib/admin-http";
import { type ContentChangeFigures, measureContentChange } from "./lib/content-change";
import {
  benchProductImport,
  type ProductImportResult,
  runImportStep,
  type StepRunner,
} from "./lib/product-import-bench";
import { benchProductList, type ProductListResult } from "./lib/product-list-bench";
import { printHeader, printTable, say, verdict } from "./lib/report";
import { percentile, round } from "./lib/stats";
import { overdueCutoff, parseOfficeHours } from "~/platform/lib/business-hours";
import { resetEnvCache } from "~/platform/lib/env.server";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { companyTimeline, relatedLeads } from "~/domains/leads/server/company-timeline.server";
import { closeDatabase, getDb } from "~/platform/data/db.server";
import { hashPassword } from "~/domains/staff/server/password-hash.server";
import { streamLeadsCsv } from "~/domains/leads/server/lead-export.server";
import { leadCountsSince, listLeads } from "~/domains/leads/server/lead-inbox.server";
import { DEFAULT_LEAD_INBOX_QUERY, type LeadInboxQuery } from "~/domains/leads/lead-inbox-query-schema";

/** The overdue cutoff as the server computes it by default: 8 business hours, 09:00–18:00 in Lima. */
const OFFICE_HOURS = parseOfficeHours("09:00-18:00");

/** The issue's targets. */
const TARGETS = {
  queryP95Ms: 50,
  timelineP95Ms: 50,
  exportRssGrowthMb: 64,
  signInP95Ms: 250,
  /** A settings change through one process visible on a second one's cached page (PostgreSQL). */
  secondProcessMs: 1000,
  /** The catalogue import of 10,000 products: growth of the resident memory, dry run and write. */
  importRssGrowthMb: 128,
};

const { values: options } = parseArgs({
  options: {
    engine: { type: "string", default: "both" },
    leads: { type: "string", default: "100000" },
    lines: { type: "string", default: "300000" },
    iterations: { type: "string", default: "200" },
    warmup: { type: "string", default: "20" },
    json: { type: "string" },
    "export-child": { type: "boolean", default: false },
    /** Only "a change visible on a second process" (PostgreSQL, two servers), without the seeding. */
    "content-change-only": { type: "boolean", default: false },
    /** The product list's part: how many products, and whether to run only one part. */
    products: { type: "string", default: "10000" },
    only: { type: "string", default: "all" },
    "products-child": { type: "boolean", default: false },
    "import-child": { type: "boolean", default: false },
    "import-step": { type: "string" },
    /** Import steps without the node flags of `npm run serve` (V8's default heap heuristics). */
    "bare-node": { type: "boolean", default: false },
    "data-dir": { type: "string" },
    "database-url": { type: "string" },
    hash: { type: "string" },
    digest: { type: "string" },
    /** Seed only, and leave the database (and PostgreSQL running) for inspection; prints where. */
    "seed-only": { type: "boolean", default: false },
  },
});
const engines: Engine[] =
  options.engine === "both"
    ? ["sqlite", "postgres"]
    : [options.engine === "postgres" ? "postgres" : "sqlite"];
const LEADS = Number(options.leads);
const LINES = Number(options.lines);
const ITERATIONS = Number(options.iterations);
const WARMUP = Number(options.warmup);
const DAY_MS = 86_400_000;
const YEARS = 3;

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same inbox. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST_NAMES = [
  "María",
  "José",
  "Luis",
  "Rosa",
  "Jorge",
  "Carmen",
  "Juan",
  "Ana",
  "Carlos",
  "Lucía",
  "Pedro",
  "Elena",
  "Miguel",
  "Sofía",
  "Víctor",
  "Patricia",
  "Raúl",
  "Gabriela",
  "César",
  "Milagros",
];
const SURNAMES = [
  "Quispe",
  "Huamán",
  "Mamani",
  "Flores",
  "Rodríguez",
  "Sánchez",
  "García",
  "Rojas",
  "Chávez",
  "Ramírez",
  "Torres",
  "Vargas",
  "Castillo",
  "Paredes",
  "Mendoza",
  "Núñez",
  "Salazar",
  "Gutiérrez",
  "Córdova",
  "Espinoza",
  "Ñahui",
  "Alvarado",
  "Cárdenas",
  "Zúñiga",
  "Villanueva",
  "Huaranga",
  "Ccopa",
  "Ticona",
  "Palomino",
  "Bendezú",
];
const SECTORS = [
  "Minera",
  "Agroindustrial",
  "Pesquera",
  "Textil",
  "Maderera",
  "Cerámicos",
  "Envases",
  "Papelera",
  "Vidriería",
  "Siderúrgica",
  "Logística",
  "Distribuidora",
  "Constructora",
  "Frutícola",
  "Cementos",
];
const PLACES = [
  "Andina",
  "del Sur",
  "del Norte",
  "Pacífico",
  "Los Andes",
  "Arequipa",
  "Chavín",
  "Inca",
  "Costa Verde",
  "San Martín",
  "Huallaga",
  "Ica",
  "Trujillo",
  "Piura",
  "Cusco",
  "Chincha",
  "Callao",
  "Tacna",
  "Cajamarca",
  "Puno",
];
const FORMS = ["S.A.", "S.A.C.", "S.R.L.", "E.I.R.L.", "S.A.A."];
const EQUIPMENT = [
  "Zunchadora a batería",
  "Zunchadora neumática",
  "Envolvedora de pilar",
  "Envolvedora de túnel",
];
const MESSAGE =
  "Buenos días, necesitamos una cotización y asesoría técnica para nuestra línea de embalaje; por favor, comuníquense con nosotros a la brevedad.";
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

interface Company {
  name: string;
  ruc: string;
  domain: string;
}

/** 8,000 companies; leads pick them with a skew (a few big customers, a long tail). */
function companies(next: () => number): Company[] {
  return Array.from({ length: 8000 }, (_, index) => {
    const sector = SECTORS[index % SECTORS.length]!;
    const place = PLACES[Math.floor(index / SECTORS.length) % PLACES.length]!;
    const series = Math.floor(index / (SECTORS.length * PLACES.length));
    const name = `${sector} ${place}${series > 0 ? ` ${series + 1}` : ""} ${FORMS[Math.floor(next() * FORMS.length)]}`;
    const domain = `${sector}-${place}${series > 0 ? series + 1 : ""}`
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .replace(/\s+/g, "")
      .toLowerCase();
    return { name, ruc: validRuc(20_000_000 + index * 7919), domain: `${domain}.example` };
  });
}

interface Staff {
  admin: StaffViewer;
  ventas: StaffViewer[];
  servicio: StaffViewer[];
}

async function createStaff(db: Kysely<Database>): Promise<Staff> {
  const now = new Date().toISOString();
  const people = [
    { name: "Ana Administradora", role: "admin" as const },
    ...["Valeria Ríos", "Víctor Salas", "Lorena Paz", "Iván Ortiz"].map((name) => ({
      name,
      role: "ventas" as const,
    })),
    ...["Sergio Díaz", "Marco Luna"].map((name) => ({ name, role: "servicio" as const })),
  ];
  const viewers: StaffViewer[] = [];
  for (const [index, person] of people.entries()) {
    const email = `staff${index}@kordex.test`;
    const { id } = await db
      .insertInto("staff_user")
      .values({ ...person, email, password_hash: "bench", active: 1, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    viewers.push({ id, email, ...person });
  }
  return {
    admin: viewers[0]!,
    ventas: viewers.filter((viewer) => viewer.role === "ventas"),
    servicio: viewers.filter((viewer) => viewer.role === "servicio"),
  };
}

/** The number of lines of each quotation: 1 to 9, adjusted so that they add up to `total` exactly. */
function lineCounts(quotes: number, total: number, next: () => number): number[] {
  const counts = Array.from({ length: quotes }, () => 1 + Math.floor(next() * 9));
  let sum = counts.reduce((a, b) => a + b, 0);
  for (let index = 0; sum !== total; index = (index + 1) % quotes) {
    if (sum < total && counts[index]! < 20) {
      counts[index]! += 1;
      sum += 1;
    } else if (sum > total && counts[index]! > 1) {
      counts[index]! -= 1;
      sum -= 1;
    }
  }
  return counts;
}

interface Seeded {
  staff: Staff;
  now: string;
  /** Seconds: leads and lines; search words; ANALYZE (PostgreSQL). */
  seconds: { leads: number; words: number; analyze: number };
  words: number;
  /** MiB on disk of the word index (table and indexes), and of the lead table with its indexes. */
  sizes: { wordsMb: number; leadsMb: number };
}

/** Inserts rows in batches of `batch` (one multi-row statement each), in one transaction per 20 batches. */
async function insertAll<T extends keyof Database>(
  db: Kysely<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
  batch: number,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batch * 20) {
    await db.transaction().execute(async (trx) => {
      for (let from = start; from < Math.min(rows.length, start + batch * 20); from += batch)
        await trx
          .insertInto(table)
          .values(rows.slice(from, from + batch) as never)
          .execute();
    });
  }
}

async function seed(db: Kysely<Database>, engine: Engine): Promise<Seeded> {
  await seedDemoCatalogue(db, engine);
  const staff = await createStaff(db);
  const next = random(20_261_124);
  const catalogue = await db
    .selectFrom("product")
    .select(["id", "code", "name", "unit"])
    .orderBy("id")
    .execute();
  const firms = companies(next);
  const nowMs = Date.now();
  const start = nowMs - YEARS * 365 * DAY_MS;
  // Ids ascend with time, as they do when leads arrive.
  const times = Array.from({ length: LEADS }, () => start + next() * (nowMs - start)).sort((a, b) => a - b);
  const kinds = times.map(() => {
    const roll = next();
    return roll < 0.6 ? ("QUOTE" as const) : roll < 0.85 ? ("CONTACT" as const) : ("SERVICE" as const);
  });
  const quoteCount = kinds.filter((kind) => kind === "QUOTE").length;
  const counts = lineCounts(quoteCount, LINES, next);
  let started = performance.now();

  const leads: Insertable<Database["lead"]>[] = [];
  const lines: Insertable<Database["lead_line"]>[] = [];
  const words: { word: string; lead_id: number }[] = [];
  let quoteIndex = 0;
  for (let index = 0; index < LEADS; index += 1) {
    const id = index + 1;
    const createdAt = new Date(times[index]!);
    const kind = kinds[index]!;
    const firm = firms[Math.floor(firms.length * next() ** 2)]!;
    const first = FIRST_NAMES[Math.floor(next() * FIRST_NAMES.length)]!;
    const surname = SURNAMES[Math.floor(next() * SURNAMES.length)]!;
    const name = `${first} ${surname} ${SURNAMES[Math.floor(next() * SURNAMES.length)]}`;
    const email = `${first}.${surname}@${firm.domain}`.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
    // 2 % were stored before the RUC was required.
    const ruc = next() < 0.02 ? "" : firm.ruc;
    const ageDays = (nowMs - createdAt.getTime()) / DAY_MS;
    const roll = next();
    const status =
      roll < 0.04
        ? "spam"
        : ageDays < 30
          ? roll < 0.4
            ? "new"
            : roll < 0.7
              ? "in_progress"
              : "quoted"
          : roll < 0.05
            ? "new"
            : roll < 0.14
              ? "in_progress"
              : roll < 0.39
                ? "quoted"
                : roll < 0.59
                  ? "won"
                  : roll < 0.8
                    ? "lost"
                    : "archived";
    const team = kind === "SERVICE" ? staff.servicio : staff.ventas;
    const assignee =
      status === "spam" || next() < (status === "new" ? 0.6 : 0.15)
        ? null
        : team[Math.floor(next() * team.length)]!.id;
    const prefix = kind === "QUOTE" ? "COT" : kind === "CONTACT" ? "CON" : "SER";
    const reference = `${prefix}-${createdAt.getUTCFullYear()}-${String(id).padStart(6, "0")}`;
    const codes: string[] = [];
    if (kind === "QUOTE") {
      for (let position = 0; position < counts[quoteIndex]!; position += 1) {
        const product = catalogue[Math.floor(next() * catalogue.length)]!;
        codes.push(product.code);
        lines.push({
          lead_id: id,
          position,
          product_id: product.id,
          code: product.code,
          name: product.name,
          quantity: 1 + Math.floor(next() * 200),
          unit: product.unit,
        });
      }
      quoteIndex += 1;
    }
    leads.push({
      id,
      kind,
      reference,
      idempotency_key: null,
      payload_hash: "bench",
      name,
      email,
      phone: "+51 987 654 321",
      company: firm.name,
      ruc,
      message: kind === "QUOTE" ? null : MESSAGE,
      equipment: kind === "SERVICE" ? EQUIPMENT[id % EQUIPMENT.length]! : null,
      status,
      spam: status === "spam" ? 1 : 0,
      spam_reason: status === "spam" ? "honeypot" : null,
      source_ip: "190.232.10.20",
      user_agent: USER_AGENT,
      created_at: createdAt.toISOString(),
      assignee_id: assignee,
      first_response_at:
        status === "new" || status === "spam"
          ? null
          : new Date(createdAt.getTime() + (1 + next() * 47) * 3_600_000).toISOString(),
    });
    for (const word of leadSearchWords({ name, company: firm.name, ruc, email, reference, codes }))
      words.push({ word, lead_id: id });
  }
  await insertAll(db, "lead", leads, 500);
  await insertAll(db, "lead_line", lines, 1000);
  if (engine === "postgres")
    await sql`select setval(pg_get_serial_sequence('lead', 'id'), (select max(id) from lead))`.execute(db);
  const leadSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  await insertAll(db, "lead_search_word", words, 5000);
  const wordSeconds = (performance.now() - started) / 1000;
  started = performance.now();
  // PostgreSQL: what autovacuum does after a bulk load (statistics, and the visibility map that
  // index-only scans need). SQLite is measured as the application runs it: no ANALYZE.
  if (engine === "postgres") await sql`vacuum analyze`.execute(db);
  return {
    staff,
    now: new Date(nowMs).toISOString(),
    seconds: { leads: leadSeconds, words: wordSeconds, analyze: (performance.now() - started) / 1000 },
    words: words.length,
    sizes: {
      wordsMb: await sizeMb(db, engine, "lead_search_word"),
      leadsMb: await sizeMb(db, engine, "lead"),
    },
  };
}

/** A table's size on disk with its indexes (SQLite: from the dbstat table), in MiB. */
async function sizeMb(db: Kysely<Database>, engine: Engine, table: string): Promise<number> {
  const { rows } =
    engine === "postgres"
      ? await sql<{ bytes: number }>`select pg_total_relation_size(${table})::bigint as bytes`.execute(db)
      : await sql<{
          bytes: number;
        }>`select sum(pgsize) as bytes from dbstat where name = ${table} or name in (select name from sqlite_master where type = 'index' and tbl_name = ${table})`.execute(
          db,
        );
  return Number(rows[0]?.bytes ?? NaN) / 2 ** 20;
}

interface Timing {
  label: string;
  /** What the bench holds the query to ("list", "timeline", or "info": shown, not judged). */
  target: "list" | "timeline" | "info";
  matches: number;
  samples: number[];
}

async function repeat(count: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return samples;
}

/** Picks real values from the seeded data for the searches and the timeline. */
async function probes() {
  const db = getDb();
  const busiest = await db
    .selectFrom("lead")
    .select(["ruc", (eb) => eb.fn.countAll<number>().as("count")])
    .where("ruc", "<>", "")
    .groupBy("ruc")
    .orderBy("count", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  const middle = await db
    .selectFrom("lead")
    .select(["id", "ruc", "email", "company", "reference", "name"])
    .where("id", "=", Math.floor(LEADS / 2))
    .executeTakeFirstOrThrow();
  const code = await db
    .selectFrom("lead_line")
    .select("code")
    .where("lead_id", ">", Math.floor(LEADS / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  const ofBusiest = await db
    .selectFrom("lead")
    .select(["id", "ruc", "email"])
    .where("ruc", "=", busiest.ruc)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
  return { busiest: { ruc: busiest.ruc, count: Number(busiest.count) }, middle, code: code.code!, ofBusiest };
}

async function timeAll(seeded: Seeded): Promise<Timing[]> {
  const { staff } = seeded;
  const now = new Date(seeded.now);
  const clock = { overdueBefore: overdueCutoff(now, 8, OFFICE_HOURS), now };
  const found = await probes();
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS).toISOString().slice(0, 10);
  const twoMonthsAgo = new Date(now.getTime() - 60 * DAY_MS).toISOString().slice(0, 10);
  const [firstName, surname] = found.middle.name.split(" ");
  const list = (
    label: string,
    viewer: StaffViewer,
    query: Partial<LeadInboxQuery>,
    target: Timing["target"] = "list",
  ) => ({
    label,
    target,
    run: () => listLeads(viewer, { ...DEFAULT_LEAD_INBOX_QUERY, ...query }, clock),
  });
  const cases: { label: string; target: Timing["target"]; run: () => Promise<{ total: number }> }[] = [
    list("first page, no filter (admin)", staff.admin, {}),
    list("first page, no filter (ventas: quotations and contacts)", staff.ventas[0]!, {}),
    list("first page, no filter (servicio)", staff.servicio[0]!, {}),
    list("kind: contacto", staff.admin, { kind: "CONTACT" }),
    list("status: ganado", staff.admin, { status: "won" }),
    list("status: nuevo (ventas)", staff.ventas[0]!, { status: "new" }),
    list("assignee: one salesperson", staff.admin, { assignee: staff.ventas[1]!.id }),
    list("assignee: sin asignar", staff.admin, { assignee: "sin-asignar" }),
    list("date range: 30 days, two months ago", staff.admin, { from: twoMonthsAgo, to: monthAgo }),
    list("spam: solo", staff.admin, { spam: "solo" }),
    list("spam: incluir", staff.admin, { spam: "incluir" }),
    list("pendientes (admin)", staff.admin, { view: "pendientes" }),
    list("pendientes (servicio)", staff.servicio[0]!, { view: "pendientes" }),
    list("page 200, no filter", staff.admin, { page: 200 }),
    list("search: a RUC", staff.admin, { q: found.middle.ruc || found.busiest.ruc }),
    list("search: an e-mail", staff.admin, { q: found.middle.email }),
    list("search: a reference", staff.admin, { q: found.middle.reference }),
    list("search: a company's name", staff.admin, { q: found.middle.company }),
    list(`search: a product code (${found.code})`, staff.admin, { q: found.code }),
    list(`search: a person (“${firstName} ${surname}”)`, staff.admin, { q: `${firstName} ${surname}` }),
    list("search: a common surname (“quispe”)", staff.admin, { q: "quispe" }),
    list("search + kind + status (ventas)", staff.ventas[0]!, {
      q: "minera",
      kind: "QUOTE",
      status: "quoted",
    }),
    list("search: one letter (“a”, worst case)", staff.admin, { q: "a" }, "info"),
    {
      label: `company timeline, busiest company (${found.busiest.count} leads)`,
      target: "timeline",
      run: async () => ({ total: (await companyTimeline(staff.admin, found.busiest.ruc, clock))!.total }),
    },
    {
      label: "company timeline (ventas), busiest company",
      target: "timeline",
      run: async () => ({
        total: (await companyTimeline(staff.ventas[0]!, found.busiest.ruc, clock))!.total,
      }),
    },
    {
      label: "related leads of a lead of the busiest company",
      target: "timeline",
      run: () => relatedLeads(staff.admin, found.ofBusiest, clock),
    },
    {
      label: "live badge: leads since the 50th newest",
      target: "list",
      run: async () => ({ total: (await leadCountsSince(staff.ventas[0]!, LEADS - 50)).newCount }),
    },
  ];
  const timings: Timing[] = [];
  for (const { label, target, run } of cases) {
    const { total } = await run();
    await repeat(WARMUP, run);
    timings.push({ label, target, matches: total, samples: await repeat(ITERATIONS, run) });
  }
  return timings;
}

interface ExportFigures {
  rows: number;
  bytes: number;
  firstByteMs: number;
  seconds: number;
  rssBeforeMb: number;
  rssPeakMb: number;
  heapPeakMb: number;
  /** RSS and heap as the export went on. */
  trace: { leads: number; rssMb: number; heapMb: number }[];
}

/**
 * The child: opens the database from the environment, warms up with one small export, then exports
 * every lead (spam included) through streamLeadsCsv, reading as a server would, sampling RSS every
 * 10 ms and after every chunk; prints its figures as JSON.
 */
async function exportChild(): Promise<void> {
  process.env.LOG_LEVEL = "silent";
  const staff = JSON.parse(process.env.BENCH_ADMIN_VIEWER!) as StaffViewer;
  const clock = { overdueBefore: overdueCutoff(new Date(), 8, OFFICE_HOURS) };
  const drain = async (stream: ReadableStream<Uint8Array>, onChunk: (bytes: number) => void) => {
    const reader = stream.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read())
      onChunk(read.value.byteLength);
  };
  await drain(streamLeadsCsv(staff, { ...DEFAULT_LEAD_INBOX_QUERY, q: "quispe" }, clock), () => {});
  (globalThis as { gc?: () => void }).gc?.();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  let heapPeak = process.memoryUsage().heapUsed;
  const sample = () => {
    const usage = process.memoryUsage();
    rssPeak = Math.max(rssPeak, usage.rss);
    heapPeak = Math.max(heapPeak, usage.heapUsed);
  };
  const sampler = setInterval(sample, 10);
  const started = performance.now();
  let firstByteMs = NaN;
  let bytes = 0;
  let chunks = 0;
  const trace: ExportFigures["trace"] = [];
  await drain(streamLeadsCsv(staff, { ...DEFAULT_LEAD_INBOX_QUERY, spam: "incluir" }, clock), (size) => {
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    bytes += size;
    chunks += 1;
    sample();
    // Every 40 chunks (20,000 leads): the memory as the export goes on, to see whether it grows.
    if (chunks % 40 === 0) {
      const usage = process.memoryUsage();
      trace.push({ leads: (chunks - 1) * 500, rssMb: usage.rss / 2 ** 20, heapMb: usage.heapUsed / 2 ** 20 });
    }
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const rows = Number(
    (
      await getDb()
        .selectFrom("lead")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow()
    ).count,
  );
  await closeDatabase();
  const figures: ExportFigures = {
    rows,
    bytes,
    firstByteMs,
    seconds,
    rssBeforeMb: rssBefore / 2 ** 20,
    rssPeakMb: rssPeak / 2 ** 20,
    heapPeakMb: heapPeak / 2 ** 20,
    trace,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

async function measureExport(env: Record<string, string>, viewer: StaffViewer): Promise<ExportFigures> {
  const child = spawn(process.execPath, ["--expose-gc", process.argv[1]!, "--export-child"], {
    env: { ...process.env, ...env, BENCH_ADMIN_VIEWER: JSON.stringify(viewer) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  if (code !== 0) throw new Error(`the export child failed (${code})`);
  return JSON.parse(output.trim().split("\n").at(-1)!) as ExportFigures;
}

interface RunResult {
  engine: Engine;
  /** PostgreSQL only: a settings change through one server visible on a second one's cached page. */
  contentChange?: ContentChangeFigures;
  loadAverage: number[];
  seed: Seeded["seconds"] & { words: number };
  timings: {
    label: string;
    target: Timing["target"];
    matches: number;
    p50: number;
    p95: number;
    p99: number;
    max: number;
  }[];
  exported: ExportFigures;
  /** Through the production server: sign-in and the CSV export with the server's own memory. */
  http: AdminHttpFigures;
}

/**
 * Sign-in and the export through the production server (build/main.js, built when missing): a
 * bench administrator with a real argon2id hash is added to the seeded database first.
 */
async function measureThroughServer(
  env: Record<string, string>,
  url: string | undefined,
): Promise<AdminHttpFigures> {
  if (!existsSync("build/main.js")) {
    const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
    if (build.status !== 0) throw new Error("npm run build failed");
  }
  const email = "bench-admin@kordex.pe";
  const password = "Zuncho-de-acero-bench-2026";
  const handle = url
    ? openDatabase({ engine: "postgres", url, poolSize: 1 })
    : openDatabase({ engine: "sqlite", file: join(env.DATA_DIR!, "kordex.sqlite") });
  try {
    const now = new Date().toISOString();
    await handle.db
      .insertInto("staff_user")
      .values({
        email,
        name: "Bench Admin",
        role: "admin",
        password_hash: await hashPassword(password),
        active: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } finally {
    await handle.close();
  }
  return measureAdminHttp({
    env: url ? { DATABASE_URL: url, DATA_DIR: env.DATA_DIR! } : { DATA_DIR: env.DATA_DIR! },
    email,
    password,
  });
}

/** "A change visible on a second process": two servers on the PostgreSQL database at `url`. */
async function secondProcess(url: string, env: Record<string, string>): Promise<ContentChangeFigures> {
  const handle = openDatabase({ engine: "postgres", url, poolSize: 2 });
  try {
    return await measureContentChange(handle.db, { DATABASE_URL: url, DATA_DIR: env.DATA_DIR! });
  } finally {
    await handle.close();
  }
}

const contentChangeRow = (figures: ContentChangeFigures) => [
  "postgres",
  `a settings change through one process visible on a second one (page cache on) ≤ ${TARGETS.secondProcessMs} ms`,
  `max ${round(figures.maxMs, 1)} ms, p95 ${round(figures.p95Ms, 1)} ms, p50 ${round(figures.p50Ms, 1)} ms (${figures.rounds} changes)`,
  verdict(figures.maxMs <= TARGETS.secondProcessMs),
];

/** --content-change-only: a fresh PostgreSQL, migrated, and only that figure. */
async function contentChangeOnly(): Promise<void> {
  printHeader(
    "Back office benchmark: a change visible on a second process",
    "bench:admin --content-change-only",
  );
  const postgres = await startPostgres();
  const dataDir = mkdtempSync(join(tmpdir(), "kordex-bench-admin-"));
  try {
    const admin = new pg.Client({ connectionString: postgres.urlFor("postgres") });
    await admin.connect();
    await admin.query("create database kordex_bench");
    await admin.end();
    const url = postgres.urlFor("kordex_bench");
    const handle = openDatabase({ engine: "postgres", url, poolSize: 2 });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
    const figures = await secondProcess(url, { DATA_DIR: dataDir });
    say();
    printTable(["engine", "target", "measured", "verdict"], [contentChangeRow(figures)]);
  } finally {
    postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function runOne(engine: Engine): Promise<RunResult> {
  const dataDir = mkdtempSync(join(tmpdir(), "kordex-bench-admin-"));
  let postgres: TestPostgres | undefined;
  try {
    let url: string | undefined;
    if (engine === "postgres") {
      postgres = await startPostgres();
      const admin = new pg.Client({ connectionString: postgres.urlFor("postgres") });
      await admin.connect();
      await admin.query("create database kordex_bench");
      await admin.end();
      url = postgres.urlFor("kordex_bench");
    }
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      OUTBOX_WORKER: "false",
      ...(url ? { DATABASE_URL: url } : {}),
    };
    const handle = url
      ? openDatabase({ engine: "postgres", url, poolSize: 4 })
      : openDatabase({ engine: "sqlite", file: join(dataDir, "kordex.sqlite") });
    let seeded: Seeded;
    try {
      await migrateToLatest(handle.db);
      seeded = await seed(handle.db, engine);
    } finally {
      await handle.close();
    }
    if (options["seed-only"]) {
      say(
        `seeded: ${url ?? join(dataDir, "kordex.sqlite")} (left running and on disk: stop and delete it yourself)`,
      );
      postgres = undefined;
      process.exit(0);
    }
    say(
      `${engine}: ${LEADS} leads and ${LINES} lines in ${round(seeded.seconds.leads)} s; ${seeded.words} search words in ${round(seeded.seconds.words)} s${engine === "postgres" ? `; VACUUM ANALYZE ${round(seeded.seconds.analyze)} s` : ""}; on disk: leads ${round(seeded.sizes.leadsMb)} MiB, words ${round(seeded.sizes.wordsMb)} MiB`,
    );
    delete process.env.DATABASE_URL;
    Object.assign(process.env, env);
    resetEnvCache();
    await closeDatabase();
    const loadBefore = loadavg()[0]!;
    const timings = await timeAll(seeded);
    await closeDatabase();
    const exported = await measureExport(env, seeded.staff.admin);
    const http = await measureThroughServer(env, url);
    const contentChange = url ? await secondProcess(url, env) : undefined;
    return {
      engine,
      loadAverage: [loadBefore, loadavg()[0]!],
      seed: { ...seeded.seconds, words: seeded.words },
      timings: timings.map((timing) => ({
        label: timing.label,
        target: timing.target,
        matches: timing.matches,
        p50: percentile(timing.samples, 50),
        p95: percentile(timing.samples, 95),
        p99: percentile(timing.samples, 99),
        max: Math.max(...timing.samples),
      })),
      exported,
      http,
      contentChange,
    };
  } finally {
    await closeDatabase();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function runChild(engine: Engine): RunResult {
  const file = join(tmpdir(), `kordex-bench-admin-${process.pid}-${engine}.json`);
  const child = spawnSync(
    process.execPath,
    [
      process.argv[1]!,
      ...["--engine", engine, "--json", file, "--leads", String(LEADS), "--lines", String(LINES)],
      ...["--iterations", String(ITERATIONS), "--warmup", String(WARMUP)],
    ],
    { stdio: "inherit" },
  );
  if (child.status !== 0) throw new Error(`bench:admin on ${engine} failed`);
  const result = JSON.parse(readFileSync(file, "utf8")) as RunResult;
  rmSync(file, { force: true });
  return result;
}

function report(results: RunResult[]): void {
  for (const result of results) {
    say();
    say(
      `## ${result.engine}: load average ${round(result.loadAverage[0]!, 2)} before the queries, ${round(result.loadAverage[1]!, 2)} after`,
    );
    say();
    printTable(
      ["query", "matches", "p50 ms", "p95 ms", "p99 ms", "max ms", "target"],
      result.timings.map((timing) => [
        timing.label,
        String(timing.matches),
        round(timing.p50, 2),
        round(timing.p95, 2),
        round(timing.p99, 2),
        round(timing.max, 2),
        timing.target === "info"
          ? "(shown only)"
          : `${verdict(timing.p95 <= TARGETS.queryP95Ms)} ≤ ${TARGETS.queryP95Ms}`,
      ]),
    );
    const exported = result.exported;
    say();
    say(
      `CSV export of all ${exported.rows} leads (child process, RSS sampled every 10 ms and per chunk): ${round(exported.seconds, 2)} s, ${round(exported.bytes / 2 ** 20, 1)} MiB, first chunk ${round(exported.firstByteMs, 1)} ms; RSS ${round(exported.rssBeforeMb, 1)} → peak ${round(exported.rssPeakMb, 1)} MiB; heap peak ${round(exported.heapPeakMb, 1)} MiB`,
    );
    say(
      `RSS / heap MiB along the way: ${exported.trace.map((point) => `${point.leads / 1000}k ${round(point.rssMb, 0)}/${round(point.heapMb, 0)}`).join(", ")}`,
    );
  }
  say();
  say("## Targets");
  say();
  const worst = (result: RunResult, target: Timing["target"]) =>
    result.timings.filter((timing) => timing.target === target).reduce((a, b) => (b.p95 > a.p95 ? b : a));
  printTable(
    ["engine", "target", "measured", "verdict"],
    results.flatMap((result) => {
      const list = worst(result, "list");
      const timeline = worst(result, "timeline");
      const growth = result.exported.rssPeakMb - result.exported.rssBeforeMb;
      return [
        [
          result.engine,
          `inbox queries (first page, each filter, searches) p95 ≤ ${TARGETS.queryP95Ms} ms`,
          `worst ${round(list.p95, 2)} ms (${list.label})`,
          verdict(list.p95 <= TARGETS.queryP95Ms),
        ],
        [
          result.engine,
          `company timeline p95 ≤ ${TARGETS.timelineP95Ms} ms`,
          `worst ${round(timeline.p95, 2)} ms (${timeline.label})`,
          verdict(timeline.p95 <= TARGETS.timelineP95Ms),
        ],
        [
          result.engine,
          `CSV export of ${result.exported.rows} leads: peak RSS growth ≤ ${TARGETS.exportRssGrowthMb} MB`,
          `${round(growth, 1)} MiB in ${round(result.exported.seconds, 2)} s`,
          verdict(growth <= TARGETS.exportRssGrowthMb),
        ],
        [
          result.engine,
          `CSV export through the server: its peak RSS growth ≤ ${TARGETS.exportRssGrowthMb} MB`,
          `${round(result.http.serverRssGrowthMb, 1)} MiB (${round(result.http.serverRssIdleMb, 0)} → ${round(result.http.serverRssPeakMb, 0)}) for ${result.http.exportRows} rows, ${round(result.http.exportBytes / 2 ** 20, 1)} MiB in ${round(result.http.exportSeconds, 2)} s`,
          verdict(result.http.serverRssGrowthMb <= TARGETS.exportRssGrowthMb),
        ],
        [
          result.engine,
          `sign-in p95 (POST /login, argon2id included) ≤ ${TARGETS.signInP95Ms} ms`,
          `p95 ${round(result.http.signInP95Ms, 1)} ms, p50 ${round(result.http.signInP50Ms, 1)} ms (${result.http.signIns} sign-ins)`,
          verdict(result.http.signInP95Ms <= TARGETS.signInP95Ms),
        ],
        ...(result.contentChange ? [contentChangeRow(result.contentChange)] : []),
      ];
    }),
  );
}

function runProductsChild(engine: Engine): ProductListResult {
  const file = join(tmpdir(), `kordex-bench-admin-products-${process.pid}-${engine}.json`);
  const child = spawnSync(
    process.execPath,
    [
      process.argv[1]!,
      ...["--products-child", "--engine", engine, "--json", file, "--products", options.products],
      ...["--iterations", String(ITERATIONS), "--warmup", String(WARMUP)],
    ],
    { stdio: "inherit" },
  );
  if (child.status !== 0) throw new Error(`bench:admin (products) on ${engine} failed`);
  const result = JSON.parse(readFileSync(file, "utf8")) as ProductListResult;
  rmSync(file, { force: true });
  return result;
}

function reportProducts(results: ProductListResult[]): void {
  for (const result of results) {
    say();
    say(
      `## ${result.engine}: the product list (/admin/productos) at ${result.products} products, one in ten hidden (seeded in ${round(result.seedSeconds, 1)} s)`,
    );
    say();
    printTable(
      ["query", "matches", "p50 ms", "p95 ms", "p99 ms", "max ms", "target"],
      result.timings.map((timing) => [
        timing.label,
        String(timing.matches),
        round(timing.p50, 2),
        round(timing.p95, 2),
        round(timing.p99, 2),
        round(timing.max, 2),
        `${verdict(timing.p95 <= TARGETS.queryP95Ms)} ≤ ${TARGETS.queryP95Ms}`,
      ]),
    );
  }
}

/** The import runs in the server: its steps get the flags of `npm run serve` (decision 038). */
const importNodeFlags = () => (options["bare-node"] ? [] : serveNodeFlags());

/** One import step in a child process of its own (bench/lib/product-import-bench.ts). */
const runImportStepChild: StepRunner = (step, args) => {
  const file = join(tmpdir(), `kordex-bench-admin-import-step-${process.pid}-${step}.json`);
  const child = spawnSync(
    process.execPath,
    [...importNodeFlags(), "--expose-gc", process.argv[1]!, "--import-step", step, "--json", file, ...args],
    { stdio: "inherit" },
  );
  if (child.status !== 0) throw new Error(`bench:admin (import step ${step}) failed`);
  const result = JSON.parse(readFileSync(file, "utf8")) as ReturnType<StepRunner>;
  rmSync(file, { force: true });
  return result;
};

function runImportChild(engine: Engine): ProductImportResult {
  const file = join(tmpdir(), `kordex-bench-admin-import-${process.pid}-${engine}.json`);
  say();
  say(
    `Import on ${engine}: seeding ${options.products} products (load average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")})…`,
  );
  const child = spawnSync(
    process.execPath,
    [
      process.argv[1]!,
      "--import-child",
      "--engine",
      engine,
      "--json",
      file,
      "--products",
      options.products,
      ...(options["bare-node"] ? ["--bare-node"] : []),
    ],
    { stdio: "inherit" },
  );
  if (child.status !== 0) throw new Error(`bench:admin (import) on ${engine} failed`);
  const result = JSON.parse(readFileSync(file, "utf8")) as ProductImportResult;
  rmSync(file, { force: true });
  return result;
}

function reportImport(results: ProductImportResult[]): void {
  for (const result of results) {
    say();
    say(
      `## ${result.engine}: export, and import of ${result.rows} rows (half changed, half new; CSV ${round(result.fileMb, 1)} MB) into ${result.products} products (load average after: ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")})`,
    );
    say();
    printTable(
      ["step", "seconds", "RSS growth MB", "heap growth MB", "target", "outcome"],
      result.steps.map((step) => [
        step.label,
        round(step.seconds, 2),
        round(step.rssGrowthMb, 1),
        round(step.heapGrowthMb, 1),
        step.label.startsWith("import")
          ? `${verdict(step.rssGrowthMb <= TARGETS.importRssGrowthMb)} ≤ ${TARGETS.importRssGrowthMb} MB`
          : "(shown only)",
        step.detail,
      ]),
    );
  }
}

async function main(): Promise<void> {
  if (options["export-child"]) return exportChild();
  process.env.LOG_LEVEL = "silent";
  if (options["content-change-only"]) return contentChangeOnly();
  if (options["products-child"]) {
    const result = await benchProductList(engines[0]!, Number(options.products), ITERATIONS, WARMUP);
    if (options.json) writeFileSync(options.json, JSON.stringify(result));
    return;
  }
  if (options["import-step"]) {
    const result = await runImportStep(options["import-step"], {
      dataDir: options["data-dir"]!,
      databaseUrl: options["database-url"],
      hash: options.hash,
      digest: options.digest,
    });
    writeFileSync(options.json!, JSON.stringify(result));
    return;
  }
  if (options["import-child"]) {
    const result = await benchProductImport(engines[0]!, Number(options.products), runImportStepChild);
    if (options.json) writeFileSync(options.json, JSON.stringify(result));
    return;
  }
  if (options.only === "import") {
    printHeader("Back office benchmark: catalogue export and import", "bench:admin");
    say(
      `Each step in a child process of its own (node ${[...importNodeFlags(), "--expose-gc"].join(" ")}): process.memoryUsage().rss sampled every 5 ms, peak minus the value after loading, opening the database and a full GC.`,
    );
    reportImport(engines.map(runImportChild));
    return;
  }
  if (options.only === "products") {
    printHeader("Back office benchmark: the product list at scale", "bench:admin -- --only products");
    reportProducts(engines.map(runProductsChild));
    return;
  }
  if (options.json || options["seed-only"]) {
    const result = await runOne(engines[0]!);
    if (options.json) writeFileSync(options.json, JSON.stringify(result));
    return;
  }
  printHeader("Back office benchmark: the leads inbox at scale", "bench:admin");
  say(
    `${LEADS} leads with ${LINES} lines on ${engines.join(" and ")}; per query ${WARMUP} warm-up + ${ITERATIONS} timed calls of the model, one at a time, in process.`,
  );
  const results = engines.map((engine) => {
    say();
    say(`Seeding ${engine} (load average ${loadavg()[0]!.toFixed(2)})…`);
    return runChild(engine);
  });
  report(results);
  if (options.only !== "leads") reportProducts(engines.map(runProductsChild));
  if (options.only !== "leads") reportImport(engines.map(runImportChild));
}

await main();
