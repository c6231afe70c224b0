// A bad DATA_DIR stops the server with one line that names the setting, the path and what to do.
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  writeSync,
  closeSync,
  chmodSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runServerUntilExit } from "../../support/server-process";

const asRoot = process.getuid?.() === 0;

function scratch(): string {
  return mkdtempSync(join(tmpdir(), "kordex-datadir-"));
}

async function expectOneLineFailure(dataDir: string, fix: RegExp) {
  const result = await runServerUntilExit({ DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "false" });
  const output = `${result.stdout}${result.stderr}`.trim();
  expect(result.code).toBe(1);
  expect(output.split("\n")).toHaveLength(1);
  expect(output).toContain("DATA_DIR");
  expect(output).toContain(dataDir);
  expect(output).toMatch(fix);
  expect(output).not.toMatch(/\n\s+at /);
  return output;
}

// DATA_DIR only holds the SQLite file and the .eml files: these cases are about the SQLite engine.
describe.runIf(!process.env.DATABASE_URL)("start-up with a bad DATA_DIR", () => {
  it("names a DATA_DIR below a regular file (its parent cannot be a folder)", async () => {
    const dir = scratch();
    writeFileSync(join(dir, "file.txt"), "a file");
    const output = await expectOneLineFailure(join(dir, "file.txt", "data"), /writable folder/);
    expect(output).toMatch(/ENOTDIR/);
  });

  it("names a DATA_DIR where no folder can be created (under /proc, refused even to root)", async () => {
    await expectOneLineFailure("/proc/kordex-data", /writable folder/);
  });

  it("names a DATA_DIR that is a regular file", async () => {
    const dir = scratch();
    writeFileSync(join(dir, "data"), "a file");
    await expectOneLineFailure(join(dir, "data"), /writable folder/);
  });

  it("names a database file that is not a database", async () => {
    const dir = scratch();
    writeFileSync(join(dir, "kordex.sqlite"), "these are not the droids you are looking for\n".repeat(200));
    const output = await expectOneLineFailure(dir, /not a SQLite database/);
    expect(output).toContain(join(dir, "kordex.sqlite"));
  });

  it("names a corrupt database file", async () => {
    const dir = scratch();
    const file = join(dir, "kordex.sqlite");
    copyFileSync(join(process.env.DATA_DIR!, "kordex.sqlite"), file);
    // Garble the schema page after its 100-byte header.
    const fd = openSync(file, "r+");
    writeSync(fd, Buffer.alloc(3000, 0xa5), 0, 3000, 100);
    closeSync(fd);
    const output = await expectOneLineFailure(dir, /corrupt/);
    expect(output).toMatch(/backup/);
  });

  it.skipIf(asRoot)("names a DATA_DIR the server's user may not write", async () => {
    const dir = scratch();
    mkdirSync(join(dir, "locked"));
    chmodSync(join(dir, "locked"), 0o555);
    await expectOneLineFailure(join(dir, "locked"), /writable/);
  });
});
