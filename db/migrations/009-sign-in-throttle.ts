import type { Kysely } from "kysely";

// The sign-in limits count recent attempts per client and per account in the audit log
// (app/domains/staff/server/staff-sign-in.server.ts). A client is its address's counter key (IPv4 as is, IPv6 by
// its /64: app/platform/submission/client-key.ts), kept beside the exact address: one index for each count.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_log").addColumn("client_key", "text").execute();
  await db.schema
    .createIndex("audit_log_action_client_idx")
    .on("audit_log")
    .columns(["action", "client_key", "at"])
    .execute();
  await db.schema
    .createIndex("audit_log_action_actor_idx")
    .on("audit_log")
    .columns(["action", "actor", "at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_log_action_actor_idx").execute();
  await db.schema.dropIndex("audit_log_action_client_idx").execute();
  await db.schema.alterTable("audit_log").dropColumn("client_key").execute();
}
