import { request as httpRequest } from "node:http";
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { LeadCreatedSchema } from "~/server/api/api-schema";
import { contactRequest, idempotencyKey, quoteRequest } from "../../factories";
import { startServerProcess } from "../../support/server-process";

const PAGES = ["/", "/productos", "/contacto", "/nosotros", "/api/products?categoryId=16"];
const LEADS_IN_BURST = 30;
const PAGES_IN_BURST = 20;
const WARM_CONNECTIONS = 20;

interface Outcome {
  kind: "lead" | "page";
  key?: string;
  status?: number;
  body?: unknown;
  error?: string;
}

/** One request over fetch's keep-alive pool; a refused or cut connection is an outcome, not a throw. */
async function attempt(
  url: string,
  init: RequestInit,
  kind: Outcome["kind"],
  key?: string,
): Promise<Outcome> {
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    return { kind, key, status: response.status, body: kind === "lead" ? JSON.parse(text) : undefined };
  } catch (error) {
    return { kind, key, error: String((error as { cause?: unknown }).cause ?? error) };
  }
}

/** A fresh TCP connection (no pool): resolves with the error code, or the status if it was answered. */
function freshConnection(url: string): Promise<string | number> {
  return new Promise((resolve) => {
    const req = httpRequest(`${url}/health`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    req.end();
  });
}

/** A lead POST whose body arrives in two parts, so it is in flight for as long as the test wants. */
function slowLeadPost(url: string, key: string) {
  const body = Buffer.from(JSON.stringify(contactRequest({ message: "Pedido enviado despacio" })));
  let status = 0;
  let text = "";
  let connection = "";
  const req = httpRequest(`${url}/api/pe/contacts`, {
    method: "POST",
    agent: false,
    headers: { "content-type": "application/json", "content-length": body.length, "idempotency-key": key },
  });
  const answered = new Promise<{ status: number; text: string; connection: string }>((resolve, reject) => {
    req.on("response", (res) => {
      status = res.statusCode ?? 0;
      connection = res.headers.connection ?? "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status, text, connection }));
    });
    req.on("error", reject);
  });
  req.write(body.subarray(0, 40));
  return { finish: () => req.end(body.subarray(40)), answered };
}

async function waitFor(condition: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((wait) => setTimeout(wait, 10));
  }
}

describe("graceful shutdown on SIGTERM", () => {
  it("refuses new connections, finishes every request in flight, stops the worker, closes the database, exits 0", async () => {
    const server = await startServerProcess({ LOG_LEVEL: "info", OUTBOX_WORKER: "true", SEED_DEMO: "false" });
    try {
      // Open a pool of keep-alive connections first, so most of the burst rides connections the
      // server has already accepted.
      const warm = await Promise.all(
        Array.from({ length: WARM_CONNECTIONS }, () => fetch(`${server.url}/health`)),
      );
      expect(warm.map((response) => response.status)).toEqual(Array(WARM_CONNECTIONS).fill(200));
      await Promise.all(warm.map((response) => response.text()));
      const slow = slowLeadPost(server.url, idempotencyKey());

      let settled = 0;
      const burst = Array.from({ length: LEADS_IN_BURST + PAGES_IN_BURST }, (_, index) => {
        // Interleaved: three leads, two pages, three leads…
        const isLead = index % 5 < 3;
        const key = idempotencyKey();
        const outcome = isLead
          ? attempt(
              `${server.url}/api/pe/invoices`,
              {
                method: "POST",
                headers: { "content-type": "application/json", "idempotency-key": key },
                body: JSON.stringify(quoteRequest({ message: `Ráfaga ${index}` })),
              },
              "lead",
              key,
            )
          : attempt(`${server.url}${PAGES[index % PAGES.length]}`, {}, "page");
        return outcome.finally(() => (settled += 1));
      });

      // SIGTERM while most of the burst is still being served (twice: the second must change nothing).
      await waitFor(() => settled >= 3, "the first answers of the burst");
      const settledAtSignal = settled;
      const signalledAt = Date.now();
      server.child.kill("SIGTERM");
      await waitFor(() => server.output().includes("shutting down"), "the shutdown log line");
      server.child.kill("SIGTERM");

      // The listening socket is closed while the process is still alive, finishing the slow request.
      // A connection that reached the kernel just before the close is reset, never served.
      expect(["ECONNREFUSED", "ECONNRESET"]).toContain(await freshConnection(server.url));
      expect(server.child.exitCode).toBeNull();
      slow.finish();
      const slowAnswer = await slow.answered;
      expect(slowAnswer.status).toBe(201);
      // Answers given while stopping tell the client not to reuse the connection.
      expect(slowAnswer.connection).toBe("close");

      const outcomes = await Promise.all(burst);
      const exit = await server.exited;
      const exitMs = Date.now() - signalledAt;
      expect(exit).toBe(0);
      expect(exitMs).toBeLessThan(10_000);

      const answered = outcomes.filter((outcome) => outcome.status !== undefined);
      expect(answered.filter((outcome) => outcome.status! >= 300)).toEqual([]);
      expect(answered.length).toBeGreaterThan(settledAtSignal);

      const receipts = [
        LeadCreatedSchema.parse(JSON.parse(slowAnswer.text)),
        ...answered
          .filter((outcome) => outcome.kind === "lead")
          .map((outcome) => LeadCreatedSchema.parse(outcome.body)),
      ];
      const stored = await getDb()
        .selectFrom("lead")
        .select(["id", "reference"])
        .where(
          "id",
          "in",
          receipts.map((receipt) => receipt.id),
        )
        .orderBy("id")
        .execute();
      expect(stored).toEqual([...receipts].sort((a, b) => a.id - b.id));

      const log = server.output();
      expect(log).toContain("already shutting down");
      expect(log).toContain("HTTP server closed");
      expect(log).toContain("e-mail outbox worker stopped");
      expect(log).toContain("database closed");
      expect(log).not.toContain("shutdown took too long");
      console.warn(
        `graceful shutdown: ${outcomes.length + 1} requests fired, SIGTERM after ${settledAtSignal} answers; ` +
          `${answered.length + 1} answered, all 2xx (${receipts.length} leads, all stored); ` +
          `${outcomes.length - answered.length} not answered (connection refused or closed after SIGTERM); exit 0 in ${exitMs} ms`,
      );
    } finally {
      await server.stop();
    }
  });
});
