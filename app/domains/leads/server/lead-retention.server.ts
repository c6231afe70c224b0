// The retention job: leads older than LEAD_RETENTION_YEARS are anonymised the way an erasure does it
// (lead-anonymise.server.ts), once per Lima day whatever the number of processes. The day is claimed
// with one insert that only the first process wins (like the daily digest's outbox key, decision
// 029); a claim whose process died before finishing may be taken over once its lease has passed.
// Leads already anonymised are never read again, so a second run finds nothing to do. Each finished
// run leaves one audit row (counts only) and one log line. See decision 037. The same run deletes the
// audit log's rows older than its retention setting and records how many went (decision 060).
import { randomBytes } from "node:crypto";
import { getEnv } from "~/platform/lib/env.server";
import { limaDay } from "~/platform/lib/lima-day";
import { logger } from "~/platform/lib/logger.server";
import { removeMailFiles } from "~/platform/mail/mail-files.server";
import type { Database } from "../../../../db/schema";
import type { Transaction } from "kysely";
import {
  AUDIT_PRUNE_BATCH,
  auditRetentionCutoff,
  pruneAuditBatch,
} from "~/platform/data/audit-log-retention.server";
import { recordAudit } from "~/platform/data/audit-log.server";
import { getCompanySettings } from "~/platform/settings/company-settings.server";
import { getDb } from "~/platform/data/db.server";
import { ANONYMISE_BATCH, type AnonymiseCounts, anonymiseLeads } from "./lead-anonymise.server";
import { isUniqueViolation } from "~/platform/data/sql-values.server";

/** How long a claim holds the day before another process may take it over (renewed at every batch). */
export const RETENTION_LEASE_MS = 10 * 60_000;

export type RetentionResult =
  | {
      status: "done";
      day: string;
      cutoff: string;
      counts: AnonymiseCounts;
      /** The audit log's pruning: its retention in days, the cutoff, the rows deleted. */
      auditLog: AuditPruning;
    }
  /** This Lima day's run is finished, or another process holds it. */
  | { status: "already-done" | "running-elsewhere"; day: string };

export interface AuditPruning {
  days: number;
  cutoff: string;
  removed: number;
}

export interface RetentionOptions {
  /** Leads created before now minus this many years go; default LEAD_RETENTION_YEARS. */
  years?: number;
  /** The claim's owner (tests name two concurrent runs); default a random id for this call. */
  worker?: string;
  /** Audit rows written before now minus this many days go; default the setting on /admin/ajustes. */
  auditDays?: number;
}

/** The instant `years` calendar years before `now` (29 February falls back to 28 February). */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(now.getUTCFullYear() - years);
  if (cutoff.getUTCMonth() !== now.getUTCMonth()) cutoff.setUTCDate(0);
  return cutoff;
}

