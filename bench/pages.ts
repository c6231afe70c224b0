// bench:pages: Lighthouse 13 (mobile and desktop presets, system Chromium) over the production build,
// beside a static baseline: the same pages' server-rendered HTML without JavaScript, with their
// CSS and images, served by a plain static file server. Median of N runs per page and preset.
//   npm run bench:pages [-- --runs 3 --preset mobile,desktop --pages /,/productos,product --port 4440 --build --save DIR]
// --save DIR writes every Lighthouse report (JSON) into DIR for a closer look.
// --hydration measures time to hydration under real throttling instead (bench/hydration.ts).
// "product" in --pages stands for the first product's real page (/productos/{slug}?producto={id}).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { benchHydration } from "./hydration";
import { launchChromium } from "./lib/chromium";
import { printHeader, printTable, say, verdict } from "./lib/report";
import { ensureBuild, startProduction, startServerScript, type ChildServer } from "./lib/servers";
import { snapshotPages } from "./lib/snapshot";
import { median, round } from "./lib/stats";

type Preset = "mobile" | "desktop";
type Site = "ours" | "baseline";

const DEFAULT_PAGES = ["/", "/productos", "product", "/cotizacion", "/zunchos-herramientas", "/contacto"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  { id: "first-contentful-paint", label: "FCP", unit: "ms" },
  { id: "largest-contentful-paint", label: "LCP", unit: "ms" },
  { id: "total-blocking-time", label: "TBT", unit: "ms" },
  { id: "cumulative-layout-shift", label: "CLS", unit: "" },
  { id: "speed-index", label: "SI", unit: "ms" },
] as const;
const TARGETS = {
  mobilePerformance: 95,
  mobileBehindBaseline: 3,
  desktopPerformance: 100,
  otherCategories: 100,
};

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    preset: { type: "string", default: "mobile,desktop" },
    pages: { type: "string", default: DEFAULT_PAGES.join(",") },
    port: { type: "string" },
    build: { type: "boolean", default: false },
    save: { type: "string" },
    hydration: { type: "boolean", default: false },
    origins: { type: "string" },
  },
});
const RUNS = Number(options.runs);
const PRESETS = options.preset
  .split(",")
  .filter((preset): preset is Preset => preset === "mobile" || preset === "desktop");
const BASE_PORT = options.port ? Number(options.port) : undefined;

interface Run {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<(typeof METRICS)[number]["id"], number>;
  warnings: string[];
}

async function audit(url: string, preset: Preset, saveAs?: string): Promise<Run> {
  const chromium = await launchChromium();
  try {
    const result = await lighthouse(
      url,
      { port: chromium.port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] },
      preset === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? NaN) * 100)]),
    ) as Run["scores"];
    const metrics = Object.fromEntries(
      METRICS.map(({ id }) => [id, lhr.audits[id]?.numericValue ?? NaN]),
    ) as Run["metrics"];
    const failing = CATEGORIES.filter((id) => id !== "performance").flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    return { scores, metrics, warnings: [...lhr.runWarnings, ...failing] };
  } finally {
    await chromium.close();
  }
}

/** Lighthouse sometimes loses the trace of a load (NO_NAVSTART, NO_FCP): such a run is repeated, not counted. */
const ATTEMPTS = 3;

async function auditWithRetry(url: string, preset: Preset, saveAs?: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, preset, saveAs);
    } catch (error) {
      if (attempt >= ATTEMPTS || !/Lighthouse failed/.test(String(error))) throw error;
      process.stderr.write(`  ${String(error)}; attempt ${attempt + 1} of ${ATTEMPTS}\n`);
    }
  }
}

function formatMetric(value: number, unit: string): string {
  return unit === "ms" ? round(value, 0) : round(value, 3);
}

function ratio(ours: number, baseline: number): string {
  if (baseline === 0) return ours === 0 ? "1.00" : "n/a";
  return round(ours / baseline, 2);
}

/** The --pages list, with "product" replaced by the first product's real address on `origin`. */
async function resolvePages(origin: string): Promise<string[]> {
  const list = (await (await fetch(`${origin}/api/products`)).json()) as {
    products: { id: number; slug: string }[];
  };
  const product = list.products[0];
  if (!product) throw new Error("the demo catalogue has no products");
  return options.pages
    .split(",")
    .map((page) => (page === "product" ? `/productos/${product.slug}?producto=${product.id}` : page));
}

async function hydration(): Promise<void> {
  printHeader("Time to hydration under Lighthouse's mobile throttling, applied for real", "bench:pages");
  const given = options.origins?.split(",").map((origin) => origin.replace(/\/$/, ""));
  if (!given) ensureBuild(options.build);
  const server = given ? undefined : await startProduction(BASE_PORT, { LOG_LEVEL: "warn" });
  try {
    const origins = given ?? [server!.url];
    await benchHydration(origins, await resolvePages(origins[0]!), RUNS);
  } finally {
    await server?.stop();
  }
}

