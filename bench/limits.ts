// bench:limits: what the shared limiter store (decision 059) adds to each request on PostgreSQL.
// A throwaway PostgreSQL (fsync on, as in production), migrated; the lead limits' middleware
// (createRateLimit, two windows counted in one upsert per counted request) in front of a trivial
// handler, and the same handler without it, driven at a fixed rate (default 200 requests/s, half to
// each, interleaved) from many client addresses. Prints p50/p95/p99 of both and the difference, then
// the store's statements alone, interleaved at the same rate: both windows in one upsert
// (LimiterStore.incrementAll), two one-key upserts in a row (what the lead limits did before) and
// one one-key upsert (LimiterStore.increment), and `select 1` on the same pool: what one round trip
// to PostgreSQL costs on this machine, the floor of any design that counts in the database.
//   npm run bench:limits [-- --rate 200 --seconds 20 --clients 2000]
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { Hono } from "hono";
import { sql } from "kysely";
import { migrateToLatest } from "../db/connection.server";
import { createRateLimit } from "../app/server/middleware/rate-limit";
import { openThrowawayDatabase } from "./lib/throwaway-database";
import { printHeader, printTable, say, verdict } from "./lib/report";
import { median, percentile, round } from "./lib/stats";
import { resetEnvCache } from "~/platform/lib/env.server";
import { closeDatabase, getDb } from "~/platform/data/db.server";
import { LimiterStore } from "~/platform/data/limiter-store.server";

const TARGET_ADDED_P95_MS = 1;

const { values: options } = parseArgs({
  options: {
    rate: { type: "string", default: "200" },
    seconds: { type: "string", default: "20" },
    clients: { type: "string", default: "2000" },
  },
});
const RATE = Number(options.rate);
const SECONDS = Number(options.seconds);
const CLIENTS = Number(options.clients);

const address = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

function request(app: { request: Hono["request"] }, i: number): Promise<Response> {
  return Promise.resolve(
    app.request(
      "/api/pe/contacts",
      { method: "POST", headers: { "content-type": "application/json" }, body: "{}" },
      {
        incoming: {
          socket: { remoteAddress: address(i % CLIENTS), remotePort: 40000, remoteFamily: "IPv4" },
        },
      },
    ),
  );
}

/**
 * Fires `total` calls at RATE per second (not waiting for answers), each timed on its own; the i-th
 * call's time goes to lane i % `lanes` (kinds of call interleaved see the same load).
 */
async function drive(total: number, call: (i: number) => Promise<unknown>, lanes = 2): Promise<number[][]> {
  const times: number[][] = Array.from({ length: lanes }, () => []);
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const began = performance.now();
    pending.push(
      call(i).then(() => {
        times[i % lanes]!.push(performance.now() - began);
      }),
    );
  }
  await Promise.all(pending);
  return times;
}

const summary = (label: string, values: number[]) => [
  label,
  String(values.length),
  round(median(values), 3),
  round(percentile(values, 95), 3),
  round(percentile(values, 99), 3),
];

async function main() {
  process.env.LOG_LEVEL = "silent";
  printHeader("Limiter store benchmark: the cost of the shared limits on PostgreSQL", "bench:limits");
  const database = await openThrowawayDatabase("postgres", "kordex-bench-limits-", { durable: true });
  try {
    await migrateToLatest(database.handle.db);
    await database.handle.close();
    Object.assign(process.env, {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url,
      RATE_LIMIT_PER_MINUTE: "1000000",
      RATE_LIMIT_PER_DAY: "1000000",
      TRUST_PROXY: "0",
    });
    resetEnvCache();

    const handler = new Hono().post("/api/pe/contacts", (c) => c.text("ok"));
    const limited = new Hono().use(createRateLimit()).route("/", handler);
    const total = RATE * SECONDS;
    // Warm-up: connections opened, the statement planned, the table's pages in memory.
    await drive(Math.min(total, 400), (i) => request(limited, i));

    const [withLimit, without] = await drive(total, (i) =>
      i % 2 === 0 ? request(limited, i) : request(handler, i),
    );
    // The store's statements alone, interleaved: the lead limits' one upsert of both windows, the two
    // one-key upserts in a row they made before (hono-rate-limiter, one store per window), one alone.
    const minute = new LimiterStore("bench-minute", 60_000);
    const day = new LimiterStore("bench-day", 24 * 3600_000);
    // And the floor: `select 1` on the same pool, one round trip that does nothing.
    const [together, inARow, alone, floor] = await drive(
      2 * total,
      async (i) => {
        const client = address(Math.floor(i / 4) % CLIENTS);
        if (i % 4 === 3) {
          await sql`select 1`.execute(getDb());
        } else if (i % 4 === 0) {
          await LimiterStore.incrementAll([
            [minute, client],
            [day, client],
          ]);
        } else if (i % 4 === 1) {
          await minute.increment(`row-${client}`);
          await day.increment(`row-${client}`);
        } else {
          await minute.increment(`one-${client}`);
        }
      },
      4,
    );

    say(
      `${RATE} requests/s for ${SECONDS} s (${total} requests, half through the lead limits' two windows ` +
        `in one upsert, half without), ${CLIENTS} client addresses; PostgreSQL with fsync on. Then the ` +
        `store's statements alone and a \`select 1\` (one round trip's floor), ${2 * total} at the same rate, ` +
        `the four kinds interleaved. ` +
        `Milliseconds per request.`,
    );
    say();
    printTable(
      ["Request", "n", "p50", "p95", "p99"],
      [
        summary("with the lead limits (1 upsert, 2 windows)", withLimit!),
        summary("without", without!),
        summary("both windows in one upsert (LimiterStore.incrementAll)", together!),
        summary("2 one-key upserts in a row (the limits before)", inARow!),
        summary("a one-key upsert (LimiterStore.increment)", alone!),
        summary("select 1 (one round trip, the floor)", floor!),
      ],
    );
    const added = percentile(withLimit!, 95) - percentile(without!, 95);
    say();
    printTable(
      ["Target", "Figure", "Verdict"],
      [
        [
          `p95 added per request ≤ ${TARGET_ADDED_P95_MS} ms`,
          `${round(added, 3)} ms`,
          verdict(added <= TARGET_ADDED_P95_MS),
        ],
      ],
    );
  } finally {
    await closeDatabase();
    database.dispose();
  }
}

await main();
