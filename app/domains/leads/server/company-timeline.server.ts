// One company, one timeline: the leads that share a RUC, and the leads stored without a RUC whose
// e-mail one of the company's leads used. /admin/empresas/{ruc} lists them with the totals per
// status; a lead's detail shows the company's other requests. Only leads of the viewer's kinds.
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Database } from "../../../../db/schema";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { LEAD_STATUSES, type LeadStatus } from "../lead-vocabulary";
import { getDb } from "~/platform/data/db.server";
import { visibleKinds } from "./lead-inbox-filter.server";
import { type LeadClock, type LeadInboxRow, leadRows } from "./lead-inbox-rows.server";

export const COMPANY_TIMELINE_PAGE_SIZE = 50;
export const RELATED_LEADS_LIMIT = 10;

type LeadExpressions = ExpressionBuilder<Database, "lead">;

export interface CompanyTimeline {
  ruc: string;
  /** The company's name on its newest lead. */
  company: string;
  rows: LeadInboxRow[];
  /** Every status, 0 included, over all the timeline's leads. */
  totals: Record<LeadStatus, number>;
  total: number;
  /** Counted from 1. */
  page: number;
  pageSize: number;
  totalPages: number;
}

/** A lead's own RUC and e-mail, which relate it to others. */
export interface LeadIdentity {
  id: number;
  /** Empty (or null) when the lead was stored without one. */
  ruc: string | null;
  email: string;
}

const emailKey = (email: string) => email.trim().toLowerCase();

/** The distinct e-mails (lower case) of the company's leads the viewer may see. */
async function companyEmails(viewer: StaffViewer, ruc: string): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("lead")
    .select((eb) => eb.fn<string>("lower", ["lead.email"]).as("email"))
    .distinct()
    .where((eb) => eb.and([...visibleKinds(eb, viewer), eb("lead.ruc", "=", ruc)]))
    .execute();
  return rows.map((row) => row.email);
}

/** The leads of a RUC, and those without a RUC written with one of `emails` (lead_email_idx). */
function ofCompany(eb: LeadExpressions, ruc: string, emails: readonly string[]): Expression<SqlBool> {
  const sameRuc = eb("lead.ruc", "=", ruc);
  if (emails.length === 0) return sameRuc;
  return eb.or([
    sameRuc,
    eb.and([eb("lead.ruc", "=", ""), eb(eb.fn("lower", ["lead.email"]), "in", emails)]),
  ]);
}

/**
 * A company's leads the viewer may see, newest first, a page at a time, with the totals per status;
 * undefined when the viewer may see none with this RUC.
 */
export async function companyTimeline(
  viewer: StaffViewer,
  ruc: string,
  options: LeadClock & { page?: number },
): Promise<CompanyTimeline | undefined> {
  const key = ruc.trim();
  if (key === "") return undefined;
  const page = Math.max(1, Math.trunc(options.page ?? 1));
  const db = getDb();
  const [newest, emails] = await Promise.all([
    db
      .selectFrom("lead")
      .select("lead.company")
      .where((eb) => eb.and([...visibleKinds(eb, viewer), eb("lead.ruc", "=", key)]))
      .orderBy("lead.created_at", "desc")
      .orderBy("lead.id", "desc")
      .limit(1)
      .executeTakeFirst(),
    companyEmails(viewer, key),
  ]);
  if (!newest) return undefined;
  const leads = () =>
    db.selectFrom("lead").where((eb) => eb.and([...visibleKinds(eb, viewer), ofCompany(eb, key, emails)]));
  const [ids, counted] = await Promise.all([
    leads()
      .select("lead.id")
      .orderBy("lead.created_at", "desc")
      .orderBy("lead.id", "desc")
      .limit(COMPANY_TIMELINE_PAGE_SIZE)
      .offset((page - 1) * COMPANY_TIMELINE_PAGE_SIZE)
      .execute(),
    leads()
      .select((eb) => ["lead.status", eb.fn.countAll<number>().as("count")])
      .groupBy("lead.status")
      .execute(),
  ]);
  const totals = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
  for (const row of counted) totals[row.status] = Number(row.count);
  const total = Object.values(totals).reduce((sum, count) => sum + count, 0);
  return {
    ruc: key,
    company: newest.company,
    rows: await leadRows(
      ids.map((row) => row.id),
      options,
    ),
    totals,
    total,
    page,
    pageSize: COMPANY_TIMELINE_PAGE_SIZE,
    totalPages: Math.max(1, Math.ceil(total / COMPANY_TIMELINE_PAGE_SIZE)),
  };
}

/**
 * The other leads of a lead's company, newest first (at most `limit`, RELATED_LEADS_LIMIT by
 * default), and how many there are: with a RUC, the company's timeline; without one, the leads
 * written with the same e-mail. Only leads of the viewer's kinds.
 */
export async function relatedLeads(
  viewer: StaffViewer,
  lead: LeadIdentity,
  options: LeadClock & { limit?: number },
): Promise<{ rows: LeadInboxRow[]; total: number }> {
  const ruc = lead.ruc?.trim() ?? "";
  const emails = ruc === "" ? [emailKey(lead.email)] : await companyEmails(viewer, ruc);
  const related = () =>
    getDb()
      .selectFrom("lead")
      .where((eb) =>
        eb.and([
          ...visibleKinds(eb, viewer),
          eb("lead.id", "<>", lead.id),
          ruc === "" ? eb(eb.fn("lower", ["lead.email"]), "in", emails) : ofCompany(eb, ruc, emails),
        ]),
      );
  const [ids, counted] = await Promise.all([
    related()
      .select("lead.id")
      .orderBy("lead.created_at", "desc")
      .orderBy("lead.id", "desc")
      .limit(options.limit ?? RELATED_LEADS_LIMIT)
      .execute(),
    related()
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: await leadRows(
      ids.map((row) => row.id),
      options,
    ),
    total: Number(counted.count),
  };
}
