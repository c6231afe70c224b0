import { type Kysely, PostgresAdapter, sql } from "kysely";

// Issue 27 item 2 (decision 058): an invitation can be withdrawn. By an administrator ("Retirar" at
// /admin/usuarios), when its inviter is deactivated or leaves the administration, and when the same
// address is invited again (the older link is replaced). A withdrawn link answers like an expired one.
//
// Invitations sent before this migration are put in order first, as the rule would have left them:
// of several open links to one address only the newest stays; the open links of an inviter who is no
// longer an active administrator are withdrawn. Then a partial unique index keeps at most one open
// (neither used nor withdrawn) invitation per address, whatever two requests do at the same moment.
const REASONS = ["manual", "inviter-deactivated", "inviter-demoted", "replaced"];

export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? "timestamptz" : "text";
  await db.schema.alterTable("staff_invitation").addColumn("withdrawn_at", timestamp).execute();
  await db.schema
    .alterTable("staff_invitation")
    .addColumn("withdrawn_reason", "text", (c) =>
      c.check(sql`withdrawn_reason in (${sql.join(REASONS.map((reason) => sql.lit(reason)))})`),
    )
    .execute();
  await db.schema
    .alterTable("staff_invitation")
    .addColumn("withdrawn_by", "integer", (c) => c.references("staff_user.id").onDelete("set null"))
    .execute();

  const now = new Date().toISOString();
  const pending = sql`used_at is null and withdrawn_at is null`;
  await sql`update staff_invitation set withdrawn_at = ${now}, withdrawn_reason = 'replaced'
    where ${pending} and exists (
      select 1 from staff_invitation newer
      where newer.email = staff_invitation.email and newer.id > staff_invitation.id
    )`.execute(db);
  await sql`update staff_invitation set withdrawn_at = ${now}, withdrawn_reason = 'inviter-deactivated'
    where ${pending} and invited_by in (select id from staff_user where active = ${pg ? sql`false` : sql`0`})`.execute(
    db,
  );
  await sql`update staff_invitation set withdrawn_at = ${now}, withdrawn_reason = 'inviter-demoted'
    where ${pending} and invited_by in (select id from staff_user where role <> 'admin')`.execute(db);

  await db.schema
    .createIndex("staff_invitation_open_email_uq")
    .on("staff_invitation")
    .column("email")
    .unique()
    .where(sql<boolean>`used_at is null and withdrawn_at is null`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("staff_invitation_open_email_uq").execute();
  await db.schema.alterTable("staff_invitation").dropColumn("withdrawn_by").execute();
  await db.schema.alterTable("staff_invitation").dropColumn("withdrawn_reason").execute();
  await db.schema.alterTable("staff_invitation").dropColumn("withdrawn_at").execute();
}
