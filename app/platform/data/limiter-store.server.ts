// The one counter store of every limiter (docs/decisions/059-shared-limits.md): the passkey options
// and invitation answers through hono-rate-limiter (which takes it as its `store`), the lead limits'
// two windows through `LimiterStore.incrementAll`, and the sign-in and password-change limits
// directly. A key's window starts with its first hit and lasts `windowMs`; a hit after it starts a
// new one.
//  - PostgreSQL: the UNLOGGED table rate_limit_counter (migration 025), one atomic upsert per call
//    (INSERT … ON CONFLICT … DO UPDATE … RETURNING, a prepared statement), whatever the number of
//    keys it counts, so every process counts the same hits and two hits at the same moment get two
//    different counts. Expired rows are pruned at most once a minute per process.
//  - SQLite: this process's memory (SQLite serves one process by nature).
import type { ClientRateLimitInfo, Store } from "hono-rate-limiter";
import { sql } from "kysely";
import { logger } from "~/platform/lib/logger.server";
import { databaseEngine, getDb, queryPrepared } from "./db.server";

const PRUNE_EVERY_MS = 60_000;

interface Counter {
  hits: number;
  resetAt: number;
}

/** Memory counters of this process, by full key (name and client key), shared by every store. */
const memory = new Map<string, Counter>();
let lastPrune = 0;

function pruneNow(now: number): void {
  if (now - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = now;
  for (const [key, counter] of memory) if (counter.resetAt <= now) memory.delete(key);
  if (databaseEngine() !== "postgres") return;
  sql`delete from rate_limit_counter where reset_at <= ${now}`
    .execute(getDb())
    .catch((error: unknown) => logger.warn({ err: error }, "expired limiter counters were not pruned"));
}

/**
 * The upsert of `keys` counters, one atomic statement: $1 is now, then each key and its window's end.
 * Run as a prepared statement (one per number of keys): parsed and planned once per connection, it
 * answers in about the time of a bare round trip (bench:limits).
 */
const incrementTexts = new Map<number, string>();
function incrementText(keys: number): string {
  let text = incrementTexts.get(keys);
  if (!text) {
    const rows = Array.from({ length: keys }, (_, i) => `($${2 * i + 2}, 1, $${2 * i + 3}::bigint)`);
    text = `insert into rate_limit_counter as c (key, hits, reset_at)
      values ${rows.join(", ")}
      on conflict (key) do update set
        hits = case when c.reset_at <= $1::bigint then 1 else c.hits + 1 end,
        reset_at = case when c.reset_at <= $1::bigint then excluded.reset_at else c.reset_at end
      returning key, hits, reset_at`;
    incrementTexts.set(keys, text);
  }
  return text;
}

interface CounterRow {
  hits: number | string;
  reset_at: number | string;
}

/**
 * A named limiter's counters. `windowMs` comes from the constructor or, when hono-rate-limiter owns
 * the store, from its options (`init`). Keys are kept as `name:key`, so limiters never share a count.
 */
export class LimiterStore implements Store {
  readonly prefix: string;
  /** Counts kept in the database are shared by every process (hono-rate-limiter's double-count check). */
  readonly localKeys: boolean = false;
  private windowMs: number;

  constructor(name: string, windowMs = 60_000) {
    this.prefix = `${name}:`;
    this.windowMs = windowMs;
  }

  init(options: { windowMs: number }): void {
    this.windowMs = options.windowMs;
  }

  /** Counts one hit; answers the hits of the current window, this one included, and when it ends. */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    const [info] = await LimiterStore.incrementAll([[this, key]]);
    return info!;
  }

  /**
   * Counts one hit on each store for its key, all at once (a limit with several windows), and answers
   * each one's window in the order given. On PostgreSQL that is one statement, one round trip, however
   * many there are; all of them are counted or none. The stores' names must differ (PostgreSQL cannot
   * update one row twice in a statement).
   */
  static async incrementAll(
    hits: ReadonlyArray<readonly [LimiterStore, string]>,
  ): Promise<ClientRateLimitInfo[]> {
    const now = Date.now();
    pruneNow(now);
    const counters = hits.map(([store, key]) => ({
      full: store.prefix + key,
      resetAt: now + store.windowMs,
    }));
    if (databaseEngine() !== "postgres") {
      return counters.map(({ full, resetAt }) => {
        const current = memory.get(full);
        const counter =
          current && current.resetAt > now
            ? { hits: current.hits + 1, resetAt: current.resetAt }
            : { hits: 1, resetAt };
        memory.set(full, counter);
        return { totalHits: counter.hits, resetTime: new Date(counter.resetAt) };
      });
    }
    // In key order: two statements on the same rows lock them in the same order, never each waiting
    // for the other.
    const ordered = [...counters].sort((a, b) => (a.full < b.full ? -1 : a.full > b.full ? 1 : 0));
    const rows = await queryPrepared<CounterRow & { key: string }>(
      `limiter-increment-${ordered.length}`,
      incrementText(ordered.length),
      [now, ...ordered.flatMap(({ full, resetAt }) => [full, resetAt])],
    );
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return counters.map(({ full }) => {
      const row = byKey.get(full)!;
      return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) };
    });
  }

  /** Takes back one hit of the current window (a hit that turned out not to count). */
  async decrement(key: string): Promise<void> {
    const now = Date.now();
    const full = this.prefix + key;
    if (databaseEngine() !== "postgres") {
      const current = memory.get(full);
      if (current && current.resetAt > now && current.hits > 0) current.hits -= 1;
      return;
    }
    await sql`
      update rate_limit_counter set hits = hits - 1
      where key = ${full} and reset_at > ${now} and hits > 0`.execute(getDb());
  }

  /** The current window's hits, without counting one; undefined when the key has none. */
  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const now = Date.now();
    const full = this.prefix + key;
    if (databaseEngine() !== "postgres") {
      const current = memory.get(full);
      if (!current || current.resetAt <= now) return undefined;
      return { totalHits: current.hits, resetTime: new Date(current.resetAt) };
    }
    const { rows } = await sql<CounterRow>`
      select hits, reset_at from rate_limit_counter where key = ${full} and reset_at > ${now}`.execute(
      getDb(),
    );
    const row = rows[0];
    return row ? { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) } : undefined;
  }

  async resetKey(key: string): Promise<void> {
    const full = this.prefix + key;
    memory.delete(full);
    if (databaseEngine() === "postgres") {
      await sql`delete from rate_limit_counter where key = ${full}`.execute(getDb());
    }
  }
}
