// What /admin/datos-personales shows for a search: everything the site holds about one e-mail or RUC,
// what an erasure would do to each record, and (at the confirmation step) the figures to confirm. The
// search is posted (no e-mail or RUC in an address or a log) and each viewing is audited.
import { data } from "react-router";
import { personalDataSubjectOf } from "../personal-data";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "~/domains/leads";
import { EMAIL_PURPOSE_LABELS } from "../server/personal-data-export.server";
import { type EmailFate, erasurePlan, viewPersonalData } from "../server/personal-data-holdings.server";
import { FORBIDDEN_MESSAGE } from "~/platform/admin-kit/messages";

export const EMAIL_FATE_LABELS: Record<EmailFate, string> = {
  delete: "Se elimina",
  scrub: "Se borran sus datos del texto",
  keep: "Se conserva",
};

/** The page before any search: the form only. */
export const EMPTY_PERSONAL_DATA_VIEW = { search: "", confirm: false, invalid: false, result: null } as const;

/** The page for a posted search (`confirm`: at the erasure's confirmation step); the viewing is audited. */
export async function loadPersonalData(
  viewer: StaffViewer,
  rawSearch: string,
  confirm: boolean,
  context: { ip?: string },
) {
  const search = rawSearch.trim();
  if (search === "") return { search, confirm: false, invalid: false, result: null };
  const subject = personalDataSubjectOf(search);
  if (!subject) return { search, confirm: false, invalid: true, result: null };
  const holdings = await viewPersonalData(viewer, subject, context);
  // Unreachable behind the route's guard (administrators only); a model refusal fails closed.
  if (!holdings) throw data(FORBIDDEN_MESSAGE, { status: 403 });
  const plan = erasurePlan(holdings);
  return {
    search,
    invalid: false,
    confirm: confirm && plan.leads > 0,
    result: {
      subject,
      plan,
      leads: holdings.leads.map((lead) => ({
        id: lead.id,
        reference: lead.reference,
        kindLabel: LEAD_KIND_LABELS[lead.kind],
        statusLabel: LEAD_STATUS_LABELS[lead.status],
        createdAt: lead.createdAt,
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        company: lead.company,
        ruc: lead.ruc,
        lines: lead.lines.length,
        notes: lead.notes.length,
      })),
      emails: holdings.emails.map((email) => ({
        id: email.id,
        purposeLabel: EMAIL_PURPOSE_LABELS[email.purpose],
        to: email.to,
        subject: email.subject,
        createdAt: email.createdAt,
        about: email.about,
        fate: email.fate,
        fateLabel: EMAIL_FATE_LABELS[email.fate],
      })),
      retained: holdings.retained.map((group) => ({
        ...group,
        records: group.records.map(({ data: _fields, emailIds: _emails, ...record }) => record),
      })),
    },
  };
}

export type PersonalDataView = Awaited<ReturnType<typeof loadPersonalData>>;
export type PersonalDataResult = NonNullable<PersonalDataView["result"]>;
