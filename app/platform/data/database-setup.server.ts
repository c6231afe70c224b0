import { join } from "node:path";
import { connectionLabel, type Engine, migrateToLatest } from "../../../db/connection.server";
import { dataDirError } from "../../../db/data-dir.server";
import { type SeedSummary, seedDemoCatalogue } from "../../../db/seed/seed.server";
import { getEnv } from "~/platform/lib/env.server";
import { closeDatabase, databaseEngine, getDb, SQLITE_FILE_NAME } from "./db.server";
import { writeProbeRow } from "./health.server";

/**
 * Opens and migrates the database and proves it takes a write. On SQLite a failure becomes one line
 * that names DATA_DIR, the file and what to do (a StartupError, printed by main.ts). Returns the
 * engine and where the data lives (without credentials), for the start-up log.
 */
export async function prepareDatabase(): Promise<{ engine: Engine; location: string }> {
  const { DATABASE_URL, DATA_DIR } = getEnv();
  try {
    await migrateToLatest(getDb());
    await writeProbeRow();
  } catch (error) {
    if (DATABASE_URL) throw error;
    await closeDatabase().catch(() => {});
    throw dataDirError(error, DATA_DIR, join(DATA_DIR, SQLITE_FILE_NAME));
  }
  return { engine: databaseEngine(), location: connectionLabel(DATABASE_URL, DATA_DIR) };
}

/** Loads the demo catalogue into an empty database; undefined when it already has a catalogue. */
export function loadDemoCatalogue(): Promise<SeedSummary | undefined> {
  return seedDemoCatalogue(getDb(), databaseEngine());
}
