// Invitations to the back office (decision 044): an administrator names a colleague, their e-mail and
// role; the colleague gets a one-time link by e-mail (through the outbox), valid 48 hours, stored only
// as the sha256 of its token. Opening it and choosing a password (the admin:create rule) makes the
// account, spends the link and signs the colleague in. Every step is in the audit log.
import { createHash, randomBytes } from "node:crypto";
import { createElement } from "react";
import { StaffInvitationEmail } from "~/components/email/staff-invitation-email.server";
import { renderEmail } from "~/components/email/render-email.server";
import { getEnv } from "~/lib/env.server";
import { formatLimaDateTime } from "~/lib/lima-time";
import { passwordProblem } from "~/lib/password-policy";
import { ROLE_LABELS, type StaffRole, type StaffViewer } from "~/lib/staff-roles";
import { recordAudit } from "./audit-log.server";
import { commonPasswords } from "./common-passwords.server";
import { getDb } from "./db.server";
import { emailSite, newMessageId } from "./lead-mail.server";
import { notifyOutbox } from "./outbox.server";
import { hashPassword } from "./password-hash.server";
import { openSession } from "./staff-sessions.server";
import { normaliseEmail, staffIdentityProblem } from "./staff-users.server";
import { fromBool, isUniqueViolation, nowIso, toIso } from "./sql-values.server";

/** How long a link is valid. */
export const INVITATION_HOURS = 48;
/** The page the link opens (token appended). */
export const INVITATION_PATH = "/login/invitacion";

/** Tokens are 43 base64url characters (32 bytes); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type InviteResult =
  | { status: "sent"; email: string }
  | { status: "invalid"; field: "email" | "name" | "role"; message: string }
  | { status: "taken" };

/** Queues the invitation e-mail and records the invitation (one transaction, with its audit row). */
export async function inviteStaff(
  by: StaffViewer,
  input: { email: string; name: string; role: string },
  ip?: string,
): Promise<InviteResult> {
  const email = normaliseEmail(input.email);
  const name = input.name.trim();
  const identity = staffIdentityProblem(email, name);
  if (identity) return { status: "invalid", ...identity };
  if (!(input.role in ROLE_LABELS)) return { status: "invalid", field: "role", message: "Elija un rol." };
  const role = input.role as StaffRole;
  const taken = await getDb()
    .selectFrom("staff_user")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  if (taken) return { status: "taken" };

  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  const expiresAt = new Date(now.getTime() + INVITATION_HOURS * 3_600_000);
  const env = getEnv();
  const link = `${env.SITE_URL}${INVITATION_PATH}/${token}`;
  const rendered = await renderEmail(
    createElement(StaffInvitationEmail, {
      site: await emailSite(env.SITE_URL, "Hola, tengo una consulta sobre mi acceso a la intranet."),
      name,
      invitedBy: by.name,
      roleLabel: ROLE_LABELS[role],
      link,
      expiresAt: formatLimaDateTime(expiresAt),
    }),
  );
  await getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .insertInto("staff_invitation")
        .values({
          token_hash: hashToken(token),
          email,
          name,
          role,
          invited_by: by.id,
          created_at: now.toISOString(),
          expires_at: expiresAt.toISOString(),
          used_at: null,
          user_id: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("outbox")
        .values({
          lead_id: null,
          purpose: "staff-invitation",
          message_id: newMessageId(`INV-${row.id}`, "staff-invitation"),
          to_address: email,
          reply_to: by.email,
          subject: `${by.name} le invita a la intranet de ${new URL(env.SITE_URL).host}`,
          text_body: rendered.text,
          html_body: rendered.html,
          status: "pending",
          attempts: 0,
          next_attempt_at: now.toISOString(),
          created_at: now.toISOString(),
        })
        .execute();
      await recordAudit(
        {
          action: "user.invite",
          userId: by.id,
          actor: by.email,
          target: email,
          ip,
          detail: { role, invitation: row.id, expiresAt: expiresAt.toISOString() },
        },
        trx,
      );
    });
  notifyOutbox();
  return { status: "sent", email };
}

export type InvitationState =
  | { status: "open"; email: string; name: string; role: StaffRole; expiresAt: string }
  | { status: "unknown" | "expired" | "used" };

/** What a link is worth now (never says more than its state to a link that is not open). */
export async function invitationState(token: string, now = new Date()): Promise<InvitationState> {
  if (!TOKEN.test(token)) return { status: "unknown" };
  const row = await getDb()
    .selectFrom("staff_invitation")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return { status: "unknown" };
  if (row.used_at !== null) return { status: "used" };
  const expiresAt = toIso(row.expires_at);
  if (Date.parse(expiresAt) <= now.getTime()) return { status: "expired" };
  return { status: "open", email: row.email, name: row.name, role: row.role, expiresAt };
}

export type AcceptResult =
  | { status: "signed-in"; token: string; sessionId: string }
  | { status: "invalid"; message: string }
  | { status: "unknown" | "expired" | "used" | "taken" };

/**
 * Spends the link: checks the password against the rule, makes the account, marks the invitation
 * used (only if it still is not: two tabs cannot both use it) and opens a session.
 */
export async function acceptInvitation(
  token: string,
  password: string,
  meta: { ip?: string; userAgent?: string; now?: Date } = {},
): Promise<AcceptResult> {
  const state = await invitationState(token, meta.now);
  if (state.status !== "open") return { status: state.status };
  const problem = passwordProblem(password, {
    common: await commonPasswords(),
    email: state.email,
    name: state.name,
  });
  if (problem) return { status: "invalid", message: problem };
  const passwordHash = await hashPassword(password);
  const now = nowIso();
  let userId: number | undefined;
  try {
    userId = await getDb()
      .transaction()
      .execute(async (trx) => {
        const spent = await trx
          .updateTable("staff_invitation")
          .set({ used_at: now })
          .where("token_hash", "=", hashToken(token))
          .where("used_at", "is", null)
          .where("expires_at", ">", now)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) return undefined;
        const user = await trx
          .insertInto("staff_user")
          .values({
            email: state.email,
            name: state.name,
            role: state.role,
            password_hash: passwordHash,
            active: fromBool(true),
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await trx
          .updateTable("staff_invitation")
          .set({ user_id: user.id })
          .where("token_hash", "=", hashToken(token))
          .execute();
        await recordAudit(
          {
            action: "user.invite_accept",
            userId: user.id,
            actor: state.email,
            target: state.email,
            ip: meta.ip,
            detail: { role: state.role },
          },
          trx,
        );
        return user.id;
      });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "taken" };
    throw error;
  }
  if (userId === undefined) return { status: "used" };
  const session = await openSession(userId, { ip: meta.ip, userAgent: meta.userAgent });
  return { status: "signed-in", token: session.token, sessionId: session.id };
}

/** Invitations not yet used, newest first (the users page lists them). */
export async function listOpenInvitations(now = new Date()) {
  const rows = await getDb()
    .selectFrom("staff_invitation")
    .select(["id", "email", "name", "role", "created_at", "expires_at"])
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    expiresAt: toIso(row.expires_at),
  }));
}
