// Huge form posts against the production server (build/main.js): a 1 GB post and ten concurrent
// 100 MB posts are answered 413 within a second while the server's memory (VmRSS) barely moves, it
// spends almost no CPU on them and /health stays fast. The bodies are streamed from a generator that
// yields one reused 64 KB buffer, so the test itself allocates almost nothing. Run `npm run build` first.
// /health is judged by its median: on a shared machine the slowest of ~100 probes measures the
// machine's scheduling more than the server; the server's own CPU time is the load-independent figure.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const MB = 1024 * 1024;
const GB = 1024 * MB;
const ANSWER_WITHIN_MS = 1000;
const MAX_RSS_RISE_MB = 20;
const MAX_HEALTH_MS = 50;
const MAX_SERVER_CPU_MS = 250;
const CHUNK = Buffer.alloc(64 * 1024, "a");

/** The body of a huge form, one reused chunk at a time. */
function* hugeBody(totalBytes: number) {
  for (let sent = 0; sent < totalBytes; sent += CHUNK.length) {
    yield totalBytes - sent >= CHUNK.length ? CHUNK : CHUNK.subarray(0, totalBytes - sent);
  }
}

/** CPU time (user + system) the process has used, in milliseconds (clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  return Number(match?.[1] ?? 0) / 1024;
}

interface Outcome {
  status: number | string;
  ms: number;
  text: string;
}

/** The bytes of one body chunk as sent on the wire: as is, or framed for chunked transfer encoding. */
const WIRE_CHUNK = {
  "content-length": CHUNK,
  chunked: Buffer.concat([Buffer.from(`${CHUNK.length.toString(16)}\r\n`), CHUNK, Buffer.from("\r\n")]),
};

/**
 * Streams a huge form post over a raw socket and stops writing as soon as the server answers (or
 * after a second without an answer, so the test never pushes a whole gigabyte into a server that
 * does not refuse it). A raw socket, because Node's HTTP client drops an answer that arrives while
 * its request is still being written once the server closes the connection.
 */
function hugePost(url: string, totalBytes: number, framing: "content-length" | "chunked"): Promise<Outcome> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const started = Date.now();
    let received = "";
    let settled = false;
    const settle = (fallback: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      socket.destroy();
      const end = received.indexOf("\r\n\r\n");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      resolve({
        status: status ? Number(status) : fallback,
        text: end >= 0 ? received.slice(end + 4) : "",
        ms: Date.now() - started,
      });
    };
    const deadline = setTimeout(() => settle("no answer"), ANSWER_WITHIN_MS);
    const socket = connect(Number(port), hostname);
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString();
      const end = received.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(received.slice(0, Math.max(end, 0)));
      if (end >= 0 && length && Buffer.byteLength(received.slice(end + 4)) >= Number(length[1])) settle("");
    });
    socket.on("error", (error: NodeJS.ErrnoException) => settle(error.code ?? error.message));
    socket.on("close", () => settle("closed"));
    socket.write(
      `POST /contacto HTTP/1.1\r\nHost: ${hostname}\r\n` +
        "Content-Type: multipart/form-data; boundary=----kordex\r\n" +
        (framing === "content-length"
          ? `Content-Length: ${totalBytes}\r\n`
          : "Transfer-Encoding: chunked\r\n") +
        "\r\n",
    );
    const chunks = hugeBody(totalBytes);
    // Writes until the socket's buffer is full, and yields every 16 chunks (1 MB) even when it is
    // not (a server reading fast would otherwise keep this loop from ever seeing its answer).
    const pump = () => {
      let written = 0;
      for (let next = chunks.next(); !next.done; next = chunks.next()) {
        if (settled || received) return;
        const wire = next.value.length === CHUNK.length ? WIRE_CHUNK[framing] : next.value;
        if (!socket.write(wire)) {
          socket.once("drain", pump);
          return;
        }
        if (++written === 16) {
          setImmediate(pump);
          return;
        }
      }
    };
    pump();
  });
}

/**
 * Probes /health from a separate process (this one is busy pushing the huge bodies, and its own
 * event-loop lag would be counted as the server's), one request every 5 ms until stopped: when
 * each started (epoch ms) and how long it took.
 */
