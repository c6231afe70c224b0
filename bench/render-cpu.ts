// bench:render-cpu: the CPU one uncached server render costs, page by page, measured in one process
// (each production build's own site app, as server/main.ts serves it, page cache off, one request at
// a time). CPU time (process.cpuUsage) is what a busy shared machine disturbs least; given two builds
// (`--build build,other-build`), both are loaded in the same process and measured in alternation,
// batch by batch, so a change of the machine's load falls on both alike.
//   npm run bench:render-cpu -- [--build build[,other]] [--batches 10 --batch 40 --warmup 100] [--only product]
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import type * as ServerEntry from "~/entry.server";
import { printHeader, printTable, say } from "./lib/report";
import { median, round } from "./lib/stats";

const { values: options } = parseArgs({
  options: {
    build: { type: "string", default: "build" },
    batches: { type: "string", default: "10" },
    batch: { type: "string", default: "40" },
    warmup: { type: "string", default: "100" },
    /** Only the pages whose label contains this (e.g. "product"), for a profile of one page. */
    only: { type: "string" },
  },
});
const BATCHES = Number(options.batches);
const BATCH = Number(options.batch);
const WARMUP = Number(options.warmup);

const PAGES = [
  ["product page", "/productos/zuncho-pp-9-x-0-55-blanco?producto=1"],
  ["home", "/"],
  ["catalogue", "/productos"],
  ["content page", "/zunchos-herramientas"],
  ["quotation", "/cotizacion"],
  ["contact form", "/contacto"],
] as const;

type Render = (path: string) => Promise<number>;

/** What the Node server hands each request: its socket (the client's address, read by the middlewares). */
const PEER = {
  incoming: { socket: { remoteAddress: "127.0.0.1", remotePort: 50_000, remoteFamily: "IPv4" } },
};

async function loadBuild(dir: string): Promise<{ render: Render; stop(): Promise<void> }> {
  const build = (await import(pathToFileURL(resolve(dir, "server/index.js")).href)) as ServerBuild;
  const entry = build.entry.module as unknown as typeof ServerEntry;
  const services = await entry.startServices();
  // The build's whole app (its own middlewares and page handler, which share the build's module graph
  // with its renderer), with no public files: every path here is a page.
  const { app } = entry.createSiteApp({ build, publicFiles: (_c, next) => next() });
  let unique = 0;
  return {
    async render(path) {
      const separator = path.includes("?") ? "&" : "?";
      const response = await app.request(`http://localhost${path}${separator}b=${(unique += 1)}`, {}, PEER);
      if (response.status !== 200) throw new Error(`${dir}: ${path} answered ${response.status}`);
      return (await response.arrayBuffer()).byteLength;
    },
    stop: () => services.stop(),
  };
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");

async function main(): Promise<void> {
  printHeader("CPU per uncached server render, one process", "bench:render-cpu");
  const dataDir = mkdtempSync(join(tmpdir(), "kordex-bench-render-"));
  Object.assign(process.env, {
    LOG_LEVEL: "warn",
    DATA_DIR: dataDir,
    OUTBOX_WORKER: "false",
    PAGE_CACHE_MAX_ENTRIES: "0",
  });
  delete process.env.DATABASE_URL;
  // As server/main.ts's serve() does: the Node server's lightweight Request and Response replace the
  // globals (an answer made from bytes is written out without a web stream).
  getRequestListener(() => new Response(null));
  const dirs = options.build.split(",");
  const builds: { render: Render; stop(): Promise<void> }[] = [];
  try {
    for (const [index, dir] of dirs.entries()) {
      // Each build its own database (the same demo catalogue): the second build's services cannot
      // migrate a SQLite file the first one's hold open in this process (SQLITE_BUSY).
      process.env.DATA_DIR = join(dataDir, String(index));
      builds.push(await loadBuild(dir));
    }
    say(
      `${dirs.join(" and ")}: ${WARMUP} warm-up renders, then ${BATCHES} batches of ${BATCH} renders per page and build, builds alternating batch by batch, one render at a time; load average ${load()} at start.`,
    );
    const rows: string[][] = [];
    for (const [label, path] of PAGES.filter(([name]) => !options.only || name.includes(options.only))) {
      const cpu = builds.map(() => [] as number[]);
      const bytes = builds.map(() => 0);
      for (const build of builds) for (let index = 0; index < WARMUP; index += 1) await build.render(path);
      for (let batch = 0; batch < BATCHES; batch += 1) {
        for (const [index, build] of builds.entries()) {
          const started = process.cpuUsage();
          for (let count = 0; count < BATCH; count += 1) bytes[index] = await build.render(path);
          const used = process.cpuUsage(started);
          cpu[index]!.push((used.user + used.system) / 1000 / BATCH);
        }
      }
      for (const [index, dir] of dirs.entries()) {
        const values = cpu[index]!;
        const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
        rows.push([label, dir, String(bytes[index]), round(mean, 2), round(median(values), 2)]);
      }
    }
    printTable(["page", "build", "bytes", "CPU ms per render (mean)", "median of batches"], rows);
    say(`Load average at end ${load()}.`);
  } finally {
    for (const build of builds) await build.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
