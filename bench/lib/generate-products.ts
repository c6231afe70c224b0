// The benches' generated catalogue (bench:catalogue, bench:admin): products modelled on the demo
// products, with explicit ids and multi-row inserts, deterministic from run to run.
import { type Insertable, type Kysely, sql } from "kysely";
import type { Engine } from "../../db/connection.server";
import type { Database } from "../../db/schema";
import { searchKey } from "../../db/search-key";

const INSERT_BATCH = 500;

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
export async function generateProducts(db: Kysely<Database>, engine: Engine, count: number): Promise<void> {
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
  // Explicit ids and one multi-row insert per batch: 100,000 products in seconds, not minutes.
  const firstId = Math.max(0, ...demo.map((product) => product.id)) + 1;
  const imagesOf = new Map<number, typeof images>();
  for (const image of images)
    imagesOf.set(image.product_id, [...(imagesOf.get(image.product_id) ?? []), image]);
  for (let start = 0; start < count; start += INSERT_BATCH) {
    const products: Insertable<Database["product"]>[] = [];
    const productImages: Insertable<Database["product_image"]>[] = [];
    for (let index = start; index < Math.min(count, start + INSERT_BATCH); index += 1) {
      const base = demo[Math.floor(next() * demo.length)]!;
      const model = `K-${String(1000 + index)}`;
      const name = `${base.name} ${VARIANTS[Math.floor(next() * VARIANTS.length)]} ${model}`;
      const id = firstId + index;
      products.push({
        id,
        slug: `${base.slug}-${model.toLowerCase()}`,
        code: `BENCH-${id}`,
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
      });
      for (const image of imagesOf.get(base.id) ?? [])
        productImages.push({ product_id: id, position: image.position, media_id: image.media_id });
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto("product").values(products).execute();
      for (let from = 0; from < productImages.length; from += INSERT_BATCH)
        await trx
          .insertInto("product_image")
          .values(productImages.slice(from, from + INSERT_BATCH))
          .execute();
    });
  }
  if (engine === "postgres")
    await sql`select setval(pg_get_serial_sequence('product', 'id'), (select max(id) from product))`.execute(
      db,
    );
}
