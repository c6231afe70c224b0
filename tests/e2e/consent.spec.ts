// Personal-data consent on the production build (docs/decisions/035-personal-data-consent.md): the
// contact, service and quotation forms are refused without the privacy box, with JavaScript and
// without; a lead sent with consent has its ledger row, shown in the back office; the API records the
// fields when sent and "not recorded" without them; the privacy policy states every setting.
import { BOTH_WIDTHS, desktopOnly, expect, type Locator, type Page, test } from "./support/test";
import { expectNoViolations } from "./support/axe";
import { countLeadsByEmail, findLeadByEmail, openE2eDatabase } from "./support/database";
import { sendContact } from "./support/leads-api";
import {
  type ConsentChoice,
  expectConfirmation,
  fillLeadForm,
  fillQuoteForm,
  formIsLive,
  leadForm,
  marketingBox,
  privacyBox,
  uniqueEmail,
} from "./support/lead-form";
import { PRIVACY_SETTINGS } from "./support/privacy-settings";
import { createStaff, signIn } from "./support/staff";

const REFUSAL = "Debe aceptar la política de privacidad";

/** Two products of the catalogue, as a quotation's lines. */
function quotationLines() {
  const db = openE2eDatabase();
  try {
    return (
      db.prepare("select id, name from product where active = 1 order by id limit 2 offset 7").all() as {
        id: number;
        name: string;
      }[]
    ).map((product, index) => ({ id: product.id, name: product.name, quantity: index + 2, image: "" }));
  } finally {
    db.close();
  }
}

interface FormCase {
  name: string;
  path: string;
  kind: "CONTACT" | "SERVICE" | "QUOTE";
  button: string;
  form(page: Page): Locator;
  /** Opens the page (with JavaScript, the quotation's list in the browser's storage first). */
  open(page: Page, live: boolean): Promise<void>;
  fill(page: Page, email: string, live: boolean, consent: ConsentChoice): Promise<void>;
}

const leadFormCase = (
  name: string,
  path: string,
  anchor: string,
  kind: "CONTACT" | "SERVICE",
  equipment?: string,
): FormCase => ({
  name,
  path,
  kind,
  button: "Enviar solicitud",
  form: (page) => leadForm(page, anchor),
  async open(page, live) {
    await page.goto(path);
    if (live) await formIsLive(leadForm(page, anchor));
  },
  fill: (page, email, _live, consent) => fillLeadForm(leadForm(page, anchor), { email, equipment }, consent),
});

const FORMS: FormCase[] = [
  leadFormCase("contact form", "/contacto", "contact-form", "CONTACT"),
  leadFormCase("service form", "/servicio-tecnico", "service-form", "SERVICE", "Zunchadora a batería"),
  {
    name: "quotation form",
    path: "/cotizacion",
    kind: "QUOTE",
    button: "Solicitar Cotización",
    form: (page) => page.locator("#quote-form"),
    async open(page, live) {
      const lines = quotationLines();
      if (live) {
        await page.goto("/");
        await page.evaluate(
          (items) =>
            localStorage.setItem("product-store", JSON.stringify({ state: { products: items }, version: 0 })),
          lines,
        );
      }
      await page.goto("/cotizacion");
      if (!live) {
        // Without JavaScript the list cannot be read from storage: its lines go as the hidden fields the
        // page's script would write (as tests/e2e/confirmation.spec.ts does).
        await page.locator("#quote-form").evaluate((element, items) => {
          for (const [index, item] of items.entries()) {
            for (const [field, value] of Object.entries({
              productId: item.id,
              quantity: item.quantity,
              name: item.name,
            })) {
              const input = document.createElement("input");
              input.type = "hidden";
              input.name = `invoiceDetails[${index}].${field}`;
              input.value = String(value);
              element.append(input);
            }
          }
        }, lines);
      }
    },
    fill: (page, email, live, consent) => fillQuoteForm(page, email, { live, consent }),
  },
];

/** The ledger row of the newest lead with this e-mail, read from the e2e server's database. */
function ledgerOf(email: string) {
  const lead = findLeadByEmail(email);
  if (!lead) throw new Error(`no lead stored for ${email}`);
  const db = openE2eDatabase();
  try {
    return db
      .prepare(
        `select lead_consent.*, consent_text.hash, consent_text.text from lead_consent
         left join consent_text on consent_text.id = lead_consent.consent_text_id where lead_id = ?`,
      )
      .get(lead.id) as
      | {
          state: string;
          consented_at: string | null;
          ip: string | null;
          marketing: number;
          hash: string | null;
          text: string | null;
        }
      | undefined;
  } finally {
    db.close();
  }
}

