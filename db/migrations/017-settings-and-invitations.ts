import { type Kysely, PostgresAdapter, sql } from "kysely";

// Issue 15 (decision 044): the company data staff edit at /admin/ajustes, and the one-time invitations
// an administrator sends a colleague at /admin/usuarios.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const json = pg ? "jsonb" : "text";
  const timestamp = pg ? "timestamptz" : "text";
  const id = (c: any) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("company_setting")
    // One row (id 1) once staff first save; until then the values come from the environment and
    // app/platform/content/company.ts, as before this table existed.
    .addColumn("id", "integer", (c) => c.primaryKey().check(sql`id = 1`))
    // Every field of the form (app/platform/settings/company-settings-schema.ts), as JSON.
    .addColumn("value", json, (c) => c.notNull())
    .addColumn("updated_at", timestamp, (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("staff_user.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("staff_invitation")
    .addColumn("id", "integer", id)
    // sha256 (hex) of the 256-bit random token in the link: the table never holds a usable link.
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('admin', 'ventas', 'servicio')`))
    .addColumn("invited_by", "integer", (c) => c.references("staff_user.id").onDelete("set null"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    // Set when the invitee has chosen a password (single use), with the account made.
    .addColumn("used_at", timestamp)
    .addColumn("user_id", "integer", (c) => c.references("staff_user.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("staff_invitation_email_idx").on("staff_invitation").column("email").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("staff_invitation").execute();
  await db.schema.dropTable("company_setting").execute();
}
