// The back office's personal-data rights pages, administrators only: the ARCO list with its deadline
// clock (overdue first), a request's page (identity verified, answer e-mailed, closed), and one
// person's data (search, JSON and CSV downloads, erasure with its confirmation). A `ventas` account
// gets 403 on every one; axe finds no violations.
import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, BOTH_WIDTHS, desktopOnly, expect, type Page, test } from "./support/test";
import { openE2eDatabase } from "./support/database";
import { uniqueEmail } from "./support/lead-form";
import { createStaff, signIn } from "./support/staff";

desktopOnly();

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FORBIDDEN = "Su cuenta no tiene permiso para ver esta página.";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Files an ARCO request through the public form's plain post; returns its id and reference. */
async function fileRequest(
  request: APIRequestContext,
  fields: { fullName: string; email: string; requestType?: string },
): Promise<{ id: number; reference: string }> {
  const response = await request.post("/derechos-arco", {
    form: {
      fullName: fields.fullName,
      documentType: "dni",
      documentNumber: "45678912",
      email: fields.email,
      requestType: fields.requestType ?? "access",
      detail: "Quiero saber qué datos míos tienen.",
      privacyConsent: "on",
    },
  });
  expect(response.status()).toBe(200);
  const db = openE2eDatabase();
  try {
    return db.prepare("select id, reference from data_request where email = ?").get(fields.email) as {
      id: number;
      reference: string;
    };
  } finally {
    db.close();
  }
}

/** Moves a request's arrival and deadline into the past: it is overdue. */
function makeOverdue(id: number) {
  const db = openE2eDatabase();
  try {
    db.prepare(
      "update data_request set received_at = '2026-01-05T15:00:00.000Z', due_at = '2026-02-03T04:59:59.999Z' where id = ?",
    ).run(id);
  } finally {
    db.close();
  }
}

