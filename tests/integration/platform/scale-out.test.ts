// Scale-out on PostgreSQL: several server processes share one database, as behind a load balancer.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { migrationProvider } from "../../../db/migrations";
import { getDb } from "~/platform/data/db.server";
import { auditLeads, auditProblems, NO_PROBLEMS, waitForOutboxDrained } from "../../support/lead-audit";
import { startLeadLoad } from "../../support/lead-load";
import { type ServerProcess, startServerProcess } from "../../support/server-process";
import { startTestSmtp, type TestSmtp } from "../../support/smtp";

const PAGES = [
  "/",
  "/productos",
  "/nosotros",
  "/api/products?categoryId=16",
  "/api/categories/subcategories",
  "/api/pe/banners/active",
];

const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

let processes: ServerProcess[] = [];
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await smtp?.stop();
  processes = [];
  smtp = undefined;
});

async function waitForAnswers(count: () => number, atLeast: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (count() < atLeast) {
    if (Date.now() > deadline) throw new Error(`only ${count()} of ${atLeast} answers`);
    await sleep(20);
  }
}

describe.skipIf(inject("engine") !== "postgres")("several processes on one PostgreSQL database", () => {
  it("loses no lead and sends each e-mail from one process only when one of two processes is killed", async () => {
    smtp = await startTestSmtp();
    const env = {
      SEED_DEMO: "false",
      LOG_LEVEL: "error",
      OUTBOX_WORKER: "true",
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "100",
      OUTBOX_RETRY_BASE_MS: "200",
      OUTBOX_RETRY_MAX_MS: "1000",
      OUTBOX_LEASE_MS: "10000",
    };
    const [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    processes = [first!, second!];
    let alive = [first!.url, second!.url];
    const load = startLeadLoad({ targets: () => alive, connections: 10, pageShare: 0.4, pages: PAGES });
    const { figures } = load;
    try {
      // Both processes take traffic and send mail.
      await waitForAnswers(() => figures.leadAnswers2xx, 60);
      // The mail server goes away; once the messages it was receiving are acknowledged, the first
      // process is killed mid-traffic (so no kill can fall between an SMTP "250" and its database update).
      await smtp.stop();
      await sleep(300);
      const leadsBeforeKill = figures.leadAnswers2xx;
      first!.child.kill("SIGKILL");
      expect(await first!.exited).toBe("SIGKILL");
      alive = [second!.url];
      await waitForAnswers(() => figures.leadAnswers2xx, leadsBeforeKill + 40);
      await smtp.start();
      await load.stop();
      await load.settle();
      await waitForOutboxDrained(load.keyPrefix, smtp.received);
      await sleep(1000);
      expect(await second!.stop()).toBe(0);
    } finally {
      await load.stop();
    }

    const audit = await auditLeads(load, smtp.received);
    const byProcess = (pid: number | undefined) =>
      Object.entries(audit.sentBy)
        .filter(([worker]) => worker.startsWith(`${pid}-`))
        .reduce((sum, [, count]) => sum + count, 0);
    const sentByFirst = byProcess(first!.child.pid);
    const sentBySecond = byProcess(second!.child.pid);
    console.warn(
      [
        `scale-out (postgres, 2 processes, one SIGKILLed): leads sent ${figures.leadsSent}, answered 2xx ${figures.leadAnswers2xx}` +
          ` (${figures.replayed} replayed), keys retried ${figures.retriedKeys}, pages/API GETs ${figures.pageRequests} (${figures.pageAnswers2xx} 2xx)`,
        `  leads found ${audit.leadsFound}, keys with two rows ${audit.keysWithTwoRows.length}; outbox rows ${audit.outboxRows},` +
          ` mails delivered ${audit.mailsDelivered}, duplicated ${audit.duplicated.length};` +
          ` sent by the killed process ${sentByFirst}, by the survivor ${sentBySecond}`,
      ].join("\n"),
    );

    expect(figures.unexpected).toEqual({});
    expect(figures.pageAnswers2xx).toBeGreaterThan(0);
    expect(auditProblems(audit)).toEqual(NO_PROBLEMS);
    expect(audit.leadsFound).toBe(audit.leadsSent);
    expect(audit.outboxRows).toBe(2 * audit.leadsFound);
    expect(smtp.received).toHaveLength(audit.outboxRows);
    // Each row was sent by one worker; both processes took part.
    expect(sentByFirst + sentBySecond).toBe(audit.outboxRows);
    expect(sentByFirst).toBeGreaterThan(0);
    expect(sentBySecond).toBeGreaterThan(0);
  }, 120_000);

  it("migrates and seeds an empty database once when three processes start at the same moment", async () => {
    const name = `fresh_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = inject("postgresAdminUrl").replace(/\/[^/]+$/, `/${name}`);
    try {
      const env = { DATABASE_URL: url, SEED_DEMO: "true", OUTBOX_WORKER: "false", LOG_LEVEL: "info" };
      processes = await Promise.all([1, 2, 3].map(() => startServerProcess(env, undefined, 90_000)));
      for (const server of processes) {
        expect((await fetch(`${server.url}/api/products?categoryId=16`)).status).toBe(200);
      }
      const seededBy = processes.filter((server) => server.output().includes("demo catalogue loaded"));
      expect(seededBy).toHaveLength(1);

      const fresh = new pg.Client({ connectionString: url });
      await fresh.connect();
      const count = async (table: string) =>
        Number((await fresh.query(`select count(*) as n from ${table}`)).rows[0].n);
      const migrations = await fresh.query("select name from kysely_migration order by name");
      const counts = {
        category: await count("category"),
        product: await count("product"),
        media: await count("media"),
      };
      await fresh.end();
      // One copy of the catalogue: the same as the template database, seeded once by the test setup.
      const countHere = async (table: "category" | "product" | "media") =>
        Number(
          (
            await getDb()
              .selectFrom(table)
              .select((eb) => eb.fn.countAll().as("n"))
              .executeTakeFirstOrThrow()
          ).n,
        );
      const expected = {
        category: await countHere("category"),
        product: await countHere("product"),
        media: await countHere("media"),
      };
      expect(counts).toEqual(expected);
      expect(migrations.rows.map((row: { name: string }) => row.name)).toEqual(
        Object.keys(await migrationProvider.getMigrations()).sort(),
      );
      console.warn(
        `concurrent start (postgres): 3 processes on an empty database; all healthy; migrations ${migrations.rows.length}; ` +
          `catalogue seeded by ${seededBy.length} process (${counts.category} categories, ${counts.product} products, ${counts.media} media)`,
      );
    } finally {
      await Promise.all(processes.map((server) => server.stop()));
      processes = [];
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 180_000);
});
