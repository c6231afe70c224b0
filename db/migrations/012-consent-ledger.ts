import { type Kysely, PostgresAdapter, sql } from "kysely";

// The consent ledger (docs/decisions/035-personal-data-consent.md): every version of the consent text
// the forms show, by the SHA-256 of its exact text, and one row per lead saying whether consent was
// given (with which text, when, from which address, and the marketing choice) or not recorded (a
// request of the SPEC's API without the consent fields, and every lead older than this migration).
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? "timestamptz" : "text";
  const id = (c: any) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("consent_text")
    .addColumn("id", "integer", id)
    // SHA-256 of the exact text, hex: the same text is one version whichever process registers it.
    .addColumn("hash", "text", (c) => c.notNull().unique())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("lead_consent")
    .addColumn("lead_id", "integer", (c) => c.primaryKey().references("lead.id").onDelete("cascade"))
    // "given" or "not_recorded".
    .addColumn("state", "text", (c) => c.notNull())
    // The text the person accepted; null when not recorded. A version is never deleted while used.
    .addColumn("consent_text_id", "integer", (c) => c.references("consent_text.id").onDelete("restrict"))
    .addColumn("consented_at", timestamp)
    // The client address the request came from (as the lead's source_ip is determined).
    .addColumn("ip", "text")
    .addColumn("marketing", "boolean", (c) => c.notNull().defaultTo(sql`false`))
    .addCheckConstraint(
      "lead_consent_state_check",
      sql`(state = 'given' and consent_text_id is not null and consented_at is not null) or (state = 'not_recorded' and consent_text_id is null and consented_at is null and marketing = false)`,
    )
    .execute();
  await db.schema.createIndex("lead_consent_text_idx").on("lead_consent").column("consent_text_id").execute();

  // Leads from before the ledger: no consent was asked, so none is recorded.
  await db
    .insertInto("lead_consent")
    .columns(["lead_id", "state", "marketing"])
    .expression((eb) =>
      eb.selectFrom("lead").select(["id", sql.lit("not_recorded").as("state"), sql`false`.as("marketing")]),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("lead_consent").execute();
  await db.schema.dropTable("consent_text").execute();
}
