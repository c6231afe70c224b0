// The limiter store every limiter shares (decision 059), on each engine: PostgreSQL's UNLOGGED
// counter table (one atomic upsert per call, whatever the number of windows it counts) and SQLite's
// process memory. Windows, taking a hit back, parallel hits, several windows at once and, on
// PostgreSQL, the pruning of expired rows.
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { LimiterStore } from "~/platform/data/limiter-store.server";

const key = () => `198.51.100.${randomBytes(1)[0]}-${randomBytes(4).toString("hex")}`;

afterEach(() => {
  vi.useRealTimers();
});

describe("LimiterStore", () => {
  it("counts hits in a window that starts with the first hit, and starts a new one after it", async () => {
    const store = new LimiterStore(`test-${randomBytes(3).toString("hex")}`, 60_000);
    const client = key();
    const first = await store.increment(client);
    expect(first.totalHits).toBe(1);
    const reset = first.resetTime!.getTime();
    expect(reset - Date.now()).toBeGreaterThan(59_000);
    expect(reset - Date.now()).toBeLessThanOrEqual(60_000);
    expect((await store.increment(client)).totalHits).toBe(2);
    const third = await store.increment(client);
    expect(third.totalHits).toBe(3);
    // The window does not move with later hits.
    expect(third.resetTime!.getTime()).toBe(reset);
    expect(await store.get(client)).toEqual({ totalHits: 3, resetTime: new Date(reset) });

    vi.useFakeTimers({ toFake: ["Date"], now: reset + 1 });
    expect(await store.get(client)).toBeUndefined();
    const next = await store.increment(client);
    expect(next.totalHits).toBe(1);
    expect(next.resetTime!.getTime()).toBe(reset + 1 + 60_000);
  });

  it("takes a hit back, keeps names apart and forgets a key on reset", async () => {
    const name = `test-${randomBytes(3).toString("hex")}`;
    const store = new LimiterStore(name, 60_000);
    const other = new LimiterStore(`${name}-other`, 60_000);
    const client = key();
    await store.increment(client);
    await store.increment(client);
    await store.decrement(client);
    expect((await store.get(client))?.totalHits).toBe(1);
    expect(await other.get(client)).toBeUndefined();
    expect((await other.increment(client)).totalHits).toBe(1);
    await store.resetKey(client);
    expect(await store.get(client)).toBeUndefined();
    expect((await other.get(client))?.totalHits).toBe(1);
    // hono-rate-limiter's init sets the window.
    store.init({ windowMs: 1000 });
    const short = await store.increment(client);
    expect(short.resetTime!.getTime() - Date.now()).toBeLessThanOrEqual(1000);
  });

  it("gives parallel hits on one key distinct counts (the check-and-count is one step)", async () => {
    const store = new LimiterStore(`test-${randomBytes(3).toString("hex")}`, 60_000);
    const client = key();
    const counts = await Promise.all(
      Array.from({ length: 20 }, () => store.increment(client).then((i) => i.totalHits)),
    );
    expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("counts several windows in one step: parallel calls, in either order, each see both counts at once", async () => {
    const name = `test-${randomBytes(3).toString("hex")}`;
    const minute = new LimiterStore(`${name}-minute`, 60_000);
    const day = new LimiterStore(`${name}-day`, 24 * 3600_000);
    const client = key();
    // Enough calls at once to keep every pooled connection busy, so that they wait for one another.
    const calls = 100;
    const answers = await Promise.all(
      Array.from({ length: calls }, async (_, i) => {
        // Half of the calls name the windows the other way round; each answers in the order given.
        if (i % 2)
          return LimiterStore.incrementAll([
            [minute, client],
            [day, client],
          ]);
        const [byDay, byMinute] = await LimiterStore.incrementAll([
          [day, client],
          [minute, client],
        ]);
        return [byMinute!, byDay!];
      }),
    );
    // Each call counted in both windows at the same moment: no other call came between its two counts
    // (and none waited for another that waited for it).
    for (const [byMinute, byDay] of answers) expect(byMinute!.totalHits).toBe(byDay!.totalHits);
    expect(answers.map(([byMinute]) => byMinute!.totalHits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: calls }, (_, i) => i + 1),
    );
    const [byMinute, byDay] = answers[0]!;
    expect(byMinute!.resetTime!.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    expect(byDay!.resetTime!.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect((await minute.get(client))?.totalHits).toBe(calls);
    expect((await day.get(client))?.totalHits).toBe(calls);
  });

  it.skipIf(inject("engine") !== "postgres")(
    "keeps PostgreSQL's counters in an UNLOGGED table and prunes expired rows",
    async () => {
      const { rows } = await sql<{ relpersistence: string }>`
        select relpersistence from pg_class where relname = 'rate_limit_counter'`.execute(getDb());
      expect(rows).toEqual([{ relpersistence: "u" }]);
      const store = new LimiterStore(`test-${randomBytes(3).toString("hex")}`, 1000);
      const stale = key();
      await store.increment(stale);
      const later = Date.now() + 5 * 60_000;
      vi.useFakeTimers({ toFake: ["Date"], now: later });
      await store.increment(key());
      // The prune runs beside the hit; wait for it.
      await vi.waitFor(
        async () => {
          const left = await sql<{ n: string }>`
            select count(*) as n from rate_limit_counter where reset_at <= ${later}`.execute(getDb());
          expect(Number(left.rows[0]!.n)).toBe(0);
        },
        { timeout: 5000 },
      );
    },
  );

  it.skipIf(inject("engine") !== "postgres")(
    "keeps counting when the table changes under the prepared upsert (a migration while the process runs)",
    async () => {
      const store = new LimiterStore(`test-${randomBytes(3).toString("hex")}`, 60_000);
      const client = key();
      // Every pooled connection prepares the upsert.
      await Promise.all(Array.from({ length: 20 }, () => store.increment(client)));
      await sql`alter table rate_limit_counter alter column hits type bigint`.execute(getDb());
      try {
        // Without the retry, each connection's first execution fails: "cached plan must not change
        // result type".
        const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment(client)));
        expect(counts.map(({ totalHits }) => totalHits).sort((a, b) => a - b)).toEqual(
          Array.from({ length: 20 }, (_, i) => 21 + i),
        );
      } finally {
        await sql`alter table rate_limit_counter alter column hits type integer`.execute(getDb());
      }
    },
  );
});
