import { z } from "zod";
import { COMPANY } from "~/content/company";

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

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
  /** Public origin of the site, for absolute links in e-mails, canonical URLs and the sitemap. */
  SITE_URL: z
    .url()
    .default("http://localhost:3000")
    .transform((url) => url.replace(/\/+$/, "")),
  /** smtp:// or smtps:// URL; when absent, e-mails are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default(`"${COMPANY.brand} Perú" <no-reply@kordex.com.pe>`),
  SALES_EMAIL: z.email().default(COMPANY.email),
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
   * How many reverse proxies in front of the server to trust. 0: the peer address is the client and
   * X-Forwarded-For / X-Forwarded-Proto are ignored. N: the client is the Nth address from the right
   * of X-Forwarded-For, and X-Forwarded-Proto says whether the visitor used HTTPS.
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
});

export type Env = z.infer<typeof EnvSchema>;

let cached: Env | undefined;

/** The environment, parsed once. A bad value stops the process with a clear message. */
export function getEnv(): Env {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
