// Signing in with e-mail and password. The limits (per client address, per account and address, a
// slowdown per account: sign-in-limits.server.ts, on the limiter store shared by every process) are
// claimed before the password is checked; past one, no password is checked and every attempt gets the
// same answer, whether or not the account exists. Success rotates the session: the one the browser
// came with (if any) is ended, a new one opened.
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { recordAudit } from "~/platform/data/audit-log.server";
import { verifyNothing, verifyPassword } from "./password-hash.server";
import {
  alertOwnerIfMany,
  claimCredentialCheck,
  currentCounts,
  recordThrottled,
} from "./sign-in-limits.server";
import { endSession, openSession } from "./staff-sessions.server";
import { findStaffByEmail, normaliseEmail } from "./staff-users.server";

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
  /** Too many failures from this address, or for this account from this address. */
  | { status: "throttled"; retryAfterSeconds: number };

export interface SignInFailures {
  byAddress: number;
  /** Failures for this account from this address (the account's own ceiling only slows). */
  byAccount: number;
  /** Past either limit: no credential is checked. */
  throttled: boolean;
  windowSeconds: number;
}

/**
 * Recent failures from a client (its address's counter key: an IPv6 subscriber's whole /64) and for
 * an account (its e-mail) from that client, against their limits, as they stand (nothing is
 * claimed). `ownAttempt` is kept for callers of the former audit-log count and changes nothing: the
 * counters hold failures and checks under way only (see claimCredentialCheck).
 */
export async function recentFailures(
  ip: string | undefined,
  email: string | undefined,
  _options: { ownAttempt?: boolean } = {},
): Promise<SignInFailures> {
  const counts = await currentCounts(ip, email);
  return {
    byAddress: counts.byAddress,
    byAccount: counts.byAccountAddress,
    throttled: counts.throttled,
    windowSeconds: counts.windowSeconds,
  };
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
 * The check is claimed first (sign-in-limits.server.ts) and given back when the password was right,
 * so attempts made at the same moment see one another: of N parallel guesses, no more than the limit
 * get a password check. Each checked failure writes `login.failure`; refusals past the limits are
 * counted into one `login.throttled` row per address and window.
 */
export async function signInWithPassword(
  input: { email: string; password: string },
  meta: SignInMeta = {},
): Promise<SignInResult> {
  const email = normaliseEmail(input.email).slice(0, 254);
  const claim = await claimCredentialCheck(meta.ip, email);
  if (claim.status === "throttled") {
    await recordThrottled(meta.ip, email, {
      byAddress: claim.byAddress,
      byAccount: claim.byAccountAddress,
    });
    return { status: "throttled", retryAfterSeconds: claim.retryAfterSeconds };
  }

  const found = await findStaffByEmail(email);
  const valid = found
    ? await verifyPassword(found.passwordHash, input.password)
    : await verifyNothing(input.password);
  if (!found || !valid || !found.user.active) {
    await recordAudit({
      action: "login.failure",
      userId: found?.user.id ?? null,
      actor: email,
      ip: meta.ip,
      detail: { reason: !found ? "unknown-email" : !valid ? "wrong-password" : "inactive" },
    });
    if (found && !valid) await alertOwnerIfMany(found.user, claim);
    return { status: "refused" };
  }

  await claim.release();
  return { status: "signed-in", ...(await openSignedInSession(found.user, meta)) };
}

/** Sign-out: the session ends and the audit log says who left. */
export async function signOut(session: { id: string; viewer: StaffViewer }, ip?: string): Promise<void> {
  await endSession(session.id);
  await recordAudit({ action: "logout", userId: session.viewer.id, actor: session.viewer.email, ip });
}
