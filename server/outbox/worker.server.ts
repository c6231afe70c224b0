import { randomBytes } from "node:crypto";
import { logger } from "~/lib/logger.server";
import { claimDueMessages, markFailed, markSent, onOutboxDue, releaseClaims } from "~/models/outbox.server";
import type { MailTransport } from "./transport.server";

export interface OutboxWorkerOptions {
  transport: MailTransport;
  from: string;
  pollMs: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  leaseMs?: number;
  batchSize?: number;
}

export interface OutboxWorker {
  /** Runs one pass now (also used by tests); resolves when the pass is over. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the pass in progress. */
  stop(): Promise<void>;
}

/** Exponential backoff: base, 2×base, 4×base… capped. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/** Sends the e-mail outbox: on a timer, and at once when a lead is committed in this process. */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const workerId = `${process.pid}-${randomBytes(4).toString("hex")}`;
  const {
    transport,
    from,
    pollMs,
    retryBaseMs = 5000,
    retryMaxMs = 15 * 60_000,
    leaseMs = 60_000,
    batchSize = 20,
  } = options;
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMessages(workerId, batchSize, leaseMs);
      for (const [index, message] of batch.entries()) {
        if (stopped) {
          // Hand the rest back at once instead of holding them until the lease runs out.
          await releaseClaims(
            batch.slice(index).map((unsent) => unsent.id),
            workerId,
          );
          return sent;
        }
        try {
          await transport.send(message, from);
          await markSent(message.id, workerId);
          sent += 1;
        } catch (error) {
          const delay = retryDelay(message.attempts, retryBaseMs, retryMaxMs);
          logger.warn(
            { outboxId: message.id, attempts: message.attempts, err: String(error) },
            "e-mail not sent; will retry",
          );
          await markFailed(message.id, workerId, String(error), delay);
        }
      }
      if (batch.length < batchSize || stopped) return sent;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        logger.error({ err: String(error) }, "outbox pass failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  const timer = setInterval(() => void runOnce(), pollMs);
  timer.unref();
  const unsubscribe = onOutboxDue(() => void runOnce());
  void runOnce();
  logger.info({ transport: transport.describe, workerId }, "e-mail outbox worker started");

  return {
    runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      unsubscribe();
      await running;
      transport.close();
      logger.info({ workerId }, "e-mail outbox worker stopped");
    },
  };
}
