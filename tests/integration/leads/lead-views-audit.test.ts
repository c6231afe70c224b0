// Every look at leads' personal data is on the record (issue 27 item 4, decision 060), against the
// production server on both engines: the CSV export writes one `lead.export` row (who, the filter, the
// kinds, the count); opening a lead one `lead.view` row and a company's requests one `company.view`
// row, by document load or by React Router's `.data` request alike; a HEAD writes none; the
// revalidation after an action on the open lead adds no second view (one per account, record and
// VIEW_AUDIT_WINDOW_MS); a refused look (a sales account on a service lead) answers 404 and writes none.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY_NOT_FOUND_MESSAGE, LEAD_NOT_FOUND_MESSAGE } from "~/domains/leads/admin/lead-route-params";
import { recordView } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { parseJson } from "~/platform/data/sql-values.server";
import { addLead, type InboxLead } from "../../support/inbox-leads";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const PASSWORD = "Zuncho-de-acero-2026";
const RUC = "20131312955";
let server: ServerProcess;
let quispe: InboxLead;
let contact: InboxLead;
let service: InboxLead;

async function account(role: "admin" | "ventas" | "servicio") {
  const email = `look-${role}-${randomBytes(4).toString("hex")}@kordex.pe`;
  const result = await createStaffUser({ email, name: "Prueba Registro", role, password: PASSWORD });
  if (result.status !== "created") throw new Error(JSON.stringify(result));
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.url },
    body: new URLSearchParams({ email, password: PASSWORD, siguiente: "/admin" }),
  });
  const cookie = response.headers.get("set-cookie") ?? "";
  if (response.status !== 302 || !cookie) throw new Error(`not signed in: ${response.status}`);
  return { id: result.user.id, email, cookie: cookie.split(";")[0]! };
}

type Account = Awaited<ReturnType<typeof account>>;

const get = (who: Account, path: string, method: "GET" | "HEAD" = "GET") =>
  fetch(`${server.url}${path}`, { method, redirect: "manual", headers: { Cookie: who.cookie } });

/** The account's audit rows other than signing in, oldest first. */
async function rowsOf(who: Account) {
  const rows = await getDb()
    .selectFrom("audit_log")
    .select(["action", "actor", "target", "detail", "ip"])
    .where("user_id", "=", who.id)
    .where("action", "not like", "login.%")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    ...row,
    detail: row.detail === null ? null : parseJson<Record<string, unknown>>(row.detail),
  }));
}

beforeAll(async () => {
  server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false" });
  quispe = await addLead({ name: "María Quispe", ruc: RUC, email: "maria@minera.example" });
  contact = await addLead({ name: "Jorge Paredes", ruc: RUC, email: "jorge@cartones.example" });
  service = await addLead({
    kind: "SERVICE",
    name: "Elena Ruiz",
    ruc: RUC,
    email: "elena@servicios.example",
  });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("the leads export", () => {
  it("writes one row with the filter, the viewer's kinds and the count; a HEAD writes none", async () => {
    const ventas = await account("ventas");
    const head = await get(ventas, "/admin/solicitudes/exportar?q=quispe&spam=incluir", "HEAD");
    expect(head.status).toBe(200);
    expect(await rowsOf(ventas)).toEqual([]);

    const response = await get(ventas, "/admin/solicitudes/exportar?q=quispe&spam=incluir&pagina=3");
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain(quispe.reference);
    const rows = await rowsOf(ventas);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: "lead.export", actor: ventas.email, target: null });
    expect(rows[0]!.ip).toMatch(/127\.0\.0\.1/);
    expect(rows[0]!.detail).toEqual({
      filter: { view: "todas", spam: "incluir", q: "quispe" },
      kinds: ["QUOTE", "CONTACT"],
      rows: 1,
    });

    // The whole inbox of the role: a service lead is not among the sales account's rows.
    await (await get(ventas, "/admin/solicitudes/exportar")).text();
    const all = await rowsOf(ventas);
    expect(all).toHaveLength(2);
    expect(all[1]!.detail).toMatchObject({ filter: { view: "todas", spam: "excluir" }, rows: 2 });
  });
});

