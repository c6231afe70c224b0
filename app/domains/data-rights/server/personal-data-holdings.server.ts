// What the site holds about one e-mail or one RUC, for an administrator answering a rights request
// (/admin/datos-personales): the leads with their lines and notes, the e-mails in the outbox that hold
// their data, and the records kept under a legal duty (personal-data-sources.server.ts), with what an
// erasure would do to each; each viewing audited (personal-data-audit.server.ts). Exported by
// personal-data-export.server.ts, erased by personal-data-erasure.server.ts
// (docs/decisions/037-data-rights-and-retention.md).
import type { Kysely } from "kysely";
import type { Database, LeadKind, LeadStatus, OutboxPurpose } from "../../../../db/schema";
import type { PersonalDataSubject } from "../personal-data";
import { quantityWithUnit } from "~/domains/catalogue";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { getDb } from "~/platform/data/db.server";
import { digestsNaming } from "~/domains/leads/index.server";
import { RETAINED_SOURCES, type RetainedRecord } from "./personal-data-sources.server";
import { toIso } from "~/platform/data/sql-values.server";
import { auditSubject, type PersonalDataActionContext } from "./personal-data-audit.server";

export interface HeldLead {
  id: number;
  reference: string;
  kind: LeadKind;
  status: LeadStatus;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  ruc: string;
  message: string | null;
  equipment: string | null;
  sourceIp: string | null;
  userAgent: string | null;
  lines: { code: string | null; name: string; quantity: string }[];
  notes: { at: string; note: string }[];
}

/** What an erasure does to an e-mail: a lead's own is deleted, a digest scrubbed, a kept record's kept. */
export type EmailFate = "delete" | "scrub" | "keep";

export interface HeldEmail {
  id: number;
  purpose: OutboxPurpose;
  to: string;
  replyTo: string | null;
  subject: string;
  status: "pending" | "sent";
  createdAt: string;
  sentAt: string | null;
  text: string;
  /** The lead or kept record it belongs to (null for a digest). */
  about: string | null;
  fate: EmailFate;
}

export interface RetainedGroup {
  key: string;
  label: string;
  reason: string;
  records: RetainedRecord[];
}

export interface PersonalDataHoldings {
  subject: PersonalDataSubject;
  leads: HeldLead[];
  emails: HeldEmail[];
  retained: RetainedGroup[];
}

/** What an erasure of these holdings would change: the figures the confirmation repeats. */
export interface ErasurePlan {
  leads: number;
  emailsDeleted: number;
  emailsScrubbed: number;
  retained: number;
}

export function erasurePlan(holdings: PersonalDataHoldings): ErasurePlan {
  return {
    leads: holdings.leads.length,
    emailsDeleted: holdings.emails.filter((email) => email.fate === "delete").length,
    emailsScrubbed: holdings.emails.filter((email) => email.fate === "scrub").length,
    retained: holdings.retained.reduce((total, group) => total + group.records.length, 0),
  };
}

type Db = Kysely<Database>;

/** The leads of the subject that still hold personal data (anonymised ones hold none). */
function subjectLeads(db: Db, subject: PersonalDataSubject) {
  return db
    .selectFrom("lead")
    .selectAll()
    .where("anonymised_at", "is", null)
    .$if(subject.type === "email", (query) =>
      query.where((eb) => eb(eb.fn("lower", ["email"]), "=", subject.value)),
    )
    .$if(subject.type === "ruc", (query) => query.where("ruc", "=", subject.value))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}

