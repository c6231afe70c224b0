// The audit log: who did what, when, from where. Written in the same transaction as the change it
// records when there is one, so a change never lands without its row.
import type { Kysely, Transaction } from "kysely";
import { clientKey } from "~/platform/submission/client-key";
import type { Database } from "../../../db/schema";
import { getDb } from "./db.server";
import { nowIso, parseJson, toIso } from "./sql-values.server";

export type AuditAction =
  | "login.success"
  | "login.failure"
  | "login.throttled"
  | "logout"
  | "session.end"
  | "session.end_all"
  | "session.expired"
  | "user.create"
  | "user.activate"
  | "user.deactivate"
  | "passkey.register"
  | "passkey.remove"
  | "lead.view"
  | "lead.export"
  | "company.view"
  | "audit.prune"
  | (string & {});

export interface AuditEntry {
  action: AuditAction;
  /** When it happened, as an ISO instant: the change's own time when it has one; now by default. */
  at?: string;
  userId?: number | null;
  /** What identifies the actor even when the account is gone (the e-mail typed at sign-in). */
  actor?: string | null;
  target?: string | null;
  ip?: string | null;
  detail?: Record<string, unknown>;
}

export async function recordAudit(
  entry: AuditEntry,
  db: Kysely<Database> | Transaction<Database> = getDb(),
): Promise<number> {
  const row = await db
    .insertInto("audit_log")
    .values({
      client_key: entry.ip ? clientKey(entry.ip) : null,
      at: entry.at ?? nowIso(),
      user_id: entry.userId ?? null,
      actor: entry.actor ?? null,
      action: entry.action,
      target: entry.target ?? null,
      ip: entry.ip ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A look at personal data is recorded once per account, action and target within this window: the
 * revalidation that follows each action on an open lead, a reload or a step back add no row; the
 * same record seen again after the window adds one (decision 060).
 */
export const VIEW_AUDIT_WINDOW_MS = 10 * 60_000;

/**
 * Records that `entry.userId` looked at `entry.target` (`lead.view`, `company.view`), unless the same
 * account's same look was recorded within `windowMs` (one read of audit_log_user_idx). Returns
 * whether a row was written.
 */
export async function recordView(
  entry: AuditEntry & { userId: number; target: string },
  windowMs = VIEW_AUDIT_WINDOW_MS,
): Promise<boolean> {
  const db = getDb();
  const recent = await db
    .selectFrom("audit_log")
    .select("id")
    .where("user_id", "=", entry.userId)
    .where("at", ">", nowIso(-windowMs))
    .where("action", "=", entry.action)
    .where("target", "=", entry.target)
    .limit(1)
    .executeTakeFirst();
  if (recent) return false;
  await recordAudit(entry, db);
  return true;
}

export interface AuditRow {
  id: number;
  at: string;
  userId: number | null;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
}

/** The newest entries, optionally of one account (tests and the account page). */
export async function listAudit({ userId, limit = 50 }: { userId?: number; limit?: number } = {}): Promise<
  AuditRow[]
> {
  let query = getDb()
    .selectFrom("audit_log")
    .selectAll()
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    at: toIso(row.at),
    userId: row.user_id,
    actor: row.actor,
    action: row.action,
    target: row.target,
    ip: row.ip,
    detail: row.detail === null ? null : parseJson<Record<string, unknown>>(row.detail),
  }));
}

/** Several entries in one statement per 200 (a bulk change, e.g. the product import's per-product rows). */
export async function recordAudits(
  entries: readonly AuditEntry[],
  db: Kysely<Database> | Transaction<Database> = getDb(),
): Promise<void> {
  const at = nowIso();
  for (let start = 0; start < entries.length; start += 200) {
    await db
      .insertInto("audit_log")
      .values(
        entries.slice(start, start + 200).map((entry) => ({
          client_key: entry.ip ? clientKey(entry.ip) : null,
          at: entry.at ?? at,
          user_id: entry.userId ?? null,
          actor: entry.actor ?? null,
          action: entry.action,
          target: entry.target ?? null,
          ip: entry.ip ?? null,
          detail: entry.detail ? JSON.stringify(entry.detail) : null,
        })),
      )
      .execute();
  }
}
