// The system Chromium for Lighthouse: headless, a throwaway profile, DevTools on a free port.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

const START_TIMEOUT_MS = 20_000;
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The flags of the project's notes, plus the quiet-profile ones chrome-launcher also sets. */
const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-default-browser-check",
  "--disable-extensions",
  "--disable-default-apps",
  "--mute-audio",
  "--disable-background-timer-throttling",
  "--disable-backgrounding-occluded-windows",
  "--disable-renderer-backgrounding",
];

export interface Chromium {
  port: number;
  version: string;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), "kordex-bench-chromium-"));
  const child = spawn(
    CHROMIUM_PATH,
    [...FLAGS, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "about:blank"],
    // Its own process group, so that closing it ends the renderer and helper processes too.
    { stdio: "ignore", detached: true },
  );
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  const close = async () => {
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    if (child.exitCode === null && child.signalCode === null) {
      signalGroup("SIGTERM");
      const timer = setTimeout(() => signalGroup("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    }
    signalGroup("SIGKILL");
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    } catch (error) {
      process.stderr.write(`could not remove ${profile}: ${String(error)}\n`);
    }
  };
  const portFile = join(profile, "DevToolsActivePort");
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline && child.exitCode === null) {
    if (existsSync(portFile)) {
      const port = Number(readFileSync(portFile, "utf8").split("\n")[0]);
      if (port > 0) {
        try {
          const info = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
            Browser: string;
          };
          return { port, version: info.Browser, close };
        } catch {
          // DevTools not answering yet
        }
      }
    }
    await sleep(100);
  }
  await close();
  throw new Error(`Chromium (${CHROMIUM_PATH}) did not start; set CHROME_PATH to its binary`);
}
