// /confirmacion tells the buyer what happens next (docs/decisions/034-confirmation-cookie.md): the
// reference, what was sent, where the copy goes, when we answer, a WhatsApp link with the reference
// and the way back to the catalogue; with and without JavaScript, through a signed HttpOnly cookie
// that nobody else can read or forge.
import { desktopOnly, expect, type Locator, type Page, test } from "./support/test";
import { quantityWithUnit } from "../../app/domains/catalogue/sale-unit";
import { findLeadByEmail, openE2eDatabase } from "./support/database";
import {
  fillLeadForm,
  fillQuoteForm,
  formIsLive,
  leadForm,
  uniqueEmail,
  VALID_LEAD,
} from "./support/lead-form";

interface CatalogueProduct {
  id: number;
  name: string;
  code: string;
  unit: string;
}

/** Two active products with their code and unit of sale, as the e2e server's catalogue has them. */
function twoProducts(): [CatalogueProduct, CatalogueProduct] {
  const db = openE2eDatabase();
  try {
    const rows = db
      .prepare("select id, name, code, unit from product where active = 1 order by id limit 2 offset 5")
      .all() as CatalogueProduct[];
    return [rows[0]!, rows[1]!];
  } finally {
    db.close();
  }
}

const QUANTITIES = [3, 1] as const;
const PROMISE = "en menos de 8 horas hábiles";

/** The quotation list as the browser keeps it (the store's own format, as quotation.spec.ts writes it). */
async function keepQuotationList(page: Page, products: readonly CatalogueProduct[]) {
  await page.goto("/");
  await page.evaluate(
    (items) =>
      localStorage.setItem("product-store", JSON.stringify({ state: { products: items }, version: 0 })),
    products.map((product, index) => ({
      id: product.id,
      image: "",
      name: product.name,
      quantity: QUANTITIES[index],
    })),
  );
}

/** The reference of the lead stored with this e-mail. */
function referenceOf(email: string): string {
  const lead = findLeadByEmail(email);
  if (!lead) throw new Error(`no lead stored for ${email}`);
  return lead.reference;
}

const summaryOf = (page: Page) => page.getByRole("region", { name: "Lo que nos envió" });
const nextStepsOf = (page: Page) => page.getByRole("region", { name: "¿Qué sigue?" });

/** What every personal confirmation shows: reference, copy, promise and the WhatsApp link carrying the reference. */
async function expectPersonalConfirmation(page: Page, email: string): Promise<string> {
  await expect(page).toHaveURL(/\/confirmacion$/);
  await expect(page.getByRole("heading", { level: 1, name: "Solicitud enviada" })).toBeVisible();
  const reference = referenceOf(email);
  await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
  const steps = nextStepsOf(page);
  await expect(steps.getByText("Le enviamos una copia de su solicitud a")).toContainText(email);
  await expect(steps).toContainText(`le responderá ${PROMISE} por correo o por teléfono`);
  const whatsApp = steps.getByRole("link", { name: /Escribir por WhatsApp/ });
  const link = new URL((await whatsApp.getAttribute("href"))!);
  expect(link.origin + link.pathname).toBe("https://wa.me/51987654321");
  expect(link.searchParams.get("text")).toBe(`Hola, les escribo por mi solicitud ${reference}.`);
  await expect(page.getByRole("link", { name: "Ver el catálogo" })).toHaveAttribute("href", "/productos");
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  return reference;
}

async function expectQuotationLines(page: Page, products: readonly CatalogueProduct[]) {
  const lines = summaryOf(page).getByRole("listitem");
  await expect(lines).toHaveCount(products.length);
  for (const [index, product] of products.entries()) {
    const line = lines.nth(index);
    await expect(line).toContainText(product.name);
    await expect(line).toContainText(product.code);
    await expect(line).toContainText(quantityWithUnit(QUANTITIES[index]!, product.unit));
  }
  await expect(summaryOf(page)).toContainText("Entrega en Callao, por favor.");
}

