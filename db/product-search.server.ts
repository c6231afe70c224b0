// The catalogue's search index: one narrow `product_search` row per product with the folded texts a
// visitor's words are matched against, and the columns the catalogue filters and orders by. The
// catalogue lists and counts from this table, never from the wide `product` heap (description and
// details JSON), which is what made PostgreSQL's count(*) slow. See docs/decisions/018-product-search.md.
//
// Whatever writes products or categories calls refreshProductSearch in the same transaction. On
// SQLite, triggers on product_search keep the FTS5 table product_search_fts (migration 022) in step
// with it, deletes by cascade included: nothing else to call. See docs/decisions/052-catalogue-queries-at-scale.md.
import { type Kysely, sql, type Transaction } from "kysely";
import { searchKey } from "./search-key";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

/** The texts of one product the search looks into. */
export interface SearchableProduct {
  name: string;
  /** The product code ("ZPP-12N"): searched like the subtitle, also written without its dashes. */
  code: string;
  subtitle: string;
  /** Its category's name and, for a subcategory, its parent's. */
  categoryNames: string[];
  /** The specification values (not their keys: "Material", "Ancho" would match everything). */
  specificationValues: string[];
}

/**
 * The folded texts of a product: its name; its name, code and subtitle; and every distinct word of
 * everything searchable. A visitor's word never holds a space, so it is found in a text exactly when
 * it is found in that text's list of distinct words: the list keeps `search_text` short to scan.
 * The code ranks like the subtitle: folded as written ("zpp-12n") and without its separators
 * ("zpp12n"), so "ZPP-12N" and "zpp12n" find that product; a code's letters found inside a word
 * ("pp" in "zpp-12n") do not lift a product above those whose name holds the words.
 */
export function searchTexts(product: SearchableProduct): {
  name_key: string;
  title_key: string;
  search_text: string;
} {
  const name = searchKey(product.name);
  const code = searchKey(product.code);
  const compactCode = code.replace(/[^\p{L}\p{N}]+/gu, "");
  const title = [name, code, compactCode === code ? "" : compactCode, searchKey(product.subtitle)]
    .filter(Boolean)
    .join(" ");
  const everything = [title, ...product.categoryNames, ...product.specificationValues]
    .map(searchKey)
    .join(" ");
  const words = [...new Set(everything.split(" ").filter(Boolean))];
  return { name_key: name, title_key: title, search_text: words.join(" ") };
}

/**
 * Rewrites the search rows of the given products (every product when `productIds` is omitted) from
 * the product and category tables. Products that no longer exist simply lose their row.
 */
export async function refreshProductSearch(db: Db, productIds?: readonly number[]): Promise<void> {
  if (productIds !== undefined && productIds.length === 0) return;
  const categories = await db.selectFrom("category").select(["id", "name", "parent_id"]).execute();
  const byId = new Map(categories.map((category) => [category.id, category]));
  const topCategoryOf = (id: number): number => byId.get(id)?.parent_id ?? id;
  const categoryNames = (id: number): string[] => {
    const category = byId.get(id);
    if (!category) return [];
    const parent = category.parent_id === null ? undefined : byId.get(category.parent_id);
    return parent ? [category.name, parent.name] : [category.name];
  };

  let products = db
    .selectFrom("product")
    .select(["id", "name", "code", "subtitle", "details", "category_id", "position", "active"]);
  if (productIds !== undefined) products = products.where("id", "in", productIds);
  const rows = (await products.execute()).map((product) => ({
    product_id: product.id,
    category_id: product.category_id,
    top_category_id: topCategoryOf(product.category_id),
    position: product.position,
    active: product.active ? (1 as const) : (0 as const),
    ...searchTexts({
      name: product.name,
      code: product.code,
      subtitle: product.subtitle,
      categoryNames: categoryNames(product.category_id),
      specificationValues: specificationValuesOf(product.details),
    }),
  }));

  let stale = db.deleteFrom("product_search");
  if (productIds !== undefined) stale = stale.where("product_id", "in", productIds);
  await stale.execute();
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .insertInto("product_search")
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
  }
}

