// bench:outbox: the e-mail outbox with 300,000 e-mails waiting, on SQLite and on PostgreSQL.
// Fills the backlog (half never tried, half failed three times, due over the last hour), then
// measures: the pick (claim) time p50/p95 with the plan of each lane; the real worker's drain rate
// into the .eml transport; how long a lead posted meanwhile waits for its two e-mails; /health's
// latency; and the longest event-loop delay while the worker runs (perf_hooks.monitorEventLoopDelay).
//   npm run bench:outbox [-- --engine sqlite|postgres|both --backlog 300000 --drain 20 --picks 300]
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import { parseArgs } from "node:util";
import { type Kysely, sql } from "kysely";
import { migrateToLatest, type Engine } from "../db/connection.server";
import type { Database } from "../db/schema";
import { createHttpApp } from "../app/server/http-app";
import { createMailTransport, SEND_CONCURRENCY } from "../app/platform/mail/transport.server";
import { startOutboxWorker } from "../app/platform/mail/worker.server";
import { MAIL_ATTACHMENTS } from "../app/server/mail-attachments.server";
import { contactRequest } from "../tests/factories";
import { openThrowawayDatabase } from "./lib/throwaway-database";
import { printHeader, printTable, say, verdict } from "./lib/report";
import { percentile, round } from "./lib/stats";
import { resetEnvCache } from "~/platform/lib/env.server";
import { closeDatabase, getDb } from "~/platform/data/db.server";
import { claimDueMessages, explainClaimPlan, releaseClaims } from "~/platform/mail/outbox.server";

const TARGETS = { pickP95Ms: 5, drainPerSecond: 200, freshLeadSeconds: 10, eventLoopMaxMs: 50 };

const { values: options } = parseArgs({
  options: {
    engine: { type: "string", default: "both" },
    backlog: { type: "string", default: "300000" },
    drain: { type: "string", default: "20" },
    picks: { type: "string", default: "300" },
  },
});
const engines: Engine[] =
  options.engine === "both"
    ? ["sqlite", "postgres"]
    : [options.engine === "postgres" ? "postgres" : "sqlite"];
const BACKLOG = Number(options.backlog);
const DRAIN_S = Number(options.drain);
const PICKS = Number(options.picks);

const TEXT = "Estimado equipo de ventas: nueva solicitud de cotización. ".repeat(20);
const HTML = `<p>${TEXT}</p>`.repeat(2);

/** Inserts the backlog in one statement (a generated series), due over the hour before now. */
async function fillBacklog(db: Kysely<Database>, engine: Engine, leadId: number): Promise<void> {
  const hourAgo = Date.now() - 3_600_000;
  const step = 3_600_000 / BACKLOG;
  if (engine === "postgres") {
    await sql`
      insert into outbox (lead_id, purpose, message_id, to_address, subject, text_body, html_body,
                          status, attempts, next_attempt_at, created_at)
      select ${leadId}, 'sales', '<bench-' || i || '@kordex.test>', 'ventas@kordex.com.pe',
             'Backlog ' || i, ${TEXT}, ${HTML}, 'pending', case when i % 2 = 0 then 0 else 3 end,
             to_timestamp((${hourAgo}::float8 + i * ${step}::float8) / 1000),
             to_timestamp(${hourAgo}::float8 / 1000)
      from generate_series(1, ${BACKLOG}) as i`.execute(db);
    await sql`analyze outbox`.execute(db);
    return;
  }
  await sql`
    with recursive n(i) as (select 1 union all select i + 1 from n where i < ${BACKLOG})
    insert into outbox (lead_id, purpose, message_id, to_address, subject, text_body, html_body,
                        status, attempts, next_attempt_at, created_at)
    select ${leadId}, 'sales', '<bench-' || i || '@kordex.test>', 'ventas@kordex.com.pe',
           'Backlog ' || i, ${TEXT}, ${HTML}, 'pending', case when i % 2 = 0 then 0 else 3 end,
           strftime('%Y-%m-%dT%H:%M:%fZ', (${hourAgo} + i * ${step}) / 1000.0, 'unixepoch'),
           strftime('%Y-%m-%dT%H:%M:%fZ', ${hourAgo} / 1000.0, 'unixepoch')
    from n`.execute(db);
}

interface Prepared {
  env: { DATA_DIR: string; DATABASE_URL?: string };
  cleanUp(): Promise<void>;
}

async function prepare(engine: Engine): Promise<Prepared> {
  const database = await openThrowawayDatabase(engine, "kordex-bench-outbox-", { durable: true });
  const { handle } = database;
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  return {
    env: { DATA_DIR: database.dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) },
    async cleanUp() {
      await closeDatabase();
      database.dispose();
    },
  };
}

interface Figures {
  engine: Engine;
  fillSeconds: number;
  plan: string[];
  picks: number[];
  sent: number;
  drainSeconds: number;
  freshLeadSeconds: number;
  healthMs: number[];
  eventLoopMaxMs: number;
  eventLoopP99Ms: number;
  idleLoopMaxMs: number;
}

