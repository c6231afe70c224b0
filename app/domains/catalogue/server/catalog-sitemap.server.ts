// The catalogue as the sitemap reads it (issue 16, decision 052): how many product files and each
// one's last change, and the products of one file in catalogue order, in batches.
import { sql } from "kysely";
import { getDb } from "~/platform/data/db.server";

/** A product's address data and last change, as a sitemap lists it. */
export interface SitemapProduct {
  id: number;
  slug: string;
  updatedAt: string;
}

/**
 * The active products in catalogue order, cut into files of `perFile`: how many files, and each
 * file's last change (the newest `updated_at` among its products). One pass over the active rows.
 */
export async function sitemapProductFiles(perFile: number): Promise<{ lastmod: string }[]> {
  const numbered = getDb()
    .selectFrom("product")
    .select([
      "updated_at",
      // A literal integer: bound, SQLite would take it for a real and divide without truncating.
      sql<number>`(row_number() over (order by ${sql.ref("position")}, ${sql.ref("id")}) - 1) / ${sql.lit(Math.trunc(perFile))}`.as(
        "file",
      ),
    ])
    .where("active", "=", 1)
    .as("numbered");
  const rows = await getDb()
    .selectFrom(numbered)
    .select(["file", (eb) => eb.fn.max("updated_at").as("lastmod")])
    .groupBy("file")
    .orderBy("file")
    .execute();
  return rows.map((row) => ({ lastmod: new Date(row.lastmod).toISOString() }));
}

/**
 * The active products from the `skip`-th one (catalogue order), at most `take`, read in batches of
 * `batchSize`: the first batch skips with OFFSET, the next ones continue after the last row read
 * (keyset on the order index), so a file of 50,000 never holds more than one batch in memory.
 */
export async function* sitemapProducts(
  skip: number,
  take: number,
  batchSize = 2000,
): AsyncGenerator<SitemapProduct[]> {
  let after: { position: number; id: number } | undefined;
  for (let read = 0; read < take;) {
    let query = getDb()
      .selectFrom("product")
      .select(["id", "slug", "position", "updated_at"])
      .where("active", "=", 1)
      .orderBy("position")
      .orderBy("id")
      .limit(Math.min(batchSize, take - read));
    if (after) {
      const { position, id } = after;
      query = query.where((eb) =>
        eb.or([eb("position", ">", position), eb.and([eb("position", "=", position), eb("id", ">", id)])]),
      );
    } else if (skip > 0) query = query.offset(skip);
    const rows = await query.execute();
    if (rows.length === 0) return;
    read += rows.length;
    after = rows.at(-1)!;
    yield rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      updatedAt: new Date(row.updated_at).toISOString(),
    }));
    if (rows.length < batchSize) return;
  }
}
