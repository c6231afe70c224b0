// The back office's e-mail actions on a lead: send one of its e-mails again, and "No es spam" (which
// sends the acknowledgement the buyer never got). Both go through the outbox, like every e-mail of a
// lead (docs/decisions/006-leads-outbox.md, 029-lead-workflow-mail.md).
import type { Selectable, Transaction } from "kysely";
import type { Database, LeadTable } from "../../../../db/schema";
import { LEAD_EMAIL_PURPOSES, type LeadEmailPurpose } from "../lead-events";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { getDb } from "~/platform/data/db.server";
import {
  LEAD_NOT_FOUND,
  type LeadActionContext,
  type LeadActionResult,
  recordLeadChange,
  refused,
  visibleLead,
} from "./lead-access.server";
import { composeAcknowledgement } from "../mail/lead-mail.server";
import { newMessageId } from "~/platform/mail/mail-message.server";
import { notifyOutbox } from "~/platform/mail/outbox.server";
import { nowIso, toBool } from "~/platform/data/sql-values.server";

/**
 * Sends a lead's e-mail to the sales inbox or its acknowledgement to the buyer again.
 *
 * - When the last such e-mail was sent, a new outbox row copies it (same recipient, subject and
 *   bodies as stored) with a new Message-ID (`mode: "copied"`). A new row, not the old one reset:
 *   the first delivery keeps its record (sent_at, attempts), and a new Message-ID is what makes the
 *   copy a new message; mail systems may discard a second message with a Message-ID they already
 *   delivered, which is exactly what the outbox relies on for its at-least-once repeats.
 * - When it is still waiting (failing and backing off), it is made due now instead (`mode:
 *   "retried"`): a copy would reach the recipient twice once the mail server answers.
 * - A lead without that e-mail (a flagged lead has no acknowledgement) is refused ("no-message"); an
 *   anonymised one too ("anonymised"): its e-mails were erased with its personal data.
 */
export async function resendLeadEmail(
  viewer: StaffViewer,
  id: number,
  purpose: LeadEmailPurpose,
  context: LeadActionContext = {},
): Promise<LeadActionResult<{ mode: "copied" | "retried"; outboxId: number }>> {
  if (!LEAD_EMAIL_PURPOSES.includes(purpose)) return noMessage(purpose);
  const result = await getDb()
    .transaction()
    .execute(async (trx): Promise<LeadActionResult<{ mode: "copied" | "retried"; outboxId: number }>> => {
      const lead = await visibleLead(trx, viewer, id, { lock: true });
      if (!lead) return LEAD_NOT_FOUND;
      // Its e-mails went with its personal data (decision 037): say so, not "it has no such e-mail".
      if (lead.anonymised_at !== null) {
        return refused(
          "anonymised",
          "Los datos personales de esta solicitud se eliminaron: sus correos ya no se pueden reenviar.",
        );
      }
      const last = await trx
        .selectFrom("outbox")
        .selectAll()
        .where("lead_id", "=", lead.id)
        .where("purpose", "=", purpose)
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!last) return noMessage(purpose);
      // A second click (or a colleague at the same time) would send the same e-mail twice: the
      // lead's row is locked, so of two resends within RESEND_PAUSE_SECONDS the second sees the first.
      const recent = await trx
        .selectFrom("lead_event")
        .select("id")
        .where("lead_id", "=", lead.id)
        .where("kind", "=", "resend")
        .where("to_value", "=", purpose)
        .where("at", ">", new Date(Date.now() - RESEND_PAUSE_SECONDS * 1000).toISOString())
        .limit(1)
        .executeTakeFirst();
      if (recent) return tooSoon();
      const now = nowIso();
      let outboxId = last.id;
      let mode: "copied" | "retried";
      if (last.status === "pending") {
        mode = "retried";
        await trx
          .updateTable("outbox")
          .set({ next_attempt_at: now })
          .where("id", "=", last.id)
          .where("status", "=", "pending")
          .execute();
      } else {
        mode = "copied";
        ({ id: outboxId } = await trx
          .insertInto("outbox")
          .values({
            lead_id: lead.id,
            purpose,
            message_id: newMessageId(lead.reference, purpose),
            to_address: last.to_address,
            reply_to: last.reply_to,
            subject: last.subject,
            text_body: last.text_body,
            html_body: last.html_body,
            status: "pending",
            attempts: 0,
            next_attempt_at: now,
            created_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow());
      }
      await recordLeadChange(
        trx,
        viewer,
        { lead, kind: "resend", to: purpose, detail: { mode, outboxId, to: last.to_address } },
        context,
      );
      return { status: "ok", mode, outboxId };
    });
  if (result.status === "ok") notifyOutbox();
  return result;
}

/** How long after a resend the same e-mail of the same lead cannot be resent again. */
export const RESEND_PAUSE_SECONDS = 60;

function tooSoon() {
  return refused(
    "resent-recently",
    "Este correo se reenvió hace menos de un minuto. Espere un momento antes de reenviarlo otra vez.",
  );
}

function noMessage(purpose: string) {
  return refused(
    "no-message",
    purpose === "ack"
      ? "Esta solicitud no tiene acuse de recibo: llegó marcada como posible spam. Si es de un cliente real, márquela como «No es spam» y el acuse se enviará."
      : "Esta solicitud no tiene ese correo.",
  );
}

/**
 * "No es spam": clears the spam trap's flag, moves a lead in "spam" back to "new" (any other status
 * is kept), and queues the acknowledgement to the buyer, which the spam path never stored. Once:
 * the flag is cleared by a conditional update, so of two calls (or two staff members at once) only
 * the first changes anything, and no acknowledgement is queued when the lead already has one (a lead
 * staff had marked spam by hand got its acknowledgement on arrival). A second call answers
 * `changed: false`. Not a response to the buyer: the first response clock keeps running.
 */
export async function markNotSpam(
  viewer: StaffViewer,
  id: number,
  context: LeadActionContext = {},
): Promise<LeadActionResult<{ changed: boolean; acknowledgementQueued: boolean; anonymised: boolean }>> {
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      const lead = await visibleLead(trx, viewer, id, { lock: true });
      if (!lead) return LEAD_NOT_FOUND;
      // An anonymised lead has no address left to write to (decision 037): no acknowledgement, and the page says why.
      const anonymised = lead.anonymised_at !== null;
      const flagged = toBool(lead.spam);
      if (!flagged && lead.status !== "spam") {
        return { status: "ok" as const, changed: false, acknowledgementQueued: false, anonymised };
      }
      const status = lead.status === "spam" ? "new" : lead.status;
      const updated = await trx
        .updateTable("lead")
        .set({ spam: 0, status })
        .where("id", "=", lead.id)
        .where("spam", "=", flagged ? 1 : 0)
        .where("status", "=", lead.status)
        .executeTakeFirst();
      // Another call changed the lead since it was read (SQLite has no row lock): it did the work.
      if (Number(updated.numUpdatedRows) === 0) {
        return { status: "ok" as const, changed: false, acknowledgementQueued: false, anonymised };
      }
      const acknowledgementQueued = await queueAcknowledgement(trx, lead);
      await recordLeadChange(
        trx,
        viewer,
        {
          lead,
          kind: "not_spam",
          from: lead.status,
          to: status,
          detail: { spamReason: lead.spam_reason, acknowledgementQueued },
        },
        context,
      );
      return { status: "ok" as const, changed: true, acknowledgementQueued, anonymised };
    });
  if (result.status === "ok" && result.acknowledgementQueued) notifyOutbox();
  return result;
}

