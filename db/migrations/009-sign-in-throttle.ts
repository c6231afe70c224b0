import type { Kysely } from "kysely";

// The sign-in limits count recent failures per client address and per account in the audit log
// (app/models/staff-sign-in.server.ts): one index for each, newest rows first.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("audit_log_action_ip_idx")
    .on("audit_log")
    .columns(["action", "ip", "at"])
    .execute();
  await db.schema
    .createIndex("audit_log_action_actor_idx")
    .on("audit_log")
    .columns(["action", "actor", "at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("audit_log_action_actor_idx").execute();
  await db.schema.dropIndex("audit_log_action_ip_idx").execute();
}
