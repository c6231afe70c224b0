// Invitations to the back office (decision 044): an administrator names a colleague, their e-mail and
// role; the colleague gets a one-time link by e-mail (through the outbox), valid 48 hours, stored only
// as the sha256 of its token. Opening it and choosing a password (the admin:create rule) makes the
// account, spends the link and signs the colleague in. Every step is in the audit log. A link can be
// withdrawn before its time (staff-invitation-withdrawal.server.ts, decision 058): inviting the same
// address again replaces the older link, so each address has at most one open link.
import { createHash, randomBytes } from "node:crypto";
import { createElement } from "react";
import { StaffInvitationEmail } from "../mail/staff-invitation-email.server";
import { renderEmail } from "~/platform/mail/render-email.server";
import { getEnv } from "~/platform/lib/env.server";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { passwordProblem } from "../password-policy";
import {
  isStaffRole,
  ROLE_LABELS,
  type StaffRole,
  type StaffViewer,
  UNKNOWN_ROLE_MESSAGE,
} from "~/platform/admin-kit/staff-roles";
import { recordAudit } from "~/platform/data/audit-log.server";
import { commonPasswords } from "./common-passwords.server";
import { databaseEngine, getDb } from "~/platform/data/db.server";
import { emailSite, newMessageId } from "~/platform/mail/mail-message.server";
import { notifyOutbox } from "~/platform/mail/outbox.server";
import { hashPassword } from "./password-hash.server";
import { openSession } from "./staff-sessions.server";
import { withdrawPendingInvitations } from "./staff-invitation-withdrawal.server";
import { normaliseEmail, staffIdentityProblem } from "./staff-users.server";
import { fromBool, isUniqueViolation, nowIso, toBool, toIso } from "~/platform/data/sql-values.server";

/** How long a link is valid. */
export const INVITATION_HOURS = 48;
/** The page the link opens (token appended). */
export const INVITATION_PATH = "/login/invitacion";

/** Tokens are 43 base64url characters (32 bytes); anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export type InviteResult =
  /** `replaced`: the earlier links to this address that stopped working (0 or 1). */
  | { status: "sent"; email: string; replaced: number }
  | { status: "invalid"; field: "email" | "name" | "role"; message: string }
  | { status: "taken" }
  /** The inviter stopped being an active administrator while the invitation was being made. */
  | { status: "not-allowed" };

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
  if (!isStaffRole(input.role)) return { status: "invalid", field: "role", message: UNKNOWN_ROLE_MESSAGE };
  const role = input.role;
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
  const record = () =>
    getDb()
      .transaction()
      .execute(async (trx) => {
        // The inviter's own row, locked on PostgreSQL: a deactivation or a demotion of the inviter
        // either waits for this invitation (and then withdraws it) or is seen here (and refuses it).
        const inviter = await trx
          .selectFrom("staff_user")
          .select(["role", "active"])
          .where("id", "=", by.id)
          .$if(databaseEngine() === "postgres", (query) => query.forUpdate())
          .executeTakeFirst();
        if (!inviter || inviter.role !== "admin" || !toBool(inviter.active)) return undefined;
        // One open link per address: the older one stops working.
        const replaced = await withdrawPendingInvitations(trx, { email }, "replaced", by, ip);
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
        return replaced;
      });
  let replaced: number | undefined;
  try {
    replaced = await record();
  } catch (error) {
    // Two invitations to one address at the same moment (PostgreSQL): the second found nothing to
    // replace, then met the first one's row in the unique index. Once more, it replaces that one.
    if (!isUniqueViolation(error)) throw error;
    replaced = await record();
  }
  if (replaced === undefined) return { status: "not-allowed" };
  notifyOutbox();
  return { status: "sent", email, replaced };
}

export type InvitationState =
  | { status: "open"; email: string; name: string; role: StaffRole; expiresAt: string }
  | { status: "unknown" | "expired" | "withdrawn" | "used" };

