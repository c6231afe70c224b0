// The leads inbox's search index, `lead_search_word`: the words of db/lead-search-words.ts, one row
// per lead and word. Folding is JavaScript, so no trigger can keep it: whatever writes a lead's
// name, company, RUC, e-mail, reference or its lines calls refreshLeadSearch in the same transaction
// (today receiveLead). Deleting a lead deletes its words (foreign key, cascade).
// See docs/decisions/032-lead-inbox.md.
import type { Kysely, Transaction } from "kysely";
import { leadSearchWords, type SearchableLead } from "./lead-search-words";
import type { Database } from "./schema";

type Db = Kysely<Database> | Transaction<Database>;

/** Words per insert statement: two parameters each, well under both engines' limits. */
const INSERT_BATCH = 2000;
/** Leads read per step of a whole rebuild. */
const REBUILD_BATCH = 1000;

/** The search rows of the given leads, computed from the lead and lead_line tables. */
export async function leadSearchRows(
  db: Db,
  leadIds: readonly number[],
): Promise<{ word: string; lead_id: number }[]> {
  if (leadIds.length === 0) return [];
  const [leads, lines] = await Promise.all([
    db
      .selectFrom("lead")
      .select(["id", "name", "company", "ruc", "email", "reference"])
      .where("id", "in", leadIds)
      .execute(),
    db.selectFrom("lead_line").select(["lead_id", "code"]).where("lead_id", "in", leadIds).execute(),
  ]);
  const codes = new Map<number, string[]>();
  for (const line of lines) {
    if (line.code) codes.set(line.lead_id, [...(codes.get(line.lead_id) ?? []), line.code]);
  }
  return leads.flatMap((lead) =>
    leadSearchWords({ ...lead, codes: codes.get(lead.id) ?? [] }).map((word) => ({ word, lead_id: lead.id })),
  );
}

/** Adds the search rows of a lead just stored, from the texts it was stored with (no read back). */
export async function insertLeadSearchWords(db: Db, leadId: number, lead: SearchableLead): Promise<void> {
  await insertSearchRows(
    db,
    leadSearchWords(lead).map((word) => ({ word, lead_id: leadId })),
  );
}

/** Rewrites the search rows of the given leads (call it in the transaction that wrote them). */
export async function refreshLeadSearch(db: Db, leadIds: readonly number[]): Promise<void> {
  if (leadIds.length === 0) return;
  const rows = await leadSearchRows(db, leadIds);
  await db.deleteFrom("lead_search_word").where("lead_id", "in", leadIds).execute();
  await insertSearchRows(db, rows);
}

/** Fills the search rows of every lead (a migration's back-fill, an import), reading leads in id order. */
export async function rebuildLeadSearch(db: Db): Promise<void> {
  await db.deleteFrom("lead_search_word").execute();
  for (let after = 0; ;) {
    const ids = (
      await db
        .selectFrom("lead")
        .select("id")
        .where("id", ">", after)
        .orderBy("id")
        .limit(REBUILD_BATCH)
        .execute()
    ).map((row) => row.id);
    if (ids.length === 0) return;
    await insertSearchRows(db, await leadSearchRows(db, ids));
    after = ids.at(-1)!;
  }
}

async function insertSearchRows(db: Db, rows: readonly { word: string; lead_id: number }[]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_BATCH) {
    await db
      .insertInto("lead_search_word")
      .values(rows.slice(start, start + INSERT_BATCH))
      .execute();
  }
}
