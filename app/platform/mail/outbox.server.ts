import { EventEmitter } from "node:events";
import { CompiledQuery, type Kysely, sql } from "kysely";
import type { Engine } from "../../../db/connection.server";
import type { Database, OutboxStatus } from "../../../db/schema";
import { databaseEngine, getDb } from "~/platform/data/db.server";
import { nowIso, parseJson } from "~/platform/data/sql-values.server";

/**
 * A file the worker attaches when it sends an e-mail, named by what it is made from: rendered at send
 * time from the stored records, never stored (docs/decisions/036-libro-de-reclamaciones.md). A
 * complaint sheet cannot change once filed, so every rendering of its PDF is the same document.
 */
export type OutboxAttachment = {
  /** Which registered document it is (app/platform/mail/attachments.server.ts). */
  readonly kind: string;
  /** The record it is rendered from, as the kind's renderer reads it (ids, flags: JSON values). */
  readonly [field: string]: unknown;
};
export interface OutboxMessage {
  id: number;
  /** Null for an e-mail about no one lead (the daily digest). */
  leadId: number | null;
  messageId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  /** Files to render and attach at send time; absent or empty for none. */
  attachments?: OutboxAttachment[];
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
 * The two lanes a worker picks from, each walking its own partial index (no sort of the backlog):
 * "fresh" takes e-mails never tried yet, newest first, so a new lead's e-mails leave within a pass
 * even behind a backlog of hundreds of thousands; "oldest" takes e-mails in the order they became
 * due, so the backlog (and every retry) still gets at least half of each pick.
 */
type Lane = "fresh" | "oldest";

const PENDING = sql.lit<OutboxStatus>("pending");

function claimQuery(
  db: Kysely<Database>,
  engine: Engine,
  lane: Lane,
  workerId: string,
  limit: number,
  leaseMs: number,
  now: string,
) {
  const leaseEnd = nowIso(leaseMs);
  return db
    .updateTable("outbox")
    .set((eb) => ({
      locked_by: workerId,
      locked_until: leaseEnd,
      // Not due again before the lease ends: a claimed row stays out of both lanes' way.
      next_attempt_at: leaseEnd,
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", (eb) => {
      let due = eb
        .selectFrom("outbox")
        .select("id")
        .where("status", "=", PENDING)
        .where("next_attempt_at", "<=", now)
        // Rows claimed before migration 002 kept their next_attempt_at: their lease still counts.
        .where((w) => w.or([w("locked_until", "is", null), w("locked_until", "<=", now)]));
      due =
        lane === "fresh"
          ? due.where("attempts", "=", sql.lit(0)).orderBy("id", "desc")
          : due.orderBy("next_attempt_at").orderBy("id");
      due = due.limit(limit);
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
      "attachments",
    ])
    .$if(engine === "postgres", (query) =>
      // The claim's own transaction (the statement) commits without waiting for the WAL flush, as
      // bookkeeping does, in one round trip: PostgreSQL commits before it resets a local setting.
      query.returning(sql<string>`set_config('synchronous_commit', 'off', true)`.as("synchronous_commit")),
    );
}

/**
 * Claims up to `limit` due messages for `workerId` for `leaseMs`: half from the fresh lane, the rest
 * from the oldest lane. A claim that is not settled in time (its process died) becomes due again.
 * On PostgreSQL, concurrent workers skip each other's rows.
 */
export async function claimDueMessages(
  workerId: string,
  limit: number,
  leaseMs: number,
): Promise<OutboxMessage[]> {
  const engine = databaseEngine();
  const now = nowIso();
  const claim = async (db: Kysely<Database>) => {
    const fresh = await claimQuery(
      db,
      engine,
      "fresh",
      workerId,
      Math.ceil(limit / 2),
      leaseMs,
      now,
    ).execute();
    const oldest =
      fresh.length < limit
        ? await claimQuery(db, engine, "oldest", workerId, limit - fresh.length, leaseMs, now).execute()
        : [];
    return [...fresh, ...oldest];
  };
  // A commit that does not wait for the disk: on SQLite in bookkeeping's transaction; on PostgreSQL
  // each of the two statements commits by itself with synchronous_commit off (see claimQuery), so the
  // first send does not wait for a transaction's extra round trips.
  const rows = engine === "postgres" ? await claim(getDb()) : await bookkeeping(claim);
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    messageId: row.message_id,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attempts: row.attempts,
    attachments: row.attachments === null ? [] : parseJson<OutboxAttachment[]>(row.attachments),
  }));
}