describe("opening a lead", () => {
  it("writes one view row by document load, none for a HEAD, none again within the window", async () => {
    const admin = await account("admin");
    expect((await get(admin, `/admin/solicitudes/${contact.id}`, "HEAD")).status).toBe(200);
    expect(await rowsOf(admin)).toEqual([]);

    expect((await get(admin, `/admin/solicitudes/${contact.id}`)).status).toBe(200);
    expect((await get(admin, `/admin/solicitudes/${contact.id}`)).status).toBe(200);
    const rows = await rowsOf(admin);
    expect(rows).toEqual([
      expect.objectContaining({
        action: "lead.view",
        actor: admin.email,
        target: contact.reference,
        detail: { leadId: contact.id, kind: "CONTACT" },
      }),
    ]);
  });

  it("counts a client-side navigation (`.data`) as one view, exactly like a document load", async () => {
    const admin = await account("admin");
    const data = await get(admin, `/admin/solicitudes/${quispe.id}.data`);
    expect(data.status).toBe(200);
    expect(await data.text()).toContain(quispe.reference);
    expect((await get(admin, `/admin/solicitudes/${quispe.id}.data`, "HEAD")).status).toBe(200);
    expect((await rowsOf(admin)).map((row) => [row.action, row.target])).toEqual([
      ["lead.view", quispe.reference],
    ]);
  });

  it("adds no view row for the revalidation after each action on the open lead (document and `.data`)", async () => {
    const ventas = await account("ventas");
    await get(ventas, `/admin/solicitudes/${contact.id}`);
    for (let note = 1; note <= 2; note += 1) {
      // Without JavaScript: the action and the page's loaders in one request.
      const page = await fetch(`${server.url}/admin/solicitudes/${contact.id}`, {
        method: "POST",
        headers: { Cookie: ventas.cookie, Origin: server.url },
        body: new URLSearchParams({ intent: "note", note: `Llamada ${note}` }),
      });
      expect(page.status).toBe(200);
      // With JavaScript: the action's `.data` POST, then the revalidation's `.data` GET.
      const action = await fetch(`${server.url}/admin/solicitudes/${contact.id}.data`, {
        method: "POST",
        headers: { Cookie: ventas.cookie, Origin: server.url },
        body: new URLSearchParams({ intent: "note", note: `Correo ${note}` }),
      });
      expect(action.status).toBe(200);
      expect((await get(ventas, `/admin/solicitudes/${contact.id}.data`)).status).toBe(200);
    }
    const actions = (await rowsOf(ventas)).map((row) => row.action);
    expect(actions.filter((action) => action === "lead.view")).toHaveLength(1);
    expect(actions.filter((action) => action === "lead.note")).toHaveLength(4);
  });

  it("records the same look again once the window has passed (the rule, at the model)", async () => {
    const admin = await account("admin");
    const look = { action: "lead.view", userId: admin.id, actor: admin.email, target: "SOL-VENTANA" };
    expect(await recordView(look)).toBe(true);
    expect(await recordView(look)).toBe(false);
    expect(await recordView({ ...look, target: "SOL-OTRA" })).toBe(true);
    await new Promise((done) => setTimeout(done, 5));
    expect(await recordView(look, 1)).toBe(true);
    expect((await rowsOf(admin)).map((row) => row.target)).toEqual([
      "SOL-VENTANA",
      "SOL-OTRA",
      "SOL-VENTANA",
    ]);
  });

  it("answers a sales account's look at a service lead 404 with the reason and records nothing", async () => {
    const ventas = await account("ventas");
    for (const path of [`/admin/solicitudes/${service.id}`, `/admin/solicitudes/${service.id}.data`]) {
      const response = await get(ventas, path);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).toContain(LEAD_NOT_FOUND_MESSAGE);
    }
    expect(await rowsOf(ventas)).toEqual([]);
  });
});

describe("a company's requests", () => {
  it("writes one view row per page looked at, none for a HEAD, none for a refusal", async () => {
    const servicio = await account("servicio");
    expect((await get(servicio, `/admin/empresas/${RUC}`, "HEAD")).status).toBe(200);
    expect(await rowsOf(servicio)).toEqual([]);
    expect((await get(servicio, `/admin/empresas/${RUC}`)).status).toBe(200);
    expect((await get(servicio, `/admin/empresas/${RUC}.data`)).status).toBe(200);
    expect((await get(servicio, `/admin/empresas/${RUC}?pagina=2`)).status).toBe(200);
    expect(await rowsOf(servicio)).toEqual([
      expect.objectContaining({
        action: "company.view",
        target: RUC,
        detail: { page: 1, leads: 1, total: 1 },
      }),
      expect.objectContaining({
        action: "company.view",
        target: `${RUC}?pagina=2`,
        detail: { page: 2, leads: 0, total: 1 },
      }),
    ]);

    const unknown = await get(servicio, "/admin/empresas/10467793549");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(COMPANY_NOT_FOUND_MESSAGE);
    expect(await rowsOf(servicio)).toHaveLength(2);
  });
});
