// A lead's page in the back office (/admin/solicitudes/{id}) and its company's (/admin/empresas/{ruc}):
// staff read the request, change its status, assign it, write a note, resend an e-mail, rescue a
// flagged lead with "No es spam", and follow the company's timeline. Leads come in through the public API.
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, BOTH_WIDTHS, desktopOnly, expect, type Page, test } from "./support/test";
import { validRuc } from "../factories";
import { openE2eDatabase } from "./support/database";
import { uniqueEmail } from "./support/lead-form";
import { createStaff, signIn } from "./support/staff";

desktopOnly();

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const NOT_FOUND = "No encontramos esta solicitud.";

/** A RUC no other test (nor the other project's run of this one) uses. */
const freshRuc = () => validRuc(Math.floor(Math.random() * 90_000_000) + 5_000_000);

interface NewLead {
  id: number;
  reference: string;
  email: string;
}

async function sendLead(
  request: APIRequestContext,
  kind: "QUOTE" | "CONTACT" | "SERVICE",
  fields: { ruc: string; company: string; email?: string; spam?: boolean },
): Promise<NewLead> {
  const email = fields.email ?? uniqueEmail(kind.toLowerCase());
  const common = {
    name: "María Fernández Quispe",
    email,
    phone: "+51 987 654 321",
    company: fields.company,
    rucPeru: fields.ruc,
    ...(fields.spam ? { website: "https://ofertas.example" } : {}),
  };
  const response =
    kind === "QUOTE"
      ? await request.post("/api/pe/invoices", {
          data: {
            ...common,
            message: "Entrega en la planta de Ate, en 15 días.",
            invoiceDetails: [
              { productId: 1, quantity: 40, name: "Zuncho" },
              { productId: 2, quantity: 12, name: "Zuncho" },
            ],
          },
        })
      : await request.post("/api/pe/contacts", {
          data: {
            ...common,
            message: kind === "SERVICE" ? "La zunchadora no tensa bien." : "¿Pueden visitarnos?",
            contactType: kind,
            ...(kind === "SERVICE" ? { equipment: "Zunchadora a batería" } : {}),
          },
        });
  expect(response.status()).toBe(201);
  const { id, reference } = (await response.json()) as { id: number; reference: string };
  return { id, reference, email };
}

/** The lead's e-mails in the outbox: purpose and status, oldest first. */
function outboxOf(leadId: number): string[] {
  const db = openE2eDatabase();
  try {
    const rows = db
      .prepare("select purpose, status from outbox where lead_id = ? order by id")
      .all(leadId) as {
      purpose: string;
      status: string;
    }[];
    return rows.map((row) => `${row.purpose} ${row.status}`);
  } finally {
    db.close();
  }
}