/** The page without anything personal: the generic thanks, no reference, no e-mail, no summary. */
async function expectGenericConfirmation(page: Page, secrets: readonly string[]) {
  await expect(page.getByRole("heading", { level: 1, name: "Solicitud enviada" })).toBeVisible();
  await expect(
    page.getByText("Su solicitud ha sido enviada con éxito; nos comunicaremos con usted a la brevedad."),
  ).toBeVisible();
  await expect(summaryOf(page)).toHaveCount(0);
  await expect(page.getByText("Le enviamos una copia")).toHaveCount(0);
  await expect(nextStepsOf(page)).toContainText(PROMISE);
  const html = await page.content();
  for (const secret of secrets) expect(html).not.toContain(secret);
  expect(html).not.toMatch(/\b(?:COT|CON|SER)-\d{4}-\d{6}\b/);
}

const SERVICE_MESSAGE =
  "La zunchadora de batería no suelda el zuncho PET desde el lunes; necesitamos una visita.";

async function sendLead(page: Page, kind: "contact" | "service", email: string, live: boolean) {
  const path = kind === "contact" ? "/contacto" : "/servicio-tecnico";
  const anchor = kind === "contact" ? "contact-form" : "service-form";
  await page.goto(path);
  const form: Locator = leadForm(page, anchor);
  if (live) await formIsLive(form);
  await fillLeadForm(form, {
    email,
    ...(kind === "service" ? { equipment: "Zunchadora a batería", message: SERVICE_MESSAGE } : {}),
  });
  await form.getByRole("button", { name: "Enviar solicitud" }).click();
}

test.describe("with JavaScript", () => {
  test("a quotation: reference, products with code and unit, copy, promise, WhatsApp; the cookie comes on the .data answer", async ({
    page,
    context,
  }) => {
    const products = twoProducts();
    await keepQuotationList(page, products);
    await page.goto("/cotizacion");
    const email = uniqueEmail("confirmacion-cotizacion");
    await fillQuoteForm(page, email);
    const answer = page.waitForResponse(
      (response) => response.request().method() === "POST" && /\/cotizacion\.data/.test(response.url()),
    );
    await page.getByRole("button", { name: "Solicitar Cotización" }).click();
    // React Router's client-side submission: the redirect is a `.data` answer that keeps Set-Cookie.
    const setCookie = await (await answer).headerValue("set-cookie");
    expect(setCookie).toMatch(/^kordex-solicitud=[^;]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/);
    await expectPersonalConfirmation(page, email);
    await expectQuotationLines(page, products);
    const [cookie] = (await context.cookies()).filter((item) => item.name === "kordex-solicitud");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // The page's script cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain("kordex-solicitud");
    // A reload shows the same request (the cookie lives 30 minutes); the page is never stored.
    const reloaded = await page.reload();
    expect(reloaded?.headers()["cache-control"]).toBe("no-store");
    await expectQuotationLines(page, products);
  });

  test("a contact request: its first words", async ({ page }) => {
    const email = uniqueEmail("confirmacion-contacto");
    await sendLead(page, "contact", email, true);
    await expectPersonalConfirmation(page, email);
    await expect(summaryOf(page)).toContainText("Consulta");
    await expect(summaryOf(page)).toContainText(VALID_LEAD.message);
  });

  test("a service request: the machine type and its message", async ({ page }) => {
    const email = uniqueEmail("confirmacion-servicio");
    await sendLead(page, "service", email, true);
    await expectPersonalConfirmation(page, email);
    await expect(summaryOf(page)).toContainText("Solicitud de servicio técnico");
    await expect(summaryOf(page)).toContainText("Tipo de máquina: Zunchadora a batería");
    await expect(summaryOf(page)).toContainText(SERVICE_MESSAGE);
  });
});

