// bench:server: autocannon against the production server on loopback, beside a bare node:http server
// that answers the same product page HTML from memory. Requests per second and p50/p99 latency for
// a product page (repeated URL, and a unique URL per request so no page cache can answer), /productos,
// GET /api/products and POST /api/pe/invoices (valid quotations, unique idempotency keys, then the
// stored leads are counted in the server's SQLite file).
//   npm run bench:server [-- --duration 20 --warmup 5 --connections 50 --port 4440 --build]
import { setTimeout as sleep } from "node:timers/promises";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Options, type Result } from "autocannon";
import SQLite from "better-sqlite3";
import { printHeader, printTable, say, verdict } from "./lib/report";
import { round } from "./lib/stats";
import { idempotencyKey, quoteRequest } from "../tests/factories";
import {
  type ChildServer,
  ensureBuild,
  startProduction,
  startServerScript,
  type ProductionServer,
} from "./lib/servers";

const { values: options } = parseArgs({
  options: {
    duration: { type: "string", default: "20" },
    warmup: { type: "string", default: "5" },
    connections: { type: "string", default: "50" },
    port: { type: "string" },
    build: { type: "boolean", default: false },
    /** Only the bare server and the uncached renders (the quick check while working on render cost). */
    "renders-only": { type: "boolean", default: false },
  },
});
const DURATION_S = Number(options.duration);
const WARMUP_S = Number(options.warmup);
const CONNECTIONS = Number(options.connections);
const BASE_PORT = options.port ? Number(options.port) : undefined;

const TARGETS = { cachedPage: 0.5, uncachedRender: 0.05, leadsPerSecond: 300 };

interface Scenario {
  key:
    | "bare"
    | "product-cached"
    | "product-uncached"
    | "home-uncached"
    | "catalogue-uncached"
    | "content-uncached"
    | "catalogue"
    | "api-products"
    | "lead";
  label: string;
  /** The path every request asks for (autocannon takes the path from the URL, not from an option). */
  path?: string;
  options: Omit<Options, "url" | "connections" | "duration">;
}

interface Measured {
  scenario: Scenario;
  result: Result;
  xCache: Map<string, number>;
}

/** Runs autocannon once, counting the X-Cache answers (HIT, MISS or none) as they arrive. */
async function load(url: string, scenario: Scenario, duration: number): Promise<Measured> {
  const xCache = new Map<string, number>();
  const result = await autocannon({
    url: url + (scenario.path ?? ""),
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    ...scenario.options,
    setupClient: (client) => {
      client.on("headers", ({ headers }: { headers: string[] }) => {
        let value = "none";
        for (let index = 0; index < headers.length; index += 2) {
          if (headers[index]!.toLowerCase() === "x-cache") value = headers[index + 1]!.toUpperCase();
        }
        xCache.set(value, (xCache.get(value) ?? 0) + 1);
      });
    },
  });
  return { scenario, result, xCache };
}

