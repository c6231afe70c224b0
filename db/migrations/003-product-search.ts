import { type Kysely, PostgresAdapter, sql } from "kysely";

// The catalogue's search index (docs/decisions/018-product-search.md): a narrow table the catalogue
// lists, counts and searches, filled from the existing products. On PostgreSQL, when the pg_trgm
// extension is installed or may be created, a trigram GIN index lets selective words (3 or more
// letters) skip rows that cannot match; without it the same queries scan the narrow table. The index
// has no pending list (fastupdate off): the catalogue changes rarely, and a bulk load must not leave
// the index in a state the planner avoids until the next vacuum.
//
// The rows are written by migration 015, which refreshes every product once codes exist (migration
// 006): the refresh reads `product.code`, which this migration cannot see yet.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("product_search")
    .addColumn("product_id", "integer", (c) => c.primaryKey().references("product.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("active", "boolean", (c) => c.notNull())
    .addColumn("name_key", "text", (c) => c.notNull())
    .addColumn("title_key", "text", (c) => c.notNull())
    .addColumn("search_text", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("product_search_order_idx")
    .on("product_search")
    .columns(["active", "position", "product_id"])
    .execute();
  await db.schema
    .createIndex("product_search_category_idx")
    .on("product_search")
    .columns(["category_id", "active", "position", "product_id"])
    .execute();
  if (pg) await createTrigramIndex(db);
}

/**
 * Creates pg_trgm (a trusted extension since PostgreSQL 13: the database's CREATE privilege is
 * enough) and the trigram index, or leaves both out when the server lacks the extension or the role
 * may not create it. PostgreSQL migrations run in a transaction: a savepoint keeps it usable.
 */
async function createTrigramIndex(db: Kysely<any>): Promise<void> {
  await sql`savepoint product_search_trgm`.execute(db);
  try {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index product_search_text_trgm_idx on product_search using gin (search_text gin_trgm_ops) with (fastupdate = off)`.execute(
      db,
    );
    await sql`release savepoint product_search_trgm`.execute(db);
  } catch {
    await sql`rollback to savepoint product_search_trgm`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_search").execute();
}
