// What the durability tests check after a run: every lead answered 2xx is stored exactly once with
// the id it was answered with, and every one of its e-mails reached the SMTP server exactly once.
import { getDb } from "~/platform/data/db.server";
import type { LeadLoad } from "./lead-load";
import type { ReceivedMail } from "./smtp";

export interface LeadAudit {
  leadsSent: number;
  leadsFound: number;
  /** Keys that never got a 2xx. */
  unanswered: string[];
  /** Keys answered 2xx but absent from the database. */
  missing: string[];
  /** Keys whose 2xx answers named different leads, or a lead other than the stored one. */
  wrongId: string[];
  /** Any idempotency key in the whole table with more than one row. */
  keysWithTwoRows: string[];
  outboxRows: number;
  outboxUnsent: number;
  mailsDelivered: number;
  /** Message-IDs delivered more than once. */
  duplicated: string[];
  /** Message-IDs of this run's leads never delivered. */
  undelivered: string[];
  /** Deliveries whose Message-ID belongs to no lead of this run. */
  strangers: number;
  /** Outbox worker (process id and random suffix) → messages it sent. */
  sentBy: Record<string, number>;
}

export async function outboxOf(keyPrefix: string) {
  return getDb()
    .selectFrom("outbox")
    .innerJoin("lead", "lead.id", "outbox.lead_id")
    .select([
      "outbox.message_id",
      "outbox.status",
      "outbox.locked_by",
      "outbox.attempts",
      "outbox.last_error",
      "lead.idempotency_key",
    ])
    .where("lead.idempotency_key", "like", `${keyPrefix}-%`)
    .execute();
}

/**
 * Waits until every outbox row of the run is sent and the SMTP server holds at least that many mails;
 * gives up when nothing more has been sent for `stallMs`.
 */
export async function waitForOutboxDrained(
  keyPrefix: string,
  received: ReceivedMail[],
  stallMs = 30_000,
): Promise<void> {
  let lastUnsent = Number.POSITIVE_INFINITY;
  let deadline = Date.now() + stallMs;
  for (;;) {
    const rows = await outboxOf(keyPrefix);
    const unsent = rows.filter((row) => row.status !== "sent").length;
    if (unsent === 0 && received.length >= rows.length) return;
    if (unsent < lastUnsent) {
      lastUnsent = unsent;
      deadline = Date.now() + stallMs;
    }
    if (Date.now() > deadline) {
      throw new Error(`outbox not drained: ${unsent} of ${rows.length} unsent, ${received.length} received`);
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
}

export async function auditLeads(load: LeadLoad, received: ReceivedMail[]): Promise<LeadAudit> {
  const rows = await getDb()
    .selectFrom("lead")
    .select(["id", "idempotency_key"])
    .where("idempotency_key", "like", `${load.keyPrefix}-%`)
    .execute();
  const stored = new Map(rows.map((row) => [row.idempotency_key!, row.id]));
  const duplicates = await getDb()
    .selectFrom("lead")
    .select("idempotency_key")
    .where("idempotency_key", "is not", null)
    .groupBy("idempotency_key")
    .having((eb) => eb.fn.countAll(), ">", 1)
    .execute();

  const audit: LeadAudit = {
    leadsSent: load.leads.size,
    leadsFound: rows.length,
    unanswered: [],
    missing: [],
    wrongId: [],
    keysWithTwoRows: duplicates.map((row) => row.idempotency_key!),
    outboxRows: 0,
    outboxUnsent: 0,
    mailsDelivered: 0,
    duplicated: [],
    undelivered: [],
    strangers: 0,
    sentBy: {},
  };
  for (const lead of load.leads.values()) {
    if (lead.answeredIds.length === 0) {
      audit.unanswered.push(lead.key);
      continue;
    }
    const id = stored.get(lead.key);
    if (id === undefined) audit.missing.push(lead.key);
    else if (lead.answeredIds.some((answered) => answered !== id)) audit.wrongId.push(lead.key);
  }

  const outbox = await outboxOf(load.keyPrefix);
  audit.outboxRows = outbox.length;
  audit.outboxUnsent = outbox.filter((row) => row.status !== "sent").length;
  const deliveries = new Map<string, number>();
  for (const mail of received) deliveries.set(mail.messageId, (deliveries.get(mail.messageId) ?? 0) + 1);
  const ours = new Set(outbox.map((row) => row.message_id));
  for (const row of outbox) {
    const count = deliveries.get(row.message_id) ?? 0;
    audit.mailsDelivered += count;
    if (count === 0) audit.undelivered.push(row.message_id);
    if (count > 1) audit.duplicated.push(row.message_id);
    if (row.status === "sent" && row.locked_by) {
      audit.sentBy[row.locked_by] = (audit.sentBy[row.locked_by] ?? 0) + 1;
    }
  }
  audit.strangers = received.filter((mail) => !ours.has(mail.messageId)).length;
  return audit;
}

/** The audit's lists, for one `toEqual` that prints what went wrong. */
export function auditProblems(audit: LeadAudit) {
  return {
    unanswered: audit.unanswered,
    missing: audit.missing,
    wrongId: audit.wrongId,
    keysWithTwoRows: audit.keysWithTwoRows,
    duplicated: audit.duplicated,
    undelivered: audit.undelivered,
    strangers: audit.strangers,
    outboxUnsent: audit.outboxUnsent,
  };
}

export const NO_PROBLEMS = {
  unanswered: [],
  missing: [],
  wrongId: [],
  keysWithTwoRows: [],
  duplicated: [],
  undelivered: [],
  strangers: 0,
  outboxUnsent: 0,
};
