import { type Kysely, PostgresAdapter, sql } from "kysely";

// The counters every limiter shares across server processes (docs/decisions/059-shared-limits.md):
// one row per limiter key, bumped by one upsert per hit (app/platform/data/limiter-store.server.ts).
// UNLOGGED: no write-ahead log for a brake on floods (a crash empties the table, which costs a
// window of counting, never data). Times are epoch milliseconds. SQLite has no table: one process
// by nature, its counters live in that process's memory.
export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`
    create unlogged table rate_limit_counter (
      key text primary key,
      hits integer not null,
      reset_at bigint not null
    )`.execute(db);
  // Pruning deletes expired rows by time.
  await sql`create index rate_limit_counter_reset_idx on rate_limit_counter (reset_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return;
  await sql`drop table rate_limit_counter`.execute(db);
}
