// `npm run admin:create`: the only way to make the first administrator (there is no default account).
// Runs inside the server build (server/admin-create.ts loads it), so it uses the same database code,
// migrations and password rule as the site, on SQLite or PostgreSQL (DATABASE_URL).
import { randomBytes } from "node:crypto";
import { isStaffRole, STAFF_ROLES, type StaffRole } from "~/platform/admin-kit/staff-roles";
import { prepareDatabase } from "~/platform/data/database-setup.server";
import { closeDatabase } from "~/platform/data/db.server";
import { createStaffUser } from "./staff-users.server";

export interface CreateStaffAccountArgs {
  email: string;
  name: string;
  role?: string;
  /** Read from standard input; when absent a one-time password is generated and returned. */
  password?: string;
}

export type CreateStaffAccountOutcome =
  { ok: true; email: string; role: StaffRole; generatedPassword?: string } | { ok: false; message: string };

/** A password that passes the rule: 20 characters from 120 random bits. */
export const generatePassword = () => randomBytes(15).toString("base64url");

export async function createStaffAccount(args: CreateStaffAccountArgs): Promise<CreateStaffAccountOutcome> {
  const role = args.role ?? "admin";
  if (!isStaffRole(role)) {
    return { ok: false, message: `El rol debe ser uno de: ${STAFF_ROLES.join(", ")}.` };
  }
  const generatedPassword = args.password === undefined ? generatePassword() : undefined;
  await prepareDatabase();
  try {
    const result = await createStaffUser({
      email: args.email,
      name: args.name,
      role,
      password: args.password ?? generatedPassword!,
    });
    if (result.status === "taken")
      return { ok: false, message: `Ya existe una cuenta con el correo ${args.email}.` };
    if (result.status === "invalid") return { ok: false, message: result.message };
    return { ok: true, email: result.user.email, role, generatedPassword };
  } finally {
    await closeDatabase();
  }
}
