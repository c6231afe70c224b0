// Crash test: leads keep arriving over 20 connections while the server is killed with SIGKILL at
// random moments and started again on the same data. The e-mail worker runs the whole time against
// an SMTP server that is down (so a kill can never fall between an SMTP "250" and the database
// update, and "exactly once" is a true claim); after the last restart the SMTP server comes up and
// the outbox drains. CRASH_CYCLES sets the number of kills (5 in `npm test`, 20 in `npm run test:crash`).
import { afterAll, describe, expect, inject, it } from "vitest";
import { auditLeads, auditProblems, NO_PROBLEMS, waitForOutboxDrained } from "../support/lead-audit";
import { startLeadLoad } from "../support/lead-load";
import { freePort } from "../setup/postgres";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { startTestSmtp } from "../support/smtp";

const CYCLES = Number(process.env.CRASH_CYCLES ?? 5);
const CONNECTIONS = 20;
/** A kill comes this long after the restarted server's first 2xx: bounded, random. */
const KILL_AFTER_MS = { min: 100, max: 900 };

const randomBetween = ({ min, max }: { min: number; max: number }) =>
  min + Math.floor(Math.random() * (max - min));
const seconds = (ms: number) => (ms / 1000).toFixed(1);
const sleep = (ms: number) => new Promise((wait) => setTimeout(wait, ms));

let current: ServerProcess | undefined;
afterAll(async () => {
  await current?.stop();
});

describe(`crash test on ${inject("engine")}`, () => {
  it(
    `loses no lead and sends every e-mail once across ${CYCLES} SIGKILLs`,
    { timeout: 120_000 + CYCLES * 20_000 },
    async () => {
      const started = Date.now();
      const smtp = await startTestSmtp();
      const smtpPort = smtp.port;
      await smtp.stop();
      const port = await freePort();
      const env = {
        SEED_DEMO: "false",
        LOG_LEVEL: "error",
        OUTBOX_WORKER: "true",
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OUTBOX_POLL_MS: "200",
        OUTBOX_RETRY_BASE_MS: "300",
        OUTBOX_RETRY_MAX_MS: "2000",
        OUTBOX_LEASE_MS: "3000",
      };
      const target = `http://127.0.0.1:${port}`;
      const load = startLeadLoad({
        targets: () => [target],
        connections: CONNECTIONS,
        keyPrefix: `crash-${Date.now()}`,
      });
      const inFlightAtKill: number[] = [];
      const at = { cyclesDone: 0, retriesSettled: 0, drained: 0 };
      try {
        for (let cycle = 0; cycle < CYCLES; cycle += 1) {
          current = await startServerProcess(env, port);
          const answersBefore = load.figures.leadAnswers2xx;
          const deadline = Date.now() + 20_000;
          while (load.figures.leadAnswers2xx === answersBefore) {
            if (Date.now() > deadline)
              throw new Error(`no lead answered in cycle ${cycle}:\n${current.output()}`);
            await sleep(10);
          }
          await sleep(randomBetween(KILL_AFTER_MS));
          inFlightAtKill.push(load.inFlight());
          current.child.kill("SIGKILL");
          expect(await current.exited).toBe("SIGKILL");
        }

        at.cyclesDone = Date.now();
        // Last start: leads that failed at a kill are retried with their own keys, then the mail returns.
        current = await startServerProcess(env, port);
        await sleep(500);
        await load.stop();
        await load.settle();
        at.retriesSettled = Date.now();
        await smtp.start();
        await waitForOutboxDrained(load.keyPrefix, smtp.received);
        at.drained = Date.now();
        // Time for a late duplicate to show up before the server stops.
        await sleep(1000);
        expect(await current.stop()).toBe(0);
      } finally {
        await load.stop();
        await smtp.stop();
      }

      const audit = await auditLeads(load, smtp.received);
      const { figures } = load;
      console.warn(
        [
          `crash test (${inject("engine")}): ${CYCLES} SIGKILL cycles, ${CONNECTIONS} connections, ${Math.round((Date.now() - started) / 1000)} s`,
          `  leads sent ${figures.leadsSent}, lead requests ${figures.leadRequests}, answered 2xx ${figures.leadAnswers2xx}` +
            ` (${figures.replayed} replayed), failed requests ${figures.failedRequests}, keys retried ${figures.retriedKeys}`,
          `  requests in flight at each kill: ${inFlightAtKill.join(", ")}`,
          `  kill cycles ${seconds(at.cyclesDone - started)} s, last start and retries ${seconds(at.retriesSettled - at.cyclesDone)} s, outbox drained ${seconds(at.drained - at.retriesSettled)} s after the SMTP server came back`,
          `  leads found ${audit.leadsFound}, keys with two rows ${audit.keysWithTwoRows.length}, missing ${audit.missing.length}`,
          `  outbox rows ${audit.outboxRows}, mails delivered ${audit.mailsDelivered}, duplicated ${audit.duplicated.length},` +
            ` undelivered ${audit.undelivered.length}`,
        ].join("\n"),
      );

      expect(figures.unexpected).toEqual({});
      expect(auditProblems(audit)).toEqual(NO_PROBLEMS);
      expect(audit.leadsFound).toBe(audit.leadsSent);
      expect(audit.outboxRows).toBe(2 * audit.leadsFound);
      expect(audit.mailsDelivered).toBe(audit.outboxRows);
      expect(smtp.received).toHaveLength(audit.outboxRows);
      // The kills did land mid-request: some requests failed and were retried.
      expect(figures.retriedKeys).toBeGreaterThan(0);
    },
  );
});
