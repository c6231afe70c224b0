// The virtual Libro de Reclamaciones as a consumer meets it: the footer's link on every kind of page,
// the sheet filed with JavaScript and without, numbered, its receipt and PDF, the e-mails with the PDF
// attached (the .eml files of the e2e server's outbox), the refusals in Spanish beside the fields, and
// axe at both widths (the desktop and mobile projects).
import AxeBuilder from "@axe-core/playwright";
import { desktopOnly, expect, type Page, test } from "./support/test";
import { findProduct, productPath } from "./support/catalog";
import {
  complaintForm,
  consentTextByHash,
  expectSheetPdf,
  fillSheet,
  mailsAbout,
  SHEET,
  sheetByNumber,
  sheetsByName,
} from "./support/complaints";
import { formIsLive, uniqueEmail } from "./support/lead-form";

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const NUMBER = /^LR-\d{4}-\d{6}$/;
const CONTACT_REQUIRED =
  "Indique su correo electrónico o su domicilio: uno de los dos es necesario para enviarle la respuesta";
const NOTICE =
  "Conforme a lo establecido en el Código de Protección y Defensa del Consumidor, esta empresa cuenta con un Libro de Reclamaciones virtual a su disposición para registrar su queja o reclamo.";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The receipt after filing: the sheet's number, read from the page. */
async function receiptNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/libro-de-reclamaciones\/constancia$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hoja de reclamación registrada" })).toBeVisible();
  const number = (await page.getByTestId("complaint-number").textContent())?.trim() ?? "";
  expect(number).toMatch(NUMBER);
  return number;
}

test.describe("the footer's link to the book", () => {
  test("is on every kind of public page, with the notice, and leads to the book", async ({
    page,
    request,
  }) => {
    const product = productPath(await findProduct(request, () => true));
    const pages = [
      "/",
      "/soluciones",
      "/mineria",
      "/productos",
      product,
      "/cotizacion",
      "/contacto",
      "/confirmacion",
      "/nosotros",
      "/libro-de-reclamaciones",
      "/libro-de-reclamaciones/constancia",
      "/una-pagina-que-no-existe",
    ];
    for (const path of pages) {
      await page.goto(path);
      const footer = page.getByRole("contentinfo");
      const link = footer.getByRole("link", { name: "Libro de Reclamaciones", exact: true });
      await expect(link, path).toHaveAttribute("href", "/libro-de-reclamaciones");
      await expect(footer, path).toContainText(NOTICE);
    }
    await page.goto("/nosotros");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Libro de Reclamaciones", exact: true })
      .click();
    await expect(page).toHaveURL(/\/libro-de-reclamaciones$/);
    await expect(page.getByRole("heading", { level: 1, name: "Libro de Reclamaciones" })).toBeVisible();
  });
});