/** Queues the buyer's acknowledgement of a stored lead unless it has one; true when queued. */
async function queueAcknowledgement(
  trx: Transaction<Database>,
  lead: Selectable<LeadTable>,
): Promise<boolean> {
  // An anonymised lead has no address left to write to (decision 037).
  if (lead.anonymised_at !== null) return false;
  const existing = await trx
    .selectFrom("outbox")
    .select("id")
    .where("lead_id", "=", lead.id)
    .where("purpose", "=", "ack")
    .limit(1)
    .executeTakeFirst();
  if (existing) return false;
  const rows = await trx
    .selectFrom("lead_line")
    .leftJoin("product", "product.id", "lead_line.product_id")
    .select([
      "lead_line.code",
      "lead_line.name",
      "lead_line.quantity",
      "lead_line.unit",
      "product.id as product_id",
      "product.slug as product_slug",
    ])
    .where("lead_line.lead_id", "=", lead.id)
    .orderBy("lead_line.position")
    .execute();
  const lines = rows.map((row) => ({
    code: row.code,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    product:
      row.product_id !== null && row.product_slug !== null
        ? { id: row.product_id, slug: row.product_slug }
        : null,
  }));
  const message = await composeAcknowledgement(
    {
      kind: lead.kind,
      reference: lead.reference,
      createdAt: new Date(lead.created_at),
      name: lead.name,
      email: lead.email,
      phone: lead.phone ?? undefined,
      company: lead.company,
      rucPeru: lead.ruc,
      message: lead.message ?? undefined,
      equipment: lead.equipment ?? undefined,
      lines,
    },
    trx,
  );
  const now = nowIso();
  await trx
    .insertInto("outbox")
    .values({
      lead_id: lead.id,
      purpose: "ack",
      message_id: message.messageId,
      to_address: message.to,
      reply_to: message.replyTo ?? null,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html,
      status: "pending",
      attempts: 0,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
  return true;
}
