import { randomBytes } from "node:crypto";
import { logger } from "~/platform/lib/logger.server";
import {
  claimDueMessages,
  markFailed,
  markSent,
  onOutboxDue,
  type OutboxMessage,
  releaseClaims,
} from "./outbox.server";
import { type AttachmentRegistry, renderAttachments } from "./attachments.server";
import { type MailTransport, SEND_CONCURRENCY } from "./transport.server";

/** Messages claimed at once: a few per sending slot, so a claim and a settle commit serve many e-mails. */
export const PICK_BATCH = SEND_CONCURRENCY * 4;

export interface OutboxWorkerOptions {
  transport: MailTransport;
  /** The documents e-mails may carry (app/server/mail-attachments.server.ts). */
  attachments: AttachmentRegistry;
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
    attachments: registry,
    from,
    pollMs,
    retryBaseMs = 5000,
    retryMaxMs = 15 * 60_000,
    leaseMs = 60_000,
    batchSize = PICK_BATCH,
  } = options;
  let stopped = false;
  let running: Promise<number> | undefined;
  let again = false;

  /**
   * Sends one claimed message and settles its row at once; true when it was sent. Its attachments are
   * rendered first, from the stored records: a failure there is retried like a failed send.
   */
  async function deliver(message: OutboxMessage): Promise<boolean> {
    try {
      const attachments = await renderAttachments(registry, message.attachments ?? []);
      await transport.send(message, from, attachments);
      await markSent([message.id], workerId);
      return true;
    } catch (error) {
      const delay = retryDelay(message.attempts, retryBaseMs, retryMaxMs);
      logger.warn(
        { outboxId: message.id, attempts: message.attempts, err: String(error) },
        "e-mail not sent; will retry",
      );
      await markFailed(message.id, workerId, String(error), delay);
      return false;
    }
  }

  async function pass(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claimDueMessages(workerId, batchSize, leaseMs);
      // A claim is only good until its lease ends; after that another worker may take the message.
      // A message still waiting in this batch when half the lease is gone is handed back, not sent.
      const sendBefore = Date.now() + leaseMs / 2;
      const queue = [...batch];
      const untried: OutboxMessage[] = [];
      await Promise.all(
        Array.from({ length: SEND_CONCURRENCY }, async () => {
          for (let message = queue.shift(); message; message = queue.shift()) {
            if (stopped || Date.now() > sendBefore) untried.push(message);
            else if (await deliver(message)) sent += 1;
          }
        }),
      );
      // Handed back at once instead of held until the lease runs out.
      if (untried.length > 0) {
        await releaseClaims(
          untried.map((message) => message.id),
          workerId,
        );
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
