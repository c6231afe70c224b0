// Server-side staff sessions. The cookie holds 128 random bits; the table holds only their sha256,
// so a copy of the database opens no session. A session ends at sign-out, after
// STAFF_SESSION_IDLE_SECONDS without a request, STAFF_SESSION_MAX_HOURS after sign-in, when the
// account is deactivated, or when its owner or an administrator ends it.
import { createHash, randomBytes } from "node:crypto";
import { getEnv } from "~/platform/lib/env.server";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { recordAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { nowIso, toBool, toIso } from "~/platform/data/sql-values.server";

export interface StaffSession {
  /** The session's id in the table (the token's hash): what the "end this session" buttons name. */
  id: string;
  viewer: StaffViewer;
}

export interface SessionInfo {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
  ip: string | null;
  userAgent: string | null;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Tokens are 22 base64url characters (16 bytes); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** Opens a session; the caller puts the returned token in the cookie. */
export async function openSession(
  userId: number,
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; id: string }> {
  const token = randomBytes(16).toString("base64url");
  const id = hashToken(token);
  const now = Date.now();
  await getDb()
    .insertInto("staff_session")
    .values({
      id,
      user_id: userId,
      created_at: new Date(now).toISOString(),
      last_seen_at: new Date(now).toISOString(),
      expires_at: new Date(now + getEnv().STAFF_SESSION_MAX_HOURS * 3_600_000).toISOString(),
      ip: meta.ip ?? null,
      user_agent: meta.userAgent?.slice(0, 300) ?? null,
    })
    .execute();
  return { token, id };
}

/**
 * The session a cookie's token opens, or undefined (unknown, expired, or its account inactive). An
 * expired session is deleted on sight. A live one is touched (last_seen_at) at most every tenth of
 * the idle limit, so a busy page does not write on every request; `touch: false` for requests a page
 * makes by itself (polling), which must not keep an unattended session open.
 */
export async function resolveSession(
  token: string | undefined,
  { touch = true }: { touch?: boolean } = {},
): Promise<StaffSession | undefined> {
  if (!token || !TOKEN.test(token)) return undefined;
  const id = hashToken(token);
  const row = await getDb()
    .selectFrom("staff_session as s")
    .innerJoin("staff_user as u", "u.id", "s.user_id")
    .select([
      "s.id",
      "s.last_seen_at",
      "s.expires_at",
      "u.id as user_id",
      "u.email",
      "u.name",
      "u.role",
      "u.active",
    ])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const now = Date.now();
  const idleMs = getEnv().STAFF_SESSION_IDLE_SECONDS * 1000;
  const lastSeen = new Date(toIso(row.last_seen_at)).getTime();
  const expired = now >= new Date(toIso(row.expires_at)).getTime() || now - lastSeen >= idleMs;
  if (expired || !toBool(row.active)) {
    const ended = await getDb().deleteFrom("staff_session").where("id", "=", id).executeTakeFirst();
    if (expired && Number(ended.numDeletedRows) > 0) {
      await recordAudit({ action: "session.expired", userId: row.user_id, actor: row.email });
    }
    return undefined;
  }
  // A background request (the open page's polling) is not activity: it does not push the idle end.
  if (touch && now - lastSeen >= Math.min(60_000, idleMs / 10)) {
    await getDb().updateTable("staff_session").set({ last_seen_at: nowIso() }).where("id", "=", id).execute();
  }
  return { id, viewer: { id: row.user_id, email: row.email, name: row.name, role: row.role } };
}

/** Ends one session (sign-out, or the owner ending it from their list). */
export async function endSession(id: string): Promise<boolean> {
  const result = await getDb().deleteFrom("staff_session").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The live sessions of one account, newest first (expired ones are left out). */
export async function listSessions(userId: number): Promise<SessionInfo[]> {
  const idleMs = getEnv().STAFF_SESSION_IDLE_SECONDS * 1000;
  const rows = await getDb()
    .selectFrom("staff_session")
    .selectAll()
    .where("user_id", "=", userId)
    .where("expires_at", ">", nowIso())
    .where("last_seen_at", ">", nowIso(-idleMs))
    .orderBy("created_at", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: toIso(row.created_at),
    lastSeenAt: toIso(row.last_seen_at),
    expiresAt: toIso(row.expires_at),
    ip: row.ip,
    userAgent: row.user_agent,
  }));
}

/** A staff member ends one of their own sessions; another account's session id is not found. */
export async function endOwnSession(viewer: StaffViewer, id: string, ip?: string): Promise<boolean> {
  const result = await getDb()
    .deleteFrom("staff_session")
    .where("id", "=", id)
    .where("user_id", "=", viewer.id)
    .executeTakeFirst();
  const ended = Number(result.numDeletedRows) > 0;
  if (ended)
    await recordAudit({
      action: "session.end",
      userId: viewer.id,
      actor: viewer.email,
      target: viewer.email,
      ip,
    });
  return ended;
}

/** An administrator ends every session of an account. */
export async function endAllSessions(by: StaffViewer, userId: number, ip?: string): Promise<number> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const target = await trx
        .selectFrom("staff_user")
        .select("email")
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!target) return 0;
      const result = await trx.deleteFrom("staff_session").where("user_id", "=", userId).executeTakeFirst();
      const count = Number(result.numDeletedRows);
      await recordAudit(
        {
          action: "session.end_all",
          userId: by.id,
          actor: by.email,
          target: target.email,
          ip,
          detail: { count },
        },
        trx,
      );
      return count;
    });
}

/** How many live sessions each account has (accounts without any are absent). */
export async function countLiveSessions(): Promise<Map<number, number>> {
  const idleMs = getEnv().STAFF_SESSION_IDLE_SECONDS * 1000;
  const rows = await getDb()
    .selectFrom("staff_session")
    .select(["user_id", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("expires_at", ">", nowIso())
    .where("last_seen_at", ">", nowIso(-idleMs))
    .groupBy("user_id")
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.count)]));
}