/** Claims the Lima day of `now` for `worker`: a fresh claim, or a takeover of an abandoned one. */
async function claimDay(
  day: string,
  worker: string,
  now: Date,
): Promise<"claimed" | "already-done" | "running-elsewhere"> {
  const db = getDb();
  const at = now.toISOString();
  const leaseUntil = new Date(now.getTime() + RETENTION_LEASE_MS).toISOString();
  try {
    const inserted = await db
      .insertInto("retention_run")
      .values({ day, worker, started_at: at, lease_until: leaseUntil, finished_at: null, anonymised: 0 })
      .onConflict((conflict) => conflict.column("day").doNothing())
      .returning("day")
      .executeTakeFirst();
    if (inserted) return "claimed";
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const takenOver = await db
    .updateTable("retention_run")
    .set({ worker, started_at: at, lease_until: leaseUntil })
    .where("day", "=", day)
    .where("finished_at", "is", null)
    .where("lease_until", "<", at)
    .returning("day")
    .executeTakeFirst();
  if (takenOver) return "claimed";
  const row = await db
    .selectFrom("retention_run")
    .select("finished_at")
    .where("day", "=", day)
    .executeTakeFirst();
  return row?.finished_at ? "already-done" : "running-elsewhere";
}

/**
 * Runs the day's retention unless it ran already: leads created before the cutoff and not yet
 * anonymised are anonymised in batches (one transaction each, the claim's lease renewed with each),
 * then the day is marked finished, audited and logged.
 */
export async function runLeadRetention(
  now = new Date(),
  options: RetentionOptions = {},
): Promise<RetentionResult> {
  const years = options.years ?? getEnv().LEAD_RETENTION_YEARS;
  const worker = options.worker ?? `${process.pid}-${randomBytes(4).toString("hex")}`;
  const day = limaDay(now);
  // The run's clock: `now` as it moves on (leases and the finish are times of the same clock as the claim).
  const started = Date.now();
  const clock = () => new Date(now.getTime() + Date.now() - started);
  const claim = await claimDay(day, worker, now);
  if (claim !== "claimed") return { status: claim, day };

  const cutoff = retentionCutoff(now, years).toISOString();
  const db = getDb();
  /** Renews the claim's lease in `trx`; false when another process took the day over (this one stalled past its lease). */
  const holdDay = async (trx: Transaction<Database>) =>
    Boolean(
      await trx
        .updateTable("retention_run")
        .set({ lease_until: new Date(clock().getTime() + RETENTION_LEASE_MS).toISOString() })
        .where("day", "=", day)
        .where("worker", "=", worker)
        .where("finished_at", "is", null)
        .returning("day")
        .executeTakeFirst(),
    );
  const counts: AnonymiseCounts = { leads: 0, notes: 0, emailsDeleted: 0, emailsScrubbed: 0 };
  for (;;) {
    const ids = (
      await db
        .selectFrom("lead")
        .select("id")
        .where("anonymised_at", "is", null)
        .where("created_at", "<", cutoff)
        .orderBy("created_at")
        .orderBy("id")
        .limit(ANONYMISE_BATCH)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) break;
    const batch = await db.transaction().execute(async (trx) => {
      // Another process took the day over: it carries on.
      if (!(await holdDay(trx))) return undefined;
      return anonymiseLeads(trx, ids, now, { reason: "retention", userId: null });
    });
    if (!batch) return { status: "running-elsewhere", day };
    counts.leads += batch.leads;
    counts.notes += batch.notes;
    counts.emailsDeleted += batch.emailsDeleted;
    counts.emailsScrubbed += batch.emailsScrubbed;
    await removeMailFiles(batch.outboxIds).catch((error: unknown) =>
      logger.warn(
        { err: String(error) },
        "the .eml copies of anonymised leads' e-mails could not all be removed",
      ),
    );
    // A batch that changed nothing means every id was anonymised by someone else meanwhile: stop.
    if (batch.leads === 0) break;
  }

  const auditDays = options.auditDays ?? (await getCompanySettings()).auditRetentionDays;
  const auditLog: AuditPruning = {
    days: auditDays,
    cutoff: auditRetentionCutoff(now, auditDays).toISOString(),
    removed: 0,
  };
  for (;;) {
    const removed = await db.transaction().execute(async (trx) => {
      if (!(await holdDay(trx))) return undefined;
      return pruneAuditBatch(trx, new Date(auditLog.cutoff));
    });
    if (removed === undefined) return { status: "running-elsewhere", day };
    auditLog.removed += removed;
    if (removed < AUDIT_PRUNE_BATCH) break;
  }

  const finishedAt = clock().toISOString();
  const finished = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("retention_run")
      .set({ finished_at: finishedAt, anonymised: counts.leads })
      .where("day", "=", day)
      .where("worker", "=", worker)
      .where("finished_at", "is", null)
      .returning("day")
      .executeTakeFirst();
    if (!row) return false;
    await recordAudit(
      {
        at: finishedAt,
        userId: null,
        actor: "retención automática",
        action: "lead.retention",
        target: day,
        ip: null,
        detail: { years, cutoff, ...counts },
      },
      trx,
    );
    // The pruning's own row, written after it (so never pruned by it), also when nothing was due.
    await recordAudit(
      { action: "audit.prune", actor: "retención automática", target: day, detail: { ...auditLog } },
      trx,
    );
    return true;
  });
  if (!finished) return { status: "running-elsewhere", day };
  logger.info({ day, years, cutoff, ...counts, auditLog }, "lead retention ran");
  return { status: "done", day, cutoff, counts, auditLog };
}
