import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { BOTH_WIDTHS, desktopOnly, expect, type Page, test } from "./support/test";
import { openE2eDatabase } from "./support/database";
import { sendContact, sendQuote, sendService, uniqueCompany } from "./support/leads-api";
import { createStaff, signIn } from "./support/staff";

desktopOnly();

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Buscar" }).fill(text);
  await page.getByRole("button", { name: "Buscar y filtrar" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(text).replace(/%20/g, "\\+")}`));
}

/** The references listed (the table at desktop width, the cards on a phone). */
async function listedReferences(page: Page): Promise<string[]> {
  const links = page.getByRole("link", { name: /^(COT|CON|SER)-\d{4}-\d{6}$/ });
  const texts: string[] = [];
  for (const link of await links.all())
    if (await link.isVisible()) texts.push((await link.textContent()) ?? "");
  return texts;
}

test.describe("leads inbox", () => {
  test("searches by company, reference and product code, and filters by kind", async ({ page, request }) => {
    const company = uniqueCompany();
    const contact = await sendContact(request, { company });
    const service = await sendService(request, { company });
    const quote = await sendQuote(request, { company });
    await signIn(page, createStaff("admin"));
    await expect(page).toHaveURL(/\/admin\/solicitudes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Solicitudes" })).toBeVisible();

    await search(page, company);
    await expect
      .poll(() => listedReferences(page))
      .toEqual([quote.reference, service.reference, contact.reference]);
    await expect(page.getByText("3 solicitudes", { exact: true })).toBeVisible();

    await search(page, service.reference);
    await expect.poll(() => listedReferences(page)).toEqual([service.reference]);

    // A product code of the quotation's lines, narrowed by the company's own word.
    await search(page, `ZPP-12N ${company.split(" ")[1]}`);
    await expect.poll(() => listedReferences(page)).toEqual([quote.reference]);

    await search(page, company);
    await page.getByText("Más filtros").click();
    await page.getByLabel("Tipo").selectOption({ label: "Servicio técnico" });
    await page.getByRole("button", { name: "Buscar y filtrar" }).click();
    await expect(page).toHaveURL(/tipo=servicio/);
    await expect.poll(() => listedReferences(page)).toEqual([service.reference]);
    await page.getByRole("link", { name: "Quitar los filtros" }).click();
    await expect(page).toHaveURL(/\/admin\/solicitudes$/);
    await expect(page.getByRole("alert")).toHaveCount(0);

    // An address with a value the inbox does not know says it left that filter out, and applies the rest.
    await page.goto(`/admin/solicitudes?estado=cerrado&tipo=servicio&q=${encodeURIComponent(company)}`);
    await expect(page.getByRole("alert")).toHaveText(
      "Se ignoró el filtro «estado=cerrado» de la dirección: su valor no es válido.",
    );
    await expect.poll(() => listedReferences(page)).toEqual([service.reference]);
  });

  test("a sales account never sees service requests, and cannot ask for them", async ({ page, request }) => {
    const company = uniqueCompany();
    const contact = await sendContact(request, { company });
    await sendService(request, { company });
    await signIn(page, createStaff("ventas"));
    await search(page, company);
    await expect.poll(() => listedReferences(page)).toEqual([contact.reference]);
    await page.getByText("Más filtros").click();
    await expect(page.getByLabel("Tipo").getByRole("option")).toHaveText(["Todos", "Cotización", "Contacto"]);
    await page.goto(`/admin/solicitudes?tipo=servicio&q=${encodeURIComponent(company)}`);
    await expect(page.getByText("Ninguna solicitud coincide con la búsqueda y los filtros.")).toBeVisible();
  });

  test("puts overdue requests first in Pendientes", async ({ page, request }) => {
    const company = uniqueCompany();
    const fresh = await sendContact(request, { company });
    const old = await sendContact(request, { company });
    const db = openE2eDatabase();
    try {
      const tenDaysAgo = new Date(Date.now() - 10 * 24 * 3_600_000).toISOString();
      db.prepare("update lead set created_at = ? where id = ?").run(tenDaysAgo, old.id);
    } finally {
      db.close();
    }
    await signIn(page, createStaff("admin"));
    await page.goto(`/admin/solicitudes?vista=pendientes&q=${encodeURIComponent(company)}`);
    await expect(page.getByRole("link", { name: /^Pendientes \(\d+, \d+ vencidas?\)$/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect.poll(() => listedReferences(page)).toEqual([old.reference, fresh.reference]);
    await expect(page.getByText("2 solicitudes, 1 vencida primero")).toBeVisible();
    await expect(page.getByText("Vencida", { exact: true }).locator("visible=true")).toHaveCount(1);
  });

  test("exports the filtered list as CSV, UTF-8 with BOM and formula-safe", async ({ page, request }) => {
    const tag = uniqueCompany("Hiperenlace").split(" ")[1]!;
    const company = `=HYPERLINK("http://x") ${tag}`;
    const lead = await sendQuote(request, { company });
    await signIn(page, createStaff("admin"));
    await search(page, tag);
    await expect.poll(() => listedReferences(page)).toEqual([lead.reference]);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Exportar CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^solicitudes-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    const bytes = readFileSync((await file.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).trim().split("\r\n");
    expect(lines[0]).toBe(
      "Referencia,Tipo,Estado,Vencida,Fecha (hora de Lima),Empresa,RUC,Nombre,Correo,Teléfono,Asignada a,Primera respuesta (hora de Lima),Equipo,Productos,Mensaje,Consentimiento de datos,Fecha del consentimiento (hora de Lima),Versión del texto de consentimiento,Acepta comunicaciones comerciales",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${lead.reference},Cotización,Nuevo,No,`);
    // Sent through the API without the consent fields.
    expect(lines[1]).toMatch(/,No registrado,,,No$/);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://x"") ${tag}"`);
    expect(lines[1]).toContain("3 bobinas × ZPP-09B");
  });

  test("a request arrives in the open inbox without reloading, with a badge", async ({ page, request }) => {
    await signIn(page, createStaff("admin"));
    await expect(page.getByRole("heading", { level: 1, name: "Solicitudes" })).toBeVisible();
    const company = uniqueCompany("Forestal");
    await sendContact(request, { company });
    const nav = page.getByRole("navigation", { name: "Secciones de la intranet" });
    await expect(nav.getByRole("link", { name: /^Solicitudes \d+\+? nuevas?$/ })).toBeVisible({
      timeout: 10_000,
    });
    await expect(
      page.getByRole("status").filter({ hasText: /Llegó 1 solicitud nueva|Llegaron .* solicitudes nuevas/ }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Mostrar" }).click();
    await expect(page.getByText(company).locator("visible=true")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Solicitudes", exact: true })).toBeVisible();
  });

  test("has no accessibility violations, with its filters open", BOTH_WIDTHS, async ({ page, request }) => {
    await sendService(request);
    await signIn(page, createStaff("admin"));
    await page.getByText("Más filtros").click();
    const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    ).toEqual([]);
    await page.goto("/admin/solicitudes?vista=pendientes");
    const pending = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
    expect(pending.violations.map((v) => v.id)).toEqual([]);
  });
});
