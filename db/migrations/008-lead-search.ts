import { type Kysely, PostgresAdapter, sql } from "kysely";
import { rebuildLeadSearch } from "../lead-search.server";

// The leads inbox (docs/decisions/032-lead-inbox.md): a search index of every lead's folded
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
  // PostgreSQL estimates "starts with" (LIKE 'prefix%') from the words' histogram: a finer one (1,000
  // buckets instead of 100) keeps the estimates of rare and common prefixes apart.
  if (pg) await sql`alter table lead_search_word alter column word set statistics 1000`.execute(db);
  // A lead's own words: deletes by lead, and "has this lead also a word starting with …?" as a range.
  await db.schema
    .createIndex("lead_search_word_lead_idx")
    .on("lead_search_word")
    .columns(["lead_id", "word"])
    .execute();

  // Each filter's index walks the list's order (created_at, id) and ends with the status and kind,
  // so that counting a filter's leads (and checking the role's kinds and the spam filter) reads the
  // index alone. Unfiltered counts read the narrowest one, (kind, status).
  await db.schema.createIndex("lead_kind_status_idx").on("lead").columns(["kind", "status"]).execute();
  await db.schema
    .createIndex("lead_kind_created_idx")
    .on("lead")
    .columns(["kind", "created_at", "id", "status"])
    .execute();
  // A status filter (and "solo spam").
  await db.schema
    .createIndex("lead_status_created_idx")
    .on("lead")
    .columns(["status", "created_at", "id", "kind"])
    .execute();
  // An assignee filter (and "sin asignar": null).
  await db.schema
    .createIndex("lead_assignee_created_idx")
    .on("lead")
    .columns(["assignee_id", "created_at", "id", "status", "kind"])
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
    "lead_kind_created_idx",
    "lead_kind_status_idx",
  ]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.dropTable("lead_search_word").execute();
}
