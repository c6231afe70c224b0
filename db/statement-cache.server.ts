import type SQLite from "better-sqlite3";

/** Distinct query texts kept prepared; the application has a few dozen, generated ones vary by shape. */
const MAX_STATEMENTS = 500;

/**
 * Keeps better-sqlite3's prepared statements by SQL text. Kysely's SQLite driver prepares every
 * query afresh, and preparing costs as much as running a small query. A statement is run to
 * completion before the next one starts (the driver never iterates lazily) and nobody changes a
 * statement's mode (pluck, raw, expand): Kysely does neither, so one prepared
 * statement per text is safe to reuse; SQLite re-prepares it by itself after a schema change.
 */
export function cacheStatements(sqlite: SQLite.Database, max = MAX_STATEMENTS): SQLite.Database {
  const prepare = sqlite.prepare.bind(sqlite) as (...args: unknown[]) => SQLite.Statement;
  const statements = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string, ...internal: unknown[]) => {
    // better-sqlite3 calls prepare with extra arguments for its own pragmas: leave those alone.
    if (internal.length > 0) return prepare(source, ...internal);
    let statement = statements.get(source);
    if (statement === undefined) {
      statement = prepare(source);
      if (statements.size >= max) statements.delete(statements.keys().next().value!);
      statements.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
  return sqlite;
}