/**
 * Rewrites every search row for a bulk load (the bench's generated catalogue, an import), in one
 * transaction. On PostgreSQL the trigram index (when present) is dropped first and built again from
 * its own definition after the rows are in: building a GIN index once is many times faster than
 * updating it row by row (`fastupdate = off`). On SQLite the FTS5 table is dropped with its triggers
 * and made again from the new rows in one statement.
 */
export async function rebuildProductSearch(
  db: Kysely<Database>,
  engine: "sqlite" | "postgres",
): Promise<void> {
  await db.transaction().execute((trx) => rewriteProductSearch(trx, engine));
}

/** rebuildProductSearch inside a transaction the caller holds (a migration's). */
export async function rewriteProductSearch(db: Db, engine: "sqlite" | "postgres"): Promise<void> {
  if (engine === "sqlite") {
    // Triggers would delete and insert FTS5 rows one by one; dropped, the table is filled at once.
    await dropSearchFts(db);
    await refreshProductSearch(db);
    await createSearchFts(db);
    return;
  }
  const trigram = await dropTrigramIndex(db);
  await refreshProductSearch(db);
  if (trigram) await sql.raw(trigram).execute(db);
}

/**
 * PostgreSQL: drops the trigram index within the caller's transaction and answers its definition, to
 * run again (`sql.raw`) before the commit; undefined when there is none (SQLite, or no pg_trgm). A
 * rollback brings the index back as it was. Until the commit, the drop's lock makes other queries on
 * `product_search` wait.
 */
export async function dropTrigramIndex(db: Db): Promise<string | undefined> {
  const definition = (
    await sql<{
      indexdef: string;
    }>`select indexdef from pg_indexes where indexname = 'product_search_text_trgm_idx'`.execute(db)
  ).rows[0]?.indexdef;
  if (definition) await sql`drop index product_search_text_trgm_idx`.execute(db);
  return definition;
}

/**
 * SQLite: the FTS5 trigram table `product_search_fts` over the active rows' three folded texts, its
 * rowid the catalogue order (position × 2³¹ + product_id, so FTS5's rowid order is the catalogue's),
 * filled from product_search and kept by triggers on it from then on (decision 052).
 */
export async function createSearchFts(db: Db): Promise<void> {
  await sql`create virtual table product_search_fts using fts5(name_key, title_key, search_text, tokenize = 'trigram')`.execute(
    db,
  );
  const key = (row: "new" | "old") => sql.raw(`${row}.position * 2147483648 + ${row}.product_id`);
  await sql`create trigger product_search_fts_insert after insert on product_search when new.active begin
    insert into product_search_fts (rowid, name_key, title_key, search_text)
    values (${key("new")}, new.name_key, new.title_key, new.search_text);
  end`.execute(db);
  await sql`create trigger product_search_fts_delete after delete on product_search when old.active begin
    delete from product_search_fts where rowid = ${key("old")};
  end`.execute(db);
  await sql`create trigger product_search_fts_update after update on product_search begin
    delete from product_search_fts where old.active and rowid = ${key("old")};
    insert into product_search_fts (rowid, name_key, title_key, search_text)
    select ${key("new")}, new.name_key, new.title_key, new.search_text where new.active;
  end`.execute(db);
  await sql`insert into product_search_fts (rowid, name_key, title_key, search_text)
    select position * 2147483648 + product_id, name_key, title_key, search_text
    from product_search where active`.execute(db);
}

/** SQLite: drops the FTS5 table and its triggers (when there). */
export async function dropSearchFts(db: Db): Promise<void> {
  for (const trigger of ["insert", "delete", "update"])
    await sql.raw(`drop trigger if exists product_search_fts_${trigger}`).execute(db);
  await sql`drop table if exists product_search_fts`.execute(db);
}

/** Rows per insert statement: 9 columns each, well under SQLite's and PostgreSQL's parameter limits. */
const INSERT_BATCH = 500;

function specificationValuesOf(details: unknown): string[] {
  const parsed = (typeof details === "string" ? JSON.parse(details) : details) as {
    specifications?: { value?: unknown }[];
  } | null;
  return (parsed?.specifications ?? [])
    .map((specification) => specification.value)
    .filter((value): value is string => typeof value === "string");
}
