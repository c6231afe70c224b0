// The inbox's filters as SQL conditions on `lead`, shared by the list, its counts, the CSV export and
// the company timeline, so they can never disagree. The viewer's role always restricts the kinds.
// See docs/decisions/032-lead-inbox.md for the two places where the engines are told apart.
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { prefixEnd, searchPrefixes } from "../../../../db/lead-search-words";
import type { Database } from "../../../../db/schema";
import { escapeLike } from "../../../../db/search-key";
import { limaDayRange } from "~/platform/lib/lima-day";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { LEAD_KINDS, leadKindsFor } from "../lead-vocabulary";
import { type LeadInboxQuery, UNASSIGNED } from "../lead-inbox-query-schema";
import { databaseEngine, getDb } from "~/platform/data/db.server";

type LeadExpressions = ExpressionBuilder<Database, "lead">;

/** What filters a list (the page number aside). */
export type LeadInboxFilter = Omit<LeadInboxQuery, "page">;

/** The conditions a filter puts on `lead`, ready for a `where`. */
export type LeadConditions = (eb: LeadExpressions) => Expression<SqlBool>[];

/**
 * The kinds the viewer may see; nothing when the role sees every kind. On SQLite the column is
 * written `+kind`, which keeps its value but no index: a role sees a third or two thirds of the
 * leads, and SQLite, which keeps no statistics here, would otherwise read every lead of those kinds
 * through the kind index and sort them instead of walking the list's order and stopping at the
 * page's end (ventas' first page at 100,000 leads: 90 ms → 6 ms). PostgreSQL's statistics make it
 * choose well, and it has no unary plus for text.
 */
export function visibleKinds(eb: LeadExpressions, viewer: StaffViewer): Expression<SqlBool>[] {
  const kinds = leadKindsFor(viewer.role);
  if (kinds.length === LEAD_KINDS.length) return [];
  const kind =
    databaseEngine() === "sqlite" ? sql<string>`+${sql.ref("lead.kind")}` : sql.ref<string>("lead.kind");
  return [eb(kind, "in", kinds)];
}

/**
 * New leads nobody has answered yet (the condition of the partial index lead_pending_idx), leaving out
 * those whose personal data were erased: nobody can answer them any more (decision 037).
 */
export function pending(eb: LeadExpressions): Expression<SqlBool> {
  return eb.and([
    eb("lead.status", "=", "new"),
    eb("lead.first_response_at", "is", null),
    eb("lead.anonymised_at", "is", null),
  ]);
}

/**
 * The filter's conditions for the viewer, or null when its search matches no lead. In the
 * "pendientes" view the status is "new" and the status and spam filters do not apply; otherwise a
 * chosen status wins over the spam filter (the status says which leads), and without one the spam
 * filter leaves spam out, keeps only spam, or keeps everything.
 */
export async function inboxFilter(
  viewer: StaffViewer,
  filter: LeadInboxFilter,
): Promise<LeadConditions | null> {
  const search = await leadSearch(filter.q);
  if (search === null) return null;
  return (eb) => {
    const conditions = visibleKinds(eb, viewer);
    if (filter.kind) conditions.push(eb("lead.kind", "=", filter.kind));
    if (filter.view === "pendientes") conditions.push(pending(eb));
    else if (filter.status) conditions.push(eb("lead.status", "=", filter.status));
    else if (filter.spam === "excluir") conditions.push(eb("lead.status", "<>", "spam"));
    else if (filter.spam === "solo") conditions.push(eb("lead.status", "=", "spam"));
    if (filter.assignee === UNASSIGNED) conditions.push(eb("lead.assignee_id", "is", null));
    else if (filter.assignee !== undefined) conditions.push(eb("lead.assignee_id", "=", filter.assignee));
    if (filter.from)
      conditions.push(eb("lead.created_at", ">=", limaDayRange(filter.from).start.toISOString()));
    if (filter.to) conditions.push(eb("lead.created_at", "<", limaDayRange(filter.to).end.toISOString()));
    if (search) conditions.push(search(eb));
    return conditions;
  };
}

/** How many words a search's probe counts at most per prefix: enough to tell rare from common. */
const PROBE_LIMIT = 5000;
/**
 * A one-word search whose prefix begins this many words or more is broad (2 % of 100,000 leads or
 * more): SQLite then walks the list's order and checks each lead against the matches
 * (`+lead.id in …`), stopping at the page's end, instead of reading every match by id and sorting
 * them ("quispe", 6,190 leads: page 13 → 2 ms). Other searches read their matches by id: with
 * several words the matches are the intersection, usually few even when each word is common ("José
 * Sánchez": 338; a company's four words: 15), and walking the order would then read every lead.
 */
