import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { cacheStatements } from "./statement-cache.server";

describe("cacheStatements", () => {
  it("prepares each SQL text once and gives the same answers as a fresh statement", () => {
    const sqlite = cacheStatements(new SQLite(":memory:"));
    sqlite.exec("create table item (id integer primary key, name text)");
    const insert = sqlite.prepare("insert into item (name) values (?)");
    expect(sqlite.prepare("insert into item (name) values (?)")).toBe(insert);
    insert.run("uno");
    sqlite.prepare("insert into item (name) values (?)").run("dos");
    expect(sqlite.prepare("select name from item order by id").all()).toEqual([
      { name: "uno" },
      { name: "dos" },
    ]);
    sqlite.close();
  });

  it("keeps better-sqlite3's own pragmas working", () => {
    const sqlite = cacheStatements(new SQLite(":memory:"));
    sqlite.pragma("foreign_keys = ON");
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    sqlite.close();
  });

  it("answers correctly after the schema changes under a kept statement", () => {
    const sqlite = cacheStatements(new SQLite(":memory:"));
    sqlite.exec(
      "create table item (id integer primary key, name text); insert into item (name) values ('uno')",
    );
    expect(sqlite.prepare("select * from item").all()).toEqual([{ id: 1, name: "uno" }]);
    sqlite.exec("alter table item add column note text default 'x'");
    expect(sqlite.prepare("select * from item").all()).toEqual([{ id: 1, name: "uno", note: "x" }]);
    sqlite.close();
  });

  it("forgets the oldest text beyond its limit", () => {
    const sqlite = cacheStatements(new SQLite(":memory:"), 2);
    const first = sqlite.prepare("select 1");
    sqlite.prepare("select 2");
    expect(sqlite.prepare("select 1")).toBe(first);
    sqlite.prepare("select 3");
    expect(sqlite.prepare("select 1")).not.toBe(first);
    expect(sqlite.prepare("select 1").pluck().get()).toBe(1);
    sqlite.close();
  });
});
