// Staff accounts: created by an administrator (npm run admin:create for the first one), found by
// e-mail at sign-in, activated and deactivated (which ends every session of the account). An account
// that is deactivated or leaves the administration takes its pending invitations with it (decision 058).
import type { Transaction } from "kysely";
import type { Database } from "../../../../db/schema";
import type { StaffRole, StaffViewer } from "~/platform/admin-kit/staff-roles";
import { passwordProblem } from "../password-policy";
import { recordAudit } from "~/platform/data/audit-log.server";
import { commonPasswords } from "./common-passwords.server";
import { databaseEngine, getDb } from "~/platform/data/db.server";
import { hashPassword } from "./password-hash.server";
import { withdrawPendingInvitations } from "./staff-invitation-withdrawal.server";
import { fromBool, isUniqueViolation, nowIso, toBool, toIso } from "~/platform/data/sql-values.server";

export interface StaffAccount extends StaffViewer {
  active: boolean;
  createdAt: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export type CreateStaffResult =
  | { status: "created"; user: StaffAccount }
  | { status: "invalid"; field: "email" | "name" | "password"; message: string }
  | { status: "taken" };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with an account's e-mail (normalised) or name (trimmed), in Spanish, or null. */
export function staffIdentityProblem(
  email: string,
  name: string,
): { field: "email" | "name"; message: string } | null {
  if (!EMAIL.test(email) || email.length > 254) {
    return { field: "email", message: "Ingrese un correo electrónico válido." };
  }
  if (name.length < 2 || name.length > 120) {
    return { field: "name", message: "Ingrese un nombre de 2 a 120 caracteres." };
  }
  return null;
}

/** Creates an account after checking the e-mail, the name and the password rule. */
export async function createStaffUser(
  input: { email: string; name: string; role: StaffRole; password: string },
  by?: { userId?: number; ip?: string },
): Promise<CreateStaffResult> {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  const identity = staffIdentityProblem(email, name);
  if (identity) return { status: "invalid", ...identity };
  const problem = passwordProblem(input.password, { common: await commonPasswords(), email, name });
  if (problem) return { status: "invalid", field: "password", message: problem };
  const passwordHash = await hashPassword(input.password);
  try {
    const now = nowIso();
    const user = await getDb()
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto("staff_user")
          .values({
            email,
            name,
            role: input.role,
            password_hash: passwordHash,
            active: fromBool(true),
            created_at: now,
            updated_at: now,
          })
          .returning(["id", "created_at"])
          .executeTakeFirstOrThrow();
        await recordAudit(
          {
            action: "user.create",
            userId: by?.userId ?? null,
            actor: email,
            target: email,
            ip: by?.ip,
            detail: { role: input.role },
          },
          trx,
        );
        return row;
      });
    return {
      status: "created",
      user: { id: user.id, email, name, role: input.role, active: true, createdAt: toIso(user.created_at) },
    };
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "taken" };
    throw error;
  }
}

export interface StaffCredentials {
  user: StaffAccount;
  passwordHash: string;
}

export async function findStaffByEmail(email: string): Promise<StaffCredentials | undefined> {
  const row = await getDb()
    .selectFrom("staff_user")
    .selectAll()
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  return row && { user: toAccount(row), passwordHash: row.password_hash };
}

export async function getStaffUser(id: number): Promise<StaffAccount | undefined> {
  const row = await getDb().selectFrom("staff_user").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toAccount(row);
}

export async function listStaffUsers(): Promise<StaffAccount[]> {
  const rows = await getDb().selectFrom("staff_user").selectAll().orderBy("name").orderBy("id").execute();
  return rows.map(toAccount);
}

/**
 * The active administrators' ids, read inside `trx`. On PostgreSQL their rows are locked (FOR UPDATE)
 * so that two administrators removing each other at the same moment cannot both see the other one
 * still there: the second waits for the first, then reads the rows again and finds one left. SQLite
 * runs one write transaction at a time, which gives the same order.
 */
async function lockActiveAdmins(trx: Transaction<Database>): Promise<number[]> {
  const rows = await trx
    .selectFrom("staff_user")
    .select("id")
    .where("role", "=", "admin")
    .where("active", "=", fromBool(true))
    .$if(databaseEngine() === "postgres", (query) => query.forUpdate())
    .execute();
  return rows.map((row) => row.id);
}

/** Would removing `userId` from the active administrators leave none? */
async function isLastAdmin(trx: Transaction<Database>, userId: number): Promise<boolean> {
  const admins = await lockActiveAdmins(trx);
  return admins.includes(userId) && admins.length <= 1;
}

/**
 * Activates or deactivates an account; deactivating ends all its sessions and withdraws the
 * invitations it sent that are still pending, in the same transaction. Refused for one's own account, and when it would leave no active administrator.
 */
export async function setStaffActive(
  by: StaffViewer,
  userId: number,
  active: boolean,
  ip?: string,
): Promise<"done" | "not-found" | "self" | "last-admin"> {
  if (by.id === userId && !active) return "self";
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const target = await trx
        .selectFrom("staff_user")
        .select("email")
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!target) return "not-found";
      if (!active && (await isLastAdmin(trx, userId))) return "last-admin";
      await trx
        .updateTable("staff_user")
        .set({ active: fromBool(active), updated_at: nowIso() })
        .where("id", "=", userId)
        .execute();
      if (!active) await trx.deleteFrom("staff_session").where("user_id", "=", userId).execute();
      if (!active)
        await withdrawPendingInvitations(trx, { invitedBy: userId }, "inviter-deactivated", by, ip);
      await recordAudit(
        {
          action: active ? "user.activate" : "user.deactivate",
          userId: by.id,
          actor: by.email,
          target: target.email,
          ip,
        },
        trx,
      );
      return "done";
    });
}

function toAccount(row: {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean | number;
  created_at: Date | string;
}): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    active: toBool(row.active),
    createdAt: toIso(row.created_at),
  };
}

export type RoleChangeOutcome = "done" | "unchanged" | "not-found" | "last-admin";

/** An account's name, for the messages that say whose account changed. */
export async function staffNameOf(userId: number): Promise<string | undefined> {
  const row = await getDb()
    .selectFrom("staff_user")
    .select("name")
    .where("id", "=", userId)
    .executeTakeFirst();
  return row?.name;
}

/**
 * Changes an account's role, with its audit row (from, to); an account that leaves the
 * administration loses its pending invitations (withdrawn, in the same transaction). Refused when it would leave the back
 * office without an active administrator (the last one cannot step down, nor be moved by another).
 */
export async function setStaffRole(
  by: StaffViewer,
  userId: number,
  role: StaffRole,
  ip?: string,
): Promise<RoleChangeOutcome> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const target = await trx
        .selectFrom("staff_user")
        .select(["email", "role", "active"])
        .where("id", "=", userId)
        .executeTakeFirst();
      if (!target) return "not-found";
      if (target.role === role) return "unchanged";
      if (target.role === "admin" && (await isLastAdmin(trx, userId))) return "last-admin";
      await trx
        .updateTable("staff_user")
        .set({ role, updated_at: nowIso() })
        .where("id", "=", userId)
        .execute();
      if (role !== "admin")
        await withdrawPendingInvitations(trx, { invitedBy: userId }, "inviter-demoted", by, ip);
      await recordAudit(
        {
          action: "user.role",
          userId: by.id,
          actor: by.email,
          target: target.email,
          ip,
          detail: { from: target.role, to: role },
        },
        trx,
      );
      return "done";
    });
}
