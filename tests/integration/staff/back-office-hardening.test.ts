// The outside review of the back office (an attack as an outsider would make it): each finding as the
// behaviour now expected. F1 a return path that breaks the Location header; F2 the per-address limit
// and IPv6 /64s; F3 guessing the current password under "Mi cuenta" (refused, the session kept); F4 ids past PostgreSQL's integer;
// F5 formulas after a semicolon in the CSV; F6 parallel guesses against the per-account limit.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_CHECK_THROTTLED_MESSAGE } from "~/platform/admin-kit/messages";
import { csvCell } from "~/platform/lib/csv";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const PASSWORD = "Zuncho-de-acero-2026";
let server: ServerProcess;
let proxied: ServerProcess;

async function account(role: "admin" | "ventas" | "servicio" = "ventas") {
  const email = `ra-${role}-${randomBytes(4).toString("hex")}@kordex.pe`;
  const result = await createStaffUser({ email, name: "Prueba Revisión", role, password: PASSWORD });
  if (result.status !== "created") throw new Error(JSON.stringify(result));
  return email;
}

const signInForm = (email: string, password = PASSWORD, siguiente = "/admin") =>
  new URLSearchParams({ email, password, siguiente });

async function signIn(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base },
    body: signInForm(email),
  });
  const cookie = response.headers.get("set-cookie") ?? "";
  if (response.status !== 302 || !cookie) throw new Error(`not signed in: ${response.status}`);
  return cookie.split(";")[0]!;
}

beforeAll(async () => {
  server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false" });
  proxied = await startServerProcess({
    OUTBOX_WORKER: "false",
    SEED_DEMO: "false",
    TRUST_PROXY: "1",
    SIGN_IN_MAX_FAILURES_PER_ADDRESS: "3",
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
  await proxied?.stop();
});

describe("back office hardening", () => {
  it("F1: a sign-in whose `siguiente` holds a non-Latin-1 character falls back to /admin (not 500)", async () => {
    const email = await account();
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url },
      body: signInForm(email, PASSWORD, "/admin/\u2713"),
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    expect(response.headers.get("set-cookie")).toMatch(/kordex-sesion=/);

    const cookie = await signIn(server.url, email);
    const again = await fetch(
      `${server.url}/login?siguiente=${encodeURIComponent("/admin/\uFF0F\uFF0Fevil")}`,
      {
        redirect: "manual",
        headers: { Cookie: cookie },
      },
    );
    expect(again.status).toBe(302);
    expect(again.headers.get("location")).toBe("/admin");
  });

  it("F2: the per-address sign-in limit counts an IPv6 /64 as one address (as the lead limits do)", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const response = await fetch(`${proxied.url}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "X-Forwarded-For": `2001:db8:1:2::${i.toString(16)}` },
        body: signInForm(`spray-${i}-${randomBytes(3).toString("hex")}@kordex.pe`, "Password2026!"),
      });
      statuses.push(response.status);
    }
    // Limit 3 per address: the 4th and 5th guesses from the same /64 must not be checked.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it("F3: guessing the current password on Mi cuenta is limited like the sign-in (5), and the session stays", async () => {
    const email = await account();
    const cookie = await signIn(server.url, email);
    const statuses: number[] = [];
    let lastBody = "";
    for (let i = 0; i < 8; i++) {
      const response = await fetch(`${server.url}/admin/cuenta.data`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url },
        body: new URLSearchParams({
          intent: "change-password",
          current: `guess-${i}-xyz`,
          next: "Otra-clave-segura-77",
          confirm: "Otra-clave-segura-77",
        }),
      });
      statuses.push(response.status);
      lastBody = await response.text();
    }
    // Five wrong guesses are checked; past them nothing is checked, the reason is given (429) and the
    // session the guesses ran in is not ended (a lockout never signs its owner out).
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    expect(lastBody).toContain(PASSWORD_CHECK_THROTTLED_MESSAGE);
    const after = await fetch(`${server.url}/admin/cuenta`, {
      headers: { Cookie: cookie },
      redirect: "manual",
    });
    expect(after.status).toBe(200);
  });

  it("F6: parallel guesses for one account get no more password checks than its limit (5)", async () => {
    const email = await account();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        fetch(`${server.url}/login`, {
          method: "POST",
          redirect: "manual",
          headers: { Origin: server.url },
          body: signInForm(email, `incorrecta-${i}-xyz`),
        }).then((response) => response.status),
      ),
    );
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((status) => status === 429).length).toBeGreaterThanOrEqual(7);
    expect(answers.every((status) => status === 401 || status === 429)).toBe(true);
  });

  it("F4: lead and account ids beyond 2^31-1 answer 404/400, not 500 (PostgreSQL integer overflow)", async () => {
    const cookie = await signIn(server.url, await account("admin"));
    for (const id of ["2147483648", "999999999999999"]) {
      const page = await fetch(`${server.url}/admin/solicitudes/${id}`, { headers: { Cookie: cookie } });
      expect(page.status, `GET ${id}`).toBe(404);
      const post = await fetch(`${server.url}/admin/solicitudes/${id}.data`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url },
        body: new URLSearchParams({ intent: "note", note: "x" }),
      });
      expect(post.status, `POST ${id}`).toBe(404);
    }
    for (const user of ["2147483648", "1e10"]) {
      const response = await fetch(`${server.url}/admin/usuarios.data`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url },
        body: new URLSearchParams({ intent: "deactivate", user }),
      });
      expect(response.status, `user=${user}`).toBeLessThan(500);
    }
  });

  it("F5: the CSV export neutralises a formula after a semicolon (Excel in es-PE splits on ';')", () => {
    expect(csvCell("Hola;=2+2")).not.toMatch(/;=/);
    expect(csvCell("ACME;=cmd|' /C calc'!A0")).not.toMatch(/;=/);
    expect(csvCell("Juan;@SUM(1+1)")).not.toMatch(/;@/);
  });
});
