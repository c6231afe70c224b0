// Vitest global setup for the integration projects: builds one migrated, seeded template database
// per engine; every test file then gets its own copy (tests/setup/test-database.ts).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migrateToLatest, openDatabase } from "../../db/connection.server";
import { seedDemoCatalogue } from "../../db/seed/seed.server";
import { startPostgres } from "./postgres";

export const TEMPLATE_DATABASE = "kordex_template";

declare module "vitest" {
  export interface ProvidedContext {
    engine: "sqlite" | "postgres";
    sqliteTemplate: string;
    postgresAdminUrl: string;
    postgresTemplateUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const engine = project.config.provide.engine;
  if (engine === "postgres") {
    const server = await startPostgres();
    const admin = new pg.Client({ connectionString: server.urlFor("postgres") });
    await admin.connect();
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const handle = openDatabase({ engine: "postgres", url: server.urlFor(TEMPLATE_DATABASE), poolSize: 2 });
    await migrateToLatest(handle.db);
    await seedDemoCatalogue(handle.db, "postgres");
    await handle.close();
    project.provide("postgresAdminUrl", server.urlFor("postgres"));
    project.provide("postgresTemplateUrl", server.urlFor(TEMPLATE_DATABASE));
    return () => server.stop();
  }
  const dir = mkdtempSync(join(tmpdir(), "kordex-sqlite-template-"));
  const file = join(dir, "template.sqlite");
  const handle = openDatabase({ engine: "sqlite", file });
  await migrateToLatest(handle.db);
  await seedDemoCatalogue(handle.db, "sqlite");
  await handle.close();
  project.provide("sqliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