/** Everything the site holds about the subject, and what an erasure would do to each e-mail. */
export async function findPersonalData(
  viewer: StaffViewer,
  subject: PersonalDataSubject,
  now = new Date(),
): Promise<PersonalDataHoldings | undefined> {
  if (viewer.role !== "admin") return undefined;
  const db = getDb();
  const leads = await subjectLeads(db, subject).execute();
  const ids = leads.map((lead) => lead.id);
  const [lines, notes, leadEmails, digests, retained] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom("lead_line")
          .select(["lead_id", "position", "code", "name", "quantity", "unit"])
          .where("lead_id", "in", ids)
          .orderBy("lead_id")
          .orderBy("position")
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom("lead_event")
          .select(["lead_id", "at", "note"])
          .where("lead_id", "in", ids)
          .where("kind", "=", "note")
          .orderBy("at")
          .orderBy("id")
          .execute(),
    ids.length === 0
      ? []
      : db.selectFrom("outbox").selectAll().where("lead_id", "in", ids).orderBy("id").execute(),
    digestsNaming(db, leads, now),
    Promise.all(
      RETAINED_SOURCES.map(async (source) => ({
        key: source.key,
        label: source.label,
        reason: source.reason,
        records: await source.find(subject),
      })),
    ),
  ]);
  const keptIds = retained.flatMap((group) => group.records.flatMap((record) => record.emailIds));
  const otherIds = [...digests.keys(), ...keptIds];
  const others =
    otherIds.length === 0
      ? []
      : await db.selectFrom("outbox").selectAll().where("id", "in", otherIds).orderBy("id").execute();
  const referenceOf = new Map(leads.map((lead) => [lead.id, lead.reference]));
  const recordOf = new Map(
    retained.flatMap((group) =>
      group.records.flatMap((record) => record.emailIds.map((id) => [id, record.reference])),
    ),
  );
  const emails: HeldEmail[] = [...leadEmails, ...others].map((row) => ({
    id: row.id,
    purpose: row.purpose,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    status: row.status,
    createdAt: toIso(row.created_at),
    sentAt: toIso(row.sent_at),
    text: row.text_body,
    about: row.lead_id !== null ? (referenceOf.get(row.lead_id) ?? null) : (recordOf.get(row.id) ?? null),
    fate: row.lead_id !== null ? "delete" : digests.has(row.id) ? "scrub" : "keep",
  }));
  return {
    subject,
    leads: leads.map((lead) => ({
      id: lead.id,
      reference: lead.reference,
      kind: lead.kind,
      status: lead.status,
      createdAt: toIso(lead.created_at),
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      ruc: lead.ruc,
      message: lead.message,
      equipment: lead.equipment,
      sourceIp: lead.source_ip,
      userAgent: lead.user_agent,
      lines: lines
        .filter((line) => line.lead_id === lead.id)
        .map((line) => ({
          code: line.code,
          name: line.name,
          quantity: quantityWithUnit(line.quantity, line.unit),
        })),
      notes: notes.flatMap((note) =>
        note.lead_id === lead.id && note.note !== null ? [{ at: toIso(note.at), note: note.note }] : [],
      ),
    })),
    emails: emails.sort((a, b) => a.id - b.id),
    retained,
  };
}
/**
 * The subject's holdings as staff look at them, the look written to the audit log: who looked up whom
 * (as the keyed hash), `detail` and how much was found. The search and the export both go through it.
 */
export async function lookAtPersonalData(
  viewer: StaffViewer,
  subject: PersonalDataSubject,
  action: "personal_data.view" | "personal_data.export",
  detail: Record<string, unknown>,
  context: PersonalDataActionContext,
  now: Date,
): Promise<PersonalDataHoldings | undefined> {
  const holdings = await findPersonalData(viewer, subject, now);
  if (!holdings) return undefined;
  const plan = erasurePlan(holdings);
  await auditSubject(
    viewer,
    action,
    subject,
    { ...detail, leads: plan.leads, emails: holdings.emails.length, retained: plan.retained },
    context,
    now,
  );
  return holdings;
}

/**
 * What the back office shows of one person's data (the search of /admin/datos-personales), each viewing
 * written to the audit log: who looked up whom (as the keyed hash) and how much was shown.
 */
export async function viewPersonalData(
  viewer: StaffViewer,
  subject: PersonalDataSubject,
  context: PersonalDataActionContext = {},
): Promise<PersonalDataHoldings | undefined> {
  return lookAtPersonalData(viewer, subject, "personal_data.view", {}, context, context.now ?? new Date());
}
