import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const script = join(import.meta.dirname, "check-node.mjs");
const dir = mkdtempSync(join(tmpdir(), "kordex-check-node-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the script in a project of its own: its package.json's engines and node_modules. */
function project(name: string, engines: string, betterSqlite3?: string): string {
  const root = join(dir, name);
  mkdirSync(join(root, "scripts"), { recursive: true });
  copyFileSync(script, join(root, "scripts", "check-node.mjs"));
  writeFileSync(join(root, "package.json"), JSON.stringify({ engines: { node: engines } }));
  if (betterSqlite3 !== undefined) {
    const module = join(root, "node_modules", "better-sqlite3");
    mkdirSync(module, { recursive: true });
    writeFileSync(join(module, "package.json"), JSON.stringify({ name: "better-sqlite3", main: "index.js" }));
    writeFileSync(join(module, "index.js"), betterSqlite3);
  }
  return join(root, "scripts", "check-node.mjs");
}

function run(file: string) {
  const result = spawnSync(process.execPath, [file], { encoding: "utf8" });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const major = Number(process.versions.node.split(".")[0]);

describe("scripts/check-node.mjs (the preflight of npm start, serve, dev and admin:create)", () => {
  it("passes silently on this Node with this project's engines and native modules", () => {
    expect(run(script)).toEqual({ status: 0, stdout: "", stderr: "" });
  });

  it("refuses a Node outside engines.node in one line", () => {
    const result = run(project("old", `>=${major + 1}`, "module.exports = class {};"));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `Node.js ${process.versions.node} is not supported: this project needs Node.js >=${major + 1} ` +
        `(package.json "engines"); see the README's requirements for how to get Node 24.\n`,
    );
  });

  it("reads ranges with alternatives and upper bounds", () => {
    const fine = `<${major} || >=${major} <${major + 1}`;
    expect(run(project("alternatives", fine, "module.exports = class { close() {} };")).status).toBe(0);
    const result = run(project("upper-bound", `>=1 <${major}`, "module.exports = class {};"));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Node\.js .* is not supported: this project needs Node\.js >=1 </);
  });

  it("refuses better-sqlite3 built for another Node's ABI in one line", () => {
    // The error Node gives when a native module was compiled for another NODE_MODULE_VERSION.
    const abiError =
      "throw Object.assign(new Error(\"The module '/x/better_sqlite3.node' was compiled against a different " +
      'Node.js version using NODE_MODULE_VERSION 115. This version of Node.js requires NODE_MODULE_VERSION 137."), ' +
      '{ code: "ERR_DLOPEN_FAILED" });';
    const result = run(project("abi", ">=1", `module.exports = class { constructor() { ${abiError} } };`));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      `better-sqlite3's native module was built for another Node.js than ${process.versions.node}: ` +
        "run `npm rebuild better-sqlite3` (or `npm ci`) with this Node.\n",
    );
  });

  it("refuses a project without its dependencies in one line", () => {
    const result = run(project("bare", ">=1"));
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(
      "The dependencies are not installed: run `npm install` (or `npm ci`) first.\n",
    );
  });
});
