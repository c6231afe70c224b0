import { join } from "node:path";
import { overdueCutoff, parseOfficeHours } from "~/platform/lib/business-hours";
import { getEnv, siteUrlWarning } from "~/platform/lib/env.server";
import { logger } from "~/platform/lib/logger.server";
import { sessionSecret } from "~/platform/data/app-secret.server";
import { getCompanySettings } from "~/platform/settings/company-settings.server";
import { registerCurrentConsentTexts } from "~/platform/data/consent-ledger.server";
import { listenForContentChanges, onContentChange } from "~/platform/data/content-changes.server";
import { loadDemoCatalogue, prepareDatabase } from "~/platform/data/database-setup.server";
import { closeDatabase } from "~/platform/data/db.server";
import {
  type DailyDigestSchedule,
  startDailyDigestSchedule,
} from "~/domains/leads/server/digest-schedule.server";
import {
  type RetentionSchedule,
  startRetentionSchedule,
} from "~/domains/leads/server/retention-schedule.server";
import {
  type MediaCleanupSchedule,
  startMediaCleanupSchedule,
} from "~/platform/media/cleanup-schedule.server";
import { invalidatePageCache } from "./middleware/page-cache-store.server";
import { createMailTransport } from "~/platform/mail/transport.server";
import { type OutboxWorker, startOutboxWorker } from "~/platform/mail/worker.server";
import { MAIL_ATTACHMENTS } from "./mail-attachments.server";

/** The office's clock from the company settings in force (the digest reads it at every check). */
async function officeClock() {
  const settings = await getCompanySettings();
  const hours = parseOfficeHours(settings.officeHours);
  const [openHour, openMinute] = hours.open.split(":").map(Number) as [number, number];
  return {
    opensAtMinute: openHour * 60 + openMinute,
    overdueBefore: (now: Date) => overdueCutoff(now, settings.overdueHours, hours),
  };
}

export interface Services {
  outbox: OutboxWorker | undefined;
  dailyDigest: DailyDigestSchedule | undefined;
  leadRetention: RetentionSchedule;
  mediaCleanup: MediaCleanupSchedule;
  stop(): Promise<void>;
}

/**
 * Opens and migrates the database, reads (or, the first time, makes) the signing secret, registers the
 * consent text's version, seeds the demo catalogue into an empty one, starts the e-mail worker, the
 * daily digest's schedule, the lead retention job's (decision 037) and the media cleanup's (045).
 */
export async function startServices(): Promise<Services> {
  const env = getEnv();
  const { engine, location } = await prepareDatabase();
  // Without SESSION_SECRET, the first start makes the signing secret and keeps it in the database.
  await sessionSecret();
  // The consent texts this build shows become versions of the ledger now if new (docs/decisions/035, 041).
  await registerCurrentConsentTexts();
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
  // A staff change to the catalogue, banners or company data drops this process's cached pages; with
  // PostgreSQL, other processes' changes arrive through LISTEN/NOTIFY (content-changes.server.ts).
  const stopListening = onContentChange(() => invalidatePageCache());
  const contentChannel = engine === "postgres" ? await listenForContentChanges(env.DATABASE_URL!) : undefined;

  const outbox = env.OUTBOX_WORKER
    ? startOutboxWorker({
        attachments: MAIL_ATTACHMENTS,
        transport: createMailTransport({ smtpUrl: env.SMTP_URL, mailDir: join(env.DATA_DIR, "mail") }),
        from: env.MAIL_FROM,
        pollMs: env.OUTBOX_POLL_MS,
        retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
        retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
        leaseMs: env.OUTBOX_LEASE_MS,
      })
    : undefined;

  const dailyDigest = env.DAILY_DIGEST ? startDailyDigestSchedule({ officeClock }) : undefined;

  // Leads older than LEAD_RETENTION_YEARS are anonymised once per Lima day (every process checks; one runs it).
  const leadRetention = startRetentionSchedule();
  // Stored files nothing refers to any more are removed daily (and after staff delete one).
  const mediaCleanup = startMediaCleanupSchedule();

  return {
    outbox,
    dailyDigest,
    leadRetention,
    mediaCleanup,
    /** Stops the schedules and the worker (it finishes the message it is sending), then closes the database. */
    async stop() {
      stopListening();
      await contentChannel?.stop();
      await leadRetention.stop();
      await mediaCleanup.stop();
      await dailyDigest?.stop();
      await outbox?.stop();
      await closeDatabase();
      logger.info("database closed");
    },
  };
}