const notice = (page: Page) => page.getByRole("status");

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test.describe("a lead's page", () => {
  test("shows every field and the lines; staff change the status, assign it, add a note and read the history", async ({
    page,
  }) => {
    const admin = createStaff("admin");
    const sales = createStaff("ventas");
    const lead = await sendLead(page.request, "QUOTE", {
      ruc: freshRuc(),
      company: "Andina Alimentos S.A.C.",
    });
    await signIn(page, admin);
    await page.goto(`/admin/solicitudes/${lead.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Cotización ${lead.reference}`);
    const data = page.getByRole("region", { name: "Datos de la solicitud" });
    await expect(data.getByRole("link", { name: lead.email })).toHaveAttribute(
      "href",
      `mailto:${lead.email}`,
    );
    await expect(data.getByRole("link", { name: "+51 987 654 321" })).toHaveAttribute(
      "href",
      "tel:+51987654321",
    );
    await expect(data.getByText("(hora de Lima)")).toBeVisible();
    const lines = page.getByRole("region", { name: "Productos solicitados" }).getByRole("row");
    await expect(lines).toHaveCount(3);
    await expect(lines.nth(1).getByRole("cell", { name: "40", exact: true })).toBeVisible();
    await expect(lines.nth(1).getByRole("link")).toHaveAttribute(
      "href",
      /^\/productos\/[a-z0-9-]+\?producto=1$/,
    );

    await page.getByLabel("Estado").selectOption({ label: "En proceso" });
    await page.getByRole("button", { name: "Guardar estado" }).click();
    await expect(notice(page)).toHaveText("Estado guardado: «En proceso».");
    await page.getByLabel("Asignada a").selectOption({ label: sales.name });
    await page.getByRole("button", { name: "Asignar" }).click();
    await expect(notice(page)).toHaveText(`Solicitud asignada a ${sales.name}.`);
    await page.getByLabel("Nota interna").fill("Llamé a María: quiere precio por 100 bobinas.");
    await page.getByRole("button", { name: "Agregar nota" }).click();
    await expect(notice(page)).toHaveText("La nota se agregó al historial.");
    await expect(page.getByLabel("Nota interna")).toHaveValue("");

    const history = page.getByRole("region", { name: "Historial y notas" }).getByRole("listitem");
    await expect(history).toHaveCount(3);
    await expect(history.nth(0)).toContainText(admin.name);
    await expect(history.nth(0)).toContainText("Llamé a María: quiere precio por 100 bobinas.");
    await expect(history.nth(1)).toContainText(`Asignó la solicitud a ${sales.name}.`);
    await expect(history.nth(2)).toContainText("Cambió el estado de «Nuevo» a «En proceso».");
    await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText(
      `Asignada a ${sales.name}`,
    );
  });

  test("refuses an empty note and a status a flagged lead may not take, with the model's reasons", async ({
    page,
  }) => {
    const admin = createStaff("admin");
    const lead = await sendLead(page.request, "CONTACT", {
      ruc: freshRuc(),
      company: "Ofertas SEO",
      spam: true,
    });
    await signIn(page, admin);
    await page.goto(`/admin/solicitudes/${lead.id}`);
    await page.getByLabel("Estado").selectOption({ label: "En proceso" });
    await page.getByRole("button", { name: "Guardar estado" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Esta solicitud llegó marcada como posible spam. Si es de un cliente real, márquela como «No es spam» antes de pasarla a «En proceso».",
    );
    // The browser's own check stops an empty note; without it the model refuses it.
    await page.getByLabel("Nota interna").evaluate((element) => element.removeAttribute("required"));
    await page.getByLabel("Nota interna").fill("   ");
    await page.getByRole("button", { name: "Agregar nota" }).click();
    await expect(page.getByRole("alert")).toHaveText("Escriba la nota antes de guardarla.");
  });

  test("resends the e-mail to sales: a new outbox row, sent, and the page says so", async ({ page }) => {
    const admin = createStaff("admin");
    const lead = await sendLead(page.request, "CONTACT", { ruc: freshRuc(), company: "Textiles Lima S.A." });
    await expect.poll(() => outboxOf(lead.id)).toEqual(["sales sent", "ack sent"]);
    await signIn(page, admin);
    await page.goto(`/admin/solicitudes/${lead.id}`);
    const emails = page.getByRole("region", { name: "Correos de la solicitud" });
    await expect(emails.getByText("Para: ventas@kordex.com.pe")).toBeVisible();
    await expect(emails.getByText(`Para: ${lead.email}`)).toBeVisible();
    await emails.getByRole("button", { name: "Reenviar el correo a ventas" }).click();
    await expect(notice(page)).toHaveText(
      "El correo a ventas se volvió a poner en cola: sale en unos segundos.",
    );
    await expect.poll(() => outboxOf(lead.id)).toEqual(["sales sent", "ack sent", "sales sent"]);
    await expect(emails.getByText("Reenviado 1 vez.")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Historial y notas" }).getByRole("listitem").first(),
    ).toContainText("Volvió a enviar el correo a ventas (a ventas@kordex.com.pe).");
  });

  test("«No es spam» rescues a flagged lead and sends the withheld acknowledgement", async ({ page }) => {
    const admin = createStaff("admin");
    const lead = await sendLead(page.request, "CONTACT", {
      ruc: freshRuc(),
      company: "Ferretería Sur",
      spam: true,
    });
    await expect.poll(() => outboxOf(lead.id)).toEqual(["sales sent"]);
    await signIn(page, admin);
    await page.goto(`/admin/solicitudes/${lead.id}`);
    const flagged = page.getByRole("region", { name: "Posible spam" });
    await expect(flagged).toContainText("alguien completó el campo oculto del formulario");
    const emails = page.getByRole("region", { name: "Correos de la solicitud" });
    await expect(emails).toContainText("Retenido: la solicitud llegó marcada como posible spam.");
    await flagged.getByRole("button", { name: "No es spam" }).click();
    await expect(notice(page)).toHaveText(
      "La solicitud ya no está marcada como spam. Se envió al cliente el acuse de recibo que se había retenido.",
    );
    await expect(flagged).toHaveCount(0);
    await expect.poll(() => outboxOf(lead.id)).toEqual(["sales sent", "ack sent"]);
    await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText("Nuevo");
    await page.reload();
    await expect(emails.getByText(`Para: ${lead.email}`)).toBeVisible();
    await expect(
      emails.getByRole("button", { name: "Reenviar el acuse de recibo al cliente" }),
    ).toBeVisible();
  });

  test("links the company's other requests and its page, with the totals per status", async ({ page }) => {
    const admin = createStaff("admin");
    const ruc = freshRuc();
    const first = await sendLead(page.request, "QUOTE", { ruc, company: "Minera Andina S.A." });
    const second = await sendLead(page.request, "SERVICE", { ruc, company: "Minera Andina S.A.A." });
    const other = await sendLead(page.request, "CONTACT", { ruc: freshRuc(), company: "Otra Empresa" });
    await signIn(page, admin);
    await page.goto(`/admin/solicitudes/${first.id}`);
    const related = page.getByRole("region", { name: "Otras solicitudes de la empresa" });
    await expect(related.getByRole("link", { name: second.reference })).toBeVisible();
    await expect(related.getByRole("link", { name: other.reference })).toHaveCount(0);
    await related.getByRole("link", { name: "Ver todas las solicitudes de Minera Andina S.A." }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/empresas/${ruc}$`));
    // The name on the newest request.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Minera Andina S.A.A.");
    await expect(page.getByText(`RUC ${ruc} · 2 solicitudes`)).toBeVisible();
    const totals = page.getByRole("region", { name: "Solicitudes por estado" });
    await expect(totals.getByRole("definition").first()).toHaveText("2");
    const rows = page.getByRole("region", { name: /Solicitudes, de la más reciente/ }).getByRole("listitem");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(second.reference);
    await expect(rows.nth(1)).toContainText(first.reference);
    await rows.nth(0).getByRole("link", { name: second.reference }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Servicio técnico ${second.reference}`);
    await expect(page.getByText("Zunchadora a batería")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test("the forms work as plain posts and show their outcome", async ({ browser, request }) => {
    const admin = createStaff("admin");
    const lead = await sendLead(request, "CONTACT", { ruc: freshRuc(), company: "Cartones del Sur S.A." });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/admin/solicitudes/${lead.id}`);
    await page.getByLabel("Correo electrónico").fill(admin.email);
    await page.getByLabel("Contraseña").fill(admin.password);
    await page.getByRole("button", { name: "Ingresar", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/solicitudes/${lead.id}$`));
    await page.getByLabel("Estado").selectOption({ label: "Cotizado" });
    await page.getByRole("button", { name: "Guardar estado" }).click();
    await expect(notice(page)).toHaveText("Estado guardado: «Cotizado».");
    await page.getByLabel("Nota interna").fill("Cotización enviada por correo.");
    await page.getByRole("button", { name: "Agregar nota" }).click();
    await expect(notice(page)).toHaveText("La nota se agregó al historial.");
    const history = page.getByRole("region", { name: "Historial y notas" }).getByRole("listitem");
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText("Cotización enviada por correo.");
    await context.close();
  });
});

test.describe("who may open a lead", () => {
  test("a sales account gets 404 on a service request (as for a missing one), and opens its own kinds", async ({
    page,
  }) => {
    const sales = createStaff("ventas");
    const ruc = freshRuc();
    const service = await sendLead(page.request, "SERVICE", { ruc, company: "Pesquera Norte S.A." });
    const contact = await sendLead(page.request, "CONTACT", { ruc, company: "Pesquera Norte S.A." });
    await signIn(page, sales);
    for (const path of [
      `/admin/solicitudes/${service.id}`,
      "/admin/solicitudes/999999999",
      "/admin/solicitudes/1e3",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText(NOT_FOUND)).toBeVisible();
    }
    // A change posted by hand is refused the same way.
    const posted = await page.request.post(`/admin/solicitudes/${service.id}`, {
      form: { intent: "note", note: "Intento" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(posted.status()).toBe(404);
    await page.goto(`/admin/solicitudes/${contact.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Contacto ${contact.reference}`);
    // The company's page lists only the kinds the role works.
    await page.goto(`/admin/empresas/${ruc}`);
    await expect(page.getByRole("link", { name: contact.reference })).toBeVisible();
    await expect(page.getByRole("link", { name: service.reference })).toHaveCount(0);
    const invalid = await page.goto("/admin/empresas/20131312954");
    expect(invalid?.status()).toBe(404);
    await expect(page.getByText("No encontramos solicitudes de esta empresa.")).toBeVisible();
  });
});

test.describe("accessibility and layout", () => {
  test(
    "both pages have no WCAG 2.2 AA violation and nothing scrolls sideways",
    BOTH_WIDTHS,
    async ({ page }) => {
      const admin = createStaff("admin");
      const ruc = freshRuc();
      const lead = await sendLead(page.request, "QUOTE", {
        ruc,
        company: "Agroexportadora del Pacífico S.A.C.",
      });
      const flagged = await sendLead(page.request, "CONTACT", {
        ruc,
        company: "Agroexportadora del Pacífico S.A.C.",
        spam: true,
      });
      await signIn(page, admin);
      await page.goto(`/admin/solicitudes/${lead.id}`);
      await page.getByLabel("Nota interna").fill("Cliente frecuente: priorizar.");
      await page.getByRole("button", { name: "Agregar nota" }).click();
      await expect(notice(page)).toHaveText("La nota se agregó al historial.");
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.goto(`/admin/solicitudes/${flagged.id}`);
      await expect(page.getByRole("region", { name: "Posible spam" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.goto(`/admin/empresas/${ruc}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );
});
