import { type Kysely, PostgresAdapter, sql } from "kysely";

// WebAuthn challenges (passkeys): issued with the options of a registration or a sign-in, found again
// by the random token of a short-lived cookie (the table keeps only its sha256), used once and deleted.
// In the database, not in a process's memory, so the verification may reach another process.
export async function up(db: Kysely<any>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const timestamp = pg ? "timestamptz" : "text";

  await db.schema
    .createTable("webauthn_challenge")
    // sha256 (hex) of the cookie's random token.
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("purpose", "text", (c) =>
      c.notNull().check(sql`purpose in ('registration', 'authentication')`),
    )
    // The challenge the authenticator signs, base64url.
    .addColumn("challenge", "text", (c) => c.notNull())
    // The relying party the options named: the public host name and origin of the request.
    .addColumn("rp_id", "text", (c) => c.notNull())
    .addColumn("origin", "text", (c) => c.notNull())
    // A registration belongs to one account and the session that asked for it.
    .addColumn("user_id", "integer", (c) => c.references("staff_user.id").onDelete("cascade"))
    .addColumn("session_id", "text", (c) => c.references("staff_session.id").onDelete("cascade"))
    .addColumn("created_at", timestamp, (c) => c.notNull())
    .addColumn("expires_at", timestamp, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("webauthn_challenge_expires_idx")
    .on("webauthn_challenge")
    .column("expires_at")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webauthn_challenge").execute();
}
