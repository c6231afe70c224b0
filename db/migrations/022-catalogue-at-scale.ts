import { type Kysely, PostgresAdapter } from "kysely";
import { dropSearchFts, rewriteProductSearch } from "../product-search.server";

// The catalogue at 100,000 products (docs/decisions/052-catalogue-queries-at-scale.md).
//
// 1. `product_search.top_category_id`: the product's top category (its own id for a top category),
//    with an index in catalogue order. A top category's page and count (it lists its subcategories'
//    products too) become one index-only range instead of an OR over subcategories and a sort.
// 2. SQLite only: `product_search_fts`, an FTS5 table with the trigram tokenizer over the three
//    folded texts of the active products, whose rowid is the catalogue order itself
//    (position × 2³¹ + product_id), so a search reads its matches in catalogue order and stops at
//    the page it needs. Triggers on `product_search` keep it exact: refreshProductSearch's deletes
//    and inserts, and the cascade when a product is deleted, reach it without application code.
//    PostgreSQL keeps its trigram GIN index (migration 003).
//
// Every search row is then written again (refreshProductSearch, as migration 015 did): an existing
// database keeps finding everything, and a new one gets its first rows here.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable("product_search")
    .addColumn("top_category_id", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex("product_search_top_category_idx")
    .on("product_search")
    .columns(["top_category_id", "active", "position", "product_id"])
    .execute();
  // On SQLite this also creates the FTS5 table and its triggers (createSearchFts).
  await rewriteProductSearch(db, pg ? "postgres" : "sqlite");
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!pg) await dropSearchFts(db);
  await db.schema.dropIndex("product_search_top_category_idx").execute();
  await db.schema.alterTable("product_search").dropColumn("top_category_id").execute();
}
