// Methods and body sizes on the production server (build/main.js): pages take GET, HEAD and (where
// they have a form) POST and nothing else; the rate limit counts every method that could submit a
// lead; page bodies are cut off at 64 KB before they are read, and a client over its limit is
// refused before its body is read. Run `npm run build` first.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { VALID_RUCS } from "../../factories";
import { type ServerProcess, startServerProcess } from "../../support/server-process";
import { raw } from "../../support/http-raw";

const TOO_LARGE = "El formulario enviado es demasiado grande (máximo 64 KB).";
const SPANISH_405 = "Método no permitido";
const SPANISH_429 =
  "Ha enviado demasiadas solicitudes en poco tiempo. Espere unos minutos e inténtelo de nuevo.";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

function contactForm(email: string, message = "Necesito 200 rollos de film") {
  return new URLSearchParams({
    contactType: "CONTACT",
    name: "Rosa Quispe",
    email,
    phone: "",
    company: "Envases del Norte S.A.C.",
    rucPeru: VALID_RUCS[0],
    message,
    formFillMs: "9000",
    privacyConsent: "on",
  }).toString();
}

async function leadsTo(email: string) {
  const rows = await getDb().selectFrom("lead").select("id").where("email", "=", email).execute();
  return rows.length;
}

/**
 * Sends a request's head and, optionally, the start of its body, then waits for the answer without
 * ever finishing the body: resolves with the status line, headers and body text the server sent,
 * and how long it took.
 */
function answerBeforeBodyEnds(
  url: string,
  head: string,
  bodyStart = "",
): Promise<{ status: number; text: string; ms: number }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(Number(port), hostname, () => socket.write(head + bodyStart));
    let received = "";
    socket.on("data", (chunk: Buffer) => {
      received += chunk.toString();
      const end = received.indexOf("\r\n\r\n");
      if (end < 0) return;
      const length = /content-length: (\d+)/i.exec(received.slice(0, end));
      if (length && Buffer.byteLength(received.slice(end + 4)) < Number(length[1])) return;
      socket.destroy();
      resolve({ status: Number(received.split(" ")[1]), text: received, ms: Date.now() - started });
    });
    socket.on("error", reject);
    socket.setTimeout(5000, () => {
      socket.destroy();
      reject(new Error(`no answer within 5 s; received: ${received.slice(0, 200)}`));
    });
  });
}

