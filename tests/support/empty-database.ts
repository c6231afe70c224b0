// An empty database of a test's own, on the engine under test (for migration tests), dropped by the
// cleanup it returns (tests/integration/catalogue/product-codes.test.ts, the invitation-withdrawal migration test).
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/connection.server";
import { migrationProvider } from "../../db/migrations";
import type { Database } from "../../db/schema";

export async function emptyDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  if (inject("engine") === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "kordex-migration-"));
    const handle = openDatabase({ engine: "sqlite", file: join(dir, "db.sqlite") });
    return {
      handle,
      drop: async () => {
        await handle.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `migration_${randomBytes(6).toString("hex")}`;
  const adminUrl = inject("postgresAdminUrl");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const handle = openDatabase({
    engine: "postgres",
    url: adminUrl.replace(/\/[^/]+$/, `/${name}`),
    poolSize: 2,
  });
  return {
    handle,
    drop: async () => {
      await handle.close();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function migrateTo(db: Kysely<Database>, target: string): Promise<void> {
  const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(target);
  if (error) throw error;
}
