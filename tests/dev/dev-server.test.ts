// `npm run dev` (server/dev.ts): the home page and the API answer through Vite's server build on a
// throwaway embedded database, the browser's modules come from Vite, and SIGTERM stops every process
// it started. Runs once (not per engine): the dev loop always uses the embedded database.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { freePort } from "../setup/postgres";

const READY_TIMEOUT_MS = 90_000;

let child: ChildProcess;
let exited: Promise<number | null>;
let base: string;
let output = "";
const dataDir = mkdtempSync(join(tmpdir(), "kordex-dev-"));

/** Whether any process of the dev server's process group (npm, its shell, node) is still alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Its own process group, so the test can signal npm and everything under it at once.
  child = spawn("npm", ["run", "--silent", "dev"], {
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      LOG_LEVEL: "info",
    },
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((done) => child.once("exit", (code) => done(code)));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited early:\n${output}`);
    const status = await fetch(`${base}/`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`npm run dev did not answer / in time:\n${output}`);
    await new Promise((wait) => setTimeout(wait, 200));
  }
}, READY_TIMEOUT_MS + 10_000);

afterAll(() => {
  if (child?.pid && groupAlive(child.pid)) process.kill(-child.pid, "SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

test("the home page is rendered by the site app, with Vite's hot-reload runtime and no caching", async () => {
  const response = await fetch(`${base}/`);
  expect(response.status).toBe(200);
  expect(response.headers.get("Content-Type")).toMatch(/^text\/html/);
  // Development answers are always revalidated, and the policy lets Vite's client open its WebSocket.
  expect(response.headers.get("Cache-Control")).toBe("no-cache");
  expect(response.headers.get("Content-Security-Policy")).toContain(
    `connect-src 'self' ws://${new URL(base).host}`,
  );
  // No in-process page cache: a second request is rendered again (a cached page says X-Cache: HIT).
  expect((await fetch(`${base}/`)).headers.get("X-Cache")).toBeNull();
  const html = await response.text();
  expect(html).toMatch(/<h1[^>]*>Zunchos, envolvedoras y film stretch<\/h1>/);
  const hmrRuntime = /import "(\/@id\/[^"]*virtual:react-router\/inject-hmr-runtime)"/.exec(html)?.[1];
  expect(hmrRuntime).toBeDefined();
  // The browser's modules come from Vite, not from build/client.
  const runtime = await fetch(`${base}${hmrRuntime}`);
  expect(runtime.status).toBe(200);
  expect(runtime.headers.get("Content-Type")).toMatch(/javascript/);
});

test("the API answers the categories with their subcategories from the embedded database", async () => {
  const response = await fetch(`${base}/api/categories/subcategories`);
  expect(response.status).toBe(200);
  const categories = (await response.json()) as { name: string; other_Categories: { name: string }[] }[];
  const strapping = categories.find((category) => category.name === "ZUNCHOS");
  expect(strapping?.other_Categories.map((sub) => sub.name)).toContain("Zuncho de polipropileno (PP)");
  expect(output).toContain(`"engine":"sqlite","database":"sqlite:${dataDir}"`);
});

test("SIGTERM stops the dev server and every process it started", async () => {
  const pid = child.pid as number;
  process.kill(-pid, "SIGTERM");
  expect(await exited).toBe(0);
  await expect.poll(() => groupAlive(pid), { timeout: 10_000 }).toBe(false);
  expect(output).toContain("database closed");
});
