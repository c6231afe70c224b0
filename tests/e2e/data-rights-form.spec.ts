// /derechos-arco, the personal-data rights (ARCO) form: checked in the browser and by the server, a
// plain form post without JavaScript (errors beside the fields, nothing typed lost), a confirmation
// with the reference, the request and its e-mails stored; no accessibility violations.
import AxeBuilder from "@axe-core/playwright";
import { desktopOnly, expect, type Locator, type Page, test } from "./support/test";
import { openE2eDatabase } from "./support/database";
import { formIsLive, uniqueEmail } from "./support/lead-form";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const CONSENT = /He leído la política de privacidad/;

const form = (page: Page) => page.locator("#formulario form");

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

interface StoredRequest {
  id: number;
  reference: string;
  kind: string;
  full_name: string;
  document_type: string;
  document_number: string;
  representative_name: string | null;
  marketing_consent: number;
  consent_version: string;
}

function storedRequest(email: string): StoredRequest | undefined {
  const db = openE2eDatabase();
  try {
    return db.prepare("select * from data_request where email = ? order by id desc").get(email) as
      StoredRequest | undefined;
  } finally {
    db.close();
  }
}

function emailsOf(requestId: number): string[] {
  const db = openE2eDatabase();
  try {
    const rows = db
      .prepare("select purpose, to_address from outbox where data_request_id = ? order by id")
      .all(requestId) as { purpose: string; to_address: string }[];
    return rows.map((row) => `${row.purpose} ${row.to_address}`);
  } finally {
    db.close();
  }
}

async function fillRequest(target: Locator, email: string, documentNumber = "45678912") {
  await target.getByLabel("Nombre completo").fill("Rosa Mamani Condori");
  await target.getByLabel("Tipo de documento").selectOption("dni");
  await target.getByLabel("Número de documento").fill(documentNumber);
  await target.getByLabel("Correo").fill(email);
  await target.getByLabel("Teléfono").fill("+51 954 123 456");
  await target.getByRole("radio", { name: /^Cancelación/ }).check();
  await target.getByLabel("Detalle de la solicitud").fill("Eliminen mis datos de sus registros, por favor.");
}

async function expectConfirmation(page: Page, email: string, acknowledged = true) {
  await expect(page.getByRole("heading", { name: "Solicitud recibida" })).toBeVisible();
  const stored = storedRequest(email);
  if (!stored) throw new Error(`no request stored for ${email}`);
  const status = page.getByRole("status");
  await expect(status).toContainText(stored.reference);
  await expect(status).toContainText("Cancelación");
  await expect(status).toContainText(/Le responderemos a más tardar el\s*\d{2}\/\d{2}\/\d{4}/);
  if (acknowledged) await expect(status).toContainText(`Le enviamos una copia con su referencia a ${email}`);
  return stored;
}

