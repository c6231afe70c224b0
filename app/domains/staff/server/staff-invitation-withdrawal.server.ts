// Withdrawing invitations (issue 27, decision 058): a link that has not been used stops working
// before its time. By hand ("Retirar" at /admin/usuarios), when its inviter is deactivated or leaves
// the administration (an invitation carries its inviter's authority), and when the same address is
// invited again (one open link per address, held by a partial unique index, migration 024). Each
// withdrawn invitation writes its own `invitation.withdrawn` row, with the reason, in the transaction
// of the change that caused it. Accepting spends a link only if it is still neither used nor
// withdrawn (one conditional update), so an acceptance racing a withdrawal makes nothing once the
// withdrawal is in.
import type { Transaction } from "kysely";
import type { Database, InvitationWithdrawalReason } from "../../../../db/schema";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { recordAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { nowIso } from "~/platform/data/sql-values.server";

export type { InvitationWithdrawalReason };

type Actor = Pick<StaffViewer, "id" | "email">;

type WithdrawnRow = { id: number; email: string; role: string; invited_by: number | null };

const auditWithdrawal = (
  trx: Transaction<Database>,
  row: WithdrawnRow,
  reason: InvitationWithdrawalReason,
  by: Actor,
  ip?: string,
) =>
  recordAudit(
    {
      action: "invitation.withdrawn",
      userId: by.id,
      actor: by.email,
      target: row.email,
      ip,
      detail: { reason, invitation: row.id, role: row.role, invitedBy: row.invited_by },
    },
    trx,
  );

/**
 * Withdraws every invitation still pending (neither used nor withdrawn, expired ones included) to an
 * address or from an inviter, inside `trx`, with one audit row each. Returns how many.
 */
export async function withdrawPendingInvitations(
  trx: Transaction<Database>,
  which: { email: string } | { invitedBy: number },
  reason: InvitationWithdrawalReason,
  by: Actor,
  ip?: string,
): Promise<number> {
  const pending = trx
    .updateTable("staff_invitation")
    .set({ withdrawn_at: nowIso(), withdrawn_reason: reason, withdrawn_by: by.id })
    .where("used_at", "is", null)
    .where("withdrawn_at", "is", null);
  const withdrawn = await (
    "email" in which
      ? pending.where("email", "=", which.email)
      : pending.where("invited_by", "=", which.invitedBy)
  )
    .returning(["id", "email", "role", "invited_by"])
    .execute();
  for (const row of withdrawn) await auditWithdrawal(trx, row, reason, by, ip);
  return withdrawn.length;
}

export type WithdrawOutcome =
  { status: "withdrawn"; email: string } | { status: "not-found" | "not-pending" };

/** "Retirar": one invitation, still open (not used, not withdrawn, not expired), withdrawn by hand. */
export async function withdrawInvitation(by: Actor, id: number, ip?: string): Promise<WithdrawOutcome> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const now = nowIso();
      const row = await trx
        .updateTable("staff_invitation")
        .set({ withdrawn_at: now, withdrawn_reason: "manual", withdrawn_by: by.id })
        .where("id", "=", id)
        .where("used_at", "is", null)
        .where("withdrawn_at", "is", null)
        .where("expires_at", ">", now)
        .returning(["id", "email", "role", "invited_by"])
        .executeTakeFirst();
      if (!row) {
        const exists = await trx
          .selectFrom("staff_invitation")
          .select("id")
          .where("id", "=", id)
          .executeTakeFirst();
        return { status: exists ? "not-pending" : "not-found" };
      }
      await auditWithdrawal(trx, row, "manual", by, ip);
      return { status: "withdrawn", email: row.email };
    });
}