/** The version code the privacy policy names for the contact, service and quotation forms. */
async function currentVersionCode(page: Page): Promise<string> {
  await page.goto("/politica-de-privacidad");
  const line = await page
    .getByRole("region", { name: "Formularios de contacto, servicio técnico y cotización" })
    .getByText(/^Versión [0-9a-f]{12}, vigente desde el /)
    .textContent();
  return /Versión ([0-9a-f]{12})/.exec(line ?? "")![1]!;
}

for (const spec of FORMS) {
  test.describe(`${spec.name} consent`, () => {
    test("is refused without the privacy box, says why beside it, then goes through once it is ticked", async ({
      page,
    }) => {
      const email = uniqueEmail(`sin-consentimiento-${spec.kind.toLowerCase()}`);
      await spec.open(page, true);
      const form = spec.form(page);
      await expect(privacyBox(form)).not.toBeChecked();
      await expect(marketingBox(form)).not.toBeChecked();
      await spec.fill(page, email, true, { privacy: false });
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST") posts.push(request.url());
      });
      await form.getByRole("button", { name: spec.button }).click();
      await expect(privacyBox(form)).toHaveAttribute("aria-invalid", "true");
      await expect(privacyBox(form)).toHaveAccessibleDescription(REFUSAL);
      await expect(form.getByText(REFUSAL)).toBeVisible();
      await expectNoViolations(page, `${spec.path} refused for consent`);
      expect(posts).toEqual([]);
      expect(countLeadsByEmail(email)).toBe(0);

      await privacyBox(form).check();
      await expect(privacyBox(form)).not.toHaveAttribute("aria-invalid", "true");
      await form.getByRole("button", { name: spec.button }).click();
      await expectConfirmation(page, { email });
      const row = ledgerOf(email);
      expect(row).toMatchObject({ state: "given", ip: "127.0.0.1", marketing: 0 });
      expect(row?.text?.split("\n")[0]).toMatch(/^He leído la política de privacidad y autorizo/);
    });

    test.describe("without JavaScript", () => {
      desktopOnly();
      test.use({ javaScriptEnabled: false });

      test("is refused without the privacy box by the browser and, past it, by the server with the message", async ({
        page,
      }) => {
        const email = uniqueEmail(`nojs-sin-consentimiento-${spec.kind.toLowerCase()}`);
        await spec.open(page, false);
        await spec.fill(page, email, false, { privacy: false });
        const form = spec.form(page);
        // The box is required in the HTML: the browser does not send the form.
        await form.getByRole("button", { name: spec.button }).click();
        expect(await privacyBox(form).evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(
          true,
        );
        await expect(page).toHaveURL(new RegExp(`${spec.path}$`));
        expect(countLeadsByEmail(email)).toBe(0);

        // A client that skips the browser's check meets the page's action.
        await privacyBox(form).evaluate((box) => box.removeAttribute("required"));
        await form.getByRole("button", { name: spec.button }).click();
        const answered = spec.form(page);
        await expect(privacyBox(answered)).toHaveAttribute("aria-invalid", "true");
        await expect(privacyBox(answered)).toHaveAccessibleDescription(REFUSAL);
        await expect(answered.getByLabel("Nombre")).toHaveValue("Rosa Mamani Condori");
        expect(countLeadsByEmail(email)).toBe(0);
      });

      test("goes through as a plain form post with the box ticked, and records the consent", async ({
        page,
      }) => {
        const email = uniqueEmail(`nojs-consentimiento-${spec.kind.toLowerCase()}`);
        await spec.open(page, false);
        await spec.fill(page, email, false, { privacy: true, marketing: true });
        await spec.form(page).getByRole("button", { name: spec.button }).click();
        await expect(page).toHaveURL(/\/confirmacion$/);
        expect(ledgerOf(email)).toMatchObject({ state: "given", marketing: 1 });
      });
    });
  });
}

