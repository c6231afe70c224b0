import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONSENT_MESSAGES, consentRecordOf } from "./consent-schema";
import {
  ContactFormSchema,
  ContactRequestSchema,
  QuoteFormSchema,
  QuoteRequestSchema,
} from "~/domains/leads/lead-schema";
import { fieldErrors } from "./submission-schema";

const contact = {
  name: "Ana Torres",
  email: "ana@empresa.pe",
  company: "Empresa S.A.C.",
  rucPeru: "20131312955",
  message: "Hola",
  contactType: "CONTACT",
};
const quote = {
  name: "Ana Torres",
  email: "ana@empresa.pe",
  company: "Empresa S.A.C.",
  rucPeru: "20131312955",
  invoiceDetails: [{ productId: 4, quantity: 2, name: "Zuncho" }],
};

/** A form post as the browser sends it: text fields, and "on" for each ticked box. */
function posted(fields: Record<string, unknown>, boxes: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value))
      value.forEach((line: Record<string, unknown>, index) => {
        for (const [key, item] of Object.entries(line)) form.append(`${name}[${index}].${key}`, String(item));
      });
    else form.append(name, String(value));
  }
  for (const [name, value] of Object.entries(boxes)) form.append(name, value);
  return form;
}

describe("the forms' consent boxes", () => {
  it.each([
    ["contact", ContactFormSchema, contact],
    ["quotation", QuoteFormSchema, quote],
  ] as const)("the %s form is refused without the privacy box, with the usted message", (_, schema, data) => {
    const submission = parseWithZod(posted(data), { schema });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ privacyConsent: [CONSENT_MESSAGES.privacyRequired] });
    expect(CONSENT_MESSAGES.privacyRequired).toBe("Debe aceptar la política de privacidad");
  });

  it("reads a ticked privacy box as consent, the marketing box as false unless ticked", () => {
    const without = parseWithZod(posted(contact, { privacyConsent: "on" }), { schema: ContactFormSchema });
    expect(without.status).toBe("success");
    expect(without.status === "success" && without.value).toMatchObject({
      privacyConsent: true,
      marketingConsent: false,
    });
    const both = parseWithZod(posted(contact, { privacyConsent: "on", marketingConsent: "on" }), {
      schema: ContactFormSchema,
    });
    expect(both.status === "success" && both.value).toMatchObject({
      privacyConsent: true,
      marketingConsent: true,
    });
  });

  it("refuses box values a browser never sends", () => {
    const submission = parseWithZod(posted(contact, { privacyConsent: "true", marketingConsent: "sí" }), {
      schema: ContactFormSchema,
    });
    expect(submission.reply().error).toEqual({
      privacyConsent: [CONSENT_MESSAGES.privacyRequired],
      marketingConsent: ["Valor no válido: se esperaba verdadero o falso"],
    });
  });
});

describe("the API's consent fields", () => {
  const errorsOf = (schema: typeof ContactRequestSchema | typeof QuoteRequestSchema, data: unknown) => {
    const result = schema.safeParse(data);
    return result.success ? {} : fieldErrors(result.error);
  };

  it("accepts a request without them (the SPEC's contract): consent not recorded, no marketing", () => {
    const parsed = ContactRequestSchema.parse(contact);
    expect(consentRecordOf(parsed)).toEqual({ state: "not_recorded", marketing: false });
    expect(consentRecordOf(QuoteRequestSchema.parse(quote))).toEqual({
      state: "not_recorded",
      marketing: false,
    });
  });

  it("records them when sent", () => {
    expect(consentRecordOf(ContactRequestSchema.parse({ ...contact, privacyConsent: true }))).toEqual({
      state: "given",
      marketing: false,
    });
    expect(
      consentRecordOf(QuoteRequestSchema.parse({ ...quote, privacyConsent: true, marketingConsent: true })),
    ).toEqual({ state: "given", marketing: true });
  });

  it("refuses privacyConsent false, and a marketing permission without the privacy consent, with the reason", () => {
    expect(errorsOf(ContactRequestSchema, { ...contact, privacyConsent: false })).toEqual({
      privacyConsent: "Debe aceptar la política de privacidad",
    });
    expect(errorsOf(QuoteRequestSchema, { ...quote, privacyConsent: false, marketingConsent: true })).toEqual(
      {
        privacyConsent: "Debe aceptar la política de privacidad",
        marketingConsent: CONSENT_MESSAGES.marketingWithoutPrivacy,
      },
    );
    expect(errorsOf(ContactRequestSchema, { ...contact, marketingConsent: true })).toEqual({
      marketingConsent:
        "Para autorizar comunicaciones comerciales debe aceptar también la política de privacidad",
    });
  });

  it("takes booleans only", () => {
    expect(
      errorsOf(ContactRequestSchema, { ...contact, privacyConsent: "true", marketingConsent: 1 }),
    ).toEqual({
      privacyConsent: "Valor no válido: se esperaba verdadero o falso",
      marketingConsent: "Valor no válido: se esperaba verdadero o falso",
    });
  });
});