/**
 * What a link is worth now (never says more than its state to a link that is not open; the page
 * answers a withdrawn link exactly as an expired one).
 */
export async function invitationState(token: string, now = new Date()): Promise<InvitationState> {
  if (!TOKEN.test(token)) return { status: "unknown" };
  const row = await getDb()
    .selectFrom("staff_invitation")
    .selectAll()
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return { status: "unknown" };
  if (row.used_at !== null) return { status: "used" };
  if (row.withdrawn_at !== null) return { status: "withdrawn" };
  const expiresAt = toIso(row.expires_at);
  if (Date.parse(expiresAt) <= now.getTime()) return { status: "expired" };
  return { status: "open", email: row.email, name: row.name, role: row.role, expiresAt };
}

/** Thrown inside the acceptance's transaction to undo it when the link was closed meanwhile. */
class LinkClosed extends Error {}

export type AcceptResult =
  | { status: "signed-in"; token: string; sessionId: string }
  | { status: "invalid"; message: string }
  | { status: "unknown" | "expired" | "withdrawn" | "used" | "taken" };

/**
 * Spends the link: checks the password against the rule, makes the account, marks the invitation
 * used (only if it still is neither used nor withdrawn, in the account's transaction: two tabs cannot
 * both use it, and a withdrawal that lands first leaves nothing made) and opens a session.
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
        // One statement spends the link and names the account. Only one statement on the row: on
        // PostgreSQL a second update of a row this transaction already changed checks its
        // invited_by key again (a lock on the inviter's row, which a deactivation holds: deadlock).
        const spent = await trx
          .updateTable("staff_invitation")
          .set({ used_at: now, user_id: user.id })
          .where("token_hash", "=", hashToken(token))
          .where("used_at", "is", null)
          .where("withdrawn_at", "is", null)
          .where("expires_at", ">", now)
          .executeTakeFirst();
        // Spent, withdrawn or expired since it was read: nothing stays (the account is rolled back).
        if (Number(spent.numUpdatedRows) !== 1) throw new LinkClosed();
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
    if (!(error instanceof LinkClosed) && !isUniqueViolation(error)) throw error;
    // Say why, as the page would now; an e-mail taken while the link is still open is "taken".
    const after = await invitationState(token, meta.now);
    if (after.status !== "open") return { status: after.status };
    return { status: error instanceof LinkClosed ? "used" : "taken" };
  }
  const session = await openSession(userId, { ip: meta.ip, userAgent: meta.userAgent });
  return { status: "signed-in", token: session.token, sessionId: session.id };
}

/** Invitations neither used, withdrawn nor expired, newest first, with who sent each (the users page). */
export async function listOpenInvitations(now = new Date()) {
  const rows = await getDb()
    .selectFrom("staff_invitation")
    .leftJoin("staff_user as inviter", "inviter.id", "staff_invitation.invited_by")
    .select([
      "staff_invitation.id",
      "staff_invitation.email",
      "staff_invitation.name",
      "staff_invitation.role",
      "staff_invitation.expires_at",
      "staff_invitation.invited_by",
      "inviter.name as inviter_name",
    ])
    .where("staff_invitation.used_at", "is", null)
    .where("staff_invitation.withdrawn_at", "is", null)
    .where("staff_invitation.expires_at", ">", now.toISOString())
    .orderBy("staff_invitation.created_at", "desc")
    .orderBy("staff_invitation.id", "desc")
    .limit(50)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    invitedBy: row.invited_by,
    inviterName: row.inviter_name,
    expiresAt: toIso(row.expires_at),
  }));
}

/** How many open invitations an account sent (what deactivating or demoting it will withdraw). */
export async function countOpenInvitationsBy(userId: number, now = new Date()): Promise<number> {
  const row = await getDb()
    .selectFrom("staff_invitation")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("invited_by", "=", userId)
    .where("used_at", "is", null)
    .where("withdrawn_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
