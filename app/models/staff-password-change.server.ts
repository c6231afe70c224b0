// A staff member changes their own password under "Mi cuenta". A wrong current password counts as
// a failed sign-in (the same per-account and per-client limits): a borrowed session cannot be used
// to guess the password, and past the limit the session itself ends.
import type { StaffViewer } from "~/lib/staff-roles";
import { passwordProblem } from "~/lib/password-policy";
import { recordAudit } from "./audit-log.server";
import { commonPasswords } from "./common-passwords.server";
import { getDb } from "./db.server";
import { hashPassword, verifyPassword } from "./password-hash.server";
import { endSession } from "./staff-sessions.server";
import { recentFailures } from "./staff-sign-in.server";
import { findStaffByEmail } from "./staff-users.server";
import { nowIso } from "./sql-values.server";

export type ChangePasswordResult =
  | { status: "changed" }
  | { status: "invalid"; field: "current" | "next"; message: string }
  /** Too many wrong current passwords: the session was ended. */
  | { status: "throttled" };

/**
 * A staff member changes their own password: the current one must be right and the new one must
 * pass the rule. Every other session of the account ends (the one in use stays open).
 */
export async function changeOwnPassword(
  viewer: StaffViewer,
  input: { current: string; next: string },
  keepSessionId: string,
  ip?: string,
): Promise<ChangePasswordResult> {
  if ((await recentFailures(ip, viewer.email)).throttled) {
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
  const found = await findStaffByEmail(viewer.email);
  if (!found || !(await verifyPassword(found.passwordHash, input.current))) {
    await recordAudit({
      action: "login.failure",
      userId: viewer.id,
      actor: viewer.email,
      ip,
      detail: { reason: "wrong-current-password" },
    });
    return { status: "invalid", field: "current", message: "La contraseña actual no es correcta." };
  }
  const problem = passwordProblem(input.next, {
    common: await commonPasswords(),
    email: viewer.email,
    name: viewer.name,
  });
  if (problem) return { status: "invalid", field: "next", message: problem };
  const passwordHash = await hashPassword(input.next);
  await getDb()
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
    });
  return { status: "changed" };
}
