// bench:catalogue: GET /api/products over a 10,000-product catalogue, on SQLite and on PostgreSQL.
// Generates the products through Kysely into a fresh database per engine (the demo catalogue's
// category tree and images, plus generated products spread over it), then times the in-process
// Hono app (zod parsing, model queries, JSON) for a category, a name search and page 400.
//   npm run bench:catalogue [-- --engine sqlite|postgres|both --products 10000 --iterations 300]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Kysely, sql } from "kysely";
import pg from "pg";
import { migrateToLatest, openDatabase, type Engine } from "../db/connection.server";
import { refreshProductSearch } from "../db/product-search.server";
import type { Database } from "../db/schema";
import { seedDemoCatalogue } from "../db/seed/seed.server";
import { createHttpApp } from "../app/server/http-app";
import { startPostgres, type TestPostgres } from "../tests/setup/postgres";
import { printHeader, printTable, say, verdict } from "./lib/report";
import { percentile, round } from "./lib/stats";
import { resetEnvCache } from "~/lib/env.server";
import { searchKey } from "../db/search-key";
import { closeDatabase } from "~/models/db.server";

const TARGET_P95_MS = 20;
const INSERT_BATCH = 500;

const { values: options } = parseArgs({
  options: {
    engine: { type: "string", default: "both" },
    products: { type: "string", default: "10000" },
    iterations: { type: "string", default: "300" },
    warmup: { type: "string", default: "30" },
  },
});
const engines: Engine[] =
  options.engine === "both"
    ? ["sqlite", "postgres"]
    : [options.engine === "postgres" ? "postgres" : "sqlite"];
const productCount = Number(options.products);
const iterations = Number(options.iterations);
const warmup = Number(options.warmup);

/**
 * What the bench asks for: "zuncho" is in about half of the generated products' names or
 * categories; "hidrófugo" in about 1 % (one demo product's name and specification).
 */
const QUERIES = [
  { label: "category 1 (ZUNCHOS, with its subcategories)", path: "/api/products?categoryId=1" },
  { label: "name search “zuncho”", path: "/api/products?name=zuncho" },
  { label: "name search, two words “zuncho pet”", path: "/api/products?name=zuncho%20pet" },
  { label: "search, two words “zuncho pp”", path: "/api/products?name=zuncho%20pp" },
  { label: "search, two words “film 23”", path: "/api/products?name=film%2023" },
  { label: "search, one rare word “hidrófugo”", path: "/api/products?name=hidr%C3%B3fugo" },
  { label: "page 400 (0-based, all categories)", path: "/api/products?page=400" },
] as const;

const VARIANTS = [
  "estándar",
  "reforzado",
  "industrial",
  "HD",
  "Pro",
  "económico",
  "negro",
  "azul",
  "verde",
  "blanco",
];