test.describe("the consent ledger in the back office", () => {
  desktopOnly();
  test("a contact form sent with both boxes shows its consent, the version the policy names and the text", async ({
    page,
  }) => {
    const email = uniqueEmail("consentimiento-completo");
    const code = await currentVersionCode(page);
    await page.goto("/contacto");
    const form = leadForm(page, "contact-form");
    await formIsLive(form);
    await fillLeadForm(form, { email }, { privacy: true, marketing: true });
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expectConfirmation(page, { email });
    const lead = findLeadByEmail(email)!;
    const row = ledgerOf(email)!;
    expect(row.hash?.slice(0, 12)).toBe(code);

    await signIn(page, createStaff("ventas"));
    await page.goto(`/admin/solicitudes/${lead.id}`);
    const summary = page.getByRole("region", { name: "Datos de la solicitud" });
    await expect(summary).toContainText(
      /Consentimiento de datos\s*Otorgado el \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} \(hora de Lima\)/,
    );
    await expect(summary).toContainText(/Comunicaciones comerciales\s*Sí, las aceptó/);
    await summary.getByText(/^Ver el texto aceptado \(vigente desde el \d{2}\/\d{2}\/\d{4}\)$/).click();
    await expect(summary.getByText(`Código de la versión: ${code}`, { exact: false })).toBeVisible();
    await expect(
      summary.getByText(/^He leído la política de privacidad y autorizo a Kordex Packaging Perú S\.A\.C\./),
    ).toBeVisible();
    await expect(summary.getByText(/^Acepto recibir comunicaciones comerciales/)).toBeVisible();
    await expectNoViolations(page, "lead page with its consent");
  });
});

test.describe("the JSON API and consent", () => {
  desktopOnly();
  test("stores a request without the fields as 'not recorded', records them when sent, refuses privacyConsent false with the reason", async ({
    page,
    request,
  }) => {
    // sendContact sends the SPEC's fields only; the quotation below carries the consent fields too.
    const without = await sendContact(request);
    const service = await sendContact(request, {}, "SERVICE");
    const consented = await request.post("/api/pe/invoices", {
      data: {
        name: "Jorge Ramírez",
        email: uniqueEmail("api-consentimiento"),
        company: "Agroexport del Sur S.A.C.",
        rucPeru: "10467793549",
        invoiceDetails: [{ productId: 1, quantity: 3, name: "Zuncho" }],
        privacyConsent: true,
        marketingConsent: false,
      },
    });
    expect(consented.status()).toBe(201);
    const consentedLead = (await consented.json()) as { id: number };
    const refused = await request.post("/api/pe/contacts", {
      data: {
        name: "Jorge Ramírez",
        email: uniqueEmail("api-sin-consentimiento"),
        company: "Agroexport del Sur S.A.C.",
        rucPeru: "10467793549",
        message: "Hola",
        contactType: "CONTACT",
        privacyConsent: false,
      },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      error: "Revise los datos enviados",
      fields: { privacyConsent: "Debe aceptar la política de privacidad" },
    });

    const rowOf = (id: number) => {
      const db = openE2eDatabase();
      try {
        return db
          .prepare("select state, consent_text_id, marketing from lead_consent where lead_id = ?")
          .get(id) as {
          state: string;
          consent_text_id: number | null;
          marketing: number;
        };
      } finally {
        db.close();
      }
    };
    for (const lead of [without, service])
      expect(rowOf(lead.id)).toEqual({ state: "not_recorded", consent_text_id: null, marketing: 0 });
    expect(rowOf(consentedLead.id)).toMatchObject({ state: "given", marketing: 0 });

    await signIn(page, createStaff("admin"));
    await page.goto(`/admin/solicitudes/${without.id}`);
    const summary = page.getByRole("region", { name: "Datos de la solicitud" });
    await expect(summary).toContainText("Consentimiento no registrado");
    await expect(summary).toContainText(/Comunicaciones comerciales\s*No \(sin consentimiento registrado\)/);
  });
});

