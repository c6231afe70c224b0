// Per test file: a fresh copy of the seeded template database, pointed to by the environment the
// application reads, and dropped afterwards.
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { TEMPLATE_DATABASE } from "./global-database";

process.env.LOG_LEVEL = "silent";
process.env.SEED_DEMO = "false";
process.env.OUTBOX_WORKER = "false";
// A digest e-mail would be a stranger among the e-mails tests count; lead-digest.test.ts turns it on.
process.env.DAILY_DIGEST = "false";
// Tests send many leads from one address; tests/integration/platform/rate-limit.test.ts sets its own limits.
process.env.RATE_LIMIT_PER_MINUTE = "100000";
process.env.RATE_LIMIT_PER_DAY = "1000000";

const engine = inject("engine");
const dataDir = mkdtempSync(join(tmpdir(), "kordex-test-"));
process.env.DATA_DIR = dataDir;
let dropDatabase: (() => Promise<void>) | undefined;

if (engine === "postgres") {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  process.env.DATABASE_URL = inject("postgresTemplateUrl").replace(/\/[^/]+$/, `/${name}`);
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: inject("postgresAdminUrl") });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
} else {
  delete process.env.DATABASE_URL;
  copyFileSync(inject("sqliteTemplate"), join(dataDir, "kordex.sqlite"));
}

afterAll(async () => {
  const { closeDatabase } = await import("~/platform/data/db.server");
  await closeDatabase();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
});
