// The inbox's filters as SQL conditions on `lead`, shared by the list, its counts, the CSV export and
// the live badge, so they can never disagree. The viewer's role always restricts the kinds.
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import { prefixEnd, searchPrefixes } from "../../db/lead-search-words";
import type { Database } from "../../db/schema";
import { limaDayEnd, limaDayStart } from "~/lib/lima-day";
import { LEAD_KINDS, leadKindsFor, type StaffViewer } from "~/lib/staff-roles";
import { type LeadInboxQuery, UNASSIGNED } from "~/schemas/lead-inbox-query";

type LeadExpressions = ExpressionBuilder<Database, "lead">;

/** What filters a list (the page number aside). */
export type LeadInboxFilter = Omit<LeadInboxQuery, "page">;

/** The kinds the viewer may see; nothing when the role sees every kind (no condition needed). */
export function visibleKinds(eb: LeadExpressions, viewer: StaffViewer): Expression<SqlBool>[] {
  const kinds = leadKindsFor(viewer.role);
  return kinds.length < LEAD_KINDS.length ? [eb("lead.kind", "in", kinds)] : [];
}

/** New leads nobody has answered yet (the condition of the partial index lead_pending_idx). */
export function pending(eb: LeadExpressions): Expression<SqlBool> {
  return eb.and([eb("lead.status", "=", "new"), eb("lead.first_response_at", "is", null)]);
}

/**
 * Every condition of the filter for the viewer. In the "pendientes" view the status is "new" and
 * the status and spam filters do not apply; otherwise a chosen status wins over the spam filter
 * (the status says which leads), and without one the spam filter leaves spam out, keeps only spam,
 * or keeps everything.
 */
export function inboxConditions(
  eb: LeadExpressions,
  viewer: StaffViewer,
  filter: LeadInboxFilter,
): Expression<SqlBool>[] {
  const conditions = visibleKinds(eb, viewer);
  if (filter.kind) conditions.push(eb("lead.kind", "=", filter.kind));
  if (filter.view === "pendientes") conditions.push(pending(eb));
  else if (filter.status) conditions.push(eb("lead.status", "=", filter.status));
  else if (filter.spam === "excluir") conditions.push(eb("lead.status", "<>", "spam"));
  else if (filter.spam === "solo") conditions.push(eb("lead.status", "=", "spam"));
  if (filter.assignee === UNASSIGNED) conditions.push(eb("lead.assignee_id", "is", null));
  else if (filter.assignee !== undefined) conditions.push(eb("lead.assignee_id", "=", filter.assignee));
  if (filter.from) conditions.push(eb("lead.created_at", ">=", limaDayStart(filter.from).toISOString()));
  if (filter.to) conditions.push(eb("lead.created_at", "<", limaDayEnd(filter.to).toISOString()));
  conditions.push(...searchConditions(eb, filter.q));
  return conditions;
}

/**
 * For each word of the search, the lead has a search word starting with it: an index range of
 * lead_search_word per word (db/lead-search-words.ts).
 */
export function searchConditions(eb: LeadExpressions, q: string | undefined): Expression<SqlBool>[] {
  return searchPrefixes(q ?? "").map((prefix) =>
    eb(
      "lead.id",
      "in",
      eb
        .selectFrom("lead_search_word")
        .select("lead_search_word.lead_id")
        .where("lead_search_word.word", ">=", prefix)
        .where("lead_search_word.word", "<", prefixEnd(prefix)),
    ),
  );
}
