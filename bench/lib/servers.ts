// Servers the benchmarks start and stop themselves, all on loopback: the production build in a
// fresh data folder, and static or in-memory comparison servers.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { startServerProcess, type ServerProcess } from "../../tests/support/server-process";

const STOP_TIMEOUT_MS = 15_000;

/** Builds the production bundle when there is none (a fresh clone); `--build` forces a rebuild. */
export function ensureBuild(force = false): void {
  if (!force && existsSync("build/main.js") && existsSync("build/server/index.js")) return;
  process.stderr.write("Building the production bundle (npm run build)…\n");
  execFileSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
}

export interface ProductionServer {
  url: string;
  dataDir: string;
  process: ServerProcess;
  stop(): Promise<void>;
}

/**
 * The production server (build/main.js) on loopback with a fresh SQLite database (seeded with the
 * demo catalogue on start) and rate limits high enough not to limit the benchmark itself.
 */
export async function startProduction(
  port?: number,
  env: Record<string, string> = {},
): Promise<ProductionServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "kordex-bench-data-"));
  const server = await startServerProcess(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      RATE_LIMIT_PER_MINUTE: "1000000",
      RATE_LIMIT_PER_DAY: "1000000",
      ...env,
    },
    port,
  );
  return {
    url: server.url,
    dataDir,
    process: server,
    async stop() {
      await stopChild(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function stopChild(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill("SIGTERM");
  const timer = setTimeout(() => server.child.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await server.exited;
  clearTimeout(timer);
}

export interface ChildServer {
  url: string;
  stop(): Promise<void>;
}

/** Runs one of the bench's plain server scripts (bench/lib/*-server.mjs), which print their origin. */
export async function startServerScript(script: string, args: string[]): Promise<ChildServer> {
  const child = spawn(process.execPath, [script, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
  };
  try {
    const url = await new Promise<string>((done, fail) => {
      const timer = setTimeout(() => fail(new Error(`${script} did not start`)), 10_000);
      createInterface({ input: child.stdout }).once("line", (line) => {
        clearTimeout(timer);
        done(line.trim());
      });
      void exited.then(() => fail(new Error(`${script} exited`)));
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