test.describe("the sheet, with JavaScript", () => {
  test("the page shows the supplier, the definitions and the legends, and passes axe", async ({ page }) => {
    await page.goto("/libro-de-reclamaciones");
    const main = page.getByRole("main");
    await expect(main).toContainText("Kordex Packaging Perú S.A.C.");
    await expect(main).toContainText("20608472135");
    await expect(main).toContainText("Av. Industrial 1450, Mz. B Lt. 7, Lurín, Lima, Perú");
    await expect(main).toContainText("Disconformidad relacionada a los productos o servicios.");
    await expect(main).toContainText(
      "Disconformidad no relacionada a los productos o servicios; o, malestar o descontento respecto a la atención al público.",
    );
    await expect(main).toContainText("ni es requisito previo para interponer una denuncia ante el INDECOPI");
    await expect(main).toContainText("en un plazo no mayor a quince (15) días hábiles");
    await formIsLive(complaintForm(page));
    await expectNoAxeViolations(page);
  });

  test("is filed, numbered, shown on its receipt with its PDF, and e-mailed with the PDF attached", async ({
    page,
  }) => {
    const email = uniqueEmail("reclamo");
    await page.goto("/libro-de-reclamaciones");
    const form = complaintForm(page);
    await formIsLive(form);
    // One consent box: the sheet asks for no commercial-communications consent (decision 041).
    await expect(form.getByRole("checkbox", { name: /comunicaciones comerciales/ })).toHaveCount(0);
    await fillSheet(form, {
      email,
      detail: "Faltaron 12 bobinas de zuncho PET en la entrega del 5 de noviembre.",
    });
    await form.getByRole("button", { name: "Enviar hoja de reclamación" }).click();
    const number = await receiptNumber(page);
    await expect(page.getByRole("main")).toContainText(`Le enviamos una copia de la hoja en PDF a ${email}`);
    const stored = sheetByNumber(number);
    expect(stored).toMatchObject({
      email,
      kind: "reclamo",
      detail: "Faltaron 12 bobinas de zuncho PET en la entrega del 5 de noviembre.",
    });
    // The consent text it showed is the complaint book's version in the one ledger.
    expect(consentTextByHash(stored!.privacy_consent_hash)).toMatchObject({
      purpose: "complaint",
      text: expect.stringMatching(/^He leído la política de privacidad y autorizo .* hoja de reclamación/),
    });
    await expectNoAxeViolations(page);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Descargar la hoja (PDF)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`hoja-de-reclamacion-${number}.pdf`);

    const mails = await mailsAbout(number, 2);
    const copy = mails.find((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === email);
    expect(copy, "the consumer's copy").toBeDefined();
    expect(copy!.subject).toBe(`Copia de su hoja de reclamación ${number} | Kordex Perú`);
    expect(copy!.text).toContain("Faltaron 12 bobinas de zuncho PET");
    for (const mail of mails) expectSheetPdf(mail, number);
  });

  test("refuses a sheet without e-mail and without address with the reason beside both fields", async ({
    page,
  }) => {
    await page.goto("/libro-de-reclamaciones");
    const form = complaintForm(page);
    await formIsLive(form);
    await fillSheet(form, { address: "", email: "" });
    await form.getByRole("button", { name: "Enviar hoja de reclamación" }).click();
    for (const label of [/^Domicilio/, /^Correo electrónico/]) {
      const field = form.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(CONTACT_REQUIRED));
    }
    await expect(page).toHaveURL(/\/libro-de-reclamaciones$/);
    await expect(form.getByLabel("Nombre completo")).toHaveValue(SHEET.name);
    // Axe with the errors on screen (axe needs the page's JavaScript, so not in the tests without it).
    await expectNoAxeViolations(page);
  });

  test("asks for the parent or guardian of a minor only when «menor de edad» is ticked", async ({ page }) => {
    await page.goto("/libro-de-reclamaciones");
    const form = complaintForm(page);
    await formIsLive(form);
    const guardian = form.getByLabel(/^Nombre del padre, madre o apoderado/);
    await expect(guardian).toBeHidden();
    await form.getByLabel("Soy menor de edad").check();
    await expect(guardian).toBeVisible();
    await fillSheet(form, { email: uniqueEmail("menor") });
    await form.getByRole("button", { name: "Enviar hoja de reclamación" }).click();
    await expect(guardian).toHaveAccessibleDescription(
      "Para un menor de edad, indique el nombre de su padre, madre o apoderado",
    );
    await guardian.fill("Carmen Ccori Mamani");
    await form.getByRole("button", { name: "Enviar hoja de reclamación" }).click();
    await receiptNumber(page);
  });
});

