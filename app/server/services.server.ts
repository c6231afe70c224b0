import { join } from "node:path";
import { connectionLabel, migrateToLatest } from "../../db/connection.server";
import { dataDirError } from "../../db/data-dir.server";
import { seedDemoCatalogue } from "../../db/seed/seed.server";
import { getEnv, siteUrlWarning } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { closeDatabase, getDatabase, SQLITE_FILE_NAME } from "~/models/db.server";
import { probeWrite } from "~/models/health.server";
import { invalidatePageCache } from "./middleware/page-cache-store.server";
import { createMailTransport } from "./outbox/transport.server";
import { type OutboxWorker, startOutboxWorker } from "./outbox/worker.server";

/**
 * Opens and migrates the database and proves it takes a write. On SQLite a failure becomes one line
 * that names DATA_DIR, the file and what to do (a StartupError, printed by main.ts).
 */
async function openAndCheckDatabase(databaseUrl: string | undefined, dataDir: string) {
  try {
    const handle = getDatabase();
    await migrateToLatest(handle.db);
    await probeWrite();
    return handle;
  } catch (error) {
    if (databaseUrl) throw error;
    await closeDatabase().catch(() => {});
    throw dataDirError(error, dataDir, join(dataDir, SQLITE_FILE_NAME));
  }
}

export interface Services {
  outbox: OutboxWorker | undefined;
  stop(): Promise<void>;
}

/** Opens and migrates the database, seeds the demo catalogue into an empty one, starts the e-mail worker. */
export async function startServices(): Promise<Services> {
  const env = getEnv();
  const { db, engine } = await openAndCheckDatabase(env.DATABASE_URL, env.DATA_DIR);
  // After the database: a start that fails says only why (one line), not this warning too.
  const siteUrlProblem = siteUrlWarning(env);
  if (siteUrlProblem) logger.warn({ SITE_URL: env.SITE_URL }, siteUrlProblem);
  if (env.SEED_DEMO) {
    const seeded = await seedDemoCatalogue(db, engine);
    if (seeded) {
      logger.info(seeded, "demo catalogue loaded");
      invalidatePageCache();
    }
  }
  logger.info({ engine, database: connectionLabel(env.DATABASE_URL, env.DATA_DIR) }, "database ready");

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
