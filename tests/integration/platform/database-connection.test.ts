import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/connection.server";
import { prepareDatabase } from "~/platform/data/database-setup.server";

describe.runIf(process.env.DATABASE_URL)("PostgreSQL connection pool", () => {
  it("survives the server closing its idle connections and opens new ones on demand", async () => {
    const dropped: Error[] = [];
    const handle = openDatabase({
      engine: "postgres",
      url: process.env.DATABASE_URL!,
      poolSize: 3,
      onIdleError: (error) => dropped.push(error),
    });
    try {
      // Three connections in the pool, idle once these queries end.
      await Promise.all([1, 2, 3].map(() => sql`select pg_sleep(0.05)`.execute(handle.db)));
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const ours = rows[0]!.pid;

      // What a restart or an administrator does: end every other connection to this database.
      const admin = openDatabase({ engine: "postgres", url: process.env.DATABASE_URL!, poolSize: 1 });
      await sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`.execute(admin.db);
      await admin.close();
      await expect.poll(() => dropped.length, { timeout: 5000 }).toBe(3);
      expect(dropped.every((error) => (error as Error & { code?: string }).code === "57P01")).toBe(true);

      const after = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      expect(after.rows[0]!.pid).not.toBe(ours);
    } finally {
      await handle.close();
    }
  });
});

describe.skipIf(process.env.DATABASE_URL)(
  "start-up beside another process writing to the SQLite file",
  () => {
    it("waits for the other process's write lock instead of calling the database unwritable", async () => {
      // What `npm run admin:create` meets beside a busy server: another process holds the write lock
      // for longer than /health's 50 ms wait. Held from a child process: better-sqlite3 waits for a
      // lock synchronously, so a lock held in this process could not be released meanwhile.
      const file = join(process.env.DATA_DIR!, "kordex.sqlite");
      const holdMs = 400;
      const holder = spawn(
        process.execPath,
        [
          "--input-type=module",
          "-e",
          `import SQLite from "better-sqlite3";
         const db = new SQLite(process.argv[1]);
         db.exec("begin immediate");
         db.exec("update health_probe set checked_at = checked_at");
         process.stdout.write("locked\\n");
         Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ${holdMs});
         db.exec("rollback");
         db.close();`,
          file,
        ],
        { cwd: process.cwd(), stdio: ["ignore", "pipe", "inherit"] },
      );
      const exited = once(holder, "exit");
      await once(holder.stdout!, "data");
      const started = Date.now();
      await expect(prepareDatabase()).resolves.toMatchObject({ engine: "sqlite" });
      // It waited for the lock (a 50 ms wait would have thrown SQLITE_BUSY as an unwritable DATA_DIR).
      expect(Date.now() - started).toBeGreaterThanOrEqual(holdMs / 2);
      const [code] = await exited;
      expect(code).toBe(0);
    });
  },
);