const BROAD_SEARCH = 2000;

/**
 * A search's condition on `lead.id` (undefined without a search; null when it matches no lead): the
 * leads with a word starting with each prefix of the search (db/lead-search-words.ts). The rarest
 * prefix's words are read (a range of the primary key) and each kept if its lead also has the others
 * (a range of lead_search_word_lead_idx per lead), so the cost follows the rarest prefix's matches.
 * It is a subquery of the list's query, except for a search of several words on PostgreSQL, which
 * runs it first, apart, and gives the list the ids found: its estimate of an intersection of words
 * is poor, and planned together it walked every lead looking for a few (a company's four words:
 * 8 ms → 4 ms; "quispe sac": 28 → 8 ms). For one word its estimate is right (the histogram of
 * `like 'prefix%'`) and the subquery is the faster ("kp1650", 10,449 leads: 29 → 15 ms).
 */
async function leadSearch(
  q: string | undefined,
): Promise<((eb: LeadExpressions) => Expression<SqlBool>) | null | undefined> {
  const prefixes = searchPrefixes(q ?? "");
  if (prefixes.length === 0) return undefined;
  const probed = await rarestFirst(prefixes);
  if (probed === null) return null;
  const ordered = probed.map(({ prefix }) => prefix);
  const sqlite = databaseEngine() === "sqlite";
  if (sqlite || probed.length === 1) {
    const broad = sqlite && probed.length === 1 && probed[0]!.count >= BROAD_SEARCH;
    const id = broad ? sql<number>`+${sql.ref("lead.id")}` : sql.ref<number>("lead.id");
    return (eb) => eb(id, "in", searchedLeadIds(ordered));
  }
  const ids = (await searchedLeadIds(ordered).execute()).map((row) => row.lead_id);
  if (ids.length === 0) return null;
  return () => sql<SqlBool>`${sql.ref("lead.id")} = any(${ids}::integer[])`;
}

/** The ids of the leads with a word starting with each prefix, the rarest prefix first. */
function searchedLeadIds([rarest, ...others]: string[]) {
  let found = getDb()
    .selectFrom("lead_search_word as found")
    .select("found.lead_id")
    .distinct()
    .where((eb) => startsWith(eb.ref("found.word"), rarest!));
  for (const prefix of others) {
    found = found.where((eb) =>
      eb.exists(
        eb
          .selectFrom("lead_search_word as also")
          .select("also.lead_id")
          .whereRef("also.lead_id", "=", "found.lead_id")
          .where((inner) => startsWith(inner.ref("also.word"), prefix)),
      ),
    );
  }
  return found;
}

/**
 * The prefixes in the order the search should take them, the rarest first, each with the number of
 * words it begins (each probe reads at most PROBE_LIMIT index entries); null when one of them begins
 * no word at all (nothing matches).
 */
async function rarestFirst(prefixes: string[]): Promise<{ prefix: string; count: number }[] | null> {
  const db = getDb();
  const counts = await Promise.all(
    prefixes.map(async (prefix) => {
      const { count } = await db
        .selectFrom((eb) =>
          eb
            .selectFrom("lead_search_word")
            .select("lead_search_word.lead_id")
            .where((inner) => startsWith(inner.ref("lead_search_word.word"), prefix))
            .limit(PROBE_LIMIT)
            .as("hits"),
        )
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .executeTakeFirstOrThrow();
      return { prefix, count: Number(count) };
    }),
  );
  if (counts.some(({ count }) => count === 0)) return null;
  return counts.sort((a, b) => a.count - b.count);
}

/**
 * "The word starts with `prefix`" as an index range. SQLite: `word >= prefix and word < prefixEnd`
 * (its LIKE folds case and uses no index). PostgreSQL: `word like 'prefix%'`, which its planner turns
 * into the same range on the "C" column and estimates from the histogram (its estimate for the bare
 * range was one row, whatever the range held, which led it to nested loops over thousands of rows).
 */
function startsWith(word: Expression<string>, prefix: string): Expression<SqlBool> {
  return databaseEngine() === "postgres"
    ? sql<SqlBool>`${word} like ${`${escapeLike(prefix)}%`}`
    : sql<SqlBool>`${word} >= ${prefix} and ${word} < ${prefixEnd(prefix)}`;
}
