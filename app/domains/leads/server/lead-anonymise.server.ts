// Anonymising leads: the one way an erasure (/admin/datos-personales) and the retention job take a
// person out of the leads while the statistics stay (docs/decisions/037-data-rights-and-retention.md).
// Each lead keeps its kind, reference, dates, status, assignee, spam verdict, machine type and its
// quotation lines (product, code, name, quantity, unit); its personal fields read ANONYMISED_MARKER;
// its internal notes are replaced; its search words are only its reference and product codes; its
// e-mails (to the sales inbox, the acknowledgement, resends) are deleted; and the daily digests that
// may list it have its data scrubbed. Runs in the caller's transaction.
import { type Kysely, type SqlBool, sql, type Transaction } from "kysely";
import { insertLeadSearchWords } from "../../../../db/lead-search.server";
import type { Database } from "../../../../db/schema";
import { escapeLike } from "../../../../db/search-key";
import type { AnonymiseReason } from "../lead-events";
import { ANONYMISED_MARKER, needleVariants, scrubText } from "~/domains/data-rights";
import { databaseEngine } from "~/platform/data/db.server";
import { parseJson, toIso } from "~/platform/data/sql-values.server";

export interface AnonymiseCounts {
  /** Leads anonymised now (leads anonymised before are skipped). */
  leads: number;
  /** Internal notes replaced. */
  notes: number;
  /** The leads' own e-mails, deleted. */
  emailsDeleted: number;
  /** Other e-mails (daily digests) that named them, scrubbed. */
  emailsScrubbed: number;
}

export interface AnonymiseResult extends AnonymiseCounts {
  /** Every outbox row deleted or scrubbed: their .eml copies go too (removeMailFiles, after the commit). */
  outboxIds: number[];
}

/** The most leads one call takes (an `in` list well under both engines' parameter limits). */
export const ANONYMISE_BATCH = 500;

const DAY_MS = 86_400_000;
/**
 * A digest lists a lead as new (or possible spam) the Lima day after it arrived, queued from the
 * office's opening: within two days of its arrival. It lists it as overdue until someone answers it.
 */
const LISTED_AS_NEW_MS = 2 * DAY_MS;
/** Digests read per step while scrubbing. */
const DIGEST_PAGE = 100;

const markIfSet = (column: "phone" | "message" | "source_ip" | "user_agent") =>
  sql<string | null>`case when ${sql.ref(column)} is null then null else ${ANONYMISED_MARKER} end`;

export async function anonymiseLeads(
  trx: Transaction<Database>,
  leadIds: readonly number[],
  now: Date,
  /** Why, and who (null: the retention job): an entry in each lead's history. */
  cause: { reason: AnonymiseReason; userId: number | null },
): Promise<AnonymiseResult> {
  if (leadIds.length > ANONYMISE_BATCH) throw new RangeError(`at most ${ANONYMISE_BATCH} leads at a time`);
  const result: AnonymiseResult = { leads: 0, notes: 0, emailsDeleted: 0, emailsScrubbed: 0, outboxIds: [] };
  if (leadIds.length === 0) return result;
  const leads = await trx
    .selectFrom("lead")
    .select([
      "id",
      "reference",
      "name",
      "email",
      "phone",
      "company",
      "ruc",
      "created_at",
      "first_response_at",
      "status",
    ])
    .where("id", "in", [...leadIds])
    .where("anonymised_at", "is", null)
    .$if(databaseEngine() === "postgres", (query) => query.forUpdate())
    .execute();
  if (leads.length === 0) return result;
  const ids = leads.map((lead) => lead.id);
  const needlesOf = new Map(leads.map((lead) => [lead.id, leadNeedles(lead)]));

  const updated = await trx
    .updateTable("lead")
    .set({
      name: ANONYMISED_MARKER,
      email: ANONYMISED_MARKER,
      company: ANONYMISED_MARKER,
      ruc: ANONYMISED_MARKER,
      phone: markIfSet("phone"),
      message: markIfSet("message"),
      source_ip: markIfSet("source_ip"),
      user_agent: markIfSet("user_agent"),
      idempotency_key: null,
      payload_hash: ANONYMISED_MARKER,
      anonymised_at: now.toISOString(),
    })
    .where("id", "in", ids)
    .where("anonymised_at", "is", null)
    .executeTakeFirst();
  result.leads = Number(updated.numUpdatedRows);

  // The consent ledger keeps what was consented to and when (the proof), not from which address.
  await trx.updateTable("lead_consent").set({ ip: null }).where("lead_id", "in", ids).execute();

  result.notes = await replaceNotes(trx, ids, needlesOf);
  await reindex(trx, leads);

  const deleted = await trx.deleteFrom("outbox").where("lead_id", "in", ids).returning("id").execute();
  result.emailsDeleted = deleted.length;
  // The history says it happened, why and (for an erasure) who; the page's banner reads it.
  await trx
    .insertInto("lead_event")
    .values(
      ids.map((id) => ({
        lead_id: id,
        at: now.toISOString(),
        user_id: cause.userId,
        kind: "anonymised",
        from_value: null,
        to_value: null,
        note: null,
        detail: JSON.stringify({ reason: cause.reason }),
      })),
    )
    .execute();
  // The digests are looked up with the values still in the leads' rows as read above.
  const scrubbed = await scrubDigests(trx, await digestsNaming(trx, leads, now));
  result.emailsScrubbed = scrubbed.length;
  result.outboxIds = [...deleted.map((row) => row.id), ...scrubbed];
  return result;
}

