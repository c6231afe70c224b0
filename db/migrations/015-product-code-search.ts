import type { Kysely } from "kysely";
import { refreshProductSearch } from "../product-search.server";

// The catalogue search finds a product by its code (issue "First impression", item 5): every search
// row is written again from the products, now with the code in `name_key`, `title_key` and
// `search_text` (db/product-search.server.ts). On a new database this is also where the rows are
// first written (migration 003 creates the table only).
export async function up(db: Kysely<any>): Promise<void> {
  await refreshProductSearch(db);
}

// Nothing to undo: the rows without codes would only find fewer products.
export async function down(): Promise<void> {}
