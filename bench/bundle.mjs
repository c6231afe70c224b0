// `npm run bench:bundle`: the JavaScript and CSS that the first load of every public page fetches,
// raw, gzip and brotli, against the budgets of issue 5. Builds nothing: run `npm run build` first.
// Starts the production server (build/main.js) on a free port with a throwaway SQLite database,
// or measures a running one given as BENCH_URL. Exits with 1 when a budget is exceeded.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { BUDGETS, budgetFailures, jsBudgetOf, measurePage, publicPages } from "./lib/bundle-measure.mjs";

const freePort = () =>
  new Promise((done, fail) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
    probe.on("error", fail);
  });

async function startServer() {
  const main = resolve("build/main.js");
  if (!existsSync(main)) throw new Error("build/main.js is missing: run `npm run build` first");
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "kordex-bench-bundle-"));
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      OUTBOX_WORKER: "false",
      LOG_LEVEL: "warn",
      SITE_URL: url,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const stop = () => {
    child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { url, stop };
    if (Date.now() > deadline) {
      stop();
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** The report goes to standard output (the lint rule keeps console.log out of the code). */
const print = (line = "") => process.stdout.write(`${line}\n`);
const kb = (bytes) => (bytes / 1000).toFixed(1);
const given = process.env.BENCH_URL;
const server = given ? { url: given, stop: () => {} } : await startServer();
try {
  const cache = new Map();
  const measures = [];
  for (const path of await publicPages(server.url)) measures.push(await measurePage(server.url, path, cache));

  print(`First-load JavaScript and CSS per public page (KB = 1000 bytes), ${server.url}\n`);
  const header = [
    "page",
    "JS raw",
    "JS gzip",
    "JS br",
    "JS budget",
    "CSS raw",
    "CSS gzip",
    "CSS br",
    "result",
  ];
  const rows = measures.map((measure) => [
    measure.path.length > 48 ? `${measure.path.slice(0, 45)}...` : measure.path,
    kb(measure.js.raw),
    kb(measure.js.gzip),
    kb(measure.js.brotli),
    String(jsBudgetOf(measure.path)),
    kb(measure.css.raw),
    kb(measure.css.gzip),
    kb(measure.css.brotli),
    budgetFailures(measure).length === 0 ? "PASS" : "FAIL",
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join("  ");
  print(line(header));
  for (const row of rows) print(line(row));

  const largest = measures.reduce((worst, measure) => (measure.js.gzip > worst.js.gzip ? measure : worst));
  print(`\nLargest first load: ${largest.path}, its files (gzip KB):`);
  for (const file of largest.jsFiles) print(`  ${kb(file.gzip).padStart(6)}  ${file.file}`);

  const failures = measures.flatMap(budgetFailures);
  print(
    `\nBudgets (gzip): JavaScript ${BUDGETS.pageJs} KB per page, ${BUDGETS.homeJs} KB on home; CSS ${BUDGETS.css} KB.`,
  );
  print(failures.length === 0 ? "PASS: every page is within budget." : `FAIL:\n  ${failures.join("\n  ")}`);
  print(
    "\nCommand: npm run build && npm run bench:bundle (or BENCH_URL=http://host:port npm run bench:bundle)",
  );
  process.exitCode = failures.length === 0 ? 0 : 1;
} finally {
  server.stop();
}
