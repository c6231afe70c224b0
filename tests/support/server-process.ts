// Starts the production server (build/main.js) as a child process, for tests that kill and restart it.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { freePort } from "../setup/postgres";

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code or signal. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** SIGTERM, then SIGKILL if it has not exited after `graceMs`; resolves with the exit code or signal. */
  stop(graceMs?: number): Promise<number | NodeJS.Signals | null>;
}

/**
 * Every spawned server gets limits no test traffic reaches; a test about rate limiting sets its own.
 * Each test's `env` overrides these.
 */
const TEST_ENV = {
  NODE_ENV: "production",
  HOST: "127.0.0.1",
  LOG_LEVEL: "warn",
  RATE_LIMIT_PER_MINUTE: "1000000",
  RATE_LIMIT_PER_DAY: "1000000",
  // No daily digest among the e-mails a test counts.
  DAILY_DIGEST: "false",
};

const MAIN = resolve("build/main.js");
/**
 * Where test servers start unless a test names a folder: not the project root, so a developer's
 * `.env` there (read at start, server/load-env-file.ts) never reaches them. No BUILD_DIR is set either:
 * build/main.js finds its own build from any working directory (every test here proves it).
 */
const SERVER_CWD = join(tmpdir(), "kordex-test-server");

export async function startServerProcess(
  env: Record<string, string | undefined> = {},
  port?: number,
  readyTimeoutMs = 30_000,
  /** The working directory of the server, where it looks for a `.env` file. */
  cwd?: string,
): Promise<ServerProcess> {
  if (!existsSync(MAIN)) throw new Error("build/main.js is missing: run `npm run build` before these tests");
  const chosenPort = port ?? (await freePort());
  mkdirSync(SERVER_CWD, { recursive: true });
  let output = "";
  const child = spawn(process.execPath, [MAIN], {
    cwd: cwd ?? SERVER_CWD,
    env: { ...process.env, ...TEST_ENV, PORT: String(chosenPort), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | NodeJS.Signals | null>((done) =>
    child.once("exit", (code, signal) => done(signal ?? code)),
  );
  const url = `http://127.0.0.1:${chosenPort}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early:\n${output}`);
    try {
      const health = await fetch(`${url}/health`);
      if (health.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  const stop = async (graceMs = 15_000) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    }
    return exited;
  };
  return { url, child, output: () => output, exited, stop };
}

/** Starts build/main.js and waits for it to exit by itself (a start-up that must fail); kills it after `timeoutMs`. */
export async function runServerUntilExit(
  env: Record<string, string | undefined>,
  timeoutMs = 20_000,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  if (!existsSync(MAIN)) throw new Error("build/main.js is missing: run `npm run build` before these tests");
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, ...TEST_ENV, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await new Promise<number | null>((done) => child.once("close", (exitCode) => done(exitCode)));
  clearTimeout(timer);
  return { code, stdout, stderr };
}
