// Removing staff passkeys: the owner removes one of theirs (Mi cuenta), an administrator removes one
// of any account (Usuarios; the owner is e-mailed), and a password change or an administrator ending
// an account's sessions may remove them all. Every removed passkey has its `passkey.remove` row.
import type { Transaction } from "kysely";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import type { Database } from "../../../../db/schema";
import { recordAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { notifyOutbox } from "~/platform/mail/outbox.server";
import { draftPasskeyRemovedMail, queuePasskeyMail } from "../mail/staff-passkey-mail.server";
import { nowIso } from "~/platform/data/sql-values.server";

/** Why a passkey went, in the audit row (`detail.reason`). */
export type PasskeyRemovalReason = "owner" | "administrator" | "password-change" | "sessions-ended";

interface Removed {
  id: string;
  name: string;
}

async function auditRemoval(
  trx: Transaction<Database>,
  by: StaffViewer,
  owner: { id: number; email: string },
  removed: Removed,
  reason: PasskeyRemovalReason,
  ip?: string,
) {
  await recordAudit(
    {
      action: "passkey.remove",
      userId: by.id,
      actor: by.email,
      target: removed.name,
      ip,
      detail: {
        credential: removed.id,
        reason,
        ...(owner.id === by.id ? {} : { owner: owner.email, ownerId: owner.id }),
      },
    },
    trx,
  );
}

/** Removes one of the staff member's own passkeys; another account's is not found. */
export async function removePasskey(viewer: StaffViewer, passkeyId: string, ip?: string): Promise<boolean> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const removed = await trx
        .deleteFrom("staff_passkey")
        .where("id", "=", passkeyId)
        .where("user_id", "=", viewer.id)
        .returning(["id", "name"])
        .executeTakeFirst();
      if (!removed) return false;
      await auditRemoval(trx, viewer, viewer, removed, "owner", ip);
      return true;
    });
}

export type AccountPasskeyRemoval =
  | { status: "removed"; name: string; owner: string }
  /** No such passkey on that account (already removed, or another account's). */
  | { status: "not-found" }
  /** Only administrators remove another account's passkeys. */
  | { status: "forbidden" };

/**
 * An administrator removes a passkey of an account (theirs or a colleague's). The owner of another
 * account is e-mailed, in the same transaction as the removal and its audit row.
 */
export async function removeAccountPasskey(
  by: StaffViewer,
  userId: number,
  passkeyId: string,
  ip?: string,
): Promise<AccountPasskeyRemoval> {
  if (by.role !== "admin") return { status: "forbidden" };
  const found = await getDb()
    .selectFrom("staff_passkey")
    .innerJoin("staff_user", "staff_user.id", "staff_passkey.user_id")
    .select(["staff_passkey.name as passkeyName", "staff_user.email", "staff_user.name"])
    .where("staff_passkey.id", "=", passkeyId)
    .where("staff_passkey.user_id", "=", userId)
    .executeTakeFirst();
  if (!found) return { status: "not-found" };
  const owner = { id: userId, email: found.email, name: found.name };
  const at = nowIso();
  let mail: Awaited<ReturnType<typeof draftPasskeyRemovedMail>> | undefined;
  if (userId !== by.id) {
    // The e-mail mentions the account's other passkeys only when it keeps some.
    const others = await getDb()
      .selectFrom("staff_passkey")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("user_id", "=", userId)
      .where("id", "!=", passkeyId)
      .executeTakeFirstOrThrow();
    mail = await draftPasskeyRemovedMail(owner, found.passkeyName, at, by.name, Number(others.count));
  }
  const removed = await getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .deleteFrom("staff_passkey")
        .where("id", "=", passkeyId)
        .where("user_id", "=", userId)
        .returning(["id", "name"])
        .executeTakeFirst();
      if (!row) return undefined;
      await auditRemoval(trx, by, owner, row, "administrator", ip);
      if (mail) await queuePasskeyMail(trx, mail, at);
      return row;
    });
  if (!removed) return { status: "not-found" };
  if (mail) notifyOutbox();
  return { status: "removed", name: removed.name, owner: owner.name };
}

/**
 * Removes every passkey of an account inside the caller's transaction (a password change, an
 * administrator ending the account's sessions), one audit row each; how many went.
 */
export async function removeAllPasskeys(
  trx: Transaction<Database>,
  by: StaffViewer,
  owner: { id: number; email: string },
  reason: PasskeyRemovalReason,
  ip?: string,
): Promise<number> {
  const removed = await trx
    .deleteFrom("staff_passkey")
    .where("user_id", "=", owner.id)
    .returning(["id", "name"])
    .execute();
  for (const row of removed) await auditRemoval(trx, by, owner, row, reason, ip);
  return removed.length;
}

/**
 * An administrator removes every passkey of an account (with "Cerrar sus sesiones", when a session
 * may have been stolen); the owner of another account gets one e-mail per passkey. How many went.
 */
export async function removeEveryAccountPasskey(
  by: StaffViewer,
  userId: number,
  ip?: string,
): Promise<number | "forbidden"> {
  if (by.role !== "admin") return "forbidden";
  const rows = await getDb()
    .selectFrom("staff_passkey")
    .innerJoin("staff_user", "staff_user.id", "staff_passkey.user_id")
    .select(["staff_passkey.id", "staff_passkey.name as passkeyName", "staff_user.email", "staff_user.name"])
    .where("staff_passkey.user_id", "=", userId)
    .execute();
  const [first] = rows;
  if (!first) return 0;
  const owner = { id: userId, email: first.email, name: first.name };
  const at = nowIso();
  const mails = new Map(
    userId === by.id
      ? []
      : await Promise.all(
          rows.map(
            async (row) =>
              // All of them go: none remains.
              [row.id, await draftPasskeyRemovedMail(owner, row.passkeyName, at, by.name, 0)] as const,
          ),
        ),
  );
  const count = await getDb()
    .transaction()
    .execute(async (trx) => {
      const removed = await trx
        .deleteFrom("staff_passkey")
        .where("user_id", "=", userId)
        .returning(["id", "name"])
        .execute();
      for (const row of removed) {
        await auditRemoval(trx, by, owner, row, "sessions-ended", ip);
        const mail = mails.get(row.id);
        if (mail) await queuePasskeyMail(trx, mail, at);
      }
      return removed.length;
    });
  if (count > 0 && mails.size > 0) notifyOutbox();
  return count;
}