/** The database's plan for each lane's claim (EXPLAIN QUERY PLAN / EXPLAIN), for tests and the bench. */
export async function explainClaimPlan(limit: number): Promise<string[]> {
  const db = getDb();
  const engine = databaseEngine();
  const lines: string[] = [];
  for (const lane of ["fresh", "oldest"] as const) {
    const compiled = claimQuery(db, engine, lane, "explain", limit, 60_000, nowIso()).compile();
    const prefix = engine === "sqlite" ? "explain query plan " : "explain ";
    const result = await db.executeQuery<Record<string, unknown>>(
      CompiledQuery.raw(prefix + compiled.sql, [...compiled.parameters]),
    );
    lines.push(`${lane}:`);
    for (const row of result.rows) lines.push(String(engine === "sqlite" ? row.detail : row["QUERY PLAN"]));
  }
  return lines;
}

/**
 * Runs outbox bookkeeping (a claim, a settle) in one transaction whose commit does not wait for
 * the disk: on SQLite synchronous NORMAL for this transaction only, on the held connection, FULL
 * again right after (better-sqlite3 runs on the event loop, and an fsync per claim stalled every
 * request); on PostgreSQL `synchronous_commit = off` for the transaction. A claim or a "sent" mark
 * lost to a power cut or a database-server crash (never to a crash of this process) only means an
 * e-mail is sent again, which the outbox already allows (at least once, same Message-ID). A lead
 * and its outbox rows are still committed durably. See docs/decisions/015-outbox-lanes-and-health.md.
 */
async function bookkeeping<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const db = getDb();
  const engine = databaseEngine();
  if (engine === "postgres") {
    // The same trade on PostgreSQL: the commit does not wait for the WAL flush.
    return db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx);
      return work(trx);
    });
  }
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await connection.transaction().execute(work);
    } finally {
      await sql`pragma synchronous = FULL`.execute(connection);
    }
  });
}

/** Marks messages as sent, in one statement and one commit. */
export async function markSent(ids: number[], workerId: string): Promise<void> {
  if (ids.length === 0) return;
  await bookkeeping((db) =>
    db
      .updateTable("outbox")
      .set({ status: "sent", sent_at: nowIso(), locked_until: null, last_error: null })
      .where("id", "in", ids)
      .where("locked_by", "=", workerId)
      .execute(),
  );
}

export async function markFailed(
  id: number,
  workerId: string,
  error: string,
  retryInMs: number,
): Promise<void> {
  await bookkeeping((db) =>
    db
      .updateTable("outbox")
      .set({ next_attempt_at: nowIso(retryInMs), locked_until: null, last_error: error.slice(0, 1000) })
      .where("id", "=", id)
      .where("locked_by", "=", workerId)
      .execute(),
  );
}

/** Gives back claimed messages that were not tried (the worker is stopping), as if never claimed. */
export async function releaseClaims(ids: number[], workerId: string): Promise<void> {
  if (ids.length === 0) return;
  await bookkeeping((db) =>
    db
      .updateTable("outbox")
      .set((eb) => ({ locked_until: null, next_attempt_at: nowIso(), attempts: eb("attempts", "-", 1) }))
      .where("id", "in", ids)
      .where("locked_by", "=", workerId)
      .where("status", "=", "pending")
      .execute(),
  );
}

/** When the e-mail that has waited the longest was queued (undefined when none waits), for /health. */
export async function oldestWaitingSince(): Promise<Date | undefined> {
  const row = await getDb()
    .selectFrom("outbox")
    .select("created_at")
    .where("status", "=", PENDING)
    .orderBy("created_at")
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : undefined;
}

/** Counts by status, for the tests. */
export async function outboxCounts(): Promise<{ pending: number; sent: number }> {
  const rows = await getDb()
    .selectFrom("outbox")
    .select(["status", (eb) => eb.fn.countAll<number>().as("count")])
    .groupBy("status")
    .execute();
  const counts = { pending: 0, sent: 0 };
  for (const row of rows) counts[row.status] = Number(row.count);
  return counts;
}
