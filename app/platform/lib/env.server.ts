import { z } from "zod";
import { COMPANY, COMPANY_SETTING_DEFAULTS } from "~/platform/content/company";
import { parseOfficeHours } from "./business-hours";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

/** Free text a page shows as given: trimmed; empty or blank means unset. */
const optionalText = (name: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${name} must be at most ${max} characters`)
    .optional()
    .transform((value) => value || undefined);

const EnvSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** Folder for the SQLite file and the .eml files of the default mail transport. */
  DATA_DIR: z.string().min(1).default("data"),
  /** postgres:// URL; when absent the embedded SQLite database under DATA_DIR is used. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Public origin of the site, for absolute links in e-mails, canonical URLs and the sitemap. Default:
   * http://localhost:<PORT> (filled in by SettingsSchema; see siteUrlWarning for production).
   */
  SITE_URL: z
    .url()
    .optional()
    .transform((url) => url?.replace(/\/+$/, "")),
  /** smtp:// or smtps:// URL; when absent, e-mails are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default(`"${COMPANY.brand} Perú" <no-reply@kordex.com.pe>`),
  SALES_EMAIL: z.email().default(COMPANY_SETTING_DEFAULTS.email),
  /**
   * The inbox that receives every sheet of the Libro de Reclamaciones (a copy, with its PDF) and that
   * consumers' replies go to. Default: SALES_EMAIL.
   */
  COMPLAINTS_EMAIL: z
    .email("COMPLAINTS_EMAIL must be an e-mail address")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Where the notice of each personal-data rights (ARCO) request goes, to be answered within its legal
   * term (docs/decisions/037-data-rights-and-retention.md). Default: SALES_EMAIL.
   */
  PRIVACY_EMAIL: z
    .email()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /**
   * Leads older than this many years are anonymised by the daily retention job: their personal
   * fields are replaced, what statistics need is kept (decision 037). The privacy policy states it.
   */
  LEAD_RETENTION_YEARS: z.coerce
    .number()
    .int("LEAD_RETENTION_YEARS must be a whole number of years")
    .min(1, "LEAD_RETENTION_YEARS must be at least 1")
    .max(50, "LEAD_RETENTION_YEARS must be at most 50")
    .default(5),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Load the demo catalogue into an empty database on start. */
  SEED_DEMO: booleanFlag.default(true),
  /** How often the e-mail outbox worker looks for due messages, in milliseconds. */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(2000),
  /** First retry delay of a failed e-mail, in milliseconds; it doubles on each failure up to OUTBOX_RETRY_MAX_MS. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
  OUTBOX_RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(15 * 60_000),
  /** How long a worker may hold a message it claimed; if its process dies, another worker sends it after this. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).default(60_000),
  /** /health answers 503 when an e-mail has waited longer than this to be sent, in seconds. */
  HEALTH_MAX_MAIL_DELAY_SECONDS: z.coerce.number().int().min(1).default(900),
  /** Run the e-mail outbox worker in this process. */
  OUTBOX_WORKER: booleanFlag.default(true),
  /**
   * Send the sales inbox (SALES_EMAIL) a daily digest once the office opens (OFFICE_HOURS, Lima):
   * yesterday's new leads, the overdue ones and yesterday's possible spam. Once per day whatever the
   * number of processes.
   */
  DAILY_DIGEST: booleanFlag.default(true),
  /**
   * How many reverse proxies in front of the server to trust. 0: the peer address is the client and
   * X-Forwarded-For / -Proto / -Host are ignored. N: the client is the Nth address from the right
   * of X-Forwarded-For, and the request's public origin is rebuilt from X-Forwarded-Proto and
   * X-Forwarded-Host (else Host), read the same way (app/server/public-origin.ts).
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** In-process cache of public pages: how many pages it keeps (0 switches it off). */
  PAGE_CACHE_MAX_ENTRIES: z.coerce.number().int().min(0).max(100_000).default(500),
  /** Upper bound of the page cache's memory (page bodies in all encodings), in megabytes. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).max(4096).default(64),
  /**
   * How long a cached page is served before it is rendered again, in seconds. At most the pages'
   * HTTP max-age (300), so with several processes none serves a page older than that.
   */
  PAGE_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).max(300).default(60),
  /** Lead submissions (API and form posts) one client address may make per minute; 0 switches the limit off. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(5),
  /** Lead submissions one client address may make per day (24 h window); 0 switches the limit off. */
  RATE_LIMIT_PER_DAY: z.coerce.number().int().min(0).default(50),
  /** A form sent sooner than this after it was shown is stored flagged as spam; 0 switches the check off. */
  SPAM_MIN_FILL_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  /** How long a client may take to send a request's headers, in milliseconds (then 408, connection closed). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** How long a client may take to send a whole request, body included, in milliseconds (then 408). */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  /**
   * Connections one peer address may hold open (an IPv6 peer counted by its /64); the next ones are
   * answered 503; 0 switches the cap off. Default 50 when the peer is the visitor (TRUST_PROXY=0);
   * behind trusted proxies every connection comes from a proxy, so the default is 0 there (the proxy
   * is the place to bound each visitor's connections).
   */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
  /**
   * Products per sitemap file (/sitemap-productos-N.xml). Default and maximum 50,000, the sitemap
   * protocol's limit; lower only to see the split with a small catalogue (tests).
   */
  SITEMAP_PRODUCTS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  /** A staff session ends after this many seconds without a request (default 30 minutes). */
  STAFF_SESSION_IDLE_SECONDS: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 3600)
    .default(30 * 60),
  /** How often an open back-office page asks whether new requests arrived, in seconds (the live badge). */
  ADMIN_POLL_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  /** A staff session ends this many hours after sign-in, however active (default 12). */
  STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  /** Failed sign-ins one client address may make within SIGN_IN_WINDOW_MINUTES before it must wait. */
  SIGN_IN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(20),
  /**
   * Failed sign-ins for one account from one client address within the window before that address
   * must wait for that account; the owner elsewhere is not held back (decision 059).
   */
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(5),
  /**
   * Failed sign-ins for one account from every address within the window past which each further
   * attempt on it is slowed by SIGN_IN_SLOWDOWN_MS, never refused: far above what one address may try.
   */
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(100),
  /** The wait added to each attempt on an account past SIGN_IN_MAX_FAILURES_PER_ACCOUNT, in ms. */
  SIGN_IN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  /** Failed sign-ins for one account within the window that e-mail its owner (once per window). */
  SIGN_IN_ALERT_FAILURES: z.coerce.number().int().min(1).max(100_000).default(10),
  /** The window of the sign-in limits, in minutes (it starts with the first failure counted). */
  SIGN_IN_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(15),
  /**
   * Office hours in Lima, Monday to Friday, "HH:MM-HH:MM": the back office's first-response clock
   * counts only these hours of business days (national holidays excluded; app/platform/lib/business-hours.ts).
   */
  OFFICE_HOURS: z
    .string()
    .default("09:00-18:00")
    .transform((value, context) => {
      try {
        return parseOfficeHours(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: `OFFICE_HOURS ${(error as Error).message}` });
        return z.NEVER;
      }
    }),
  /** Business hours a new lead may wait for its first response before it is marked overdue. */
  LEAD_RESPONSE_BUSINESS_HOURS: z.coerce
    .number()
    .int("LEAD_RESPONSE_BUSINESS_HOURS must be a whole number of business hours")
    .min(1, "LEAD_RESPONSE_BUSINESS_HOURS must be at least 1")
    .max(200, "LEAD_RESPONSE_BUSINESS_HOURS must be at most 200")
    .default(8),
  /**
   * What the confirmation page promises about the first answer, completing "Un asesor le responderá …"
   * (default "en menos de 8 horas hábiles", the acknowledgement e-mail's LEAD_RESPONSE_BUSINESS_HOURS default: keep them in step). Moves to the back office's settings later.
   */
  LEAD_RESPONSE_PROMISE: z
    .string()
    .trim()
    .min(3, "LEAD_RESPONSE_PROMISE must say when the buyer will be answered")
    .max(120, "LEAD_RESPONSE_PROMISE must be at most 120 characters")
    .default("en menos de 8 horas hábiles"),
  /**
   * The registration code of the data bank of leads in the Registro Nacional de Protección de Datos
   * Personales, as the privacy policy states it. Unset: the policy says the registration is in process
   * (it never shows a made-up number). Moves to the back office's settings later.
   */
  // "N.°" / "N°" (a degree sign) written as the site's one spelling, "N.º" (an ordinal indicator).
  PRIVACY_DATA_BANK_CODE: optionalText("PRIVACY_DATA_BANK_CODE", 80).transform((value) =>
    value?.replace(/N\.?\s*°\s*/g, "N.º "),
  ),
  /**
   * Providers outside Peru that process visitors' data for us, in words, as the privacy policy lists
   * them (e.g. "Amazon Web Services, Inc. (Estados Unidos): envío de correos electrónicos"). Unset: the
   * policy says no provider abroad processes them, so set it when the SMTP service or the hosting is abroad.
   */
  PRIVACY_FOREIGN_PROVIDERS: optionalText("PRIVACY_FOREIGN_PROVIDERS", 600),
  /**
   * The key that signs what the site hands visitors to keep (the confirmation page's cookie), at least
   * 32 characters. When absent, one is made at the first start and kept in the database (table
   * app_secret), so every process shares it and restarts keep it. Changing it voids what was signed.
   */
  SESSION_SECRET: z
    .string()
    .min(32, "SESSION_SECRET must be at least 32 characters (e.g. `openssl rand -base64 48`)")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** The defaults that depend on other variables. */
const SettingsSchema = EnvSchema.transform((env) => ({
  ...env,
  SITE_URL: env.SITE_URL ?? `http://localhost:${env.PORT}`,
  COMPLAINTS_EMAIL: env.COMPLAINTS_EMAIL ?? env.SALES_EMAIL,
  PRIVACY_EMAIL: env.PRIVACY_EMAIL ?? env.SALES_EMAIL,
  MAX_CONNECTIONS_PER_IP: env.MAX_CONNECTIONS_PER_IP ?? (env.TRUST_PROXY > 0 ? 0 : 50),
}));

export type Env = z.infer<typeof SettingsSchema>;

let cached: Env | undefined;

/** The environment, parsed once. A bad value stops the process with a clear message. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = SettingsSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

const LOOPBACK_HOSTS = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|0\.0\.0\.0)$/i;

/**
 * The warning a production start logs when SITE_URL is unset or points at this machine: every link in
 * e-mails, the canonical URLs and the sitemap would lead visitors and search engines to localhost.
 */
export function siteUrlWarning(env: Pick<Env, "NODE_ENV" | "SITE_URL">): string | undefined {
  if (env.NODE_ENV !== "production" || !LOOPBACK_HOSTS.test(new URL(env.SITE_URL).hostname)) return undefined;
  return `SITE_URL is ${env.SITE_URL}: links in e-mails, canonical URLs and the sitemap point at this machine. Set SITE_URL to the public address of the site (fine for a trial on this machine).`;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
