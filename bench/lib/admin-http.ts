// The back office through its real HTTP path, for bench:admin: the production server (build/main.js)
// on an already seeded database, a staff account with a real argon2id hash, then
//   - sign-in: POST /login one after another (argon2 verification, session row, audit row), p50/p95;
//   - the CSV export of every lead (GET /admin/solicitudes/exportar?spam=incluir), read as a stream,
//     with the server process's resident memory (VmRSS) sampled every 10 ms: its growth over the
//     idle server's is what a large export costs the server.
// The server runs with the node flags of `npm run serve` (package.json), as in production: its
// heap limit decides how long V8 lets garbage pile up before it collects (decision 038).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { percentile } from "./stats";

export interface AdminHttpFigures {
  signIns: number;
  signInP50Ms: number;
  signInP95Ms: number;
  exportSeconds: number;
  exportBytes: number;
  exportRows: number;
  serverRssIdleMb: number;
  serverRssPeakMb: number;
  serverRssGrowthMb: number;
}

/** The node options of `npm run serve` (e.g. --max-old-space-size=1024), read from package.json. */
export function serveNodeFlags(): string[] {
  const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
    .scripts;
  return [...(scripts.serve ?? "").matchAll(/(?:^|\s)(--[a-z-]+=\S+)/g)].map((match) => match[1]!);
}

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

const rssMb = (pid: number) => {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return match ? Number(match[1]) / 1024 : Number.NaN;
};

export async function measureAdminHttp({
  env,
  email,
  password,
  signIns = 100,
}: {
  /** DATA_DIR or DATABASE_URL of the seeded database. */
  env: Record<string, string>;
  email: string;
  password: string;
  signIns?: number;
}): Promise<AdminHttpFigures> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serveNodeFlags(), resolve("build/main.js")], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      OUTBOX_WORKER: "false",
      DAILY_DIGEST: "false",
      SIGN_IN_MAX_FAILURES_PER_ADDRESS: "10000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let tries = 0; ; tries += 1) {
      if (tries > 300) throw new Error("the server did not start");
      try {
        if ((await fetch(`${base}/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((wait) => setTimeout(wait, 100));
    }
    const signIn = async () => {
      const started = performance.now();
      const response = await fetch(`${base}/login`, {
        method: "POST",
        body: new URLSearchParams({ email, password }),
        redirect: "manual",
      });
      const ms = performance.now() - started;
      if (response.status !== 302) throw new Error(`sign-in answered ${response.status}`);
      return { ms, cookie: (response.headers.get("set-cookie") ?? "").split(";")[0]! };
    };
    for (let i = 0; i < 5; i += 1) await signIn(); // warm-up: JIT, argon2's thread pool
    const times: number[] = [];
    let cookie = "";
    for (let i = 0; i < signIns; i += 1) {
      const result = await signIn();
      times.push(result.ms);
      cookie = result.cookie;
    }

    const idle = rssMb(child.pid!);
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(child.pid!));
    }, 10);
    const started = performance.now();
    const response = await fetch(`${base}/admin/solicitudes/exportar?spam=incluir`, { headers: { cookie } });
    if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
    let bytes = 0;
    let rows = 0;
    const reader = response.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      bytes += read.value.byteLength;
      for (const byte of read.value) if (byte === 0x0a) rows += 1;
    }
    const exportSeconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(child.pid!));
    return {
      signIns,
      signInP50Ms: percentile(times, 50),
      signInP95Ms: percentile(times, 95),
      exportSeconds,
      exportBytes: bytes,
      // Lines end in CRLF; the header is one of them. (A message with a line break inside quotes adds lines too.)
      exportRows: rows - 1,
      serverRssIdleMb: idle,
      serverRssPeakMb: peak,
      serverRssGrowthMb: peak - idle,
    };
  } finally {
    child.kill("SIGTERM");
    await new Promise((done) => child.once("exit", done));
  }
}
