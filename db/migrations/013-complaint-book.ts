import { type Kysely, PostgresAdapter, sql } from "kysely";

// The virtual Libro de Reclamaciones (docs/decisions/036-libro-de-reclamaciones.md):
// - `complaint_counter`: one row per Lima year holding the last sheet number given. A sheet's number
//   is taken by an upsert of that row inside the sheet's own transaction, so numbers are consecutive
//   and gapless (a rolled-back filing gives its number back) on both engines: PostgreSQL serialises
//   concurrent filings on the row lock, SQLite on its single writer. `(year, sequence)` and `number`
//   are unique as the last guard.
// - `complaint_sheet`: the sheet as filed, with the supplier data printed on it; never updated nor
//   deleted (a trigger refuses both on each engine; the model has no function for either).
// - `complaint_event`: what happens afterwards (the answer, a pause for a settlement offer, a copy
//   sent again), appended only, refused any change the same way; at most one answer per sheet.
// - `outbox.complaint_sheet_id` names the sheet an e-mail is about, `outbox.attachments` what the
//   worker attaches at send time (the sheet's PDF, rendered from the stored sheet, never stored).
export const APPEND_ONLY_MESSAGE = "complaint book is append-only";

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const json = pg ? "jsonb" : "text";
  const timestamp = pg ? "timestamptz" : "text";
  const bool = pg ? "boolean" : "integer";
  const id = (c: any) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("complaint_counter")
    .addColumn("year", "integer", (c) => c.primaryKey())
    .addColumn("last_sequence", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("complaint_sheet")
    .addColumn("id", "integer", id)
    // "LR-2026-000001": the year (Lima) and the sequence of the year.
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("sequence", "integer", (c) => c.notNull())
    .addColumn("filed_at", timestamp, (c) => c.notNull())
    // "reclamo" or "queja".
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("consumer_name", "text", (c) => c.notNull())
    .addColumn("consumer_address", "text")
    // "DNI", "CE", "PASAPORTE", "RUC", "OTRO".
    .addColumn("document_type", "text", (c) => c.notNull())
    .addColumn("document_number", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("email", "text")
    .addColumn("minor", bool, (c) => c.notNull())
    .addColumn("guardian_name", "text")
    // "producto" or "servicio".
    .addColumn("good_type", "text", (c) => c.notNull())
    // The amount claimed as a decimal text ("1250.00") and its currency ("PEN", "USD"); null when none.
    .addColumn("amount", "text")
    .addColumn("currency", "text")
    .addColumn("good_description", "text", (c) => c.notNull())
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("request", "text", (c) => c.notNull())
    // The supplier as printed on the sheet when it was filed.
    .addColumn("supplier_name", "text", (c) => c.notNull())
    .addColumn("supplier_ruc", "text", (c) => c.notNull())
    .addColumn("supplier_address", "text", (c) => c.notNull())
    // The privacy notice the consumer accepted (sha256 of its text) and the marketing choice; the
    // time and the address of the consent are filed_at and source_ip.
    .addColumn("privacy_consent_hash", "text", (c) => c.notNull())
    .addColumn("marketing_consent", bool, (c) => c.notNull())
    // A spam trap's verdict ("honeypot", "too-fast"): the sheet is filed all the same.
    .addColumn("spam_reason", "text")
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("payload_hash", "text", (c) => c.notNull())
    .addColumn("source_ip", "text")
    .addColumn("user_agent", "text")
    .addUniqueConstraint("complaint_sheet_year_sequence_key", ["year", "sequence"])
    .execute();
  await db.schema
    .createIndex("complaint_sheet_filed_idx")
    .on("complaint_sheet")
    .columns(["filed_at", "id"])
    .execute();

  await db.schema
    .createTable("complaint_event")
    .addColumn("id", "integer", id)
    .addColumn("sheet_id", "integer", (c) => c.notNull().references("complaint_sheet.id"))
    .addColumn("at", timestamp, (c) => c.notNull())
    // Staff accounts are deactivated, never deleted: the reference stays (no ON DELETE action, which
    // would be an UPDATE the trigger refuses). Null for the system.
    .addColumn("user_id", "integer", (c) => c.references("staff_user.id"))
    // "answer", "pause", "copy".
    .addColumn("kind", "text", (c) => c.notNull())
    // A pause's business days.
    .addColumn("business_days", "integer")
    // The answer's text; the settlement offered, for a pause.
    .addColumn("text", "text")
    .addColumn("detail", json)
    .execute();
  await db.schema
    .createIndex("complaint_event_sheet_idx")
    .on("complaint_event")
    .columns(["sheet_id", "at", "id"])
    .execute();
  // One answer per sheet.
  await db.schema
    .createIndex("complaint_event_one_answer_idx")
    .on("complaint_event")
    .column("sheet_id")
    .unique()
    .where(sql.ref("kind"), "=", "answer")
    .execute();

  await db.schema.alterTable("outbox").addColumn("complaint_sheet_id", "integer").execute();
  await db.schema.alterTable("outbox").addColumn("attachments", json).execute();
  await db.schema.createIndex("outbox_complaint_idx").on("outbox").column("complaint_sheet_id").execute();

  if (pg) {
    await sql`
      create function complaint_book_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception '${sql.raw(APPEND_ONLY_MESSAGE)}: % on % refused', tg_op, tg_table_name
          using errcode = 'P0001';
      end
      $$`.execute(db);
    for (const table of ["complaint_sheet", "complaint_event"]) {
      await sql`create trigger ${sql.raw(`${table}_append_only`)} before update or delete on ${sql.table(table)}
        for each row execute function complaint_book_refuse_change()`.execute(db);
      await sql`create trigger ${sql.raw(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
        for each statement execute function complaint_book_refuse_change()`.execute(db);
    }
  } else {
    for (const table of ["complaint_sheet", "complaint_event"]) {
      for (const operation of ["update", "delete"]) {
        await sql
          .raw(
            `create trigger ${table}_no_${operation} before ${operation} on ${table} begin ` +
              `select raise(abort, '${APPEND_ONLY_MESSAGE}: ${operation.toUpperCase()} on ${table} refused'); end`,
          )
          .execute(db);
      }
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.dropIndex("outbox_complaint_idx").execute();
  await db.schema.alterTable("outbox").dropColumn("attachments").execute();
  await db.schema.alterTable("outbox").dropColumn("complaint_sheet_id").execute();
  // Dropping the tables drops their triggers on both engines.
  await db.schema.dropTable("complaint_event").execute();
  await db.schema.dropTable("complaint_sheet").execute();
  await db.schema.dropTable("complaint_counter").execute();
  if (pg) await sql`drop function complaint_book_refuse_change()`.execute(db);
}
