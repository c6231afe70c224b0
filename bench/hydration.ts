// bench:pages --hydration (bench/pages.ts hands over to this file): time to hydration in Chromium
// under the network and CPU of Lighthouse's mobile preset, applied for real (not simulated) through
// the DevTools protocol: 1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip, CPU 4× slower. A fresh
// context per load (empty cache), 412 × 823 px as Lighthouse's Moto G Power. Per page: FCP, LCP and
// the User Timing mark app/entry.client.tsx sets when React commits the hydrated document
// (HYDRATED_MARK), and the script requests the page made before its first paint.
//   npm run bench:pages -- --hydration [--runs 5 --pages /,product --port 4440 --build]
//   npm run bench:pages -- --hydration --origins http://127.0.0.1:4660,http://127.0.0.1:4661
// --origins measures servers already running (their builds must set the mark), alternating between
// them page by page so that load on the machine affects each alike; the first is the reference.
import { type Browser, chromium, type Page } from "playwright";
import { HYDRATED_MARK } from "~/platform/lib/hydration-mark";
import { CHROMIUM_PATH } from "./lib/chromium";
import { printTable, say } from "./lib/report";
import { median, round } from "./lib/stats";

/** Lighthouse's mobile preset (simulated slow 4G and a mid-range phone), applied for real. */
export const MOBILE_THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

const HYDRATION_TIMEOUT_MS = 60_000;

export interface HydrationRun {
  fcp: number;
  lcp: number;
  hydrated: number;
  scripts: number;
  /** Script requests sent before the first paint, and how many of them at high priority. */
  scriptsBeforeFcp: number;
  highScriptsBeforeFcp: number;
}

interface Sent {
  url: string;
  type: string;
  priority: string;
  at: number;
}

/** Loads `url` once in a fresh context under MOBILE_THROTTLING and reads the paint and hydration times. */
export async function measureHydration(browser: Browser, url: string): Promise<HydrationRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const sent: Sent[] = [];
    cdp.on("Network.requestWillBeSent", (event) => {
      sent.push({
        url: event.request.url,
        type: event.type ?? "",
        priority: event.request.initialPriority,
        at: event.timestamp,
      });
    });
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: MOBILE_THROTTLING.latencyMs,
      downloadThroughput: MOBILE_THROTTLING.downloadBytesPerSecond,
      uploadThroughput: MOBILE_THROTTLING.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: MOBILE_THROTTLING.cpuSlowdown });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark, "mark").length > 0,
      HYDRATED_MARK,
      { timeout: HYDRATION_TIMEOUT_MS, polling: 100 },
    );
    const times = await readTimes(page);
    // Request timestamps are monotonic seconds; the navigation's own request is time 0 of the page.
    const start = sent.find((request) => request.type === "Document")?.at ?? sent[0]?.at ?? 0;
    const scripts = sent.filter((request) => request.type === "Script");
    const beforeFcp = scripts.filter((request) => (request.at - start) * 1000 < times.fcp);
    return {
      ...times,
      scripts: scripts.length,
      scriptsBeforeFcp: beforeFcp.length,
      highScriptsBeforeFcp: beforeFcp.filter((request) => /high/i.test(request.priority)).length,
    };
  } finally {
    await context.close();
  }
}

async function readTimes(page: Page): Promise<{ fcp: number; lcp: number; hydrated: number }> {
  return page.evaluate(async (mark) => {
    const lcp = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => {
        const entries = list.getEntries();
        resolve(entries[entries.length - 1]?.startTime ?? NaN);
      }).observe({ type: "largest-contentful-paint", buffered: true });
      setTimeout(() => resolve(NaN), 2000);
    });
    return {
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
      lcp,
      hydrated: performance.getEntriesByName(mark, "mark")[0]?.startTime ?? NaN,
    };
  }, HYDRATED_MARK);
}

export async function launchForHydration(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking"],
  });
}

/** Measures every page on every origin `runs` times (alternating origins) and prints medians. */
export async function benchHydration(origins: string[], pages: string[], runs: number): Promise<void> {
  const browser = await launchForHydration();
  const results = new Map<string, HydrationRun[]>();
  try {
    say(
      `Chromium ${browser.version()}, ${MOBILE_THROTTLING.downloadBytesPerSecond / 1024} KiB/s down, ${MOBILE_THROTTLING.latencyMs} ms latency, CPU ${MOBILE_THROTTLING.cpuSlowdown}× slower; ${runs} loads per page and origin, medians.`,
    );
    say();
    for (let run = 1; run <= runs; run += 1) {
      for (const page of pages) {
        for (const origin of origins) {
          const measured = await measureHydration(browser, `${origin}${page}`);
          process.stderr.write(
            `run ${run} ${origin}${page}: FCP ${round(measured.fcp, 0)} LCP ${round(measured.lcp, 0)} hydrated ${round(measured.hydrated, 0)} ms\n`,
          );
          const key = `${origin} ${page}`;
          results.set(key, [...(results.get(key) ?? []), measured]);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const [reference] = origins;
  const cell = (key: string, pick: (run: HydrationRun) => number, digits = 0) =>
    round(median(results.get(key)!.map(pick)), digits);
  printTable(
    [
      "page",
      "origin",
      "FCP ms",
      "LCP ms",
      "hydrated ms",
      "hydrated ÷ first origin",
      "scripts",
      "scripts before FCP (high priority)",
    ],
    pages.flatMap((page) =>
      origins.map((origin) => {
        const key = `${origin} ${page}`;
        const hydrated = median(results.get(key)!.map((run) => run.hydrated));
        const first = median(results.get(`${reference} ${page}`)!.map((run) => run.hydrated));
        return [
          page,
          origin,
          cell(key, (run) => run.fcp),
          cell(key, (run) => run.lcp),
          round(hydrated, 0),
          round(hydrated / first, 2),
          cell(key, (run) => run.scripts),
          `${cell(key, (run) => run.scriptsBeforeFcp)} (${cell(key, (run) => run.highScriptsBeforeFcp)})`,
        ];
      }),
    ),
  );
}
