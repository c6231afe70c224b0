import { desktopOnly, expect, test } from "./support/test";
import { countLeadsByEmail, findLeadByEmail } from "./support/database";
import {
  expectConfirmation,
  fillLeadForm,
  formIsLive,
  leadForm,
  marketingBox,
  privacyBox,
  uniqueEmail,
  VALID_LEAD,
} from "./support/lead-form";

const FORMS = [
  { name: "contact form", path: "/contacto", anchor: "contact-form", kind: "CONTACT", equipment: undefined },
  {
    name: "service form",
    path: "/servicio-tecnico",
    anchor: "service-form",
    kind: "SERVICE",
    equipment: "Zunchadora a batería",
  },
] as const;

for (const spec of FORMS) {
  test.describe(spec.name, () => {
    test("shows every required-field message beside its field, in Spanish, without sending", async ({
      page,
    }) => {
      await page.goto(spec.path);
      const form = leadForm(page, spec.anchor);
      await formIsLive(form);
      await form.getByRole("button", { name: "Enviar solicitud" }).click();
      const expected: [string, string][] = [
        ["Nombre", "Ingrese su nombre"],
        ["Correo", "Ingrese su correo electrónico"],
        ["Empresa", "Ingrese el nombre de su empresa"],
        ["RUC", "Ingrese el RUC de su empresa"],
        ["Mensaje", "Escriba su mensaje"],
      ];
      if (spec.kind === "SERVICE") expected.push(["Tipo de máquina", "Seleccione el tipo de máquina"]);
      for (const [label, message] of expected) {
        const field = form.getByLabel(new RegExp(`^${label}`));
        await expect(field).toHaveAttribute("aria-invalid", "true");
        await expect(field).toHaveAccessibleDescription(message);
      }
      await expect(privacyBox(form)).toHaveAttribute("aria-invalid", "true");
      await expect(privacyBox(form)).toHaveAccessibleDescription("Debe aceptar la política de privacidad");
      await expect(form.getByLabel(/^Teléfono/)).not.toHaveAttribute("aria-invalid", "true");
      await expect(marketingBox(form)).not.toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveURL(new RegExp(`${spec.path}$`));
    });

    test("checks the RUC length and check digit, and the e-mail format", async ({ page }) => {
      await page.goto(spec.path);
      const form = leadForm(page, spec.anchor);
      await formIsLive(form);
      const ruc = form.getByLabel("RUC");
      await ruc.fill("2013131295");
      await ruc.blur();
      await expect(ruc).toHaveAccessibleDescription("El RUC tiene 11 dígitos");
      await ruc.fill("20131312956");
      await expect(ruc).toHaveAccessibleDescription("RUC inválido");
      await ruc.fill("30131312955");
      await expect(ruc).toHaveAccessibleDescription("RUC inválido");
      await ruc.fill("201 3131 2955");
      await expect(ruc).not.toHaveAttribute("aria-invalid", "true");
      const email = form.getByLabel(/^Correo/);
      await email.fill("rosa@");
      await email.blur();
      await expect(email).toHaveAccessibleDescription(
        "Escriba un correo electrónico válido, por ejemplo nombre@empresa.com",
      );
      const message = form.getByLabel("Mensaje");
      await message.fill("x".repeat(2001));
      await message.blur();
      await expect(message).toHaveAccessibleDescription("El mensaje no puede superar 2000 caracteres");
    });

    test("sends a valid request, reaches /confirmacion and stores the lead", async ({ page }) => {
      const email = uniqueEmail(spec.kind.toLowerCase());
      await page.goto(spec.path);
      const form = leadForm(page, spec.anchor);
      await formIsLive(form);
      await fillLeadForm(form, { email, equipment: spec.equipment });
      await form.getByRole("button", { name: "Enviar solicitud" }).dblclick();
      await expectConfirmation(page, { email });
      const lead = findLeadByEmail(email);
      expect(lead).toMatchObject({
        kind: spec.kind,
        name: VALID_LEAD.name,
        company: VALID_LEAD.company,
        ruc: VALID_LEAD.ruc,
        message: VALID_LEAD.message,
        phone: VALID_LEAD.phone,
        equipment: spec.equipment ?? null,
      });
      expect(countLeadsByEmail(email)).toBe(1);
    });

    test("keeps the form and what was typed when sending fails, with a Spanish message", async ({ page }) => {
      const email = uniqueEmail("falla");
      await page.goto(spec.path);
      const form = leadForm(page, spec.anchor);
      await formIsLive(form);
      await fillLeadForm(form, { email, equipment: spec.equipment });
      const keys: (string | null)[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST")
          keys.push(new URLSearchParams(request.postData() ?? "").get("idempotencyKey"));
      });
      await page.route(/\.data(\?|$)/, (route) =>
        route.request().method() === "POST" ? route.abort("failed") : route.continue(),
      );
      await form.getByRole("button", { name: "Enviar solicitud" }).click();
      await expect(form.getByRole("alert")).toHaveText(/No pudimos enviar su solicitud/);
      await expect(form.getByLabel(/^Correo/)).toHaveValue(email);
      await expect(form.getByLabel("Mensaje")).toHaveValue(VALID_LEAD.message);
      await expect(page).toHaveURL(new RegExp(`${spec.path}$`));
      await page.unroute(/\.data(\?|$)/);
      await form.getByRole("button", { name: "Enviar solicitud" }).click();
      await expectConfirmation(page);
      expect(countLeadsByEmail(email)).toBe(1);
      // The retry carries the first attempt's idempotency key, made in the browser.
      expect(keys).toHaveLength(2);
      expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(keys[1]).toBe(keys[0]);
    });

    // One form is enough: both share the action and the limit.
    if (spec.kind === "CONTACT")
      test("tells the visitor in Spanish when the form is too large to send, keeping what was typed", async ({
        page,
      }) => {
        const email = uniqueEmail("grande");
        await page.goto(spec.path);
        const form = leadForm(page, spec.anchor);
        await formIsLive(form);
        await fillLeadForm(form, { email, equipment: spec.equipment });
        // A field the page does not have, as a tampered or runaway form would send: 70 KB in all.
        await form.evaluate((element) => {
          const padding = document.createElement("input");
          padding.type = "hidden";
          padding.name = "padding";
          padding.value = "x".repeat(70 * 1024);
          element.append(padding);
        });
        await form.getByRole("button", { name: "Enviar solicitud" }).click();
        await expect(form.getByRole("alert")).toHaveText(
          "El formulario enviado es demasiado grande (máximo 64 KB). Acorte el texto e inténtelo de nuevo.",
        );
        await expect(form.getByLabel(/^Correo/)).toHaveValue(email);
        await expect(form.getByLabel("Mensaje")).toHaveValue(VALID_LEAD.message);
        await expect(page).toHaveURL(new RegExp(`${spec.path}$`));
        expect(countLeadsByEmail(email)).toBe(0);
      });
  });

  test.describe(`${spec.name} without JavaScript`, () => {
    desktopOnly();
    test.use({ javaScriptEnabled: false });

    test("is sent as a plain form post and stored", async ({ page }) => {
      const email = uniqueEmail(`nojs-${spec.kind.toLowerCase()}`);
      await page.goto(spec.path);
      const form = leadForm(page, spec.anchor);
      await fillLeadForm(form, { email, equipment: spec.equipment });
      await form.getByRole("button", { name: "Enviar solicitud" }).click();
      await expectConfirmation(page, { email });
      expect(findLeadByEmail(email)).toMatchObject({ kind: spec.kind, email });
    });

    test("answers the server's field messages", async ({ page }) => {
      await page.goto(spec.path);
      const form = leadForm(page, spec.anchor);
      await fillLeadForm(form, {
        email: uniqueEmail("nojs-bad"),
        ruc: "20131312956",
        equipment: spec.equipment,
      });
      await form.getByRole("button", { name: "Enviar solicitud" }).click();
      await expect(leadForm(page, spec.anchor).getByLabel("RUC")).toHaveAccessibleDescription("RUC inválido");
      await expect(leadForm(page, spec.anchor).getByLabel("Nombre")).toHaveValue(VALID_LEAD.name);
    });
  });
}

test("the solution and market pages end with a working contact form", async ({ page }) => {
  const email = uniqueEmail("mercado");
  await page.goto("/mineria");
  const form = leadForm(page, "contact-form");
  await formIsLive(form);
  await fillLeadForm(form, { email });
  await form.getByRole("button", { name: "Enviar solicitud" }).click();
  await expectConfirmation(page);
  expect(findLeadByEmail(email)).toMatchObject({ kind: "CONTACT" });
});
