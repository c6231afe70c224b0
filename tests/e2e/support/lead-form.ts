import { expect, type Locator, type Page } from "@playwright/test";
import { findLeadByEmail } from "./database";

export const VALID_LEAD = {
  name: "Rosa Mamani Condori",
  phone: "+51 954 123 456",
  company: "Agroindustrias del Norte S.A.C.",
  ruc: "20131312955",
  message: "Necesitamos 20 rollos de film stretch de 23 µm para exportación de mangos.",
};

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@cliente.example`;
}

/** The required privacy box of a lead form (its label is the consent statement, which links the policy). */
export const privacyBox = (form: Locator) =>
  form.getByRole("checkbox", { name: /^He leído la política de privacidad/ });

/** The optional box for commercial communications. */
export const marketingBox = (form: Locator) =>
  form.getByRole("checkbox", { name: /^Acepto recibir comunicaciones comerciales/ });

/** The consent a journey gives: the privacy box ticked unless told otherwise, marketing only when asked. */
export interface ConsentChoice {
  privacy?: boolean;
  marketing?: boolean;
}

async function giveConsent(form: Locator, { privacy = true, marketing = false }: ConsentChoice = {}) {
  if (privacy) await privacyBox(form).check();
  if (marketing) await marketingBox(form).check();
}

export function leadForm(page: Page, anchor: string): Locator {
  return page.locator(`#${anchor}`).locator("form");
}

/** Fills a contact or service form, and ticks the privacy box (unless `consent.privacy` is false). */
export async function fillLeadForm(
  form: Locator,
  values: Partial<typeof VALID_LEAD> & { email: string; equipment?: string },
  consent?: ConsentChoice,
) {
  const data = { ...VALID_LEAD, ...values };
  await form.getByLabel("Nombre").fill(data.name);
  await form.getByLabel(/^Correo/).fill(data.email);
  await form.getByLabel(/^Teléfono/).fill(data.phone);
  await form.getByLabel("Empresa").fill(data.company);
  await form.getByLabel("RUC").fill(data.ruc);
  if (data.equipment) await form.getByLabel("Tipo de máquina").selectOption(data.equipment);
  await form.getByLabel("Mensaje").fill(data.message);
  await giveConsent(form, consent);
}

/**
 * Fills the quotation's contact fields once the form is live (with JavaScript; `live: false` without
 * it) and ticks the privacy box (unless `consent.privacy` is false).
 */
export async function fillQuoteForm(
  page: Page,
  email: string,
  { live = true, consent }: { live?: boolean; consent?: ConsentChoice } = {},
) {
  const form = page.locator("#quote-form");
  if (live) await formIsLive(form);
  await form.getByLabel("Nombre").fill(VALID_LEAD.name);
  await form.getByLabel(/^Correo/).fill(email);
  await form.getByLabel(/^Teléfono/).fill(VALID_LEAD.phone);
  await form.getByLabel("Empresa").fill(VALID_LEAD.company);
  await form.getByLabel("RUC").fill("10467793549");
  await form.getByLabel("Mensaje").fill("Entrega en Callao, por favor.");
  await giveConsent(form, consent);
}

interface SentRequest {
  /** The e-mail the request was sent with: the page must show this lead's reference. */
  email: string;
  /** The e2e server's data folder that stored it (default: the main server's). */
  dataDir?: string;
  /** Whether an acknowledgement was queued (false for a request flagged as spam: no e-mail is promised). */
  acknowledged?: boolean;
}

/**
 * The confirmation page: its heading, thanks and links; given the request just sent, also its
 * reference, where the copy goes (or no such promise for spam) and a WhatsApp link with the reference.
 */
export async function expectConfirmation(page: Page, sent?: SentRequest) {
  await expect(page).toHaveURL(/\/confirmacion$/);
  await expect(page.getByRole("heading", { level: 1, name: "Solicitud enviada" })).toBeVisible();
  await expect(
    page.getByText("Su solicitud ha sido enviada con éxito; nos comunicaremos con usted a la brevedad."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al inicio" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Ver el catálogo" })).toHaveAttribute("href", "/productos");
  if (!sent) return;
  const lead = findLeadByEmail(sent.email, sent.dataDir);
  if (!lead) throw new Error(`no lead stored for ${sent.email}`);
  await expect(page.getByText(lead.reference, { exact: true }).first()).toBeVisible();
  const whatsApp = page.getByRole("link", { name: /Escribir por WhatsApp/ });
  await expect(whatsApp).toHaveAttribute(
    "href",
    `https://wa.me/51987654321?text=${encodeURIComponent(`Hola, les escribo por mi solicitud ${lead.reference}.`)}`,
  );
  const copy = page.getByText("Le enviamos una copia de su solicitud a");
  if (sent.acknowledged === false) await expect(copy).toHaveCount(0);
  else await expect(copy).toContainText(sent.email);
}

/**
 * Waits until React has hydrated the form. A form's code arrives in a chunk of its own after the
 * page's load event (docs/decisions/012), so a test that types at once could otherwise beat it and
 * see the server's checks instead of the browser's.
 */
export async function formIsLive(form: Locator) {
  await expect
    .poll(() =>
      form.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"))),
    )
    .toBe(true);
}