test.describe("without JavaScript", () => {
  desktopOnly();
  test.use({ javaScriptEnabled: false });

  test("a quotation sent as a plain form post: 302 with the cookie, then the page with its lines", async ({
    page,
  }) => {
    const products = twoProducts();
    await page.goto("/cotizacion");
    const email = uniqueEmail("confirmacion-nojs-cotizacion");
    await fillQuoteForm(page, email, { live: false });
    // The list lives in the browser's storage, which only the page's script reads: the lines go as
    // the hidden fields that script writes.
    const form = page.locator("#quote-form");
    await form.evaluate(
      (element, items) => {
        for (const [index, item] of items.entries()) {
          for (const [field, value] of Object.entries(item)) {
            const input = document.createElement("input");
            input.type = "hidden";
            input.name = `invoiceDetails[${index}].${field}`;
            input.value = String(value);
            element.append(input);
          }
        }
      },
      products.map((product, index) => ({
        productId: product.id,
        quantity: QUANTITIES[index]!,
        name: product.name,
      })),
    );
    const redirect = page.waitForResponse(
      (response) =>
        response.request().method() === "POST" && new URL(response.url()).pathname === "/cotizacion",
    );
    await page.getByRole("button", { name: "Solicitar Cotización" }).click();
    const answer = await redirect;
    expect(answer.status()).toBe(302);
    expect(await answer.headerValue("location")).toBe("/confirmacion");
    expect(await answer.headerValue("set-cookie")).toMatch(/^kordex-solicitud=[^;]+;.*HttpOnly/);
    await expectPersonalConfirmation(page, email);
    await expectQuotationLines(page, products);
  });

  for (const kind of ["contact", "service"] as const) {
    test(`a ${kind} request sent as a plain form post`, async ({ page }) => {
      const email = uniqueEmail(`confirmacion-nojs-${kind}`);
      await sendLead(page, kind, email, false);
      await expectPersonalConfirmation(page, email);
      await expect(summaryOf(page)).toContainText(kind === "contact" ? VALID_LEAD.message : SERVICE_MESSAGE);
    });
  }
});

test.describe("nobody else's request", () => {
  desktopOnly();
  test("another browser sees only the generic page, and a forged or tampered cookie is refused", async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = uniqueEmail("confirmacion-privada");
    await sendLead(page, "contact", email, true);
    const reference = await expectPersonalConfirmation(page, email);
    const [cookie] = (await page.context().cookies()).filter((item) => item.name === "kordex-solicitud");
    const [ids, expires, signature] = cookie!.value.split(".");
    const secrets = [reference, email, VALID_LEAD.message];

    const other = await browser.newContext();
    try {
      const stranger = await other.newPage();
      // No cookie: the generic page, whatever the address says.
      for (const address of [
        "/confirmacion",
        `/confirmacion?id=${ids}`,
        `/confirmacion?referencia=${reference}`,
      ]) {
        await stranger.goto(address);
        await expectGenericConfirmation(stranger, secrets);
      }
      const forgeries = {
        "the next lead's id under this signature": `${Number(ids) + 1}.${expires}.${signature}`,
        "an earlier lead's id under this signature": `${Number(ids) - 1}.${expires}.${signature}`,
        "a later expiry": `${ids}.${Number(expires) + 86_400}.${signature}`,
        "a made-up signature": `${ids}.${expires}.${"A".repeat(43)}`,
        "a bare id": ids!,
      };
      for (const [what, value] of Object.entries(forgeries)) {
        await other.clearCookies();
        await other.addCookies([{ name: "kordex-solicitud", value, url: baseURL! }]);
        await stranger.goto("/confirmacion");
        await test.step(what, () => expectGenericConfirmation(stranger, secrets));
      }
    } finally {
      await other.close();
    }
    // The buyer's own browser still sees it.
    await page.goto("/confirmacion");
    await expect(page.getByText(reference, { exact: true }).first()).toBeVisible();
  });
});
