import { expect, type Locator, type Page } from "@playwright/test";

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

export function leadForm(page: Page, anchor: string): Locator {
  return page.locator(`#${anchor}`).locator("form");
}

export async function fillLeadForm(
  form: Locator,
  values: Partial<typeof VALID_LEAD> & { email: string; equipment?: string },
) {
  const data = { ...VALID_LEAD, ...values };
  await form.getByLabel("Nombre").fill(data.name);
  await form.getByLabel("Correo").fill(data.email);
  await form.getByLabel("Teléfono").fill(data.phone);
  await form.getByLabel("Empresa").fill(data.company);
  await form.getByLabel("RUC").fill(data.ruc);
  if (data.equipment) await form.getByLabel("Tipo de Máquina").selectOption(data.equipment);
  await form.getByLabel("Mensaje").fill(data.message);
}

/** Fills the quotation's contact fields once the form is live (with JavaScript); `live: false` without it. */
export async function fillQuoteForm(page: Page, email: string, { live = true } = {}) {
  const form = page.locator("#quote-form");
  if (live) await formIsLive(form);
  await form.getByLabel("Nombre").fill(VALID_LEAD.name);
  await form.getByLabel("Correo").fill(email);
  await form.getByLabel("Teléfono").fill(VALID_LEAD.phone);
  await form.getByLabel("Empresa").fill(VALID_LEAD.company);
  await form.getByLabel("RUC").fill("10467793549");
  await form.getByLabel("Mensaje").fill("Entrega en Callao, por favor.");
}

export async function expectConfirmation(page: Page) {
  await expect(page).toHaveURL(/\/confirmacion$/);
  await expect(page.getByRole("heading", { name: "SOLICITUD ENVIADA" })).toBeVisible();
  await expect(
    page.getByText("Tu solicitud ha sido enviada con éxito, te contactaremos a la brevedad."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Volver al Inicio" })).toHaveAttribute("href", "/");
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
