// bench:admin's catalogue part: the back office's product list (/admin/productos) at 10,000 products
// on one engine. Seeds the demo catalogue and generated products (one in ten hidden), rebuilds the
// search index, then times listAdminProducts one call at a time: the first and the last page, each
// filter, and searches by name words and by code.
import { sql } from "kysely";
import { migrateToLatest, type Engine } from "../../db/connection.server";
import { rebuildProductSearch } from "../../db/product-search.server";
import { seedDemoCatalogue } from "../../db/seed/seed.server";
import { generateProducts } from "./generate-products";
import { openThrowawayDatabase } from "./throwaway-database";
import { percentile } from "./stats";
import { resetEnvCache } from "~/platform/lib/env.server";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProductQuery,
  listAdminProducts,
} from "~/domains/catalogue/server/admin-products.server";
import { closeDatabase } from "~/platform/data/db.server";

export interface ProductListTiming {
  label: string;
  matches: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface ProductListResult {
  engine: Engine;
  products: number;
  seedSeconds: number;
  timings: ProductListTiming[];
}

export async function benchProductList(
  engine: Engine,
  count: number,
  iterations: number,
  warmup: number,
): Promise<ProductListResult> {
  const bench = await openThrowawayDatabase(engine, "kordex-bench-admin-products-");
  const { dataDir, url, handle } = bench;
  try {
    const started = performance.now();
    try {
      await migrateToLatest(handle.db);
      await seedDemoCatalogue(handle.db, engine);
      const demo = await handle.db
        .selectFrom("product")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      await generateProducts(handle.db, engine, count - Number(demo.n));
      await handle.db
        .updateTable("product")
        .set({ active: 0 })
        .where(sql<boolean>`id % 10 = 0`)
        .execute();
      await rebuildProductSearch(handle.db, engine);
      if (engine === "postgres") await sql`vacuum analyze`.execute(handle.db);
    } finally {
      await handle.close();
    }
    const seedSeconds = (performance.now() - started) / 1000;
    delete process.env.DATABASE_URL;
    Object.assign(process.env, {
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      SEED_DEMO: "false",
      ...(url ? { DATABASE_URL: url } : {}),
    });
    resetEnvCache();
    await closeDatabase();
    const lastPage = Math.ceil(count / ADMIN_PRODUCTS_PAGE_SIZE);
    const queries: { label: string; query: AdminProductQuery }[] = [
      { label: "first page, every product", query: {} },
      { label: `last page (${lastPage}), every product`, query: { page: lastPage } },
      { label: "hidden only", query: { visibility: "hidden" } },
      { label: "visible only, page 100", query: { visibility: "visible", page: 100 } },
      { label: "category 1 (ZUNCHOS, with its subcategories)", query: { categoryId: 1 } },
      { label: "search “zuncho”", query: { search: "zuncho" } },
      {
        label: "search “zuncho pet” in category 1, visible",
        query: { search: "zuncho pet", categoryId: 1, visibility: "visible" },
      },
      { label: "search by code “BENCH-5000”", query: { search: "BENCH-5000" } },
      { label: "search, no match “inexistente”", query: { search: "inexistente" } },
    ];
    const timings: ProductListTiming[] = [];
    for (const { label, query } of queries) {
      let matches = 0;
      for (let index = 0; index < warmup; index += 1) matches = (await listAdminProducts(query)).total;
      const samples: number[] = [];
      for (let index = 0; index < iterations; index += 1) {
        const begun = performance.now();
        await listAdminProducts(query);
        samples.push(performance.now() - begun);
      }
      timings.push({
        label,
        matches,
        p50: percentile(samples, 50),
        p95: percentile(samples, 95),
        p99: percentile(samples, 99),
        max: Math.max(...samples),
      });
    }
    return { engine, products: count, seedSeconds, timings };
  } finally {
    await closeDatabase();
    bench.dispose();
  }
}
