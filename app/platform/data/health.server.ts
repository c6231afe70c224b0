import { type Kysely, sql } from "kysely";
import { SQLITE_BUSY_TIMEOUT_MS } from "../../../db/connection.server";
import type { Database } from "../../../db/schema";
import { getEnv } from "~/platform/lib/env.server";
import { logger } from "~/platform/lib/logger.server";
import { databaseEngine, getDb } from "./db.server";
import { oldestWaitingSince } from "~/platform/mail/outbox.server";
import { nowIso } from "./sql-values.server";

/** What /health answers: the first three fields as before, and why when it is not ok. */
export interface HealthReport {
  status: "ok" | "error";
  database: "up" | "down" | "unwritable";
  engine: string;
  /** Stable code for monitors: database_down, database_unwritable or mail_delayed. */
  reason?: "database_down" | "database_unwritable" | "mail_delayed";
  /** The same in Spanish, for the person on call. */
  message?: string;
  /** Seconds the oldest waiting e-mail has waited (absent when none waits). */
  mailDelaySeconds?: number;
}

/** /health runs its checks (one small write, one indexed read) at most this often; calls in between get the last answer. */
export const HEALTH_CHECK_INTERVAL_MS = 5000;

const DOWN_MESSAGE = "No se puede conectar con la base de datos.";

let last: { at: number; report: Promise<HealthReport> } | undefined;
/** The code of the last write failure logged, so a lasting failure is logged once, not every 5 s. */
let loggedFailure: string | undefined;

/** The cached health report, refreshed when older than HEALTH_CHECK_INTERVAL_MS. */
export function checkHealth(): Promise<HealthReport> {
  const now = Date.now();
  if (!last || now - last.at >= HEALTH_CHECK_INTERVAL_MS) {
    const engine = databaseEngine();
    // The mail-delay read failing after a good write is a database failure too, not a 500.
    const report = runChecks().catch((error: unknown): HealthReport => {
      logFailure(error, "database check failed");
      return { status: "error", database: "down", engine, reason: "database_down", message: DOWN_MESSAGE };
    });
    last = { at: now, report };
  }
  return last.report;
}

/**
 * How long the SQLite probe waits for another process's write lock. better-sqlite3 waits synchronously,
 * so the usual busy timeout would stall every request for seconds; a locked file answers
 * database_unwritable at once instead.
 */
export const PROBE_BUSY_TIMEOUT_MS = 50;

/**
 * Rewrites the one row of health_probe: proves the database takes a committed write. Throws the cause.
 * Waits for another process's SQLite write lock only PROBE_BUSY_TIMEOUT_MS (the health check).
 */
export async function probeWrite(): Promise<void> {
  const db = getDb();
  const engine = databaseEngine();
  if (engine !== "sqlite") return writeProbeRow(db);
  // One connection held for the three statements: no other query runs with the short timeout.
  await db.connection().execute(async (connection) => {
    await sql.raw(`pragma busy_timeout = ${PROBE_BUSY_TIMEOUT_MS}`).execute(connection);
    try {
      await writeProbeRow(connection);
    } finally {
      await sql.raw(`pragma busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(connection);
    }
  });
}

/**
 * The same write, waiting for a lock as long as any query: start-up's proof (the server, `npm run
 * admin:create` beside a running server), where a write another process has under way is not an
 * unwritable database.
 */
export async function writeProbeRow(db: Kysely<Database> = getDb()): Promise<void> {
  const checkedAt = nowIso();
  await db
    .insertInto("health_probe")
    .values({ id: 1, checked_at: checkedAt })
    .onConflict((oc) => oc.column("id").doUpdateSet({ checked_at: checkedAt }))
    .execute();
}

async function runChecks(): Promise<HealthReport> {
  const engine = databaseEngine();
  try {
    await sql`select 1`.execute(getDb());
  } catch (error) {
    logFailure(error, "database unreachable");
    return {
      status: "error",
      database: "down",
      engine,
      reason: "database_down",
      message: DOWN_MESSAGE,
    };
  }
  try {
    await probeWrite();
  } catch (error) {
    logFailure(error, "database does not take writes");
    return {
      status: "error",
      database: "unwritable",
      engine,
      reason: "database_unwritable",
      message: "La base de datos no acepta escrituras: los formularios no se pueden guardar.",
    };
  }
  if (loggedFailure) {
    logger.info("database takes writes again");
    loggedFailure = undefined;
  }
  const since = await oldestWaitingSince();
  const mailDelaySeconds = since ? Math.max(0, Math.round((Date.now() - since.getTime()) / 1000)) : undefined;
  const limit = getEnv().HEALTH_MAX_MAIL_DELAY_SECONDS;
  if (mailDelaySeconds !== undefined && mailDelaySeconds > limit) {
    return {
      status: "error",
      database: "up",
      engine,
      reason: "mail_delayed",
      message: `Hay un correo esperando desde hace ${mailDelaySeconds} s (límite ${limit} s): revise el servidor de correo o la carpeta de correos.`,
      mailDelaySeconds,
    };
  }
  return {
    status: "ok",
    database: "up",
    engine,
    ...(mailDelaySeconds === undefined ? {} : { mailDelaySeconds }),
  };
}

function logFailure(error: unknown, text: string): void {
  const code = String((error as { code?: unknown } | null)?.code ?? (error as Error)?.message ?? error);
  if (loggedFailure === code) return;
  loggedFailure = code;
  logger.error({ err: error, code }, text);
}
