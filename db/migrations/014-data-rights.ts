import { type Kysely, PostgresAdapter, sql } from "kysely";

// Personal-data rights (docs/decisions/037-data-rights-and-retention.md):
// - `data_request`: the ARCO requests people file at /derechos-arco, with their legal deadline, and
//   `data_request_event`, their appended history (received, identity verified, extended, answered,
//   closed). Neither is ever deleted by the application: they are the proof that a request was
//   answered in time.
// - `outbox.data_request_id`: the e-mails of a request (acknowledgement, notice, extension, answer),
//   and an index of the e-mails about no lead nor request (the digests) by date.
// - `lead.anonymised_at`: when a lead's personal fields were replaced (an erasure or the retention
//   job); the job reads the leads not yet anonymised by age.
// - `retention_run`: the daily retention job's claim, one row per Lima day, so that of several
//   processes one runs it (and another takes over if that one dies before finishing).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? "timestamptz" : "text";
  const id = (c: any) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("data_request")
    .addColumn("id", "integer", id)
    .addColumn("reference", "text", (c) => c.notNull().unique())
    // access, rectification, cancellation, opposition, information, revocation.
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("full_name", "text", (c) => c.notNull())
    // dni, ce, passport, other.
    .addColumn("document_type", "text", (c) => c.notNull())
    .addColumn("document_number", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    // Set when someone files on the data subject's behalf.
    .addColumn("representative_name", "text")
    .addColumn("detail", "text", (c) => c.notNull())
    .addColumn("received_at", timestamp, (c) => c.notNull())
    // The legal deadline (end of the last business day, Lima); moved once when extended.
    .addColumn("due_at", timestamp, (c) => c.notNull())
    .addColumn("extended_at", timestamp)
    .addColumn("verified_at", timestamp)
    .addColumn("answered_at", timestamp)
    .addColumn("closed_at", timestamp)
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("payload_hash", "text", (c) => c.notNull())
    // The privacy consent given with the form: the consent text's version (hash), when, from where,
    // and the separate marketing choice.
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("consent_at", timestamp, (c) => c.notNull())
    .addColumn("consent_ip", "text")
    .addColumn("marketing_consent", "boolean", (c) => c.notNull().defaultTo(sql`false`))
    // Why a spam trap caught the form (stored all the same, without acknowledgement).
    .addColumn("spam_reason", "text")
    .addColumn("source_ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  // The list: open requests by deadline, then the rest by arrival.
  await db.schema
    .createIndex("data_request_open_idx")
    .on("data_request")
    .columns(["closed_at", "due_at", "id"])
    .execute();
  await db.schema
    .createIndex("data_request_received_idx")
    .on("data_request")
    .columns(["received_at", "id"])
    .execute();
  await db.schema
    .createIndex("data_request_email_idx")
    .on("data_request")
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable("data_request_event")
    .addColumn("id", "integer", id)
    .addColumn("request_id", "integer", (c) => c.notNull().references("data_request.id").onDelete("restrict"))
    .addColumn("at", timestamp, (c) => c.notNull())
    // Null for the site itself (the request's arrival); kept when the account is removed.
    .addColumn("user_id", "integer", (c) => c.references("staff_user.id").onDelete("set null"))
    // received, verified, extended, answered, closed.
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .execute();
  await db.schema
    .createIndex("data_request_event_request_idx")
    .on("data_request_event")
    .columns(["request_id", "at", "id"])
    .execute();

  // Nullable, references with a null default: both engines add it in place.
  await db.schema
    .alterTable("outbox")
    .addColumn("data_request_id", "integer", (c) => c.references("data_request.id").onDelete("restrict"))
    .execute();
  await db.schema.createIndex("outbox_data_request_idx").on("outbox").column("data_request_id").execute();
  // E-mails about no one lead or request (the daily digests) by date: an erasure and the retention job
  // scrub the ones that may name an anonymised lead, found by the days it could be listed in.
  await db.schema
    .createIndex("outbox_unlinked_idx")
    .on("outbox")
    .columns(["created_at", "id"])
    .where((eb) => eb.and([eb(sql.ref("lead_id"), "is", null), eb(sql.ref("data_request_id"), "is", null)]))
    .execute();

  await db.schema.alterTable("lead").addColumn("anonymised_at", timestamp).execute();
  // The retention job's read: leads not yet anonymised, oldest first.
  await db.schema
    .createIndex("lead_retention_idx")
    .on("lead")
    .columns(["created_at", "id"])
    .where(sql.ref("anonymised_at"), "is", null)
    .execute();

  await db.schema
    .createTable("retention_run")
    // The Lima day, YYYY-MM-DD.
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("worker", "text", (c) => c.notNull())
    .addColumn("started_at", timestamp, (c) => c.notNull())
    // Another process may take the day over once this passes without finished_at.
    .addColumn("lease_until", timestamp, (c) => c.notNull())
    .addColumn("finished_at", timestamp)
    .addColumn("anonymised", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("retention_run").execute();
  await db.schema.dropIndex("lead_retention_idx").execute();
  await db.schema.alterTable("lead").dropColumn("anonymised_at").execute();
  await db.schema.dropIndex("outbox_unlinked_idx").execute();
  await db.schema.dropIndex("outbox_data_request_idx").execute();
  await db.schema.alterTable("outbox").dropColumn("data_request_id").execute();
  await db.schema.dropTable("data_request_event").execute();
  await db.schema.dropTable("data_request").execute();
}
