import { type Kysely, PostgresAdapter, sql } from "kysely";
import { rewriteProductSearch } from "../product-search.server";

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
  if (!pg) await createFtsTable(db);
  await rewriteProductSearch(db, pg ? "postgres" : "sqlite");
}

async function createFtsTable(db: Kysely<any>): Promise<void> {
  await sql`create virtual table product_search_fts using fts5(name_key, title_key, search_text, tokenize = 'trigram')`.execute(
    db,
  );
  const key = (row: "new" | "old") => sql.raw(`${row}.position * 2147483648 + ${row}.product_id`);
  await sql`create trigger product_search_fts_insert after insert on product_search when new.active begin
    insert into product_search_fts (rowid, name_key, title_key, search_text)
    values (${key("new")}, new.name_key, new.title_key, new.search_text);
  end`.execute(db);
  await sql`create trigger product_search_fts_delete after delete on product_search when old.active begin
    delete from product_search_fts where rowid = ${key("old")};
  end`.execute(db);
  await sql`create trigger product_search_fts_update after update on product_search begin
    delete from product_search_fts where old.active and rowid = ${key("old")};
    insert into product_search_fts (rowid, name_key, title_key, search_text)
    select ${key("new")}, new.name_key, new.title_key, new.search_text where new.active;
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (!pg) {
    for (const trigger of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists product_search_fts_${trigger}`).execute(db);
    await sql`drop table product_search_fts`.execute(db);
  }
  await db.schema.dropIndex("product_search_top_category_idx").execute();
  await db.schema.alterTable("product_search").dropColumn("top_category_id").execute();
}
