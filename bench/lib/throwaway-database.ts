// A throwaway database for a bench: a temporary DATA_DIR (SQLite's file there) or a PostgreSQL cluster
// of its own with a `kordex_bench` database, opened; `dispose` stops the cluster and removes the folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type DatabaseHandle, type Engine, openDatabase } from "../../db/connection.server";
import { startPostgres, type TestPostgres } from "../../tests/setup/postgres";

export interface ThrowawayDatabase {
  dataDir: string;
  /** PostgreSQL's URL; undefined on SQLite (the file is `kordex.sqlite` in dataDir). */
  url: string | undefined;
  handle: DatabaseHandle;
  dispose(): void;
}

/** `durable`: PostgreSQL with fsync on, as in production (the outbox bench's commits). */
export async function openThrowawayDatabase(
  engine: Engine,
  prefix: string,
  { durable = false }: { durable?: boolean } = {},
): Promise<ThrowawayDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  let postgres: TestPostgres | undefined;
  const dispose = () => {
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    let url: string | undefined;
    if (engine === "postgres") {
      postgres = await startPostgres({ durable });
      const admin = new pg.Client({ connectionString: postgres.urlFor("postgres") });
      await admin.connect();
      await admin.query("create database kordex_bench");
      await admin.end();
      url = postgres.urlFor("kordex_bench");
    }
    const handle = url
      ? openDatabase({ engine: "postgres", url, poolSize: 4 })
      : openDatabase({ engine: "sqlite", file: join(dataDir, "kordex.sqlite") });
    return { dataDir, url, handle, dispose };
  } catch (error) {
    dispose();
    throw error;
  }
}