test.describe("the privacy policy", () => {
  desktopOnly();
  test("states every setting the server was started with", async ({ page }) => {
    await page.goto("/politica-de-privacidad");
    const main = page.getByRole("main");
    await expect(page.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
    await expect(main).toContainText(
      // The setting says "N.°" (a degree sign): the page writes the site's one spelling, "N.º".
      "inscrito en el Registro Nacional de Protección de Datos Personales con el código RNPDP-PJP N.º 23145.",
    );
    await expect(main).not.toContainText("°");
    await expect(main).toContainText(
      `Estos proveedores tratan sus datos fuera del Perú, por encargo nuestro: ${PRIVACY_SETTINGS.PRIVACY_FOREIGN_PROVIDERS}.`,
    );
    await expect(main).toContainText(
      `Conservamos los datos de sus solicitudes durante ${PRIVACY_SETTINGS.LEAD_RETENTION_YEARS} años desde su recepción.`,
    );
    await expect(main).toContainText(
      "Kordex Packaging Perú S.A.C., con domicilio en Av. Industrial 1450, Mz. B Lt. 7, Lurín, Lima, Perú.",
    );
    await expect(main.getByRole("link", { name: "formulario de derechos ARCO" })).toHaveAttribute(
      "href",
      "/derechos-arco",
    );
    await expect(main.getByRole("link", { name: "ventas@kordex.com.pe" }).first()).toHaveAttribute(
      "href",
      "mailto:ventas@kordex.com.pe",
    );
    // Each form's own consent text, with its version in the one ledger.
    for (const form of [
      "Formularios de contacto, servicio técnico y cotización",
      "Libro de Reclamaciones",
      "Formulario de derechos ARCO",
    ]) {
      const text = main.getByRole("region", { name: form });
      await expect(
        text
          .getByRole("listitem")
          .filter({ hasText: /Casilla obligatoria\s*He leído la política de privacidad y autorizo/ }),
      ).toHaveCount(1);
      await expect(
        text.getByText(/^Versión [0-9a-f]{12}, vigente desde el \d{1,2} de \w+ de \d{4}\.$/),
      ).toBeVisible();
    }
    // The marketing box only on the forms that have it.
    await expect(
      main
        .getByRole("listitem")
        .filter({ hasText: /Casilla opcional\s*Acepto recibir comunicaciones comerciales/ }),
    ).toHaveCount(1);
  });

  test("says the registration is in process, and no provider abroad, on a server without those settings", async ({
    page,
  }) => {
    await page.goto(`${process.env.E2E_SPARE_URL}/politica-de-privacidad`);
    const main = page.getByRole("main");
    await expect(main).toContainText(
      "en el Registro Nacional de Protección de Datos Personales está en trámite.",
    );
    await expect(main).not.toContainText("con el código");
    await expect(main).toContainText("Ningún proveedor trata sus datos fuera del Perú.");
    await expect(main).toContainText(
      "Conservamos los datos de sus solicitudes durante 5 años desde su recepción.",
    );
  });

  test(
    "is linked from the footer of every page and from each consent box, which opens it beside the form",
    BOTH_WIDTHS,
    async ({ page }) => {
      for (const path of ["/", "/productos", "/nosotros", "/cotizacion"]) {
        await page.goto(path);
        await expect(
          page
            .getByRole("navigation", { name: "Nosotros (pie de página)" })
            .getByRole("link", { name: "Política de privacidad" }),
          path,
        ).toHaveAttribute("href", "/politica-de-privacidad");
      }
      await page.goto("/contacto");
      const form = leadForm(page, "contact-form");
      await formIsLive(form);
      await form.getByLabel("Nombre").fill("Rosa Mamani Condori");
      const link = form.getByRole("link", { name: "política de privacidad" });
      await expect(link).toHaveAttribute("target", "_blank");
      const [policy] = await Promise.all([page.waitForEvent("popup"), link.click()]);
      await expect(policy.getByRole("heading", { level: 1, name: "Política de privacidad" })).toBeVisible();
      // The form and what was typed are still there, and following the link did not tick the box.
      await expect(page).toHaveURL(/\/contacto$/);
      await expect(form.getByLabel("Nombre")).toHaveValue("Rosa Mamani Condori");
      await expect(privacyBox(form)).not.toBeChecked();
    },
  );

  test("has no accessibility violations", BOTH_WIDTHS, async ({ page }) => {
    await page.goto("/politica-de-privacidad");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectNoViolations(page, "/politica-de-privacidad");
    await page
      .getByRole("navigation", { name: "Contenido de la política" })
      .getByRole("link", { name: "Sus derechos y cómo ejercerlos" })
      .click();
    await expect(page).toHaveURL(/#derechos$/);
    await expect(
      page.getByRole("heading", { level: 2, name: "Sus derechos y cómo ejercerlos" }),
    ).toBeInViewport();
  });
});
