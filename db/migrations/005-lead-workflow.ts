import { type Kysely, PostgresAdapter, sql } from "kysely";

// Leads become work items: a status from the sales workflow, an assignee, the time of the first
// response, and one event table holding internal notes and the history of every change.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const json = pg ? "jsonb" : "text";
  const timestamp = pg ? "timestamptz" : "text";
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const id = (c: any) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  // Statuses: new, in_progress, quoted, won, lost, spam, archived ("closed" is gone).
  await db.updateTable("lead").set({ status: "archived" }).where("status", "=", "closed").execute();
  await db
    .updateTable("lead")
    .set({ status: "spam" })
    .where("spam", "=", pg ? true : 1)
    .execute();

  await db.schema
    .alterTable("lead")
    .addColumn("assignee_id", "integer", (c) => c.references("staff_user.id").onDelete("set null"))
    .execute();
  // When a staff member first moved the lead out of "new" (the business-hours clock stops there).
  await db.schema.alterTable("lead").addColumn("first_response_at", timestamp).execute();

  await db.schema
    .createTable("lead_event")
    .addColumn("id", "integer", id)
    .addColumn("lead_id", "integer", (c) => c.notNull().references("lead.id").onDelete("cascade"))
    .addColumn("at", timestamp, (c) => c.notNull().defaultTo(now))
    // Null for the system (e.g. the outbox worker); kept when the account is removed.
    .addColumn("user_id", "integer", (c) => c.references("staff_user.id").onDelete("set null"))
    // "status", "assignee", "note", "resend", "not_spam"…
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("from_value", "text")
    .addColumn("to_value", "text")
    // The note's text for kind "note"; otherwise optional detail.
    .addColumn("note", "text")
    .addColumn("detail", json)
    .execute();
  await db.schema
    .createIndex("lead_event_lead_idx")
    .on("lead_event")
    .columns(["lead_id", "at", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_event").execute();
  await db.schema.alterTable("lead").dropColumn("first_response_at").execute();
  await db.schema.alterTable("lead").dropColumn("assignee_id").execute();
  await db.updateTable("lead").set({ status: "new" }).where("status", "=", "spam").execute();
  await db
    .updateTable("lead")
    .set({ status: "closed" })
    .where("status", "in", ["archived", "quoted", "won", "lost"])
    .execute();
}