async function sendLead(request: APIRequestContext, email: string, name: string) {
  const response = await request.post("/api/pe/invoices", {
    data: {
      name,
      email,
      phone: "+51 987 654 321",
      company: "Minera Andina S.A.",
      rucPeru: "20131312955",
      message: "Entrega en Ate.",
      invoiceDetails: [{ productId: 1, quantity: 40, name: "Zuncho" }],
      privacyConsent: true,
      marketingConsent: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number; reference: string };
}

test.describe("ARCO requests in the back office", () => {
  test("lists the overdue ones first with their clock", BOTH_WIDTHS, async ({ page }) => {
    const suffix = Math.random().toString(36).slice(2, 8);
    const overdue = await fileRequest(page.request, {
      fullName: `Vencida ${suffix}`,
      email: uniqueEmail("vencida"),
    });
    makeOverdue(overdue.id);
    const email = uniqueEmail("arco-admin");
    const fresh = await fileRequest(page.request, { fullName: `Reciente ${suffix}`, email });

    await signIn(page, createStaff("admin"));
    await page
      .getByRole("navigation", { name: "Secciones de la intranet" })
      .getByRole("link", { name: "Derechos ARCO" })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Derechos ARCO");
    const visible = page.locator(":is(tr, li):visible");
    const overdueRow = visible.filter({ hasText: overdue.reference });
    const freshRow = visible.filter({ hasText: fresh.reference });
    await expect(overdueRow.getByText(/^Vencida hace \d+ días hábiles$/)).toBeVisible();
    await expect(freshRow.getByText("Quedan 20 días hábiles")).toBeVisible();
    const order = await visible.evaluateAll(
      (rows, refs) => refs.map((ref) => rows.findIndex((row) => row.textContent?.includes(ref))),
      [overdue.reference, fresh.reference],
    );
    expect(order[0]).toBeLessThan(order[1]!);
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await freshRow.getByRole("link", { name: fresh.reference }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(fresh.reference);
  });

  test(
    "a request is verified, answered by e-mail and closed, each step in its history",
    BOTH_WIDTHS,
    async ({ page }) => {
      const email = uniqueEmail("arco-admin");
      const fresh = await fileRequest(page.request, { fullName: "Rosa Mamani", email });
      await signIn(page, createStaff("admin"));
      await page.goto(`/admin/derechos/${fresh.id}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(fresh.reference);
      await expect(page.getByText("Carné de extranjería")).toHaveCount(0);
      await expect(page.getByText("DNI 45678912")).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByLabel("Verificación de identidad").fill("Copia del DNI recibida.");
      await page.getByRole("button", { name: "Registrar verificación" }).click();
      await expect(page.getByRole("status")).toHaveText("Se registró la verificación de identidad.");
      await expect(page.getByLabel("Verificación de identidad")).toHaveCount(0);

      await page.getByLabel("Respuesta").fill("Solo guardamos su nombre y su correo, de su solicitud ARCO.");
      await page.getByRole("button", { name: "Enviar respuesta" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Se registró la respuesta y se envió a la persona por correo.",
      );
      await expect(page.getByText("Respondida en plazo")).toBeVisible();
      const history = page.getByRole("region", { name: "Historial" });
      await expect(
        history.getByText("Solo guardamos su nombre y su correo, de su solicitud ARCO."),
      ).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Correos" }).getByText("Respuesta", { exact: true }),
      ).toBeVisible();

      await page.getByRole("button", { name: "Cerrar solicitud" }).click();
      await expect(page.getByRole("status")).toHaveText("La solicitud quedó cerrada.");
      await expect(page.getByText("La solicitud está cerrada; su historial no cambia.")).toBeVisible();
      await expect(history.getByText("Solicitud cerrada")).toBeVisible();

      const db = openE2eDatabase();
      try {
        const answer = db
          .prepare(
            "select to_address, text_body from outbox where data_request_id = ? and purpose = 'arco-answer'",
          )
          .get(fresh.id) as { to_address: string; text_body: string };
        expect(answer.to_address).toBe(email);
        expect(answer.text_body).toContain("Solo guardamos su nombre y su correo");
      } finally {
        db.close();
      }
    },
  );
});

test.describe("one person's data", () => {
  test("is found and downloaded as JSON and CSV", BOTH_WIDTHS, async ({ page }) => {
    const email = uniqueEmail("titular");
    const name = `Teresa Huamán ${Math.random().toString(36).slice(2, 6)}`;
    const lead = await sendLead(page.request, email, name);
    await signIn(page, createStaff("admin"));
    await page.goto("/admin/datos-personales");
    await expectNoAxeViolations(page);
    await page.getByLabel("Correo electrónico o RUC").fill("no es un correo");
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(page.getByText("Escriba un correo electrónico o un RUC de 11 dígitos.")).toBeVisible();

    await page.getByLabel("Correo electrónico o RUC").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Buscar" }).click();
    const leads = page.getByRole("region", { name: "Solicitudes (1)" });
    await expect(leads.getByRole("link", { name: lead.reference })).toBeVisible();
    await expect(leads.getByText(name)).toBeVisible();
    await expect(page.getByRole("region", { name: "Correos en la cola de envío (2)" })).toBeVisible();
    // The search was posted: the e-mail is in no address, and the viewing is audited as a keyed hash.
    expect(page.url()).toMatch(/\/admin\/datos-personales$/);
    const db = openE2eDatabase();
    try {
      const views = db
        .prepare("select target, detail from audit_log where action = 'personal_data.view' order by id desc")
        .all() as { target: string; detail: string }[];
      expect(views.length).toBeGreaterThan(0);
      expect(views[0]!.target).toMatch(/^email:[0-9a-f]{16}$/);
      expect(JSON.parse(views[0]!.detail)).toMatchObject({ subjectType: "email", leads: 1, emails: 2 });
      for (const view of views) expect(`${view.target} ${view.detail}`).not.toContain(email);
    } finally {
      db.close();
    }
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);

    const [json] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Descargar JSON" }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^datos-personales-\d{4}-\d{2}-\d{2}\.json$/);
    const document = JSON.parse(await readFile((await json.path())!, "utf8")) as {
      titular: { valor: string };
      solicitudes: { referencia: string; nombre: string; correo: string; productos: unknown[] }[];
      correos: { para: string }[];
    };
    expect(document.titular.valor).toBe(email);
    expect(document.solicitudes).toEqual([
      expect.objectContaining({ referencia: lead.reference, nombre: name, correo: email }),
    ]);
    expect(document.solicitudes[0]!.productos).toHaveLength(1);
    expect(document.correos.map((mail) => mail.para)).toContain(email);

    const [csv] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Descargar CSV" }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await csv.path())!, "utf8");
    expect(text.startsWith("\uFEFFRegistro,Referencia,Fecha (hora de Lima),Campo,Valor\r\n")).toBe(true);
    expect(text).toContain("Acuse al cliente,");
    expect(text).not.toContain("Correo (");
    expect(text).toContain(`${lead.reference},`);
    expect(text).toContain(`,Nombre,${name}\r\n`);
    expect(text).toContain(`,Correo,${email}\r\n`);
  });

  test("is erased after its confirmation", BOTH_WIDTHS, async ({ page }) => {
    const email = uniqueEmail("borrar");
    const lead = await sendLead(page.request, email, "Teresa Huamán");
    await signIn(page, createStaff("admin"));
    await page.goto("/admin/datos-personales");
    await page.getByLabel("Correo electrónico o RUC").fill(email);
    await page.getByRole("button", { name: "Buscar" }).click();
    await page.getByRole("button", { name: "Revisar y eliminar…" }).click();
    const confirm = page.getByRole("region", { name: "Confirmar la eliminación" });
    await expect(confirm).toContainText("Se anonimizará 1 solicitud");
    await expect(confirm).toContainText("Se eliminarán 2 correos de esas solicitudes.");
    await expectNoAxeViolations(page);
    await confirm.getByLabel(/Para confirmar, escriba el correo/).fill("otro@correo.example");
    await confirm.getByRole("button", { name: "Anonimizar 1 solicitud y eliminar 2 correos" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Escriba el correo o el RUC exactamente como se buscó para confirmar.",
    );
    await confirm.getByLabel(/Para confirmar, escriba el correo/).fill(email);
    await confirm.getByRole("button", { name: "Anonimizar 1 solicitud y eliminar 2 correos" }).click();
    await expect(page.getByRole("status")).toContainText(
      "Listo: se anonimizó 1 solicitud y se eliminaron o depuraron 2 correos.",
    );
    await expect(page.getByRole("region", { name: "Solicitudes (0)" })).toBeVisible();
    await expect(page.getByText("No quedan datos personales que eliminar para esta búsqueda.")).toBeVisible();

    const db = openE2eDatabase();
    try {
      const row = db
        .prepare("select name, email, kind, anonymised_at from lead where id = ?")
        .get(lead.id) as {
        name: string;
        email: string;
        kind: string;
        anonymised_at: string | null;
      };
      expect(row).toMatchObject({ name: "[datos eliminados]", email: "[datos eliminados]", kind: "QUOTE" });
      expect(row.anonymised_at).not.toBeNull();
      expect(db.prepare("select count(*) as n from outbox where lead_id = ?").get(lead.id)).toEqual({ n: 0 });
      const audit = db
        .prepare("select detail from audit_log where action = 'personal_data.erase' and detail like ?")
        .get(`%${lead.id}%`) as { detail: string } | undefined;
      expect(audit?.detail).not.toContain(email);
    } finally {
      db.close();
    }

    // The lead's page says its data was erased, when and why; nothing reads as still held or unsent.
    await page.goto(`/admin/solicitudes/${lead.id}`);
    await expect(page.getByRole("note")).toContainText(
      /^Datos personales eliminados el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} a pedido del titular\./,
    );
    const summary = page.getByRole("region", { name: "Datos de la solicitud" });
    await expect(summary).toContainText(
      /Comunicaciones comerciales\s*No: sus datos personales se eliminaron/,
    );
    await expect(summary).not.toContainText("Sí, las aceptó");
    await expect(page.getByText("No enviado")).toHaveCount(0);
    await expect(page.getByText("Eliminado", { exact: true })).toHaveCount(2);
    await expect(
      page.getByRole("region", { name: "Historial y notas" }).getByRole("listitem").first(),
    ).toContainText("Eliminó sus datos personales a pedido del titular (derechos ARCO).");
    await expectNoAxeViolations(page);
  });
});

test.describe("without JavaScript", () => {
  test("the personal-data search is a plain post and shows the person's data", async ({ browser }) => {
    const email = uniqueEmail("sinjs");
    const admin = createStaff("admin");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const lead = await sendLead(page.request, email, "Teresa Huamán");
    await page.goto("/admin/datos-personales");
    await page.getByLabel("Correo electrónico").fill(admin.email);
    await page.getByLabel("Contraseña").fill(admin.password);
    await page.getByRole("button", { name: "Ingresar", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/datos-personales$/);
    await page.getByLabel("Correo electrónico o RUC").fill(email);
    await page.getByRole("button", { name: "Buscar" }).click();
    await expect(
      page.getByRole("region", { name: "Solicitudes (1)" }).getByRole("link", { name: lead.reference }),
    ).toBeVisible();
    expect(page.url()).not.toContain("buscar");
    await context.close();
  });
});

test.describe("a ventas account", () => {
  test("gets 403 on every personal-data page and on the export", async ({ page }) => {
    const { id } = await fileRequest(page.request, {
      fullName: "Prueba Ventas",
      email: uniqueEmail("ventas403"),
    });
    await signIn(page, createStaff("ventas"));
    await expect(
      page
        .getByRole("navigation", { name: "Secciones de la intranet" })
        .getByRole("link", { name: "Derechos ARCO" }),
    ).toHaveCount(0);
    for (const path of ["/admin/derechos", `/admin/derechos/${id}`, "/admin/datos-personales"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByText(FORBIDDEN)).toBeVisible();
    }
    const searched = await page.request.post("/admin/datos-personales", {
      form: { intent: "search", buscar: "20131312955" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(searched.status()).toBe(403);
    const exported = await page.request.post("/admin/datos-personales/exportar", {
      form: { buscar: "20131312955", formato: "json" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(exported.status()).toBe(403);
    expect(await exported.text()).toContain(FORBIDDEN);
  });
});
