import { join } from "node:path";
import type { Kysely } from "kysely";
import { type DatabaseHandle, type Engine, openDatabase } from "../../../db/connection.server";
import type { Database } from "../../../db/schema";
import { getEnv } from "~/platform/lib/env.server";
import { logger } from "~/platform/lib/logger.server";

/** The SQLite database's file name inside DATA_DIR. */
export const SQLITE_FILE_NAME = "kordex.sqlite";

let handle: DatabaseHandle | undefined;

/** The process's one database handle, opened from the environment on first use. */
function openedHandle(): DatabaseHandle {
  if (!handle) {
    const env = getEnv();
    handle = env.DATABASE_URL
      ? openDatabase({
          engine: "postgres",
          url: env.DATABASE_URL,
          onIdleError: (error) => logger.warn({ err: error }, "PostgreSQL closed an idle connection"),
        })
      : openDatabase({ engine: "sqlite", file: join(env.DATA_DIR, SQLITE_FILE_NAME) });
  }
  return handle;
}

/** The process's one database, opened from the environment on first use. */
export function getDb(): Kysely<Database> {
  return openedHandle().db;
}

/** The engine behind getDb(), for the few statements that differ between SQLite and PostgreSQL. */
export function databaseEngine(): Engine {
  return openedHandle().engine;
}

/**
 * PostgreSQL only: `text` run as the prepared statement `name` (see DatabaseHandle.queryPrepared), for
 * the one statement every counted request runs; every other statement goes through getDb().
 */
export function queryPrepared<Row>(name: string, text: string, values: unknown[]): Promise<Row[]> {
  const { queryPrepared: run, engine } = openedHandle();
  if (!run) throw new Error(`prepared statements are PostgreSQL's; this database is ${engine}`);
  return run<Row>(name, text, values);
}

export async function closeDatabase(): Promise<void> {
  const current = handle;
  handle = undefined;
  await current?.close();
}
