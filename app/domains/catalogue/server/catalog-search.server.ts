// The catalogue's search at 100,000 products (docs/decisions/052-catalogue-queries-at-scale.md): the
// page's products and a count that stops at SEARCH_RESULTS_LIMIT, both read in catalogue order and
// ended as soon as they have what they need, so a common word ("zuncho", half the catalogue) costs no
// more than a rare one. Matching and order are decision 018's: every word inside a word of the
// product's search text; those whose name holds every word first, then name and subtitle, then the
// rest; catalogue order (position, id) within each group.
import { type Expression, sql, type SqlBool } from "kysely";
import { escapeLike } from "../../../../db/search-key";
import { databaseEngine, getDb } from "~/platform/data/db.server";

/** A search lists at most its first 1,000 products (84 pages); beyond, the count says "more than". */
export const SEARCH_RESULTS_LIMIT = 1000;

/** Where a listing looks: a column of product_search and its value (a top category or a subcategory). */
export interface CategoryScope {
  column: "top_category_id" | "category_id";
  id: number;
}

export interface SearchHits {
  /** The product ids of rows [skip, skip + take) of the ranked matches. */
  ids: number[];
  /** How many products match, at most SEARCH_RESULTS_LIMIT. */
  total: number;
  /** More products match than SEARCH_RESULTS_LIMIT: only the first ones are listed. */
  capped: boolean;
}

/** The texts each rank group must hold every word in, best group first. */
const GROUPS = ["name_key", "title_key", "search_text"] as const;
type Text = (typeof GROUPS)[number];

/** FTS5's rowid is the catalogue order, position × 2³¹ + product_id (migration 022): the low bits are the id. */
const PRODUCT_ID_BITS = 2147483647;

/** The trigram tokenizer finds only words of 3 characters or more; shorter ones are checked row by row. */
const TRIGRAM = 3;

export async function searchProducts(
  words: string[],
  scope: CategoryScope | undefined,
  skip: number,
  take: number,
): Promise<SearchHits> {
  const engine = databaseEngine();
  const need = Math.min(skip + take, SEARCH_RESULTS_LIMIT);
  const indexed = words.filter((word) => [...word].length >= TRIGRAM);
  // SQLite's FTS5 table holds every active product but not its category: a search within a category
  // reads that category's rows instead (bounded by its size).
  const search =
    engine === "sqlite" && !scope && indexed.length > 0
      ? ftsSearch(words, indexed)
      : tableSearch(words, scope, engine);
  const [counted, ranked] = await Promise.all([
    search.count(SEARCH_RESULTS_LIMIT + 1),
    rankedIds(search, need),
  ]);
  return {
    ids: skip < need ? ranked.slice(skip, need) : [],
    total: Math.min(counted, SEARCH_RESULTS_LIMIT),
    capped: counted > SEARCH_RESULTS_LIMIT,
  };
}

interface Search {
  /** How many products match, counting no further than `upTo`. */
  count(upTo: number): Promise<number>;
  /** The first `limit` products of a rank group in catalogue order (those of better groups left out). */
  group(index: number, limit: number): Promise<number[]>;
}

/** The ranked matches' first `need` ids: each group in turn, read only as far as still needed. */
async function rankedIds(search: Search, need: number): Promise<number[]> {
  const ids: number[] = [];
  for (let group = 0; group < GROUPS.length && ids.length < need; group += 1)
    ids.push(...(await search.group(group, need - ids.length)));
  return ids;
}

/**
 * The narrow table product_search (both engines): on PostgreSQL `LIKE`, which the trigram GIN index
 * (migration 003) serves for selective words; on SQLite `instr` (the texts are folded already).
 */
function tableSearch(
  words: string[],
  scope: CategoryScope | undefined,
  engine: "sqlite" | "postgres",
): Search {
  const holdsEvery = (column: Text): Expression<SqlBool> =>
    sql<SqlBool>`(${sql.join(
      words.map((word) =>
        engine === "postgres"
          ? sql`${sql.ref(column)} like ${`%${escapeLike(word)}%`} escape '\\'`
          : sql`instr(${sql.ref(column)}, ${word}) > 0`,
      ),
      sql` and `,
    )})`;
  const rows = () => {
    const active = getDb().selectFrom("product_search").where("active", "=", 1);
    return scope ? active.where(scope.column, "=", scope.id) : active;
  };
  return {
    async count(upTo) {
      const hits = rows()
        .select(sql`1`.as("hit"))
        .where(holdsEvery("search_text"))
        .limit(upTo)
        .as("hits");
      const row = await getDb()
        .selectFrom(hits)
        .select((eb) => eb.fn.countAll<number | string>().as("total"))
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
    async group(index, limit) {
      let query = rows().select("product_id").where(holdsEvery(GROUPS[index]!));
      if (index > 0) query = query.where((eb) => eb.not(holdsEvery(GROUPS[index - 1]!)));
      const found = await query.orderBy("position").orderBy("product_id").limit(limit).execute();
      return found.map((row) => row.product_id);
    },
  };
}

/**
 * SQLite's FTS5 trigram table (migration 022): the words of 3 characters or more through the index,
 * shorter ones ("pp", "23") checked on the rows it yields; rows come in catalogue order (the rowid).
 */
function ftsSearch(words: string[], indexed: string[]): Search {
  const phrase = (word: string) => `"${word.replaceAll('"', '""')}"`;
  const matchIn = (column: Text) => `${column} : (${indexed.map(phrase).join(" AND ")})`;
  const short = words.filter((word) => !indexed.includes(word));
  const holds = (column: Text, list: string[]) =>
    list.length === 0
      ? sql`1`
      : sql.join(
          list.map((word) => sql`instr(${sql.ref(column)}, ${word}) > 0`),
          sql` and `,
        );
  return {
    async count(upTo) {
      const { rows } = await sql<{ total: number }>`select count(*) as total from (
          select 1 from product_search_fts
          where product_search_fts match ${matchIn("search_text")} and ${holds("search_text", short)}
          limit ${upTo})`.execute(getDb());
      return Number(rows[0]?.total ?? 0);
    },
    async group(index, limit) {
      const column = GROUPS[index]!;
      const better = index > 0 ? sql`not (${holds(GROUPS[index - 1]!, words)})` : sql`1`;
      const { rows } = await sql<{ id: number }>`select rowid & ${sql.lit(PRODUCT_ID_BITS)} as id
          from product_search_fts
          where product_search_fts match ${matchIn(column)} and ${holds(column, short)} and ${better}
          order by rowid limit ${limit}`.execute(getDb());
      return rows.map((row) => row.id);
    },
  };
}
