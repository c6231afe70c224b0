import { describe, expect, it } from "vitest";
import { companyContact } from "~/platform/lib/company-contact";
import { COMPANY_SETTING_DEFAULTS as COMPANY } from "./company";
import {
  ARCO_CONSENT_STATEMENT,
  COMPLAINT_CONSENT_STATEMENT,
  MARKETING_CONSENT_STATEMENT,
  PRIVACY_CONSENT_STATEMENT,
} from "./privacy-consent";
import { DATA_RIGHTS_PATH, type PrivacySettings, privacyPolicyPage, type RichText } from "./privacy-policy";

const SETTINGS: PrivacySettings = {
  dataBankCode: "RNPDP-PJP N.º 23145",
  foreignProviders: "Amazon Web Services, Inc. (Estados Unidos), envío de correos",
  retentionYears: 4,
  consentVersions: {
    lead: { code: "2a5947af4252", since: "2026-05-20T15:00:00.000Z" },
    complaint: { code: "7c01d2e3f4a5", since: "2026-09-01T15:00:00.000Z" },
    arco: { code: "90ab12cd34ef", since: "2026-09-01T15:00:00.000Z" },
  },
  company: companyContact({
    ...COMPANY,
    salesEmail: COMPANY.email,
    serviceEmail: COMPANY.email,
    complaintsEmail: COMPANY.email,
    privacyEmail: COMPANY.email,
    officeHours: "09:00-18:00",
    overdueHours: 8,
    responsePromise: "en menos de 8 horas hábiles",
  }),
};

const flat = (text: RichText) =>
  typeof text === "string"
    ? text
    : text.map((part) => (typeof part === "string" ? part : part.text)).join("");

/** Every sentence of the page, and every link, in order. */
function read(settings: PrivacySettings) {
  const page = privacyPolicyPage(settings);
  const texts = page.sections.flatMap((section) => [
    section.title,
    ...[...section.paragraphs, ...(section.items ?? []), ...(section.closing ?? [])].map(flat),
  ]);
  texts.push(page.consent.title, page.consent.intro);
  for (const consent of page.consent.texts) {
    texts.push(consent.form, ...consent.boxes.map((box) => `${box.label}: ${box.text}`), consent.version);
  }
  const links = page.sections.flatMap((section) =>
    [...section.paragraphs, ...(section.items ?? []), ...(section.closing ?? [])].flatMap((text) =>
      typeof text === "string" ? [] : text.filter((part) => typeof part !== "string"),
    ),
  );
  return { page, text: texts.join("\n"), links };
}

describe("the privacy policy", () => {
  it("states every setting: the data bank's code, the providers abroad, the retention, the consent text's version", () => {
    const { text } = read(SETTINGS);
    expect(text).toContain(
      "inscrito en el Registro Nacional de Protección de Datos Personales con el código RNPDP-PJP N.º 23145.",
    );
    expect(text).toContain(
      "por encargo nuestro: Amazon Web Services, Inc. (Estados Unidos), envío de correos.",
    );
    expect(text).toContain("durante 4 años desde su recepción");
    expect(text).toContain("Versión 2a5947af4252, vigente desde el 20 de mayo de 2026.");
    expect(text).toContain(PRIVACY_CONSENT_STATEMENT);
    expect(text).toContain(MARKETING_CONSENT_STATEMENT);
  });

  it("lists each form's own consent text with its version: the marketing box only where the form has it", () => {
    const { page } = read(SETTINGS);
    expect(
      page.consent.texts.map((consent) => [
        consent.form,
        consent.boxes.map((box) => box.label),
        consent.version,
      ]),
    ).toEqual([
      [
        "Formularios de contacto, servicio técnico y cotización",
        ["Casilla obligatoria", "Casilla opcional"],
        "Versión 2a5947af4252, vigente desde el 20 de mayo de 2026.",
      ],
      [
        "Libro de Reclamaciones",
        ["Casilla obligatoria"],
        "Versión 7c01d2e3f4a5, vigente desde el 1 de setiembre de 2026.",
      ],
      [
        "Formulario de derechos ARCO",
        ["Casilla obligatoria"],
        "Versión 90ab12cd34ef, vigente desde el 1 de setiembre de 2026.",
      ],
    ]);
    expect(page.consent.texts[0]!.boxes.map((box) => box.text)).toEqual([
      PRIVACY_CONSENT_STATEMENT,
      MARKETING_CONSENT_STATEMENT,
    ]);
    expect(page.consent.texts[1]!.boxes[0]!.text).toBe(COMPLAINT_CONSENT_STATEMENT);
    expect(page.consent.texts[2]!.boxes[0]!.text).toBe(ARCO_CONSENT_STATEMENT);
    expect(page.consent.intro).not.toMatch(/nuestros formularios/);
  });

  it("says the registration is in process and no provider is abroad when those settings are unset, never a made-up code", () => {
    const { text } = read({
      ...SETTINGS,
      dataBankCode: undefined,
      foreignProviders: undefined,
      retentionYears: 1,
      consentVersions: {
        lead: { code: "2a5947af4252", since: undefined },
        complaint: { code: "7c01d2e3f4a5", since: undefined },
        arco: { code: "90ab12cd34ef", since: undefined },
      },
    });
    expect(text).toContain("en el Registro Nacional de Protección de Datos Personales está en trámite");
    expect(text).not.toMatch(/con el código/);
    expect(text).toContain("Ningún proveedor trata sus datos fuera del Perú.");
    expect(text).toContain("durante un año desde su recepción");
    expect(text).toContain("Versión 2a5947af4252.");
  });

  it("names the controller with the company's data and cites the law and its 2024 regulation", () => {
    const { text } = read(SETTINGS);
    expect(text).toContain(
      `${COMPANY.legalName}, con domicilio en ${COMPANY.street}, ${COMPANY.district}, ${COMPANY.city}, Perú.`,
    );
    expect(text).toContain(COMPANY.phone);
    expect(text).toContain("Ley N.º 29733");
    expect(text).toContain("Decreto Supremo N.º 016-2024-JUS");
  });

  it("says how to exercise the ARCO rights: the form and the company's e-mail", () => {
    const { links } = read(SETTINGS);
    expect(links).toContainEqual({ text: "formulario de derechos ARCO", href: DATA_RIGHTS_PATH });
    expect(links).toContainEqual({ text: COMPANY.email, href: `mailto:${COMPANY.email}` });
    expect(DATA_RIGHTS_PATH).toBe("/derechos-arco");
  });

  it("has a title and description within the site's limits, and unique section anchors", () => {
    const { page } = read(SETTINGS);
    expect(page.meta.title.length).toBeLessThanOrEqual(60);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(120);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
    const ids = [
      ...page.sections.map((section) => section.id),
      page.consent.id,
      ...page.consent.texts.map((consent) => consent.id),
    ];
    expect(new Set(ids).size).toBe(ids.length);
  });
});
