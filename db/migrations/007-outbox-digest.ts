import { type Kysely, PostgresAdapter, sql } from "kysely";

// The outbox carries e-mails that belong to no lead (the daily digest to the sales inbox): lead_id
// becomes nullable, and `dedupe_key` (unique, null for lead e-mails) lets several processes queue
// "the digest of 2026-11-24" with one insert that only the first one wins.
// See docs/decisions/029-lead-workflow-mail.md.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  if (pg) {
    await db.schema
      .alterTable("outbox")
      .alterColumn("lead_id", (c) => c.dropNotNull())
      .execute();
    await db.schema.alterTable("outbox").addColumn("dedupe_key", "text").execute();
  } else {
    await rebuildSqliteOutbox(db, { leadIdRequired: false });
  }
  await db.schema.createIndex("outbox_dedupe_idx").on("outbox").column("dedupe_key").unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  // E-mails without a lead cannot stay in a table that requires one.
  await db.deleteFrom("outbox").where("lead_id", "is", null).execute();
  await db.schema.dropIndex("outbox_dedupe_idx").execute();
  if (pg) {
    await db.schema.alterTable("outbox").dropColumn("dedupe_key").execute();
    await db.schema
      .alterTable("outbox")
      .alterColumn("lead_id", (c) => c.setNotNull())
      .execute();
  } else {
    await rebuildSqliteOutbox(db, { leadIdRequired: true });
  }
}

/** The columns every version of the SQLite outbox has, in order. */
const COLUMNS = [
  "id",
  "lead_id",
  "purpose",
  "message_id",
  "to_address",
  "reply_to",
  "subject",
  "text_body",
  "html_body",
  "status",
  "attempts",
  "next_attempt_at",
  "locked_until",
  "locked_by",
  "last_error",
  "sent_at",
  "created_at",
];

/**
 * SQLite cannot drop or add NOT NULL on a column: the outbox is copied into a new table and renamed,
 * in one transaction (no other table references the outbox, so foreign keys may stay on), with the
 * indexes of migrations 001 and 002 created again. `dedupe_key` exists exactly when lead_id is optional.
 */
async function rebuildSqliteOutbox(db: Kysely<any>, options: { leadIdRequired: boolean }): Promise<void> {
  const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  await db.transaction().execute(async (trx) => {
    let table = trx.schema
      .createTable("outbox_rebuilt")
      .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
      .addColumn("lead_id", "integer", (c) => {
        const column = c.references("lead.id").onDelete("cascade");
        return options.leadIdRequired ? column.notNull() : column;
      })
      .addColumn("purpose", "text", (c) => c.notNull())
      .addColumn("message_id", "text", (c) => c.notNull().unique())
      .addColumn("to_address", "text", (c) => c.notNull())
      .addColumn("reply_to", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text", (c) => c.notNull())
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "text", (c) => c.notNull().defaultTo(now))
      .addColumn("locked_until", "text")
      .addColumn("locked_by", "text")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "text")
      .addColumn("created_at", "text", (c) => c.notNull().defaultTo(now));
    if (!options.leadIdRequired) table = table.addColumn("dedupe_key", "text");
    await table.execute();
    const columns = sql.join(COLUMNS.map((column) => sql.ref(column)));
    await sql`insert into outbox_rebuilt (${columns}) select ${columns} from outbox`.execute(trx);
    await trx.schema.dropTable("outbox").execute();
    await trx.schema.alterTable("outbox_rebuilt").renameTo("outbox").execute();

    await trx.schema.createIndex("outbox_lead_idx").on("outbox").column("lead_id").execute();
    await trx.schema
      .createIndex("outbox_pick_idx")
      .on("outbox")
      .columns(["next_attempt_at", "id"])
      .where(sql.ref("status"), "=", "pending")
      .execute();
    await trx.schema
      .createIndex("outbox_fresh_idx")
      .on("outbox")
      .column("id")
      .where((eb) => eb.and([eb(sql.ref("status"), "=", "pending"), eb(sql.ref("attempts"), "=", 0)]))
      .execute();
    await trx.schema
      .createIndex("outbox_waiting_idx")
      .on("outbox")
      .column("created_at")
      .where(sql.ref("status"), "=", "pending")
      .execute();
  });
}
