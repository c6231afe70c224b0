import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { migrationProvider } from "./migrations";
import { cacheStatements } from "./statement-cache.server";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
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

const SQLITE_BUSY_TIMEOUT_MS = 5000;

// PostgreSQL returns int8 (count(*), sums) as strings; our counts always fit a JS number.
pg.types.setTypeParser(20, (value) => Number(value));

export function openDatabase(config: DatabaseConfig): DatabaseHandle {
  if (config.engine === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, max: config.poolSize ?? 10 });
    pool.on("error", config.onIdleError ?? (() => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  if (config.file !== ":memory:") mkdirSync(dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  assertSqliteDurability(sqlite, config.file === ":memory:");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: cacheStatements(sqlite) }) });
  return { db, engine: "sqlite", close: () => db.destroy() };
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
