import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { ensureFolder } from "./data-dir.server";
import { migrationProvider } from "./migrations";
import { cacheStatements } from "./statement-cache.server";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
  /**
   * PostgreSQL only: runs `text` as the prepared statement `name` on the handle's pool (parsed and
   * planned once per connection, not on every call as Kysely's unnamed statements are), for the
   * statement run on every counted request (the limiter store's upsert, decision 059). A name stands
   * for one text for the life of the process.
   */
  queryPrepared?: <Row>(name: string, text: string, values: unknown[]) => Promise<Row[]>;
}

export type DatabaseConfig =
  | { engine: "sqlite"; file: string }
  | {
      engine: "postgres";
      url: string;
      poolSize?: number;
      /**
       * Told when the server closes an idle pooled connection (a restart, a failover, an
       * administrator). The pool drops that connection and opens another on demand; without a
       * listener the error would stop the process.
       */
      onIdleError?: (error: Error) => void;
    };

/** How long a query waits for another process's SQLite write lock (synchronously: the event loop waits too). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

// PostgreSQL returns int8 (count(*), sums) as strings; our counts always fit a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.engine === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    pool.on("error", config.onIdleError ?? (() => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Bumped when the table under a prepared statement changed (see below): every connection then
    // prepares the statement afresh under its next name.
    let generation = 0;
    const queryPrepared = async <Row>(name: string, text: string, values: unknown[]) => {
      const client = await pool.connect();
      const run = async () =>
        (await client.query<Row & pg.QueryResultRow>({ name: `${name}.${generation}`, text, values })).rows;
      try {
        return await run();
      } catch (error) {
        // "cached plan must not change result type": a table changed under the connection's prepared
        // statement (a migration while the process runs), which stays unusable; the request is not
        // failed for it: the statement is prepared again under a new name.
        if ((error as { code?: string }).code !== "0A000") throw error;
        generation += 1;
        return await run();
      } finally {
        client.release();
      }
    };
    return { db, engine: "postgres", close: () => db.destroy(), queryPrepared };
  }
  if (config.file !== ":memory:") ensureFolder(dirname(config.file));
  const sqlite = new SQLite(config.file);
  try {
    sqlite.pragma("journal_mode = WAL");
  } catch (error) {
    // Not a database, corrupt, unwritable: close the file before the caller reports why.
    sqlite.close();
    throw error;
  }
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  assertSqliteDurability(sqlite, config.file === ":memory:");
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: skipRollbackWithoutTransaction(cacheStatements(sqlite)) }),
  });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

/**
 * On some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM…) SQLite has already rolled the transaction
 * back when the statement fails. Kysely then sends ROLLBACK, which throws "cannot rollback - no
 * transaction is active", and that error replaces the real one in every log. With no transaction
 * open, ROLLBACK is skipped here, so the original error (e.g. SQLITE_FULL) is what is thrown.
 */
function skipRollbackWithoutTransaction(sqlite: SQLite.Database): SQLite.Database {
  const prepare = sqlite.prepare.bind(sqlite) as (...args: unknown[]) => SQLite.Statement;
  const nothingToRollBack = { reader: false, run: () => ({ changes: 0, lastInsertRowid: 0 }) };
  sqlite.prepare = ((source: string, ...internal: unknown[]) => {
    if (internal.length === 0 && source === "rollback" && !sqlite.inTransaction) return nothingToRollBack;
    return prepare(source, ...internal);
  }) as typeof sqlite.prepare;
  return sqlite;
}

/** Refuses to go on unless the settings that keep an answered lead on disk are in force. */
export function assertSqliteDurability(sqlite: SQLite.Database, inMemory = false): void {
  const read = (name: string) => sqlite.pragma(name, { simple: true });
  const problems: string[] = [];
  const journal = String(read("journal_mode")).toLowerCase();
  if (!inMemory && journal !== "wal") problems.push(`journal_mode is ${journal}, expected wal`);
  if (Number(read("synchronous")) !== 2)
    problems.push(`synchronous is ${read("synchronous")}, expected 2 (FULL)`);
  if (Number(read("foreign_keys")) !== 1) problems.push("foreign_keys is off");
  if (Number(read("busy_timeout")) < SQLITE_BUSY_TIMEOUT_MS)
    problems.push(`busy_timeout is ${read("busy_timeout")}`);
  if (problems.length > 0) {
    sqlite.close();
    throw new Error(`SQLite durability settings are not in force: ${problems.join("; ")}`);
  }
}

/** Brings the schema to the latest migration. On PostgreSQL, Kysely holds an advisory lock meanwhile. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`, { cause: error });
  }
}

/** Where the data lives, without credentials, for logs. */
export function connectionLabel(databaseUrl: string | undefined, dataDir: string): string {
  if (!databaseUrl) return `sqlite:${dataDir}`;
  const url = new URL(databaseUrl);
  return `postgres://${url.host}${url.pathname}`;
}
