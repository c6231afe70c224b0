// A staff member changes their own password under "Mi cuenta". A wrong current password counts as
// a failed sign-in (the same limits, claimed before the check: sign-in-limits.server.ts): a borrowed
// session cannot be used to guess the password. Past the limit the change is refused with the reason
// and the session it runs in stays open (a lockout must never sign its owner out).
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { passwordProblem } from "../password-policy";
import { recordAudit } from "~/platform/data/audit-log.server";
import { commonPasswords } from "./common-passwords.server";
import { getDb } from "~/platform/data/db.server";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { alertOwnerIfMany, claimCredentialCheck, recordThrottled } from "./sign-in-limits.server";
import { removeAllPasskeys } from "./staff-passkey-removal.server";
import { findStaffByEmail } from "./staff-users.server";
import { nowIso } from "~/platform/data/sql-values.server";

export type ChangePasswordResult =
  /** `passkeysRemoved`: how many of the account's passkeys went with the old password. */
  | { status: "changed"; passkeysRemoved: number }
  | { status: "invalid"; field: "current" | "next"; message: string }
  /** Too many wrong passwords for this account from this address: nothing checked, the session stays. */
  | { status: "throttled"; retryAfterSeconds: number };

export type CurrentPasswordCheck =
  { status: "right" } | { status: "wrong" } | { status: "throttled"; retryAfterSeconds: number };

/**
 * Checks a signed-in staff member's current password against the sign-in limits: the check is
 * claimed first (atomically: of N parallel guesses at most the limit are checked), a wrong one is a
 * failed sign-in (`login.failure`, reason `wrong-current-password`, `purpose` the step that asked:
 * the password change or a new passkey), so a borrowed session cannot be used to guess it; a right
 * one gives the claim back.
 */
export async function checkCurrentPassword(
  viewer: StaffViewer,
  password: string,
  ip?: string,
  purpose: "password-change" | "passkey-registration" = "password-change",
): Promise<CurrentPasswordCheck> {
  const claim = await claimCredentialCheck(ip, viewer.email);
  if (claim.status === "throttled") {
    await recordThrottled(ip, viewer.email, { step: purpose, byAccount: claim.byAccountAddress });
    return { status: "throttled", retryAfterSeconds: claim.retryAfterSeconds };
  }
  const found = await findStaffByEmail(viewer.email);
  if (!found || !(await verifyPassword(found.passwordHash, password))) {
    await recordAudit({
      action: "login.failure",
      userId: viewer.id,
      actor: viewer.email,
      ip,
      detail: { reason: "wrong-current-password", purpose },
    });
    await alertOwnerIfMany(viewer, claim);
    return { status: "wrong" };
  }
  await claim.release();
  return { status: "right" };
}

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
  const current = await checkCurrentPassword(viewer, input.current, ip);
  if (current.status === "throttled") return current;
  if (current.status === "wrong") {
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
