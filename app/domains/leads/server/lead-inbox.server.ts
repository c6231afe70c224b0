// The back office's leads inbox: one list of every quotation, contact and service request the viewer
// may see, newest first, filtered and searched (app/domains/leads/lead-inbox-query-schema.ts); the "pendientes"
// view with overdue leads first; the live badge's counts; and the staff a list can be filtered by.
// See docs/decisions/032-lead-inbox.md.
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Database } from "../../../../db/schema";
import { STAFF_ROLES, type StaffRole, type StaffViewer } from "~/platform/admin-kit/staff-roles";
import { leadKindsFor } from "../lead-vocabulary";
import type { LeadInboxQuery } from "../lead-inbox-query-schema";
import { getDb } from "~/platform/data/db.server";
import { inboxFilter, pending, visibleKinds } from "./lead-inbox-filter.server";
import { type LeadClock, type LeadInboxRow, leadRows } from "./lead-inbox-rows.server";
import { toBool } from "~/platform/data/sql-values.server";

export type { LeadClock, LeadInboxRow } from "./lead-inbox-rows.server";

export const LEAD_INBOX_PAGE_SIZE = 25;
/** The live badge counts new leads up to this many ("100+" beyond). */
export const LEAD_BADGE_CAP = 100;

export interface LeadInboxPage {
  rows: LeadInboxRow[];
  /** Leads matching the filters, on every page. */
  total: number;
  /** In the "pendientes" view, how many of `total` are overdue (they come first); otherwise null. */
  overdue: number | null;
  /** Counted from 1, as asked (a page past the end has no rows). */
  page: number;
  pageSize: number;
  totalPages: number;
}

type LeadExpressions = ExpressionBuilder<Database, "lead">;
type Extra = (eb: LeadExpressions) => Expression<SqlBool>[];

/**
 * One page of the inbox. "todas": newest first. "pendientes": new leads with no first response,
 * the overdue ones (created at or before `clock.overdueBefore`) first, newest first within each group.
 */
export async function listLeads(
  viewer: StaffViewer,
  query: LeadInboxQuery,
  clock: LeadClock,
): Promise<LeadInboxPage> {
  const size = LEAD_INBOX_PAGE_SIZE;
  const offset = (query.page - 1) * size;
  const cutoff = clock.overdueBefore.toISOString();
  const pageOf = (rows: LeadInboxRow[], total: number, overdue: number | null): LeadInboxPage => ({
    rows,
    total,
    overdue,
    page: query.page,
    pageSize: size,
    totalPages: Math.max(1, Math.ceil(total / size)),
  });
  const conditions = await inboxFilter(viewer, query);
  if (!conditions) return pageOf([], 0, query.view === "pendientes" ? 0 : null);
  const matching = (extra: Extra = () => []) =>
    getDb()
      .selectFrom("lead")
      .where((eb) => eb.and([...conditions(eb), ...extra(eb)]));
  const idsOf = async (extra: Extra, skip: number, take: number) => {
    if (take <= 0) return [];
    const rows = await matching(extra)
      .select("lead.id")
      .orderBy("lead.created_at", "desc")
      .orderBy("lead.id", "desc")
      .limit(take)
      .offset(skip)
      .execute();
    return rows.map((row) => row.id);
  };

  let ids: number[];
  let total: number;
  let overdue: number | null = null;
  if (query.view === "pendientes") {
    const counted = await matching()
      .select((eb) => [
        eb.fn.countAll<number>().as("total"),
        eb.fn
          .sum<number | null>(eb.case().when("lead.created_at", "<=", cutoff).then(1).else(0).end())
          .as("overdue"),
      ])
      .executeTakeFirstOrThrow();
    total = Number(counted.total);
    overdue = Number(counted.overdue ?? 0);
    // The overdue run (created at or before the cutoff), then the rest: two ranges of the pending index.
    const overdueIds =
      offset < overdue ? await idsOf((eb) => [eb("lead.created_at", "<=", cutoff)], offset, size) : [];
    const restIds = await idsOf(
      (eb) => [eb("lead.created_at", ">", cutoff)],
      Math.max(0, offset - overdue),
      size - overdueIds.length,
    );
    ids = [...overdueIds, ...restIds];
  } else {
    // The page walks an index in the list's order and stops; the count reads a covering index (or,
    // with a search, the matched leads by id).
    const [page, counted] = await Promise.all([
      idsOf(() => [], offset, size),
      matching()
        .select((eb) => eb.fn.countAll<number>().as("total"))
        .executeTakeFirstOrThrow(),
    ]);
    ids = page;
    total = Number(counted.total);
  }
  return pageOf(await leadRows(ids, clock), total, overdue);
}

/** The pending leads the viewer may see, and how many of them are overdue (the "Pendientes" tab's figures). */
export async function pendingLeadCounts(
  viewer: StaffViewer,
  clock: Pick<LeadClock, "overdueBefore">,
): Promise<{ pending: number; overdue: number }> {
  const cutoff = clock.overdueBefore.toISOString();
  const row = await getDb()
    .selectFrom("lead")
    .where((eb) => eb.and([...visibleKinds(eb, viewer), pending(eb)]))
    .select((eb) => [
      eb.fn.countAll<number>().as("pending"),
      eb.fn
        .sum<number | null>(eb.case().when("lead.created_at", "<=", cutoff).then(1).else(0).end())
        .as("overdue"),
    ])
    .executeTakeFirstOrThrow();
  return { pending: Number(row.pending), overdue: Number(row.overdue ?? 0) };
}

/**
 * The live badge: the newest lead the viewer may see (spam left out), and how many such leads came
 * in after `afterId` (the newest one the open page had), counted up to LEAD_BADGE_CAP. Two short
 * reads of the primary key from its end, whatever the size of the inbox.
 */
export async function leadCountsSince(
  viewer: StaffViewer,
  afterId: number,
): Promise<{ latestId: number | null; newCount: number }> {
  const db = getDb();
  const visible = (eb: LeadExpressions) => [...visibleKinds(eb, viewer), eb("lead.status", "<>", "spam")];
  const [latest, counted] = await Promise.all([
    db
      .selectFrom("lead")
      .select("lead.id")
      .where((eb) => eb.and(visible(eb)))
      .orderBy("lead.id", "desc")
      .limit(1)
      .executeTakeFirst(),
    db
      .selectFrom((eb) =>
        eb
          .selectFrom("lead")
          .select("lead.id")
          .where((inner) => inner.and([...visible(inner), inner("lead.id", ">", afterId)]))
          .limit(LEAD_BADGE_CAP)
          .as("newer"),
      )
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow(),
  ]);
  return { latestId: latest?.id ?? null, newCount: Number(counted.count) };
}

export interface AssignableStaff {
  id: number;
  name: string;
  role: StaffRole;
  /** An inactive account keeps its leads: the filter still offers it, after the active ones. */
  active: boolean;
}

/** The staff whose roles work some of the kinds the viewer sees: the assignee filter's choices. */
export async function listAssigneeFilterChoices(viewer: StaffViewer): Promise<AssignableStaff[]> {
  const kinds = leadKindsFor(viewer.role);
  const roles = STAFF_ROLES.filter((role) => leadKindsFor(role).some((kind) => kinds.includes(kind)));
  const rows = await getDb()
    .selectFrom("staff_user")
    .select(["id", "name", "role", "active"])
    .where("role", "in", roles)
    .orderBy("name")
    .orderBy("id")
    .execute();
  return rows
    .map((row) => ({ id: row.id, name: row.name, role: row.role, active: toBool(row.active) }))
    .sort((a, b) => Number(b.active) - Number(a.active));
}
