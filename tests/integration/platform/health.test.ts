// /health tells the truth: 503 with a reason when the database takes no writes or e-mail is stuck.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { contactRequest, idempotencyKey } from "../../factories";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

interface HealthBody {
  status: string;
  database: string;
  engine: string;
  reason?: string;
  message?: string;
}

const onPostgres = Boolean(process.env.DATABASE_URL);

async function health(server: ServerProcess): Promise<{ status: number; body: HealthBody }> {
  const response = await fetch(`${server.url}/health`);
  return { status: response.status, body: (await response.json()) as HealthBody };
}

/** Polls /health until it answers 503 (the write probe runs at most every few seconds). */
async function waitForUnhealthy(server: ServerProcess, timeoutMs = 12_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await health(server);
    if (answer.status === 503 || Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function postLead(server: ServerProcess) {
  return fetch(`${server.url}/api/pe/contacts`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": idempotencyKey() },
    body: JSON.stringify(contactRequest()),
  });
}

/** Makes the PostgreSQL test database read-only for new sessions and ends the current ones. */
async function setPostgresReadOnly(readOnly: boolean): Promise<void> {
  const name = new URL(process.env.DATABASE_URL!).pathname.slice(1);
  const admin = new pg.Client({ connectionString: inject("postgresAdminUrl") });
  await admin.connect();
  try {
    await admin.query(
      readOnly
        ? `alter database ${name} set default_transaction_read_only = on`
        : `alter database ${name} reset default_transaction_read_only`,
    );
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
  } finally {
    await admin.end();
  }
}

describe("/health", () => {
  it("answers 503 with a reason when the database cannot be written, and logs the real cause", async () => {
    const server = await startServerProcess({ SEED_DEMO: "false", OUTBOX_WORKER: "false" });
    try {
      const before = await health(server);
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({ status: "ok", database: "up" });

      if (onPostgres) await setPostgresReadOnly(true);
      // SQLite: a full disk. No file of the server process may grow any more (works as root too).
      else execFileSync("prlimit", ["--pid", String(server.child.pid), "--fsize=0"]);

      const lead = await postLead(server);
      expect(lead.status).toBe(500);
      const after = await waitForUnhealthy(server);
      expect(after.status).toBe(503);
      expect(after.body).toMatchObject({
        status: "error",
        database: "unwritable",
        reason: "database_unwritable",
      });
      expect(after.body.message).toMatch(/no acepta escrituras/);

      const log = server.output();
      expect(log).toMatch(
        onPostgres ? /read-only transaction|25006/ : /SQLITE_FULL|SQLITE_IOERR|disk is full/,
      );
      expect(log).not.toContain("cannot rollback");
    } finally {
      if (onPostgres) await setPostgresReadOnly(false);
      await server.stop(2000);
    }
  });

  it("answers 503 with a reason when an e-mail has waited longer than HEALTH_MAX_MAIL_DELAY_SECONDS", async () => {
    const dataDir = onPostgres ? mkdtempSync(join(tmpdir(), "kordex-health-")) : process.env.DATA_DIR!;
    // The mail folder cannot be created: a regular file has its name (fails as root too).
    writeFileSync(join(dataDir, "mail"), "not a folder");
    const server = await startServerProcess({
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      OUTBOX_WORKER: "true",
      OUTBOX_POLL_MS: "100",
      OUTBOX_RETRY_BASE_MS: "100",
      OUTBOX_RETRY_MAX_MS: "200",
      HEALTH_MAX_MAIL_DELAY_SECONDS: "1",
    });
    try {
      expect((await health(server)).status).toBe(200);
      expect((await postLead(server)).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const after = await waitForUnhealthy(server);
      expect(after.status).toBe(503);
      expect(after.body).toMatchObject({ status: "error", database: "up", reason: "mail_delayed" });
      expect(after.body.message).toMatch(/correo/i);
    } finally {
      await server.stop(2000);
    }
  });
  // better-sqlite3 waits synchronously: a long busy timeout in the probe would stall every request.
  it.skipIf(onPostgres)(
    "answers 503 database_unwritable within a second while another process holds the SQLite write lock",
    async () => {
      // Last in this file: the lead it stores waits unsent and would make /health of a later server report mail_delayed.
      const server = await startServerProcess({ SEED_DEMO: "false", OUTBOX_WORKER: "false" });
      const locker = new SQLite(join(process.env.DATA_DIR!, "kordex.sqlite"));
      try {
        expect((await health(server)).status).toBe(200);
        locker.exec("begin immediate");
        locker.exec("update health_probe set checked_at = checked_at");
        // The last answer is kept a few seconds: wait until the next call runs the checks again.
        await new Promise((resolve) => setTimeout(resolve, 5200));
        const started = Date.now();
        const locked = await health(server);
        const elapsedMs = Date.now() - started;
        expect(locked.status).toBe(503);
        expect(locked.body).toMatchObject({ database: "unwritable", reason: "database_unwritable" });
        expect(elapsedMs).toBeLessThan(1000);

        // The short wait was for the probe only: a lead waits out a brief lock as before.
        setTimeout(() => locker.exec("rollback"), 300);
        expect((await postLead(server)).status).toBe(201);
      } finally {
        if (locker.inTransaction) locker.exec("rollback");
        locker.close();
        await server.stop(2000);
      }
    },
  );
});
