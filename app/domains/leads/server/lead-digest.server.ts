// The daily digest to the sales inbox: yesterday's new leads, the overdue ones and yesterday's
// flagged ones, queued in the outbox at most once per Lima day, whichever process asks first.
// The schedule lives in digest-schedule.server.ts beside this file; the overdue cutoff comes from the business-hours
// clock (the caller's).
import type { Kysely } from "kysely";
import type { Database } from "../../../../db/schema";
import { getEnv } from "~/platform/lib/env.server";
import { limaDay, limaDayRange, previousLimaDay } from "~/platform/lib/lima-day";
import {
  DIGEST_LIST_LIMIT,
  type DigestContent,
  type DigestLead,
  type DigestSection,
  digestSubject,
  renderDigest,
} from "../mail/digest-mail.server";
import { getDb } from "~/platform/data/db.server";
import { getCompanySettings } from "~/platform/settings/company-settings.server";
import { newMessageId } from "~/platform/mail/mail-message.server";
import { notifyOutbox } from "~/platform/mail/outbox.server";
import { toIso } from "~/platform/data/sql-values.server";

export type { DigestContent, DigestLead, DigestSection } from "../mail/digest-mail.server";

export interface DigestOptions {
  /**
   * The overdue cutoff: a lead still "new" and without a first response that came in at or before
   * this instant is overdue (the business-hours clock's overdueCutoff(now, …)).
   */
  overdueBefore: Date;
}

export interface DailyDigest extends DigestContent {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type QueueDigestResult =
  | { status: "queued"; day: string; outboxId: number; counts: DigestCounts }
  /** This Lima day's digest is in the outbox already (queued by this or another process). */
  | { status: "already-queued"; day: string }
  /** DAILY_DIGEST is off. */
  | { status: "disabled" };

export interface DigestCounts {
  newLeads: number;
  overdue: number;
  flagged: number;
}

/** The outbox key that makes a day's digest unique. */
export function digestKey(day: string): string {
  return `daily-digest:${day}`;
}

/** The digest for the Lima day of `now`, as it would be sent now. Reads only. */
export async function composeDailyDigest(now: Date, options: DigestOptions): Promise<DailyDigest> {
  const env = getEnv();
  const db = getDb();
  const day = limaDay(now);
  const covers = previousLimaDay(day);
  const { start, end } = limaDayRange(covers);
  const from = start.toISOString();
  const until = end.toISOString();
  const [newLeads, overdue, flagged] = await Promise.all([
    section(db, (query) =>
      query
        .where("lead.created_at", ">=", from)
        .where("lead.created_at", "<", until)
        .where("lead.spam", "=", 0),
    ),
    section(db, (query) =>
      query
        .where("lead.status", "=", "new")
        .where("lead.first_response_at", "is", null)
        // Erased leads cannot be answered: they are not overdue (decision 037).
        .where("lead.anonymised_at", "is", null)
        .where("lead.created_at", "<=", options.overdueBefore.toISOString()),
    ),
    section(db, (query) =>
      query
        .where("lead.created_at", ">=", from)
        .where("lead.created_at", "<", until)
        .where("lead.spam", "=", 1)
        .where("lead.status", "=", "spam"),
    ),
  ]);
  const content: DigestContent = {
    day,
    covers,
    newLeads,
    overdue,
    flagged,
    inboxUrl: `${env.SITE_URL}/admin`,
  };
  return {
    ...content,
    to: (await getCompanySettings()).salesEmail,
    subject: digestSubject(content),
    ...(await renderDigest(content, env.SITE_URL)),
  };
}

/**
 * Queues the digest of the Lima day of `now` in the outbox unless that day's is there already: the
 * insert carries the day's unique key, so of several processes asking at once exactly one queues it.
 * Does nothing when DAILY_DIGEST is off.
 */
export async function queueDailyDigest(now: Date, options: DigestOptions): Promise<QueueDigestResult> {
  if (!getEnv().DAILY_DIGEST) return { status: "disabled" };
  const day = limaDay(now);
  const key = digestKey(day);
  const db = getDb();
  const queued = await db.selectFrom("outbox").select("id").where("dedupe_key", "=", key).executeTakeFirst();
  if (queued) return { status: "already-queued", day };
  const digest = await composeDailyDigest(now, options);
  const at = new Date().toISOString();
  const inserted = await db
    .insertInto("outbox")
    .values({
      lead_id: null,
      purpose: "digest",
      dedupe_key: key,
      message_id: newMessageId(`digest-${day}`, "digest"),
      to_address: digest.to,
      reply_to: null,
      subject: digest.subject,
      text_body: digest.text,
      html_body: digest.html,
      status: "pending",
      attempts: 0,
      next_attempt_at: at,
      created_at: at,
    })
    .onConflict((conflict) => conflict.column("dedupe_key").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!inserted) return { status: "already-queued", day };
  notifyOutbox();
  return {
    status: "queued",
    day,
    outboxId: inserted.id,
    counts: { newLeads: digest.newLeads.total, overdue: digest.overdue.total, flagged: digest.flagged.total },
  };
}

type LeadQuery = ReturnType<typeof leadsWithAssignee>;

function leadsWithAssignee(db: Kysely<Database>) {
  return db.selectFrom("lead").leftJoin("staff_user", "staff_user.id", "lead.assignee_id");
}

/** The leads a filter selects, oldest first: the first DIGEST_LIST_LIMIT and how many in all. */
async function section(
  db: Kysely<Database>,
  filter: (query: LeadQuery) => LeadQuery,
): Promise<DigestSection> {
  const filtered = filter(leadsWithAssignee(db));
  const [rows, counted] = await Promise.all([
    filtered
      .select([
        "lead.id",
        "lead.reference",
        "lead.kind",
        "lead.status",
        "lead.company",
        "lead.name",
        "lead.created_at",
        "lead.spam_reason",
        "staff_user.name as assignee_name",
      ])
      .orderBy("lead.created_at")
      .orderBy("lead.id")
      .limit(DIGEST_LIST_LIMIT)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  const leads: DigestLead[] = rows.map((row) => ({
    id: row.id,
    reference: row.reference,
    kind: row.kind,
    status: row.status,
    company: row.company,
    name: row.name,
    createdAt: toIso(row.created_at),
    assigneeName: row.assignee_name,
    spamReason: row.spam_reason,
  }));
  return { total: Number(counted.total), leads };
}
