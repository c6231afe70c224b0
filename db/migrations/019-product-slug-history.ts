import { type Kysely, PostgresAdapter, sql } from "kysely";

// A product's former slugs (issue 15, decision 046): when staff change a slug, the old one is kept
// here so that /productos/<old-slug> (an address written without ?producto=) still answers 301 to the
// product's page. A slug is either a product's current one or at most one product's former one;
// deleting the product deletes its former slugs.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  await db.schema
    .createTable("product_slug_history")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("product_id", "integer", (c) => c.notNull().references("product.id").onDelete("cascade"))
    .addColumn("retired_at", pg ? "timestamptz" : "text", (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createIndex("product_slug_history_product_idx")
    .on("product_slug_history")
    .column("product_id")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_slug_history").execute();
}