/** Notes replaced whole (staff write anything in them); other events' detail scrubbed (a resend's recipient). */
async function replaceNotes(
  trx: Transaction<Database>,
  ids: number[],
  needlesOf: Map<number, string[]>,
): Promise<number> {
  const notes = await trx
    .updateTable("lead_event")
    .set({ note: ANONYMISED_MARKER })
    .where("lead_id", "in", ids)
    .where("note", "is not", null)
    .where("note", "!=", ANONYMISED_MARKER)
    .executeTakeFirst();
  const details = await trx
    .selectFrom("lead_event")
    .select(["id", "lead_id", "detail"])
    .where("lead_id", "in", ids)
    .where("detail", "is not", null)
    .execute();
  for (const event of details) {
    const text = JSON.stringify(parseJson<unknown>(event.detail));
    const scrubbed = scrubJson(parseJson<unknown>(event.detail), needlesOf.get(event.lead_id) ?? []);
    if (JSON.stringify(scrubbed) !== text) {
      await trx
        .updateTable("lead_event")
        .set({ detail: JSON.stringify(scrubbed) })
        .where("id", "=", event.id)
        .execute();
    }
  }
  return Number(notes.numUpdatedRows);
}

function scrubJson(value: unknown, needles: readonly string[]): unknown {
  if (typeof value === "string") return scrubText(value, needles).text;
  if (Array.isArray(value)) return value.map((item) => scrubJson(item, needles));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubJson(item, needles)]));
  }
  return value;
}

/** The leads' search words become their reference and product codes only. */
async function reindex(trx: Transaction<Database>, leads: readonly { id: number; reference: string }[]) {
  const ids = leads.map((lead) => lead.id);
  const lines = await trx
    .selectFrom("lead_line")
    .select(["lead_id", "code"])
    .where("lead_id", "in", ids)
    .execute();
  await trx.deleteFrom("lead_search_word").where("lead_id", "in", ids).execute();
  for (const lead of leads) {
    const codes = lines.flatMap((line) => (line.lead_id === lead.id && line.code ? [line.code] : []));
    await insertLeadSearchWords(trx, lead.id, {
      name: "",
      company: "",
      ruc: "",
      email: "",
      reference: lead.reference,
      codes,
    });
  }
}

/** What a digest may have named of a lead: when it could be listed, and its values as e-mails write them. */
export interface DigestCandidate {
  id: number;
  reference: string;
  created_at: Date | string;
  first_response_at: Date | string | null;
  status: string;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  ruc: string;
}

export const leadNeedles = (lead: Pick<DigestCandidate, "name" | "email" | "phone" | "company" | "ruc">) =>
  needleVariants([lead.name, lead.email, lead.phone, lead.company, lead.ruc]);

/**
 * The e-mails that belong to no lead nor request (the daily digests) and name one of these leads,
 * each with the values to scrub out of it. A digest names a lead with its reference, and only while
 * the lead could be listed: from its arrival to two days later (new, possible spam), or, while it
 * waited unanswered as "new" (overdue), until its first response or now. So each lead's digests are
 * found through the date index and its reference.
 */
export async function digestsNaming(
  db: Kysely<Database> | Transaction<Database>,
  leads: readonly DigestCandidate[],
  now: Date,
): Promise<Map<number, string[]>> {
  const hits = new Map<number, Set<string>>();
  for (const lead of leads) {
    const needles = leadNeedles(lead);
    if (needles.length === 0) continue;
    const from = new Date(toIso(lead.created_at)).getTime();
    const answered = lead.first_response_at ? new Date(toIso(lead.first_response_at)).getTime() : undefined;
    const waiting = answered ?? (lead.status === "new" ? now.getTime() : from);
    const rows = await db
      .selectFrom("outbox")
      .select("id")
      .where("lead_id", "is", null)
      .where("data_request_id", "is", null)
      .where("created_at", ">=", new Date(from).toISOString())
      .where("created_at", "<=", new Date(Math.max(from + LISTED_AS_NEW_MS, waiting)).toISOString())
      .where(sql<SqlBool>`${sql.ref("html_body")} like ${`%${escapeLike(lead.reference)}%`} escape '\\'`)
      .execute();
    for (const row of rows) {
      const found = hits.get(row.id) ?? new Set<string>();
      for (const needle of needles) found.add(needle);
      hits.set(row.id, found);
    }
  }
  return new Map(
    [...hits].map(([id, needles]) => [id, [...needles].sort((a, b) => b.length - a.length)] as const),
  );
}

/** Scrubs each digest of the values of the leads it names; returns the ids of those that changed. */
async function scrubDigests(trx: Transaction<Database>, hits: Map<number, string[]>): Promise<number[]> {
  const scrubbed: number[] = [];
  const ids = [...hits.keys()].sort((a, b) => a - b);
  for (let start = 0; start < ids.length; start += DIGEST_PAGE) {
    const page = await trx
      .selectFrom("outbox")
      .select(["id", "subject", "text_body", "html_body"])
      .where("id", "in", ids.slice(start, start + DIGEST_PAGE))
      .execute();
    for (const row of page) {
      const needles = hits.get(row.id)!;
      const subject = scrubText(row.subject, needles);
      const text = scrubText(row.text_body, needles);
      const html = scrubText(row.html_body, needles);
      if (!subject.changed && !text.changed && !html.changed) continue;
      await trx
        .updateTable("outbox")
        .set({ subject: subject.text, text_body: text.text, html_body: html.text })
        .where("id", "=", row.id)
        .execute();
      scrubbed.push(row.id);
    }
  }
  return scrubbed;
}