test.describe("the ARCO form, with JavaScript", () => {
  test("shows every required-field message beside its field, in Spanish, without sending", async ({
    page,
  }) => {
    await page.goto("/derechos-arco");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Derechos sobre sus datos personales");
    await expect(page).toHaveTitle("Derechos ARCO sobre sus datos | Kordex Perú");
    const target = form(page);
    await formIsLive(target);
    await target.getByRole("button", { name: "Enviar solicitud" }).click();
    for (const [label, message] of [
      ["Nombre completo", "Ingrese su nombre completo"],
      ["Tipo de documento", "Seleccione el tipo de documento"],
      ["Número de documento", "Ingrese su número de documento"],
      ["Correo", "Ingrese su correo electrónico"],
      ["Detalle de la solicitud", "Describa su solicitud"],
    ] as const) {
      const field = target.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(message));
    }
    await expect(target.getByRole("radio", { name: /^Acceso/ })).toHaveAccessibleDescription(
      /Seleccione el derecho que desea ejercer/,
    );
    await expect(target.getByRole("checkbox", { name: CONSENT })).toHaveAccessibleDescription(
      "Debe aceptar la política de privacidad",
    );
    await expect(target.getByLabel("Teléfono")).not.toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await target.getByLabel("Tipo de documento").selectOption("dni");
    await target.getByLabel("Número de documento").fill("1234");
    await target.getByLabel("Número de documento").blur();
    await expect(target.getByLabel("Número de documento")).toHaveAccessibleDescription(
      "El DNI debe tener 8 dígitos",
    );
    expect(await page.evaluate(() => location.pathname)).toBe("/derechos-arco");
  });

  test("sends a valid request, shows its reference and stores it with its two e-mails", async ({ page }) => {
    const email = uniqueEmail("arco");
    await page.goto("/derechos-arco");
    await expectNoAxeViolations(page);
    const target = form(page);
    await formIsLive(target);
    await fillRequest(target, email);
    await target.getByRole("checkbox", { name: CONSENT }).check();
    // One box only: this form asks for no commercial-communications consent (decision 041).
    await expect(target.getByRole("checkbox", { name: /comunicaciones comerciales/ })).toHaveCount(0);
    await target.getByRole("button", { name: "Enviar solicitud" }).dblclick();
    const stored = await expectConfirmation(page, email);
    expect(stored).toMatchObject({
      kind: "cancellation",
      full_name: "Rosa Mamani Condori",
      document_type: "dni",
      document_number: "45678912",
      representative_name: null,
      marketing_consent: 0,
    });
    expect(stored.consent_version).toMatch(/^[0-9a-f]{64}$/);
    expect(emailsOf(stored.id)).toEqual(["arco-notice ventas@kordex.com.pe", `arco-ack ${email}`]);
    // The double click stored one request.
    const db = openE2eDatabase();
    try {
      expect(db.prepare("select count(*) as n from data_request where email = ?").get(email)).toEqual({
        n: 1,
      });
      // The consent text the form showed is a version of the one ledger, the ARCO form's.
      expect(
        db.prepare("select purpose from consent_text where hash = ?").get(stored.consent_version),
      ).toEqual({ purpose: "arco" });
    } finally {
      db.close();
    }
    await expectNoAxeViolations(page);
  });
});

test.describe("the ARCO form, without JavaScript", () => {
  desktopOnly();
  test.use({ javaScriptEnabled: false });

  test("answers the server's messages beside the fields, keeps what was typed, then sends", async ({
    page,
  }) => {
    const email = uniqueEmail("arco-nojs");
    await page.goto("/derechos-arco");
    const target = form(page);
    await fillRequest(target, email, "1234");
    await target.getByLabel("Nombre del representante").fill("Carlos Mamani");
    await target.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(form(page).getByLabel("Número de documento")).toHaveAccessibleDescription(
      "El DNI debe tener 8 dígitos",
    );
    await expect(form(page).getByRole("checkbox", { name: CONSENT })).toHaveAccessibleDescription(
      "Debe aceptar la política de privacidad",
    );
    // Nothing typed is lost.
    await expect(form(page).getByLabel("Nombre completo")).toHaveValue("Rosa Mamani Condori");
    await expect(form(page).getByLabel("Correo")).toHaveValue(email);
    await expect(form(page).getByLabel("Tipo de documento")).toHaveValue("dni");
    await expect(form(page).getByRole("radio", { name: /^Cancelación/ })).toBeChecked();
    await expect(form(page).getByLabel("Detalle de la solicitud")).toHaveValue(
      "Eliminen mis datos de sus registros, por favor.",
    );
    await expect(form(page).getByLabel("Nombre del representante")).toHaveValue("Carlos Mamani");
    // (axe needs JavaScript in the page: the same errors are checked with it in the test above.)
    expect(storedRequest(email)).toBeUndefined();

    await form(page).getByLabel("Número de documento").fill("45678912");
    await form(page).getByRole("checkbox", { name: CONSENT }).check();
    await form(page).getByRole("button", { name: "Enviar solicitud" }).click();
    const stored = await expectConfirmation(page, email);
    expect(stored).toMatchObject({ representative_name: "Carlos Mamani", marketing_consent: 0 });
    expect(emailsOf(stored.id)).toHaveLength(2);
  });
});
