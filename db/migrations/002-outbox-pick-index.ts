import { type Kysely, PostgresAdapter, sql } from "kysely";

// The outbox's pick query walks an index in pick order instead of sorting the backlog, and /health
// gets a one-row table for its write probe. See docs/decisions/015-outbox-lanes-and-health.md.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // Replaced by the partial indexes below: (status, next_attempt_at) sorted every due row by id.
  await db.schema.dropIndex("outbox_due_idx").execute();
  // The "oldest" lane: waiting e-mails in the order they became due.
  await db.schema
    .createIndex("outbox_pick_idx")
    .on("outbox")
    .columns(["next_attempt_at", "id"])
    .where(sql.ref("status"), "=", "pending")
    .execute();
  // The "fresh" lane: e-mails never tried yet, newest first. A claim counts an attempt, so a claimed
  // row leaves this index at once.
  await db.schema
    .createIndex("outbox_fresh_idx")
    .on("outbox")
    .column("id")
    .where((eb) => eb.and([eb(sql.ref("status"), "=", "pending"), eb(sql.ref("attempts"), "=", 0)]))
    .execute();
  // /health: how long the oldest waiting e-mail has waited.
  await db.schema
    .createIndex("outbox_waiting_idx")
    .on("outbox")
    .column("created_at")
    .where(sql.ref("status"), "=", "pending")
    .execute();

  await db.schema
    .createTable("health_probe")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("checked_at", pg ? "timestamptz" : "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("health_probe").execute();
  for (const name of ["outbox_waiting_idx", "outbox_fresh_idx", "outbox_pick_idx"]) {
    await db.schema.dropIndex(name).execute();
  }
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();
}
