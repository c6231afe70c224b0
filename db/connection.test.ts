import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { assertSqliteDurability, migrateToLatest, openDatabase } from "./connection.server";

const dir = mkdtempSync(join(tmpdir(), "kordex-connection-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the embedded SQLite database", () => {
  it("is created with WAL, synchronous FULL, foreign keys and a busy timeout, and migrates twice safely", async () => {
    const file = join(dir, "nested", "db.sqlite");
    const handle = openDatabase({ engine: "sqlite", file });
    await migrateToLatest(handle.db);
    await migrateToLatest(handle.db);
    await handle.close();

    const raw = new SQLite(file);
    expect(raw.pragma("journal_mode", { simple: true })).toBe("wal");
    const tables = raw
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .pluck()
      .all();
    expect(tables).toEqual(
      expect.arrayContaining(["category", "product", "lead", "lead_line", "outbox", "banner", "media"]),
    );
    raw.close();
  });

  it("refuses to go on when a durability setting is not in force", () => {
    const raw = new SQLite(join(dir, "weak.sqlite"));
    raw.pragma("journal_mode = WAL");
    raw.pragma("synchronous = NORMAL");
    raw.pragma("foreign_keys = ON");
    raw.pragma("busy_timeout = 5000");
    expect(() => assertSqliteDurability(raw)).toThrow(/synchronous is 1, expected 2/);
  });

  it("refuses a short busy timeout and foreign keys off", () => {
    const raw = new SQLite(join(dir, "weak2.sqlite"));
    raw.pragma("journal_mode = WAL");
    raw.pragma("synchronous = FULL");
    raw.pragma("foreign_keys = OFF");
    raw.pragma("busy_timeout = 100");
    expect(() => assertSqliteDurability(raw)).toThrow(/foreign_keys is off; busy_timeout is 100/);
  });
});