async function main(): Promise<void> {
  printHeader("Page benchmark: Lighthouse 13, production build vs static baseline", "bench:pages");
  ensureBuild(options.build);
  const server = await startProduction(BASE_PORT, { LOG_LEVEL: "warn" });
  const snapshotDir = mkdtempSync(join(tmpdir(), "kordex-bench-baseline-"));
  let baseline: ChildServer | undefined;
  try {
    const pages = await resolvePages(server.url);

    const snapshot = await snapshotPages(server.url, pages, snapshotDir);
    baseline = await startServerScript("bench/lib/static-server.mjs", [
      snapshotDir,
      String(BASE_PORT === undefined ? 0 : BASE_PORT + 1),
    ]);
    const chromium = await launchChromium();
    const browserVersion = chromium.version;
    await chromium.close();

    say(
      `${pages.length} pages × ${PRESETS.join(" and ")} × ${RUNS} runs, each on our production server (${server.url}) and on the static baseline (${baseline.url}); medians of the runs.`,
    );
    say(
      `Chromium: ${browserVersion}. Baseline: ${snapshot.files} files, ${round(snapshot.bytes / 1024, 0)} KiB; HTML removed per page (scripts, modulepreload): ${pages.map((page) => `${page} ${round((snapshot.removedBytes.get(page) ?? 0) / 1024, 1)} KiB`).join(", ")}.`,
    );
    say();

    if (options.save) mkdirSync(options.save, { recursive: true });
    const runs = new Map<string, Run[]>();
    const keyOf = (preset: Preset, page: string, site: Site) => `${preset} ${page} ${site}`;
    const total = RUNS * PRESETS.length * pages.length * 2;
    let done = 0;
    for (let run = 1; run <= RUNS; run += 1) {
      for (const preset of PRESETS) {
        for (const page of pages) {
          for (const site of ["ours", "baseline"] as const) {
            const origin = site === "ours" ? server.url : baseline.url;
            const started = performance.now();
            const saveAs = options.save
              ? join(options.save, `${preset}-${site}-${page.replace(/[^a-z0-9]+/gi, "_")}-run${run}.json`)
              : undefined;
            const measured = await auditWithRetry(`${origin}${page}`, preset, saveAs);
            done += 1;
            process.stderr.write(
              `[${done}/${total}] run ${run} ${preset} ${site} ${page}: performance ${measured.scores.performance} (${round((performance.now() - started) / 1000)} s)\n`,
            );
            const key = keyOf(preset, page, site);
            runs.set(key, [...(runs.get(key) ?? []), measured]);
          }
        }
      }
    }

    const medianScore = (preset: Preset, page: string, site: Site, id: (typeof CATEGORIES)[number]) =>
      median(runs.get(keyOf(preset, page, site))!.map((run) => run.scores[id]));
    const medianMetric = (preset: Preset, page: string, site: Site, id: (typeof METRICS)[number]["id"]) =>
      median(runs.get(keyOf(preset, page, site))!.map((run) => run.metrics[id]));

    const checks: string[][] = [];
    for (const preset of PRESETS) {
      say(`## ${preset} (median of ${RUNS}; ours / baseline / ratio ours÷baseline)`);
      say();
      printTable(
        [
          "page",
          "perf ours",
          "perf base",
          "Δ",
          ...METRICS.map(
            (metric) => `${metric.label}${metric.unit ? ` ${metric.unit}` : ""} ours / base / ratio`,
          ),
          "a11y",
          "best pr.",
          "SEO",
        ],
        pages.map((page) => {
          const ours = medianScore(preset, page, "ours", "performance");
          const base = medianScore(preset, page, "baseline", "performance");
          return [
            page,
            round(ours, 0),
            round(base, 0),
            round(ours - base, 0),
            ...METRICS.map((metric) => {
              const a = medianMetric(preset, page, "ours", metric.id);
              const b = medianMetric(preset, page, "baseline", metric.id);
              return `${formatMetric(a, metric.unit)} / ${formatMetric(b, metric.unit)} / ${ratio(a, b)}`;
            }),
            ...CATEGORIES.filter((id) => id !== "performance").map((id) =>
              round(medianScore(preset, page, "ours", id), 0),
            ),
          ];
        }),
      );
      say();
      for (const page of pages) {
        const ours = medianScore(preset, page, "ours", "performance");
        const base = medianScore(preset, page, "baseline", "performance");
        if (preset === "mobile") {
          checks.push([
            `${page} mobile performance ≥ ${TARGETS.mobilePerformance} and ≥ baseline − ${TARGETS.mobileBehindBaseline}`,
            `${round(ours, 0)} (baseline ${round(base, 0)})`,
            verdict(ours >= TARGETS.mobilePerformance && ours >= base - TARGETS.mobileBehindBaseline),
          ]);
        } else {
          checks.push([
            `${page} desktop performance = ${TARGETS.desktopPerformance}`,
            `${round(ours, 0)} (baseline ${round(base, 0)})`,
            verdict(ours >= TARGETS.desktopPerformance),
          ]);
        }
        const others = CATEGORIES.filter((id) => id !== "performance").map(
          (id) => [id, medianScore(preset, page, "ours", id)] as const,
        );
        checks.push([
          `${page} ${preset} accessibility, best practices, SEO = ${TARGETS.otherCategories}`,
          others.map(([id, score]) => `${id} ${round(score, 0)}`).join(", "),
          verdict(others.every(([, score]) => score >= TARGETS.otherCategories)),
        ]);
        const warnings = new Set(runs.get(keyOf(preset, page, "ours"))!.flatMap((run) => run.warnings));
        if (warnings.size > 0) say(`${preset} ${page}: ${[...warnings].join("; ")}`);
      }
      say();
    }
    say("Targets:");
    printTable(["target", "measured (median)", "verdict"], checks);
  } finally {
    await baseline?.stop();
    await server.stop();
    rmSync(snapshotDir, { recursive: true, force: true });
  }
}

await (options.hydration ? hydration() : main());
