import { type Kysely, PostgresAdapter, sql } from "kysely";
import { rebuildLeadSearch } from "../lead-search.server";

// The leads inbox (docs/decisions/028-lead-inbox-search.md): a search index of every lead's folded
// words, filled from the existing leads, and the indexes its filters read. The words column compares
// bytes on both engines (SQLite's BINARY, PostgreSQL's "C" collation), so "starts with" is an index
// range that means the same on both.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("lead_search_word")
    .addColumn("word", pg ? sql`text collate "C"` : "text", (c) => c.notNull())
    .addColumn("lead_id", "integer", (c) => c.notNull().references("lead.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("lead_search_word_pk", ["word", "lead_id"])
    .execute();
  await db.schema.createIndex("lead_search_word_lead_idx").on("lead_search_word").column("lead_id").execute();

  // The viewer's kinds and the spam filter, counted from the index alone.
  await db.schema.createIndex("lead_kind_status_idx").on("lead").columns(["kind", "status"]).execute();
  // A status filter (and "solo spam"), newest first.
  await db.schema
    .createIndex("lead_status_created_idx")
    .on("lead")
    .columns(["status", "created_at", "id"])
    .execute();
  // An assignee filter (and "sin asignar": null), newest first.
  await db.schema
    .createIndex("lead_assignee_created_idx")
    .on("lead")
    .columns(["assignee_id", "created_at", "id"])
    .execute();
  // A company's timeline, newest first.
  await db.schema
    .createIndex("lead_ruc_created_idx")
    .on("lead")
    .columns(["ruc", "created_at", "id"])
    .execute();
  // Leads without a RUC, linked to a company by e-mail.
  await db.schema
    .createIndex("lead_email_idx")
    .on("lead")
    .expression(sql`lower(email)`)
    .execute();
  // "Pendientes": new leads nobody has answered, newest first (a few among many).
  await db.schema
    .createIndex("lead_pending_idx")
    .on("lead")
    .columns(["created_at", "id"])
    .where((eb) => eb.and([eb(sql.ref("status"), "=", "new"), eb(sql.ref("first_response_at"), "is", null)]))
    .execute();

  await rebuildLeadSearch(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "lead_pending_idx",
    "lead_email_idx",
    "lead_ruc_created_idx",
    "lead_assignee_created_idx",
    "lead_status_created_idx",
    "lead_kind_status_idx",
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.dropTable("lead_search_word").execute();
}
