import type { Kysely } from "kysely";

// The catalogue search finds a product by its code (issue "First impression", item 5): every search
// row was written again here from the products, with the code in `name_key`, `title_key` and
// `search_text` (db/product-search.server.ts). Migration 022 now writes every row again with the
// columns it adds, so this step does nothing on a new database: the rows are written once, by
// today's refreshProductSearch, when the table has all its columns. A database already past 015
// keeps what it did.
export async function up(_db: Kysely<any>): Promise<void> {}

// Nothing to undo: the rows without codes would only find fewer products.
export async function down(): Promise<void> {}
