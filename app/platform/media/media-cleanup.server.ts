// The media cleanup (decision 045): removes the stored files nothing refers to any more, and keeps
// everything referenced. A file is referenced by an id column (a product's images, a banner's crops)
// or by its address (/media/<hash>.<ext>) inside a text column (a product's downloads in its
// details, a description). A new column that refers to media must be added to MEDIA_REFERENCES:
// tests/integration/catalogue/media-cleanup.test.ts fails for any *media_id column of db/schema.ts missing here.
// Files stored within the grace period are kept, referenced or not: a form may have stored an upload
// it is about to refer to (storeMedia renews created_at when the same content is stored again).
import { sql } from "kysely";
import { logger } from "~/platform/lib/logger.server";
import type { Database } from "../../../db/schema";
import { getDb } from "~/platform/data/db.server";

/** A file younger than this is never removed. */
export const MEDIA_CLEANUP_GRACE_MS = 60 * 60 * 1000;
const DELETE_BATCH = 200;

type IdReference = { table: keyof Database; column: string };
type AddressReference = { table: keyof Database; column: string };

export const MEDIA_REFERENCES: { ids: IdReference[]; addresses: AddressReference[] } = {
  ids: [
    { table: "product_image", column: "media_id" },
    { table: "banner", column: "image_media_id" },
    { table: "banner", column: "mobile_image_media_id" },
  ],
  addresses: [
    { table: "product", column: "details" },
    { table: "product", column: "description" },
  ],
};

const MEDIA_ADDRESS = /\/media\/([a-f0-9]{64})[.-]/g;

export interface MediaCleanupResult {
  removed: number;
  /** The hashes removed (for the log and the tests). */
  hashes: string[];
}

/** Files no id column refers to, stored before the cutoff: the candidates for removal. */
async function unreferencedCandidates(cutoff: string) {
  const db = getDb();
  let query = db
    .selectFrom("media")
    .select(["media.id", "media.hash"])
    .where("media.created_at", "<", cutoff);
  for (const { table, column } of MEDIA_REFERENCES.ids) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom(table)
            .select(sql`1`.as("one"))
            .where(sql.ref(`${table}.${column}`), "=", sql.ref("media.id")),
        ),
      ),
    );
  }
  return query.execute();
}

/** Every media hash named inside the text columns that may hold media addresses. */
async function hashesNamedInText(): Promise<Set<string>> {
  const named = new Set<string>();
  const db = getDb();
  for (const { table, column } of MEDIA_REFERENCES.addresses) {
    // Only rows that mention /media/ at all; the text of JSON columns is read as text on both engines.
    const rows = await db
      .selectFrom(table)
      .select(sql<string>`cast(${sql.ref(column)} as text)`.as("text"))
      .where(sql`cast(${sql.ref(column)} as text)`, "like", "%/media/%")
      .execute();
    for (const { text } of rows) for (const match of text.matchAll(MEDIA_ADDRESS)) named.add(match[1]!);
  }
  return named;
}

/**
 * Removes the files nothing refers to (with their variants), older than the grace period. Safe to run
 * from several processes at once and as often as wanted: a second run finds nothing to remove.
 */
export async function runMediaCleanup(now = new Date()): Promise<MediaCleanupResult> {
  const cutoff = new Date(now.getTime() - MEDIA_CLEANUP_GRACE_MS).toISOString();
  const candidates = await unreferencedCandidates(cutoff);
  if (candidates.length === 0) return { removed: 0, hashes: [] };
  const named = await hashesNamedInText();
  const orphans = candidates.filter((candidate) => !named.has(candidate.hash));
  const db = getDb();
  const hashes: string[] = [];
  for (let start = 0; start < orphans.length; start += DELETE_BATCH) {
    const batch = orphans.slice(start, start + DELETE_BATCH).map((orphan) => orphan.id);
    await db.transaction().execute(async (trx) => {
      // Checked again in the delete itself: a reference added since the scan keeps its file.
      let stillOrphans = trx
        .selectFrom("media")
        .select(["media.id", "media.hash"])
        .where("media.id", "in", batch);
      for (const { table, column } of MEDIA_REFERENCES.ids) {
        stillOrphans = stillOrphans.where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom(table)
                .select(sql`1`.as("one"))
                .where(sql.ref(`${table}.${column}`), "=", sql.ref("media.id")),
            ),
          ),
        );
      }
      const rows = await stillOrphans.where("media.created_at", "<", cutoff).execute();
      if (rows.length === 0) return;
      const ids = rows.map((row) => row.id);
      await trx.deleteFrom("media_variant").where("media_id", "in", ids).execute();
      await trx.deleteFrom("media").where("id", "in", ids).execute();
      hashes.push(...rows.map((row) => row.hash));
    });
  }
  if (hashes.length > 0) logger.info({ removed: hashes.length }, "media cleanup removed unused files");
  return { removed: hashes.length, hashes };
}

/** After a deletion or a replaced file: the cleanup now, in the background; a failure is only logged. */
export function cleanUpMediaSoon(): void {
  runMediaCleanup().catch((error: unknown) =>
    logger.warn({ err: String(error) }, "media cleanup failed; the daily run will try again"),
  );
}
