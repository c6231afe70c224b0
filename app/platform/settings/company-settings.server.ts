// The company data staff edit at /admin/ajustes (decision 044): one row, read through a per-process
// cache that every content change drops (content-changes.server.ts tells every process). Until staff
// first save, the values are the environment's (SALES_EMAIL, COMPLAINTS_EMAIL, PRIVACY_EMAIL,
// OFFICE_HOURS, LEAD_RESPONSE_*) and app/platform/content/company.ts's, so a fresh install behaves as before
// the table existed; once saved, the stored values win over the environment.
import { COMPANY_SETTING_DEFAULTS } from "~/platform/content/company";
import { type CompanyContact, companyContact } from "~/platform/lib/company-contact";
import { getEnv } from "~/platform/lib/env.server";
import { logger } from "~/platform/lib/logger.server";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { AUDIT_RETENTION_DEFAULT_DAYS } from "~/platform/data/audit-retention";
import { type CompanySettings, CompanySettingsSchema } from "./company-settings-schema";
import { recordAudit } from "~/platform/data/audit-log.server";
import { onContentChange, publishContentChange } from "~/platform/data/content-changes.server";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../../db/schema";
import { getDb } from "~/platform/data/db.server";
import { nowIso, parseJson } from "~/platform/data/sql-values.server";

export type { CompanySettings };

/** The values a database without a saved row uses: the environment's and company.ts's. */
export function defaultCompanySettings(): CompanySettings {
  const env = getEnv();
  return {
    ...COMPANY_SETTING_DEFAULTS,
    salesEmail: env.SALES_EMAIL,
    serviceEmail: env.SALES_EMAIL,
    complaintsEmail: env.COMPLAINTS_EMAIL,
    privacyEmail: env.PRIVACY_EMAIL,
    officeHours: `${env.OFFICE_HOURS.open}-${env.OFFICE_HOURS.close}`,
    overdueHours: env.LEAD_RESPONSE_BUSINESS_HOURS,
    responsePromise: env.LEAD_RESPONSE_PROMISE,
    auditRetentionDays: AUDIT_RETENTION_DEFAULT_DAYS,
  };
}

export type SettingsReader = Kysely<Database> | Transaction<Database>;
type Reader = SettingsReader;

let cached: Promise<CompanySettings> | undefined;
/** The last value read, for code inside a transaction (see getCompanySettings). */
let latest: CompanySettings | undefined;
onContentChange(() => {
  cached = undefined;
});

async function readSettings(db: Reader = getDb()): Promise<CompanySettings> {
  const defaults = defaultCompanySettings();
  const row = await db.selectFrom("company_setting").select("value").where("id", "=", 1).executeTakeFirst();
  if (!row) return defaults;
  // A field added by a later release takes its first value; a stored value that no longer passes
  // the schema (never written by the form) falls back to it too, with a log line.
  const merged = { ...defaults, ...parseJson<Partial<CompanySettings>>(row.value) };
  const parsed = CompanySettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  logger.error(
    { issues: parsed.error.issues.map((issue) => issue.path.join(".")) },
    "stored company settings unreadable",
  );
  return defaults;
}

/**
 * The company settings in force (cached in the process until a content change). Code inside a write
 * transaction passes it: a query outside it would wait for it (SQLite has one connection), so it gets
 * the last value read, or reads through the transaction.
 */
export function getCompanySettings(db?: Reader): Promise<CompanySettings> {
  if (db?.isTransaction) return latest ? Promise.resolve(latest) : readSettings(db);
  if (!cached) {
    const reading = readSettings().then((value) => (latest = value));
    cached = reading;
    reading.catch(() => {
      if (cached === reading) cached = undefined;
    });
  }
  return cached;
}

/**
 * The public part of the settings, as pages and e-mails show it. A database that cannot be read
 * gives the first values (logged) rather than failing every page for its footer.
 */
export async function getCompanyContact(db?: Reader): Promise<CompanyContact> {
  const settings = await getCompanySettings(db).catch((error: unknown) => {
    logger.error({ err: error }, "company settings could not be read; showing the first values");
    return defaultCompanySettings();
  });
  return companyContact(settings);
}

export type SettingsChange = { field: keyof CompanySettings; from: unknown; to: unknown };

/**
 * Saves the settings (already validated) with the audit row of what changed, from what to what, in
 * one transaction; then every process drops its cached pages and settings. Nothing changed: no write.
 */
export async function saveCompanySettings(
  by: StaffViewer,
  next: CompanySettings,
  ip?: string,
): Promise<SettingsChange[]> {
  const changes = await getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom("company_setting")
        .select("value")
        .where("id", "=", 1)
        .executeTakeFirst();
      const current = {
        ...defaultCompanySettings(),
        ...(row ? parseJson<Partial<CompanySettings>>(row.value) : {}),
      };
      const changed: SettingsChange[] = (Object.keys(next) as (keyof CompanySettings)[])
        .filter((field) => current[field] !== next[field])
        .map((field) => ({ field, from: current[field], to: next[field] }));
      if (changed.length === 0) return changed;
      const values = { value: JSON.stringify(next), updated_at: nowIso(), updated_by: by.id };
      await trx
        .insertInto("company_setting")
        .values({ id: 1, ...values })
        .onConflict((conflict) => conflict.column("id").doUpdateSet(values))
        .execute();
      await recordAudit(
        {
          action: "settings.update",
          userId: by.id,
          actor: by.email,
          target: "company",
          ip,
          detail: {
            changes: Object.fromEntries(changed.map(({ field, from, to }) => [field, { from, to }])),
          },
        },
        trx,
      );
      return changed;
    });
  if (changes.length > 0) await publishContentChange("settings");
  return changes;
}
