// Slow and greedy clients against the production server (build/main.js): headers or a body sent a
// byte at a time are cut off after HTTP_HEADERS_TIMEOUT_MS / HTTP_REQUEST_TIMEOUT_MS (short here,
// so the test takes seconds), and one address cannot hold more than MAX_CONNECTIONS_PER_IP
// connections. Run `npm run build` first.
import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const HEADERS_TIMEOUT_MS = 1000;
const REQUEST_TIMEOUT_MS = 2000;
const CAP = 4;
const BUSY_503 = "El servidor recibe demasiadas conexiones desde su dirección";

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({
    OUTBOX_WORKER: "false",
    SEED_DEMO: "false",
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    MAX_CONNECTIONS_PER_IP: String(CAP),
  });
});

afterAll(async () => {
  await server.stop();
});

interface Trickle {
  /** Resolves when the server closes the connection: what it sent, and after how long. */
  closed: Promise<{ text: string; ms: number }>;
}

/** Opens a connection from `from` and sends `head`, then one byte of `tail` every `everyMs`. */
function trickle(head: string, tail: string, everyMs: number, from = "127.0.0.1"): Trickle {
  const { hostname, port } = new URL(server.url);
  const socket = connect({ host: hostname, port: Number(port), localAddress: from });
  const started = Date.now();
  let text = "";
  let sent = 0;
  socket.on("connect", () => socket.write(head));
  const timer = setInterval(() => {
    if (sent < tail.length && socket.writable) socket.write(tail[sent++]!);
  }, everyMs);
  socket.on("data", (chunk: Buffer) => (text += chunk.toString()));
  socket.on("error", () => undefined);
  const closed = new Promise<{ text: string; ms: number }>((resolve) =>
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ text, ms: Date.now() - started });
    }),
  );
  // Never waits long: a server without timeouts would hold the connection for minutes.
  setTimeout(() => socket.destroy(), 15_000).unref();
  return { closed };
}

/** A keep-alive connection from `from` that asks for /health once: the answer's status line and body. */
function openConnection(from: string): Promise<{ socket: Socket; answer: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port), localAddress: from }, () =>
      socket.write(`GET /health HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`),
    );
    let answer = "";
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString();
      const end = answer.indexOf("\r\n\r\n");
      const length = /content-length: (\d+)/i.exec(answer);
      if (end >= 0 && length && Buffer.byteLength(answer.slice(end + 4)) >= Number(length[1])) {
        resolve({ socket, answer });
      }
    });
    socket.on("close", () => resolve({ socket, answer }));
    socket.on("error", reject);
  });
}

describe("slow clients", () => {
  it("closes a connection whose headers arrive a byte at a time once the headers timeout has passed", async () => {
    const { closed } = trickle(
      "GET /contacto HTTP/1.1\r\n",
      "Host: localhost\r\nAccept: text/html\r\n\r\n",
      300,
    );
    const { text, ms } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS);
    expect(ms).toBeLessThan(HEADERS_TIMEOUT_MS + 2500);
  });

  it("closes a form post whose body arrives a byte at a time once the request timeout has passed", async () => {
    const body = "name=Rosa&email=rosa%40cliente.example&message=hola".padEnd(100, "x");
    const { closed } = trickle(
      "POST /contacto HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
        `Content-Length: ${body.length}\r\n\r\n`,
      body,
      300,
    );
    const { ms } = await closed;
    expect(ms).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS);
    expect(ms).toBeLessThan(REQUEST_TIMEOUT_MS + 2500);
    // The server is still fine.
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });
});

describe("connections per client address", () => {
  it("answers 503 in Spanish to connections beyond MAX_CONNECTIONS_PER_IP from one address, and not to others", async () => {
    const greedy = "127.0.0.9";
    const open = await Promise.all(Array.from({ length: CAP }, () => openConnection(greedy)));
    try {
      for (const { answer } of open) expect(answer).toMatch(/^HTTP\/1\.1 200/);
      const refused = await openConnection(greedy);
      expect(refused.answer).toMatch(/^HTTP\/1\.1 503/);
      expect(refused.answer).toContain(BUSY_503);
      refused.socket.destroy();
      // Another address is not affected.
      const other = await openConnection("127.0.0.10");
      expect(other.answer).toMatch(/^HTTP\/1\.1 200/);
      other.socket.destroy();
      // Once one of its connections closes, the address may open another.
      const first = open.shift()!;
      await new Promise<void>((done) => {
        first.socket.once("close", () => done());
        first.socket.destroy();
      });
      await new Promise((wait) => setTimeout(wait, 100));
      const again = await openConnection(greedy);
      expect(again.answer).toMatch(/^HTTP\/1\.1 200/);
      again.socket.destroy();
    } finally {
      for (const { socket } of open) socket.destroy();
    }
  });
});