describe("methods on pages and on the API", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false", TRUST_PROXY: "0" });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("answers 405 with Allow to PUT, PATCH, DELETE and OPTIONS on a form page and runs no action", async () => {
    const email = "metodo@cliente.example";
    for (const path of ["/contacto", "/servicio-tecnico.data", "/cotizacion"]) {
      for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS"]) {
        const response = await raw(server.url, path, {
          method,
          headers: { ...FORM, origin: server.url },
          body: contactForm(email),
        });
        expect({ path, method, status: response.status }).toEqual({ path, method, status: 405 });
        expect(response.header("allow")).toBe("GET, HEAD, POST");
        expect(response.body.toString()).toContain(SPANISH_405);
      }
    }
    expect(await leadsTo(email)).toBe(0);
  });

  it("answers 405 with Allow: GET, HEAD on a page without a form, and still serves GET and HEAD", async () => {
    const refused = await raw(server.url, "/nosotros", { method: "PUT", headers: FORM, body: "a=1" });
    expect(refused.status).toBe(405);
    expect(refused.header("allow")).toBe("GET, HEAD");
    expect(refused.body.toString()).toContain(SPANISH_405);
    expect((await raw(server.url, "/nosotros")).status).toBe(200);
    expect((await raw(server.url, "/nosotros", { method: "HEAD" })).status).toBe(200);
  });

  it("answers 405 with Allow: GET, HEAD to a POST on a page without a form, and React Router logs nothing", async () => {
    for (const path of ["/", "/nosotros", "/no-existe", "/_.data"]) {
      const response = await raw(server.url, path, { method: "POST", headers: FORM, body: "a=1" });
      expect({ path, status: response.status }).toEqual({ path, status: 405 });
      expect(response.header("allow")).toBe("GET, HEAD");
      expect(response.body.toString()).toContain(SPANISH_405);
    }
  });

  it("answers 415 in Spanish to a post to a form page that is not a form (JSON, text, no type)", async () => {
    const email = "no-formulario@cliente.example";
    for (const type of ["application/json", "text/plain", undefined]) {
      for (const path of ["/contacto", "/cotizacion.data"]) {
        const response = await raw(server.url, path, {
          method: "POST",
          headers: type ? { "content-type": type } : {},
          body: type === "application/json" ? JSON.stringify({ email }) : `email=${email}`,
        });
        expect({ path, type, status: response.status }).toEqual({ path, type, status: 415 });
        expect(response.body.toString()).toContain("Formato no admitido");
      }
    }
    expect(await leadsTo(email)).toBe(0);
  });

  it("reads only the form's own fields: a huge list index or thousands of foreign fields cost nothing", async () => {
    const hostile = [
      "a[10000000]=1",
      "invoiceDetails[10000000].productId=1",
      Array.from({ length: 15_000 }, () => "a=").join("&"),
      Array.from({ length: 10_000 }, () => "name=").join("&"),
    ];
    for (const path of ["/contacto.data", "/cotizacion"]) {
      // What an ordinary invalid form costs: the page (or its data) with the field errors.
      const plain = await raw(server.url, path, { method: "POST", headers: FORM, body: "name=" });
      expect(plain.status).toBe(400);
      for (const body of hostile) {
        const started = Date.now();
        const response = await raw(server.url, path, { method: "POST", headers: FORM, body });
        const ms = Date.now() - started;
        const label = { path, body: body.slice(0, 40) };
        expect({ ...label, status: response.status }).toEqual({ ...label, status: 400 });
        // The answer carries the field errors, not the posted values back.
        expect(response.body.byteLength).toBeLessThan(plain.body.byteLength + 5_000);
        expect(ms).toBeLessThan(3000);
      }
    }
  });

  it("answers 405 with Allow: POST and a JSON error to other methods on the API's lead endpoints", async () => {
    for (const path of ["/api/pe/contacts", "/api/pe/invoices"]) {
      for (const method of ["PUT", "PATCH", "DELETE", "OPTIONS", "GET"]) {
        const response = await raw(server.url, path, {
          method,
          headers: { "content-type": "application/json" },
          body: method === "GET" ? undefined : "{}",
        });
        expect({ path, method, status: response.status }).toEqual({ path, method, status: 405 });
        expect(response.header("allow")).toBe("POST");
        expect(JSON.parse(response.body.toString())).toEqual({ error: expect.stringContaining(SPANISH_405) });
      }
    }
  });

  it("answers 405 with Allow: GET, HEAD to other methods on the read-only API, /health and media, not 404", async () => {
    const readOnly = [
      { path: "/api/products", json: true, found: true },
      { path: "/api/products/no-existe", json: true, found: false },
      { path: "/api/categories/subcategories", json: true, found: true },
      { path: "/api/pe/banners/active", json: true, found: true },
      { path: "/api/openapi.json", json: true, found: true },
      { path: "/health", json: true, found: true },
      { path: `/media/${"a".repeat(64)}.png`, json: false, found: false },
    ];
    for (const { path, json, found } of readOnly) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
        const response = await raw(server.url, path, {
          method,
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        expect({ path, method, status: response.status }).toEqual({ path, method, status: 405 });
        expect(response.header("allow")).toBe("GET, HEAD");
        const text = response.body.toString();
        if (json) expect(JSON.parse(text)).toEqual({ error: expect.stringContaining(SPANISH_405) });
        else expect(text).toContain(SPANISH_405);
      }
      // GET is still answered as before (a missing product or file is a 404 of its own).
      const read = await raw(server.url, path, { method: "GET" });
      expect({ path, status: read.status }).toEqual({ path, status: found ? 200 : 404 });
    }
  });

  it("cuts off a page body over 64 KB with 413, by Content-Length at once and while streaming, storing nothing", async () => {
    const email = "grande@cliente.example";
    const big = contactForm(email, "x".repeat(70 * 1024));
    // Without JavaScript: the message as text.
    const page = await raw(server.url, "/contacto", { method: "POST", headers: FORM, body: big });
    expect(page.status).toBe(413);
    expect(page.body.toString()).toContain(TOO_LARGE);
    // The hydrated form (`.data`): React Router's own answer, with the message as the form's error.
    const data = await raw(server.url, "/contacto.data", { method: "POST", headers: FORM, body: big });
    expect(data.status).toBe(413);
    expect(data.header("content-type")).toMatch(/^text\/x-script/);
    expect(data.body.toString()).toContain(TOO_LARGE);
    // Chunked (no Content-Length): counted as it streams; the answer comes before the body ends.
    const head =
      `POST /cotizacion HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n` +
      "Content-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n";
    const chunk = `${(65 * 1024).toString(16)}\r\n${"y".repeat(65 * 1024)}\r\n`;
    const streamed = await answerBeforeBodyEnds(server.url, head, chunk);
    expect(streamed.status).toBe(413);
    expect(streamed.text).toContain(TOO_LARGE);
    // A declared 1 GB body: refused from its head alone.
    const declared = await answerBeforeBodyEnds(
      server.url,
      `POST /contacto HTTP/1.1\r\nHost: ${new URL(server.url).host}\r\n` +
        "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 1073741824\r\n\r\n",
    );
    expect(declared.status).toBe(413);
    expect(declared.text).toContain(TOO_LARGE);
    expect(await leadsTo(email)).toBe(0);
    // A form of ordinary size still goes through.
    const ok = await raw(server.url, "/contacto", {
      method: "POST",
      headers: FORM,
      body: contactForm(email),
    });
    expect(ok.status).toBe(302);
    expect(await leadsTo(email)).toBe(1);
  });
});