async function startBare(html: string, port?: number): Promise<ChildServer> {
  const dir = mkdtempSync(join(tmpdir(), "kordex-bench-bare-"));
  const file = join(dir, "page.html");
  writeFileSync(file, html);
  try {
    const server = await startServerScript("bench/lib/bare-server.mjs", [file, String(port ?? 0)]);
    return {
      url: server.url,
      async stop() {
        await server.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}

function leadCount(server: ProductionServer): number {
  const db = new SQLite(join(server.dataDir, "kordex.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return Number((db.prepare("select count(*) as n from lead").get() as { n: number }).n);
  } finally {
    db.close();
  }
}

/** The lead count once requests still in flight when a run's clock stopped have landed. */
async function settledLeadCount(server: ProductionServer): Promise<number> {
  let count = leadCount(server);
  for (let attempt = 0; attempt < 40; attempt += 1) {
    await sleep(500);
    const now = leadCount(server);
    if (now === count) return now;
    count = now;
  }
  return count;
}

function xCacheLabel(xCache: Map<string, number>): string {
  return [...xCache.entries()].map(([value, count]) => `${value} ${count}`).join(", ");
}

async function main(): Promise<void> {
  printHeader("Server benchmark: autocannon on loopback", "bench:server");
  ensureBuild(options.build);
  const server = await startProduction(BASE_PORT, { LOG_LEVEL: "warn" });
  let bare: ChildServer | undefined;
  // The page cache answers under the canonical address (unknown query parameters dropped), so the
  // uncached rows go to a second production server with the page cache off.
  let renderer: ProductionServer | undefined;
  try {
    const list = (await (await fetch(`${server.url}/api/products`)).json()) as {
      products: { id: number; slug: string }[];
    };
    const [first, second] = list.products;
    if (!first || !second) throw new Error("the demo catalogue has no products");
    const productPath = `/productos/${first.slug}?producto=${first.id}`;
    const productPage = await fetch(`${server.url}${productPath}`);
    if (!productPage.ok) throw new Error(`${productPath} answered ${productPage.status}`);
    const html = await productPage.text();
    bare = await startBare(html, BASE_PORT === undefined ? undefined : BASE_PORT + 1);
    renderer = await startProduction(BASE_PORT === undefined ? undefined : BASE_PORT + 2, {
      LOG_LEVEL: "warn",
      PAGE_CACHE_MAX_ENTRIES: "0",
    });

    let unique = 0;
    /** A unique query string per request on `path`: always a server render, never a cache answer. */
    const uncached = (key: Scenario["key"], label: string, path: string): Scenario => ({
      key,
      label,
      options: {
        requests: [
          {
            method: "GET",
            setupRequest: (request) => ({
              ...request,
              path: `${path}${path.includes("?") ? "&" : "?"}bench=${(unique += 1)}`,
            }),
          },
        ],
      },
    });
    const body = JSON.stringify(
      quoteRequest({
        invoiceDetails: [
          { productId: first.id, quantity: 10, name: "Producto uno" },
          { productId: second.id, quantity: 25, name: "Producto dos" },
        ],
      }),
    );
    const scenarios: Scenario[] = [
      { key: "bare", label: "bare node:http, product page HTML from memory", path: "/", options: {} },
      {
        key: "product-cached",
        label: `product page, one URL repeated (cacheable) \`${productPath}\``,
        path: productPath,
        options: {},
      },
      uncached(
        "product-uncached",
        "product page, unique query string per request (uncached server render)",
        productPath,
      ),
      uncached("home-uncached", "home page `/`, unique query string (uncached server render)", "/"),
      uncached(
        "catalogue-uncached",
        "catalogue `/productos`, unique query string (uncached server render)",
        "/productos",
      ),
      uncached(
        "content-uncached",
        "content page `/zunchos-herramientas`, unique query string (uncached server render)",
        "/zunchos-herramientas",
      ),
      { key: "catalogue", label: "`/productos` (cacheable)", path: "/productos", options: {} },
      { key: "api-products", label: "`GET /api/products`", path: "/api/products", options: {} },
      {
        key: "lead",
        label: "`POST /api/pe/invoices`, valid quotation, unique Idempotency-Key",
        options: {
          requests: [
            {
              method: "POST",
              path: "/api/pe/invoices",
              body,
              headers: { "content-type": "application/json" },
              setupRequest: (request) => ({
                ...request,
                headers: { ...request.headers, "idempotency-key": idempotencyKey() },
              }),
            },
          ],
        },
      },
    ];

    if (options["renders-only"]) {
      const keep = new Set<Scenario["key"]>([
        "bare",
        "product-uncached",
        "home-uncached",
        "catalogue-uncached",
        "content-uncached",
      ]);
      scenarios.splice(0, scenarios.length, ...scenarios.filter((scenario) => keep.has(scenario.key)));
    }
    say(
      `${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s measured per row; production server ${server.url}, the same with the page cache off for uncached renders ${renderer.url} (SQLite, fresh DATA_DIR, demo catalogue, outbox worker on), bare server ${bare.url}.`,
    );
    say();
    const measured: Measured[] = [];
    let leadsBefore = 0;
    for (const scenario of scenarios) {
      const url =
        scenario.key === "bare" ? bare.url : scenario.key.endsWith("-uncached") ? renderer.url : server.url;
      process.stderr.write(`… ${scenario.label}\n`);
      if (WARMUP_S > 0) await load(url, scenario, WARMUP_S);
      if (scenario.key === "lead") leadsBefore = await settledLeadCount(server);
      measured.push(await load(url, scenario, DURATION_S));
    }
    const leadsStored = options["renders-only"] ? 0 : (await settledLeadCount(server)) - leadsBefore;

    const bareRps = measured[0]!.result.requests.average;
    printTable(
      ["request", "req/s", "× bare", "p50 ms", "p99 ms", "2xx", "non-2xx", "errors", "X-Cache answers"],
      measured.map(({ scenario, result, xCache }) => [
        scenario.label,
        round(result.requests.average, 0),
        round(result.requests.average / bareRps, 3),
        String(result.latency.p50),
        String(result.latency.p99),
        String(result["2xx"]),
        String(result.non2xx),
        String(result.errors + result.timeouts),
        xCacheLabel(xCache),
      ]),
    );

    const byKey = (key: Scenario["key"]) => measured.find((entry) => entry.scenario.key === key)!;
    const ratio = (key: Scenario["key"]) => byKey(key).result.requests.average / bareRps;
    const cacheHits = (key: Scenario["key"]) => byKey(key).xCache.get("HIT") ?? 0;
    if (options["renders-only"]) return;
    const lead = byKey("lead").result;
    say();
    say("Targets:");
    printTable(
      ["target", "measured", "verdict"],
      [
        ...(["product-cached", "catalogue"] as const).map((key) => [
          `${byKey(key).scenario.label}: ≥ ${TARGETS.cachedPage} × bare`,
          `${round(ratio(key), 3)} × bare (${cacheHits(key) > 0 ? `X-Cache HIT ${cacheHits(key)}` : "no X-Cache: HIT, so no page cache answered"})`,
          verdict(ratio(key) >= TARGETS.cachedPage),
        ]),
        [
          `uncached server render of a product page: ≥ ${TARGETS.uncachedRender} × bare`,
          `${round(ratio("product-uncached"), 3)} × bare`,
          verdict(ratio("product-uncached") >= TARGETS.uncachedRender),
        ],
        [
          `lead POST: ≥ ${TARGETS.leadsPerSecond} req/s, zero errors, every lead stored`,
          `${round(lead.requests.average, 0)} req/s, ${lead.non2xx} non-2xx, ${lead.errors + lead.timeouts} errors, ${leadsStored} leads stored for ${lead["2xx"]} answered 201 (requests cut off by the clock may be stored unanswered)`,
          verdict(
            lead.requests.average >= TARGETS.leadsPerSecond &&
              lead.non2xx === 0 &&
              lead.errors + lead.timeouts === 0 &&
              leadsStored >= lead["2xx"] &&
              leadsStored <= lead["2xx"] + lead.errors + lead.timeouts + CONNECTIONS,
          ),
        ],
      ],
    );
  } finally {
    await bare?.stop();
    await renderer?.stop();
    await server.stop();
  }
}

await main();