test.describe("the sheet, without JavaScript", () => {
  desktopOnly();
  test.use({ javaScriptEnabled: false });

  test("is filed by a plain POST, numbered, with its receipt and e-mails", async ({ page }) => {
    const email = uniqueEmail("sinjs");
    const name = `Luis Condori ${Date.now()}`;
    await page.goto("/libro-de-reclamaciones");
    await fillSheet(complaintForm(page), { email, name, kind: "Queja", good: "Servicio" });
    await complaintForm(page).getByRole("button", { name: "Enviar hoja de reclamación" }).click();
    const number = await receiptNumber(page);
    expect(sheetsByName(name).map((sheet) => sheet.number)).toEqual([number]);
    expect(sheetByNumber(number)).toMatchObject({ kind: "queja", email });
    const mails = await mailsAbout(number, 2);
    for (const mail of mails) expectSheetPdf(mail, number);
  });

  test("refuses a sheet without e-mail and address, with the reasons in Spanish and nothing typed lost", async ({
    page,
  }) => {
    const name = `Ana Quispe ${Date.now()}`;
    await page.goto("/libro-de-reclamaciones");
    const form = complaintForm(page);
    await fillSheet(form, { name, address: "", email: "", amount: "12,5,0" });
    await form.getByRole("button", { name: "Enviar hoja de reclamación" }).click();
    await expect(page).toHaveURL(/\/libro-de-reclamaciones$/);
    await expect(page.getByRole("alert")).toHaveText(
      "La hoja no se registró: indique su correo electrónico o su domicilio, porque necesitamos uno de los dos para enviarle la respuesta.",
    );
    for (const label of [/^Domicilio/, /^Correo electrónico/]) {
      await expect(form.getByLabel(label)).toHaveAccessibleDescription(new RegExp(CONTACT_REQUIRED));
    }
    await expect(form.getByLabel(/^Monto reclamado/)).toHaveAccessibleDescription(
      /Escriba el monto con números y hasta dos decimales, por ejemplo 1,250.50/,
    );
    await expect(form.getByLabel("Nombre completo")).toHaveValue(name);
    await expect(form.getByLabel("Número de documento")).toHaveValue(SHEET.documentNumber);
    await expect(form.getByLabel(/^Detalle/)).toHaveValue(SHEET.detail);
    await expect(form.getByLabel(/^Pedido/)).toHaveValue(SHEET.request);
    await expect(form.getByRole("radio", { name: /^Reclamo/ })).toBeChecked();
    await expect(form.getByLabel(/^He leído la política de privacidad/)).toBeChecked();
    expect(sheetsByName(name)).toEqual([]);
    // Corrected, it is filed.
    await form.getByLabel(/^Domicilio/).fill(SHEET.address);
    await form.getByLabel(/^Monto reclamado/).fill("1250");
    await form.getByRole("button", { name: "Enviar hoja de reclamación" }).click();
    const number = await receiptNumber(page);
    await expect(page.getByRole("main")).toContainText("Descargue aquí la copia de su hoja en PDF");
    expect(sheetsByName(name).map((sheet) => sheet.number)).toEqual([number]);
  });

  test("refuses a sheet without the privacy consent", async ({ page }) => {
    await page.goto("/libro-de-reclamaciones");
    const form = complaintForm(page);
    await fillSheet(form, { email: uniqueEmail("sinconsentimiento"), consent: false });
    await form.getByRole("button", { name: "Enviar hoja de reclamación" }).click();
    await expect(form.getByLabel(/^He leído la política de privacidad/)).toHaveAccessibleDescription(
      "Debe aceptar la política de privacidad",
    );
  });
});

test.describe("the receipt", () => {
  test("without the filing browser's cookie shows no sheet, and the PDF is not there", async ({
    page,
    request,
  }) => {
    await page.goto("/libro-de-reclamaciones/constancia");
    await expect(page.getByRole("heading", { level: 1, name: "Libro de Reclamaciones" })).toBeVisible();
    await expect(page.getByTestId("complaint-number")).toHaveCount(0);
    await expectNoAxeViolations(page);
    const pdf = await request.get("/libro-de-reclamaciones/constancia/pdf");
    expect(pdf.status()).toBe(404);
    expect(pdf.headers()["cache-control"]).toBe("no-store");
  });
});
