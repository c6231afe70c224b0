// Signing in with e-mail and password. Limits count failed attempts in the audit log (shared by
// every process) per client address and per account over SIGN_IN_WINDOW_MINUTES; past either
// limit, no password is checked and every attempt gets the same answer, whether or not the account
// exists. Success rotates the session: the one the browser came with (if any) is ended, a new one opened.
import { clientKey } from "~/lib/client-key";
import { getEnv } from "~/lib/env.server";
import type { StaffViewer } from "~/lib/staff-roles";
import { recordAudit } from "./audit-log.server";
import { getDb } from "./db.server";
import { verifyNothing, verifyPassword } from "./password-hash.server";
import { endSession, openSession } from "./staff-sessions.server";
import { findStaffByEmail, normaliseEmail } from "./staff-users.server";
import { nowIso } from "./sql-values.server";

export interface SignInMeta {
  ip?: string;
  userAgent?: string;
  /** The session the browser already had, ended on success (rotation). */
  previousSessionId?: string;
}

export type SignInResult =
  | { status: "signed-in"; token: string; viewer: StaffViewer }
  /** Wrong e-mail or password, or an inactive account: one answer for all three. */
  | { status: "refused" }
  /** Too many failures from this address or for this account. */
  | { status: "throttled"; retryAfterSeconds: number };

/** What counts against the limits: failures, and attempts still being checked (a crashed one stays counted). */
const COUNTED = ["login.failure", "login.attempt"];

async function failuresSince(column: "client_key" | "actor", value: string, since: string): Promise<number> {
  const row = await getDb()
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("action", "in", COUNTED)
    .where(column, "=", value)
    .where("at", ">=", since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface SignInFailures {
  byAddress: number;
  byAccount: number;
  /** Past either limit: no credential is checked. */
  throttled: boolean;
  windowSeconds: number;
}

/**
 * Recent failures from a client (its address's counter key: an IPv6 subscriber's whole /64) and for
 * an account (its e-mail), against their limits. Every way of signing in (password, passkey) records
 * its failures as `login.failure` and is held back here. `ownAttempt`: the caller already recorded
 * its own attempt (see signInWithPassword), which is then in the counts and not held against it.
 */
export async function recentFailures(
  ip: string | undefined,
  email: string | undefined,
  { ownAttempt = false }: { ownAttempt?: boolean } = {},
): Promise<SignInFailures> {
  const env = getEnv();
  const windowSeconds = env.SIGN_IN_WINDOW_MINUTES * 60;
  const since = nowIso(-windowSeconds * 1000);
  const own = ownAttempt ? 1 : 0;
  const [byAddress, byAccount] = await Promise.all([
    ip ? failuresSince("client_key", clientKey(ip), since) : Promise.resolve(0),
    email ? failuresSince("actor", email, since) : Promise.resolve(0),
  ]);
  const throttled =
    byAddress - own >= env.SIGN_IN_MAX_FAILURES_PER_ADDRESS ||
    byAccount - own >= env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT;
  return { byAddress: byAddress - own, byAccount: byAccount - own, throttled, windowSeconds };
}

/**
 * The end of every successful sign-in: the session the browser came with is ended (rotation), a new
 * one is opened, and the audit log records it (`detail` says how, e.g. `{ method: "passkey" }`).
 */
export async function openSignedInSession(
  user: StaffViewer,
  meta: SignInMeta,
  detail?: Record<string, unknown>,
): Promise<{ token: string; viewer: StaffViewer }> {
  if (meta.previousSessionId) await endSession(meta.previousSessionId);
  const { token } = await openSession(user.id, meta);
  await recordAudit({ action: "login.success", userId: user.id, actor: user.email, ip: meta.ip, detail });
  const { id, email, name, role } = user;
  return { token, viewer: { id, email, name, role } };
}

/**
 * The attempt is written first (`login.attempt`) and the limits counted after, so attempts made at
 * the same moment see one another: of N parallel guesses, no more than the limit get a password
 * check. The row then becomes the attempt's outcome (`login.failure`, `login.throttled`), or goes
 * when it succeeds (the success has its own row).
 */
export async function signInWithPassword(
  input: { email: string; password: string },
  meta: SignInMeta = {},
): Promise<SignInResult> {
  const email = normaliseEmail(input.email).slice(0, 254);
  const attempt = await recordAudit({ action: "login.attempt", actor: email, ip: meta.ip });
  const settle = (values: { action: string; user_id?: number | null; detail?: Record<string, unknown> }) =>
    getDb()
      .updateTable("audit_log")
      .set({
        action: values.action,
        user_id: values.user_id ?? null,
        detail: values.detail ? JSON.stringify(values.detail) : null,
      })
      .where("id", "=", attempt)
      .execute();

  const { byAddress, byAccount, throttled, windowSeconds } = await recentFailures(meta.ip, email, {
    ownAttempt: true,
  });
  if (throttled) {
    await settle({ action: "login.throttled", detail: { byAddress, byAccount } });
    return { status: "throttled", retryAfterSeconds: windowSeconds };
  }

  const found = await findStaffByEmail(email);
  const valid = found
    ? await verifyPassword(found.passwordHash, input.password)
    : await verifyNothing(input.password);
  if (!found || !valid || !found.user.active) {
    await settle({
      action: "login.failure",
      user_id: found?.user.id ?? null,
      detail: { reason: !found ? "unknown-email" : !valid ? "wrong-password" : "inactive" },
    });
    return { status: "refused" };
  }

  await getDb().deleteFrom("audit_log").where("id", "=", attempt).execute();
  return { status: "signed-in", ...(await openSignedInSession(found.user, meta)) };
}

/** Sign-out: the session ends and the audit log says who left. */
export async function signOut(session: { id: string; viewer: StaffViewer }, ip?: string): Promise<void> {
  await endSession(session.id);
  await recordAudit({ action: "logout", userId: session.viewer.id, actor: session.viewer.email, ip });
}
