import { type Kysely, PostgresAdapter, sql } from "kysely";

// The back office's people: staff accounts, their server-side sessions, their passkeys, and the
// audit log of sign-ins, failures, sign-outs and account changes.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const json = pg ? "jsonb" : "text";
  const bytes = pg ? "bytea" : "blob";
  const timestamp = pg ? "timestamptz" : "text";
  const now = pg ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
  const id = (c: any) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

  await db.schema
    .createTable("staff_user")
    .addColumn("id", "integer", id)
    // Stored lower-case and trimmed; unique.
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().check(sql`role in ('admin', 'ventas', 'servicio')`))
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("active", "boolean", (c) => c.notNull().defaultTo(sql`true`))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("updated_at", timestamp, (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable("staff_session")
    // sha256 (hex) of the 128-bit random token in the cookie: the table never holds a usable token.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_user.id").onDelete("cascade"))
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("last_seen_at", timestamp, (c) => c.notNull().defaultTo(now))
    // The absolute end (created_at + 12 h); the idle end is last_seen_at + 30 min.
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("staff_session_user_idx").on("staff_session").column("user_id").execute();

  await db.schema
    .createTable("staff_passkey")
    // The credential id, base64url.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("staff_user.id").onDelete("cascade"))
    .addColumn("public_key", bytes, (c) => c.notNull())
    .addColumn("counter", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("transports", "text")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("created_at", timestamp, (c) => c.notNull().defaultTo(now))
    .addColumn("last_used_at", timestamp)
    .execute();
  await db.schema.createIndex("staff_passkey_user_idx").on("staff_passkey").column("user_id").execute();

  await db.schema
    .createTable("audit_log")
    .addColumn("id", "integer", id)
    .addColumn("at", timestamp, (c) => c.notNull().defaultTo(now))
    // Who acted, when known (null for a failed sign-in with an unknown e-mail).
    .addColumn("user_id", "integer", (c) => c.references("staff_user.id").onDelete("set null"))
    // What the actor typed or was, kept even when the account is gone.
    .addColumn("actor", "text")
    // e.g. "login.success", "login.failure", "logout", "session.end", "user.deactivate".
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("target", "text")
    .addColumn("ip", "text")
    .addColumn("detail", json)
    .execute();
  await db.schema.createIndex("audit_log_at_idx").on("audit_log").columns(["at", "id"]).execute();
  await db.schema.createIndex("audit_log_user_idx").on("audit_log").columns(["user_id", "at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["audit_log", "staff_passkey", "staff_session", "staff_user"]) {
    await db.schema.dropTable(table).execute();
  }
}
