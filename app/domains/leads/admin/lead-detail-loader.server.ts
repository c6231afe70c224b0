// What /admin/solicitudes/{id} shows: the lead, the staff it may be given to, its e-mails' delivery
// state per purpose, its history in words, and the company's other requests.
import { data } from "react-router";
import {
  type AnonymiseReason,
  LEAD_EMAIL_LABELS,
  LEAD_EMAIL_PURPOSES,
  type LeadEmailPurpose,
} from "../lead-events";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { recordView } from "~/platform/data/audit-log.server";
import { relatedLeads } from "../server/company-timeline.server";
import { getLeadDetail, type LeadEmail, listStaffForLead } from "../server/lead-detail.server";
import { leadClock } from "./lead-clock.server";
import type { PersonalDataLook } from "~/platform/data/personal-data-look.server";
import { describeLeadEvent } from "./lead-history-text";
import { LEAD_NOT_FOUND_MESSAGE, leadIdOf } from "./lead-route-params";

/** One e-mail of the lead (the newest of its purpose) and how many times it was queued. */
export interface LeadEmailState {
  purpose: LeadEmailPurpose;
  label: string;
  /** Null when the lead has no such e-mail (a flagged lead's acknowledgement). */
  latest: Omit<LeadEmail, "purpose" | "messageId" | "subject"> | null;
  /** Every copy queued, the first delivery included. */
  copies: number;
}

export interface LeadHistoryItem {
  id: number;
  at: string;
  /** "Sistema" for an event without a person (or whose account is gone). */
  actor: string;
  text: string;
  note: string | null;
}

/**
 * 404 for an id that is not a number, a missing lead, and a lead of a kind the viewer's role does not
 * work (a `ventas` account on a SERVICE lead): the models answer "not found" for both, on purpose, so
 * that ids of another team's leads cannot be told from missing ones (docs/decisions/029-lead-workflow-mail.md).
 * A 403 would confirm that the lead exists and is of another kind.
 */
export const leadNotFound = () => data(LEAD_NOT_FOUND_MESSAGE, { status: 404 });

/**
 * The lead's page data; a look that shows it (not a HEAD) is in the audit log as `lead.view`, once per
 * account and lead within VIEW_AUDIT_WINDOW_MS (decision 060). A refusal (404) shows nothing and
 * records nothing.
 */
export async function loadLeadDetail(
  viewer: StaffViewer,
  idParam: string | undefined,
  look: PersonalDataLook,
) {
  const id = leadIdOf(idParam);
  if (id === undefined) throw leadNotFound();
  const [detail, assignable] = await Promise.all([getLeadDetail(viewer, id), listStaffForLead(viewer, id)]);
  if (detail.status !== "ok" || assignable.status !== "ok") throw leadNotFound();
  const { lead } = detail;
  if (look.recorded) {
    await recordView({
      action: "lead.view",
      userId: viewer.id,
      actor: viewer.email,
      target: lead.reference,
      ip: look.ip,
      detail: { leadId: lead.id, kind: lead.kind },
    });
  }
  // An anonymised lead names no company any more (its RUC and e-mail read the marker, like every other one).
  const related = lead.anonymisedAt
    ? { rows: [], total: 0 }
    : await relatedLeads(viewer, { id: lead.id, ruc: lead.ruc, email: lead.email }, await leadClock());
  const emails: LeadEmailState[] = LEAD_EMAIL_PURPOSES.map((purpose) => {
    const rows = lead.emails.filter((email) => email.purpose === purpose);
    const newest = rows.at(-1);
    return {
      purpose,
      label: LEAD_EMAIL_LABELS[purpose],
      latest: newest
        ? {
            id: newest.id,
            to: newest.to,
            status: newest.status,
            attempts: newest.attempts,
            lastError: newest.lastError,
            sentAt: newest.sentAt,
            createdAt: newest.createdAt,
            nextAttemptAt: newest.nextAttemptAt,
          }
        : null,
      copies: rows.length,
    };
  });
  // Why its personal data was erased (the history's entry); unknown for a lead erased before it was written.
  const erasure = lead.history.find((entry) => entry.kind === "anonymised");
  const anonymisedReason =
    erasure?.detail?.reason === "retention" || erasure?.detail?.reason === "request"
      ? (erasure.detail.reason as AnonymiseReason)
      : null;
  const history: LeadHistoryItem[] = lead.history.map((entry) => ({
    id: entry.id,
    at: entry.at,
    actor: entry.actor?.name ?? "Sistema",
    text: describeLeadEvent(entry),
    note: entry.note,
  }));
  return {
    lead: {
      id: lead.id,
      kind: lead.kind,
      reference: lead.reference,
      status: lead.status,
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      ruc: lead.ruc,
      message: lead.message,
      equipment: lead.equipment,
      spam: lead.spam,
      spamReason: lead.spamReason,
      createdAt: lead.createdAt,
      firstResponseAt: lead.firstResponseAt,
      // What staff need to know of the ledger (the address stays in the database as evidence).
      consent:
        lead.consent.state === "given"
          ? {
              state: "given" as const,
              at: lead.consent.at,
              marketing: lead.consent.marketing,
              versionCode: lead.consent.version.code,
              versionSince: lead.consent.version.createdAt,
              text: lead.consent.version.text,
            }
          : { state: "not_recorded" as const, marketing: false },
      anonymisedAt: lead.anonymisedAt,
      anonymisedReason,
      assignee: lead.assignee && {
        id: lead.assignee.id,
        name: lead.assignee.name,
        active: lead.assignee.active,
      },
      lines: lead.lines.map(({ position, code, name, quantity, unit, productPath }) => ({
        position,
        code,
        name,
        quantity,
        unit,
        productPath,
      })),
    },
    staff: assignable.staff.map(({ id: staffId, name }) => ({ id: staffId, name })),
    emails,
    history,
    related,
  };
}

export type LeadDetailView = Awaited<ReturnType<typeof loadLeadDetail>>;