const HEALTH_PROBE = `
  const latencies = [];
  let running = true;
  process.stdin.on("end", () => (running = false)).resume();
  while (running) {
    const at = Date.now();
    const started = performance.now();
    await (await fetch(process.argv[1] + "/health")).text();
    latencies.push([at, performance.now() - started]);
    await new Promise((wait) => setTimeout(wait, 5));
  }
  process.stdout.write(JSON.stringify(latencies));
`;

/** The probes that overlapped [from, to] (all of them without bounds): their latencies sorted, and the median. */
function healthDuring(samples: [number, number][], from = 0, to = Infinity) {
  const healthMs = samples
    .filter(([at, ms]) => at + ms >= from && at <= to)
    .map(([, ms]) => ms)
    .sort((a, b) => a - b);
  return { healthMs, medianHealthMs: healthMs[Math.floor(healthMs.length / 2)] ?? Infinity };
}

function probeHealth(url: string) {
  const child = spawn(process.execPath, ["--input-type=module", "-e", HEALTH_PROBE, url], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((done) => child.once("exit", done));
  return async () => {
    child.stdin.end();
    await exited;
    return JSON.parse(output) as [number, number][];
  };
}

/** Samples the server's RSS every 10 ms until stopped: the highest. */
function sampleRss(pid: number) {
  let peakRssMb = rssMb(pid);
  const sampler = setInterval(() => (peakRssMb = Math.max(peakRssMb, rssMb(pid))), 10);
  return () => {
    clearInterval(sampler);
    return Math.max(peakRssMb, rssMb(pid));
  };
}

describe("huge form posts", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false" });
    // Warm up: the page and its form action are loaded, so later growth is the posts' doing.
    for (let round = 0; round < 5; round += 1) {
      await (await fetch(`${server.url}/contacto`)).text();
      await (await fetch(`${server.url}/health`)).text();
    }
  });
  afterAll(async () => {
    await server.stop();
  });

  it("answers a 1 GB post and ten concurrent 100 MB posts with 413 in under a second, with flat memory, little CPU and a fast /health", async () => {
    const pid = server.child.pid!;
    const idle = probeHealth(server.url);
    await new Promise((wait) => setTimeout(wait, 500));
    const { medianHealthMs: idleHealthMs } = healthDuring(await idle());
    const health = probeHealth(server.url);
    // The probe is running (its first answers are in) before the attack starts.
    await new Promise((wait) => setTimeout(wait, 300));
    const attackStart = Date.now();
    const beforeMb = rssMb(pid);
    const cpuBeforeMs = cpuMs(pid);
    const peakRss = sampleRss(pid);
    const single = [
      await hugePost(server.url, GB, "content-length"),
      await hugePost(server.url, GB, "chunked"),
    ];
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        hugePost(server.url, 100 * MB, index % 2 === 0 ? "chunked" : "content-length"),
      ),
    );
    const attackEnd = Date.now();
    const peakRssMb = peakRss();
    const serverCpuMs = cpuMs(pid) - cpuBeforeMs;
    const { healthMs, medianHealthMs } = healthDuring(await health(), attackStart, attackEnd);
    await new Promise((wait) => setTimeout(wait, 500));
    const afterMb = rssMb(pid);
    const outcomes = [...single, ...concurrent];
    console.warn(
      `huge posts: RSS before ${beforeMb.toFixed(1)} MB, peak ${peakRssMb.toFixed(1)} MB ` +
        `(+${(peakRssMb - beforeMb).toFixed(1)}), after ${afterMb.toFixed(1)} MB; ` +
        `answers ${outcomes.map((outcome) => `${outcome.status} in ${outcome.ms} ms`).join(", ")}; ` +
        `server CPU ${serverCpuMs} ms (with the /health probes) over ${attackEnd - attackStart} ms; ` +
        `/health idle median ${idleHealthMs.toFixed(1)} ms; during × ${healthMs.length}: median ${medianHealthMs.toFixed(1)} ms, slowest ${healthMs.at(-1)?.toFixed(1)} ms`,
    );
    for (const outcome of outcomes) {
      expect(outcome.status).toBe(413);
      expect(outcome.text).toContain("El formulario enviado es demasiado grande (máximo 64 KB).");
      expect(outcome.ms).toBeLessThan(ANSWER_WITHIN_MS);
    }
    expect(peakRssMb - beforeMb).toBeLessThanOrEqual(MAX_RSS_RISE_MB);
    expect(serverCpuMs).toBeLessThan(MAX_SERVER_CPU_MS);
    expect(medianHealthMs).toBeLessThan(MAX_HEALTH_MS);
  });
});
