import { type Kysely, PostgresAdapter } from "kysely";

// Secrets the application makes for itself when the environment gives none (SESSION_SECRET): made once
// by the first process that needs one, kept here so every process of a scale-out signs alike and a
// restart does not void what was signed before (app/platform/data/app-secret.server.ts).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("app_secret")
    .addColumn("name", "text", (c) => c.primaryKey())
    // Random bytes, base64url.
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("created_at", pg ? "timestamptz" : "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("app_secret").execute();
}