/** Deterministic pseudo-random numbers (mulberry32), so every run generates the same catalogue. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Adds `count` products modelled on the demo products: same category, images and details. */
async function generateProducts(db: Kysely<Database>, count: number): Promise<void> {
  const demo = await db
    .selectFrom("product")
    .select(["id", "slug", "name", "subtitle", "alt", "description", "details", "category_id"])
    .orderBy("id")
    .execute();
  const images = await db
    .selectFrom("product_image")
    .select(["product_id", "position", "media_id"])
    .execute();
  const next = random(20_261_123);
  const now = new Date().toISOString();
  for (let start = 0; start < count; start += INSERT_BATCH) {
    await db.transaction().execute(async (trx) => {
      for (let index = start; index < Math.min(count, start + INSERT_BATCH); index += 1) {
        const base = demo[Math.floor(next() * demo.length)]!;
        const model = `K-${String(1000 + index)}`;
        const name = `${base.name} ${VARIANTS[Math.floor(next() * VARIANTS.length)]} ${model}`;
        const { id } = await trx
          .insertInto("product")
          .values({
            slug: `${base.slug}-${model.toLowerCase()}`,
            name,
            name_search: searchKey(name),
            subtitle: base.subtitle,
            alt: base.alt,
            description: base.description,
            category_id: base.category_id,
            details: typeof base.details === "string" ? base.details : JSON.stringify(base.details),
            position: demo.length + index,
            active: 1,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const own = images.filter((image) => image.product_id === base.id);
        if (own.length > 0) {
          await trx
            .insertInto("product_image")
            .values(
              own.map((image) => ({ product_id: id, position: image.position, media_id: image.media_id })),
            )
            .execute();
        }
      }
    });
  }
}

interface Prepared {
  /** Environment for the application's database handle. */
  env: { DATA_DIR: string; DATABASE_URL?: string };
  cleanUp(): Promise<void>;
}

async function prepare(engine: Engine): Promise<Prepared> {
  const dataDir = mkdtempSync(join(tmpdir(), "kordex-bench-catalogue-"));
  let postgres: TestPostgres | undefined;
  let url: string | undefined;
  if (engine === "postgres") {
    postgres = await startPostgres();
    const admin = new pg.Client({ connectionString: postgres.urlFor("postgres") });
    await admin.connect();
    await admin.query("create database kordex_bench");
    await admin.end();
    url = postgres.urlFor("kordex_bench");
  }
  const handle = url
    ? openDatabase({ engine: "postgres", url, poolSize: 4 })
    : openDatabase({ engine: "sqlite", file: join(dataDir, "kordex.sqlite") });
  try {
    await migrateToLatest(handle.db);
    await seedDemoCatalogue(handle.db, engine);
    await generateProducts(handle.db, productCount - (await countProducts(handle.db)));
    await refreshProductSearch(handle.db);
    if (engine === "postgres") await sql`analyze`.execute(handle.db);
  } finally {
    await handle.close();
  }
  return {
    env: { DATA_DIR: dataDir, ...(url ? { DATABASE_URL: url } : {}) },
    async cleanUp() {
      await closeDatabase();
      postgres?.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function countProducts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("product")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

interface Timing {
  engine: Engine;
  label: string;
  path: string;
  total: number;
  samples: number[];
}

async function time(engine: Engine): Promise<Timing[]> {
  const app = createHttpApp();
  const results: Timing[] = [];
  for (const query of QUERIES) {
    const first = await app.request(query.path);
    if (first.status !== 200)
      throw new Error(`${query.path} answered ${first.status}: ${await first.text()}`);
    const body = (await first.json()) as { totalElements: number; products: unknown[] };
    if (body.products.length === 0)
      throw new Error(`${query.path} found no products: the bench would measure nothing`);
    for (let index = 0; index < warmup; index += 1) await (await app.request(query.path)).text();
    const samples: number[] = [];
    for (let index = 0; index < iterations; index += 1) {
      const started = performance.now();
      const response = await app.request(query.path);
      await response.text();
      samples.push(performance.now() - started);
    }
    results.push({ engine, label: query.label, path: query.path, total: body.totalElements, samples });
  }
  return results;
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = "silent";
  process.env.SEED_DEMO = "false";
  process.env.OUTBOX_WORKER = "false";
  printHeader("Catalogue benchmark: GET /api/products", "bench:catalogue");
  say(
    `${productCount} products per engine; ${warmup} warm-up + ${iterations} timed requests per query, one at a time,`,
  );
  say(`through the in-process Hono app (zod, model queries, JSON). Target: p95 ≤ ${TARGET_P95_MS} ms.`);
  say();
  const timings: Timing[] = [];
  for (const engine of engines) {
    const started = performance.now();
    const prepared = await prepare(engine);
    say(`${engine}: catalogue generated in ${round((performance.now() - started) / 1000)} s`);
    try {
      delete process.env.DATABASE_URL;
      Object.assign(process.env, prepared.env);
      resetEnvCache();
      await closeDatabase();
      timings.push(...(await time(engine)));
    } finally {
      await prepared.cleanUp();
    }
  }
  say();
  printTable(
    ["engine", "query", "matches", "p50 ms", "p95 ms", "p99 ms", "max ms", "target"],
    timings.map((timing) => [
      timing.engine,
      `${timing.label} \`${timing.path}\``,
      String(timing.total),
      round(percentile(timing.samples, 50), 2),
      round(percentile(timing.samples, 95), 2),
      round(percentile(timing.samples, 99), 2),
      round(Math.max(...timing.samples), 2),
      verdict(percentile(timing.samples, 95) <= TARGET_P95_MS),
    ]),
  );
  const failed = timings.filter((timing) => percentile(timing.samples, 95) > TARGET_P95_MS);
  say();
  say(failed.length === 0 ? "All queries meet the target." : `${failed.length} queries miss the target.`);
}

await main();
