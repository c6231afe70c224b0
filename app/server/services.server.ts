import { join } from "node:path";
import { getEnv, siteUrlWarning } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { loadDemoCatalogue, prepareDatabase } from "~/models/database-setup.server";
import { closeDatabase } from "~/models/db.server";
import { invalidatePageCache } from "./middleware/page-cache-store.server";
import { createMailTransport } from "./outbox/transport.server";
import { type OutboxWorker, startOutboxWorker } from "./outbox/worker.server";

export interface Services {
  outbox: OutboxWorker | undefined;
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds the demo catalogue into an empty one, starts the e-mail worker. */
export async function startServices(): Promise<Services> {
  const env = getEnv();
  const { engine, location } = await prepareDatabase();
  // After the database: a start that fails says only why (one line), not this warning too.
  const siteUrlProblem = siteUrlWarning(env);
  if (siteUrlProblem) logger.warn({ SITE_URL: env.SITE_URL }, siteUrlProblem);
  if (env.SEED_DEMO) {
    const seeded = await loadDemoCatalogue();
    if (seeded) {
      logger.info(seeded, "demo catalogue loaded");
      invalidatePageCache();
    }
  }
  logger.info({ engine, database: location }, "database ready");

  const outbox = env.OUTBOX_WORKER
    ? startOutboxWorker({
        transport: createMailTransport({ smtpUrl: env.SMTP_URL, mailDir: join(env.DATA_DIR, "mail") }),
        from: env.MAIL_FROM,
        pollMs: env.OUTBOX_POLL_MS,
        retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
        retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
        leaseMs: env.OUTBOX_LEASE_MS,
      })
    : undefined;

  return {
    outbox,
    /** Stops the worker (it finishes the message it is sending), then closes the database. */
    async stop() {
      await outbox?.stop();
      await closeDatabase();
      logger.info("database closed");
    },
  };
}
