import { EventEmitter } from "node:events";
import { getDatabase } from "./db.server";
import { nowIso } from "./sql-values.server";

export interface OutboxMessage {
  id: number;
  leadId: number;
  messageId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

const signal = new EventEmitter();

/** Wakes this process's worker after a lead was committed. */
export function notifyOutbox(): void {
  signal.emit("due");
}

export function onOutboxDue(listener: () => void): () => void {
  signal.on("due", listener);
  return () => signal.off("due", listener);
}

/**
 * Claims up to `limit` due messages for `workerId` for `leaseMs`. A claim that is not settled in time
 * (its process died) becomes due again. On PostgreSQL, concurrent workers skip each other's rows.
 */
export async function claimDueMessages(
  workerId: string,
  limit: number,
  leaseMs: number,
): Promise<OutboxMessage[]> {
  const { db, engine } = getDatabase();
  const now = nowIso();
  const rows = await db
    .updateTable("outbox")
    .set((eb) => ({
      locked_by: workerId,
      locked_until: nowIso(leaseMs),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", (eb) => {
      let due = eb
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<=", now)]))
        .orderBy("id")
        .limit(limit);
      if (engine === "postgres") due = due.forUpdate().skipLocked();
      return due;
    })
    .returning([
      "id",
      "lead_id",
      "message_id",
      "to_address",
      "reply_to",
      "subject",
      "text_body",
      "html_body",
      "attempts",
    ])
    .execute();
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      leadId: row.lead_id,
      messageId: row.message_id,
      to: row.to_address,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attempts: row.attempts,
    }));
}

export async function markSent(id: number, workerId: string): Promise<void> {
  await getDatabase()
    .db.updateTable("outbox")
    .set({ status: "sent", sent_at: nowIso(), locked_until: null, last_error: null })
    .where("id", "=", id)
    .where("locked_by", "=", workerId)
    .execute();
}

export async function markFailed(
  id: number,
  workerId: string,
  error: string,
  retryInMs: number,
): Promise<void> {
  await getDatabase()
    .db.updateTable("outbox")
    .set({ next_attempt_at: nowIso(retryInMs), locked_until: null, last_error: error.slice(0, 1000) })
    .where("id", "=", id)
    .where("locked_by", "=", workerId)
    .execute();
}

/** Gives back claimed messages that were not tried (the worker is stopping), as if never claimed. */
export async function releaseClaims(ids: number[], workerId: string): Promise<void> {
  if (ids.length === 0) return;
  await getDatabase()
    .db.updateTable("outbox")
    .set((eb) => ({ locked_until: null, attempts: eb("attempts", "-", 1) }))
    .where("id", "in", ids)
    .where("locked_by", "=", workerId)
    .where("status", "=", "pending")
    .execute();
}

/** Counts by status, for /health and the tests. */
export async function outboxCounts(): Promise<{ pending: number; sent: number }> {
  const rows = await getDatabase()
    .db.selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, sent: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
