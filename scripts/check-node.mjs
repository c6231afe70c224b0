// Preflight of `npm start`, `npm run serve`, `npm run dev` and `npm run admin:create`: refuses, in one
// line and with exit status 1, a Node.js outside package.json's `engines.node`, and native modules
// built for another Node (better-sqlite3's ABI), instead of the stack trace either ends in later.
// Written for any Node that can parse ES modules, old ones included: it must run to say so.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const packageJson = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const range = packageJson.engines.node;
const current = process.versions.node;

function parts(version) {
  const numbers = version.split(".").map(Number);
  return [numbers[0] || 0, numbers[1] || 0, numbers[2] || 0];
}

function compare(a, b) {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** One comparator of the range: `>=24.11`, `<25`, `24.22.3`… */
function satisfiesComparator(version, comparator) {
  const match = /^(>=|<=|>|<|=)?v?(\d+(?:\.\d+){0,2})$/.exec(comparator);
  if (!match) throw new Error(`scripts/check-node.mjs cannot read engines.node "${range}"`);
  const order = compare(parts(version), parts(match[2]));
  switch (match[1]) {
    case ">=":
      return order >= 0;
    case "<=":
      return order <= 0;
    case ">":
      return order > 0;
    case "<":
      return order < 0;
    default:
      return order === 0;
  }
}

/** `a b || c`: any alternative whose every comparator holds. */
function satisfies(version, engines) {
  return engines.split("||").some((alternative) =>
    alternative
      .trim()
      .split(/\s+/)
      .every((comparator) => satisfiesComparator(version, comparator)),
  );
}

function refuse(message) {
  console.error(message);
  process.exit(1);
}

if (!satisfies(current, range)) {
  refuse(
    `Node.js ${current} is not supported: this project needs Node.js ${range} (package.json "engines"); ` +
      "see the README's requirements for how to get Node 24.",
  );
}

// The native module is loaded by opening a database, not by the require alone.
try {
  const Database = createRequire(import.meta.url)("better-sqlite3");
  new Database(":memory:").close();
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  if (/NODE_MODULE_VERSION|ERR_DLOPEN_FAILED|invalid ELF|could not locate the bindings/i.test(message)) {
    refuse(
      `better-sqlite3's native module was built for another Node.js than ${current}: ` +
        "run `npm rebuild better-sqlite3` (or `npm ci`) with this Node.",
    );
  }
  if (/Cannot find (module|package) 'better-sqlite3'/.test(message)) {
    refuse("The dependencies are not installed: run `npm install` (or `npm ci`) first.");
  }
  throw error;
}