describe("the rate limit counts every method and refuses before reading the body", () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess({
      OUTBOX_WORKER: "false",
      SEED_DEMO: "false",
      TRUST_PROXY: "0",
      RATE_LIMIT_PER_MINUTE: "3",
      RATE_LIMIT_PER_DAY: "0",
    });
  });
  afterAll(async () => {
    await server.stop();
  });

  it("counts PUT, DELETE and API requests towards one limit, then answers 429 without waiting for the body", async () => {
    const email = "insistente@cliente.example";
    await raw(server.url, "/contacto", { method: "PUT", headers: FORM, body: contactForm(email) });
    await raw(server.url, "/cotizacion.data", { method: "DELETE", headers: FORM, body: contactForm(email) });
    await raw(server.url, "/api/pe/contacts", {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    // The fourth request, whatever its method, is over the limit.
    const post = await raw(server.url, "/contacto", {
      method: "POST",
      headers: FORM,
      body: contactForm(email),
    });
    expect(post.status).toBe(429);
    expect(post.body.toString()).toContain(SPANISH_429);
    expect(await leadsTo(email)).toBe(0);

    // A 1 GB body announced (or a chunked one) by a client over its limit: 429 at once, nothing read.
    const host = new URL(server.url).host;
    for (const framing of ["Content-Length: 1073741824", "Transfer-Encoding: chunked"]) {
      const refused = await answerBeforeBodyEnds(
        server.url,
        `POST /contacto HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\n${framing}\r\n\r\n`,
      );
      expect(refused.status).toBe(429);
      expect(refused.text).toContain(SPANISH_429);
      expect(refused.text).toMatch(/retry-after: \d+/i);
      expect(refused.ms).toBeLessThan(1000);
    }
  });
});
