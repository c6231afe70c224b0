import { type Kysely, PostgresAdapter, sql } from "kysely";

// The product import's reviewed files (issue 15, decision 049): the dry run keeps the uploaded CSV or
// XLSX here by its content hash, and "Importar" reads it back and validates it again inside the write
// transaction, so what is written is what was reviewed, checked against the catalogue as it is then.
// A row is removed by the import that uses it; rows older than a day are removed by the next review.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  await db.schema
    .createTable("product_import_file")
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("bytes", pg ? "bytea" : "blob", (c) => c.notNull())
    .addColumn("staff_user_id", "integer", (c) => c.references("staff_user.id").onDelete("set null"))
    .addColumn("created_at", pg ? "timestamptz" : "text", (c) => c.notNull().defaultTo(now))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("product_import_file").execute();
}