async function postLead(app: ReturnType<typeof createHttpApp>, message: string): Promise<number> {
  const response = await app.request("/api/pe/contacts", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(contactRequest({ message })),
  });
  if (response.status !== 201) throw new Error(`lead answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}

async function sentCount(): Promise<number> {
  const row = await getDb()
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "sent")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function measure(engine: Engine, dataDir: string): Promise<Figures> {
  const app = createHttpApp();
  const started = performance.now();
  const backlogLead = await postLead(app, "Lead del backlog");
  await fillBacklog(getDb(), engine, backlogLead);
  const fillSeconds = (performance.now() - started) / 1000;
  const plan = await explainClaimPlan(SEND_CONCURRENCY * 4);

  // Picks: claim a worker's batch and give it back, so the backlog stays at its size.
  const picks: number[] = [];
  for (let index = 0; index < PICKS; index += 1) {
    const begin = performance.now();
    const claimed = await claimDueMessages("bench-picker", SEND_CONCURRENCY * 4, 60_000);
    picks.push(performance.now() - begin);
    await releaseClaims(
      claimed.map((message) => message.id),
      "bench-picker",
    );
  }

  // Baseline: the event loop's delay with nothing running, for as long as the drain (the machine's share).
  const idle = monitorEventLoopDelay({ resolution: 10 });
  idle.enable();
  await sleep(Math.min(DRAIN_S, 10) * 1000);
  idle.disable();

  // Drain: the real worker into .eml files, with a lead posted after a few seconds.
  const mailDir = join(dataDir, "mail");
  const sentBefore = await sentCount();
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const worker = startOutboxWorker({
    attachments: MAIL_ATTACHMENTS,
    transport: createMailTransport({ mailDir }),
    from: '"Kordex Perú" <no-reply@kordex.test>',
    pollMs: 1000,
  });
  const drainStarted = performance.now();
  const healthMs: number[] = [];
  let freshLeadSeconds = NaN;
  let freshLead: number | undefined;
  let freshPostedAt = 0;
  while (performance.now() - drainStarted < DRAIN_S * 1000) {
    await sleep(200);
    const begin = performance.now();
    await (await app.request("/health")).text();
    healthMs.push(performance.now() - begin);
    if (freshLead === undefined && performance.now() - drainStarted > 3000) {
      freshPostedAt = performance.now();
      freshLead = await postLead(app, "Lead nuevo durante el backlog");
    } else if (freshLead !== undefined && Number.isNaN(freshLeadSeconds)) {
      const waiting = await getDb()
        .selectFrom("outbox")
        .select("id")
        .where("lead_id", "=", freshLead)
        .where("status", "=", "pending")
        .execute();
      if (waiting.length === 0) freshLeadSeconds = (performance.now() - freshPostedAt) / 1000;
    }
  }
  await worker.stop();
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  loop.disable();
  const sent = (await sentCount()) - sentBefore;
  const files = readdirSync(mailDir).filter((file) => file.endsWith(".eml")).length;
  if (files < sent) throw new Error(`${sent} e-mails marked sent but only ${files} .eml files written`);
  return {
    engine,
    fillSeconds,
    plan,
    picks,
    sent,
    drainSeconds,
    freshLeadSeconds,
    healthMs,
    eventLoopMaxMs: loop.max / 1e6,
    eventLoopP99Ms: loop.percentile(99) / 1e6,
    idleLoopMaxMs: idle.max / 1e6,
  };
}

async function main(): Promise<void> {
  process.env.LOG_LEVEL = "silent";
  process.env.SEED_DEMO = "false";
  process.env.OUTBOX_WORKER = "false";
  printHeader("Outbox benchmark: a backlog of waiting e-mails", "bench:outbox");
  say(
    `${BACKLOG} e-mails waiting per engine (half never tried, half failed 3 times), ${PICKS} picks of ` +
      `${SEND_CONCURRENCY * 4} (claimed and given back), then the worker drains into .eml files for ${DRAIN_S} s; ` +
      `a lead is posted 3 s into the drain. PostgreSQL runs with fsync on.`,
  );
  say();
  const all: Figures[] = [];
  for (const engine of engines) {
    const prepared = await prepare(engine);
    try {
      delete process.env.DATABASE_URL;
      Object.assign(process.env, prepared.env);
      resetEnvCache();
      await closeDatabase();
      const figures = await measure(engine, prepared.env.DATA_DIR);
      say(`${engine}: backlog filled in ${round(figures.fillSeconds)} s. Plan of the claim:`);
      say("```");
      for (const line of figures.plan) say(line);
      say("```");
      say();
      all.push(figures);
    } finally {
      await prepared.cleanUp();
    }
  }
  printTable(
    [
      "engine",
      "pick p50 ms",
      "pick p95 ms",
      "drain e-mails/s",
      "fresh lead sent after s",
      "/health p95 ms",
      "event loop max ms",
      "event loop p99 ms",
      "idle loop max ms",
      "targets",
    ],
    all.map((figures) => {
      const pickP95 = percentile(figures.picks, 95);
      const rate = figures.sent / figures.drainSeconds;
      const ok =
        pickP95 <= TARGETS.pickP95Ms &&
        rate >= TARGETS.drainPerSecond &&
        figures.freshLeadSeconds <= TARGETS.freshLeadSeconds &&
        figures.eventLoopMaxMs <= TARGETS.eventLoopMaxMs;
      return [
        figures.engine,
        round(percentile(figures.picks, 50), 2),
        round(pickP95, 2),
        round(rate, 0),
        round(figures.freshLeadSeconds, 2),
        round(percentile(figures.healthMs, 95), 1),
        round(figures.eventLoopMaxMs, 1),
        round(figures.eventLoopP99Ms, 1),
        round(figures.idleLoopMaxMs, 1),
        verdict(ok),
      ];
    }),
  );
  say();
  say(
    `Targets: pick p95 ≤ ${TARGETS.pickP95Ms} ms, drain ≥ ${TARGETS.drainPerSecond} e-mails/s, ` +
      `fresh lead's e-mails sent ≤ ${TARGETS.freshLeadSeconds} s, event loop max ≤ ${TARGETS.eventLoopMaxMs} ms.`,
  );
  say(
    "“idle loop max”: the longest event-loop delay over up to 10 s with no worker and no query running, " +
      "just before the drain: what the rest of the machine costs.",
  );
}

await main();
