import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/connection.server";

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
