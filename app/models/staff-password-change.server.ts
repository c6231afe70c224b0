// A staff member changes their own password under "Mi cuenta". A wrong current password counts as
// a failed sign-in (the same per-account and per-client limits): a borrowed session cannot be used
// to guess the password, and past the limit the session itself ends.
import type { StaffViewer } from "~/lib/staff-roles";
import { passwordProblem } from "~/lib/password-policy";
import { recordAudit } from "./audit-log.server";
import { commonPasswords } from "./common-passwords.server";
import { getDb } from "./db.server";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { removeAllPasskeys } from "./staff-passkey-removal.server";
import { endSession } from "./staff-sessions.server";
import { recentFailures } from "./staff-sign-in.server";
import { findStaffByEmail } from "./staff-users.server";
import { nowIso } from "./sql-values.server";

export type CurrentPasswordCheck =
  | { status: "right" }
  | { status: "wrong" }
  /** Past the sign-in limits: no password was checked. */
  | { status: "throttled"; retryAfterSeconds: number };

/**
 * Checks the signed-in staff member's current password against the sign-in limits: past them no
 * password is checked; a wrong one is a failed sign-in (`login.failure`, `purpose` says what asked),
 * so a borrowed session cannot be used to guess it. The password change and a new passkey use it.
 */
export async function verifyCurrentPassword(
  viewer: StaffViewer,
  current: string,
  purpose: "password-change" | "passkey-registration",
  ip?: string,
): Promise<CurrentPasswordCheck> {
  const limits = await recentFailures(ip, viewer.email);
  if (limits.throttled) return { status: "throttled", retryAfterSeconds: limits.windowSeconds };
  const found = await findStaffByEmail(viewer.email);
  if (!found || !(await verifyPassword(found.passwordHash, current))) {
    await recordAudit({
      action: "login.failure",
      userId: viewer.id,
      actor: viewer.email,
      ip,
      detail: { reason: "wrong-current-password", purpose },
    });
    return { status: "wrong" };
  }
  return { status: "right" };
}

export type ChangePasswordResult =
  /** `passkeysRemoved`: how many of the account's passkeys went with the old password. */
  | { status: "changed"; passkeysRemoved: number }
  | { status: "invalid"; field: "current" | "next"; message: string }
  /** Too many wrong current passwords: the session was ended. */
  | { status: "throttled" };

/**
 * A staff member changes their own password: the current one must be right and the new one must
 * pass the rule. Every other session of the account ends (the one in use stays open), and with
 * `removePasskeys` (the form's box, ticked by default) every passkey of the account goes too: one
 * planted through a stolen session would otherwise outlive the new password.
 */
export async function changeOwnPassword(
  viewer: StaffViewer,
  input: { current: string; next: string; removePasskeys?: boolean },
  keepSessionId: string,
  ip?: string,
): Promise<ChangePasswordResult> {
  const check = await verifyCurrentPassword(viewer, input.current, "password-change", ip);
  if (check.status === "throttled") {
    await endSession(keepSessionId);
    await recordAudit({
      action: "session.end",
      userId: viewer.id,
      actor: viewer.email,
      ip,
      detail: { reason: "password-guesses" },
    });
    return { status: "throttled" };
  }
  if (check.status === "wrong") {
    return { status: "invalid", field: "current", message: "La contraseña actual no es correcta." };
  }
  const problem = passwordProblem(input.next, {
    common: await commonPasswords(),
    email: viewer.email,
    name: viewer.name,
  });
  if (problem) return { status: "invalid", field: "next", message: problem };
  const passwordHash = await hashPassword(input.next);
  const passkeysRemoved = await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("staff_user")
        .set({ password_hash: passwordHash, updated_at: nowIso() })
        .where("id", "=", viewer.id)
        .execute();
      await trx
        .deleteFrom("staff_session")
        .where("user_id", "=", viewer.id)
        .where("id", "!=", keepSessionId)
        .execute();
      await recordAudit(
        { action: "user.password", userId: viewer.id, actor: viewer.email, target: viewer.email, ip },
        trx,
      );
      return input.removePasskeys ? removeAllPasskeys(trx, viewer, viewer, "password-change", ip) : 0;
    });
  return { status: "changed", passkeysRemoved };
}
