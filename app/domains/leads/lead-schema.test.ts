import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/platform/submission/submission-schema";
import { ContactFormSchema, QuoteRequestSchema, ServiceFormSchema } from "./lead-schema";

const valid = {
  name: "Ana",
  email: "ana@empresa.pe",
  company: "Empresa",
  rucPeru: "20131312955",
  message: "Hola",
  contactType: "CONTACT",
  privacyConsent: true,
};

function errorsOf(
  schema: typeof ContactFormSchema | typeof ServiceFormSchema | typeof QuoteRequestSchema,
  data: unknown,
) {
  const result = schema.safeParse(data);
  return result.success ? {} : fieldErrors(result.error);
}

describe("lead form schemas", () => {
  it("reports every required field of an empty contact form with the SPEC's messages", () => {
    expect(errorsOf(ContactFormSchema, { contactType: "CONTACT" })).toEqual({
      name: "Ingrese su nombre",
      email: "Ingrese su correo electrónico",
      company: "Ingrese el nombre de su empresa",
      rucPeru: "Ingrese el RUC de su empresa",
      message: "Escriba su mensaje",
      privacyConsent: "Debe aceptar la política de privacidad",
    });
  });

  it("adds the equipment to the service form", () => {
    expect(errorsOf(ServiceFormSchema, { ...valid, contactType: "SERVICE" })).toEqual({
      equipment: "Seleccione el tipo de máquina",
    });
  });

  it("keeps the quotation message and phone optional and requires a product", () => {
    const { message: _message, contactType: _type, ...rest } = valid;
    expect(errorsOf(QuoteRequestSchema, { ...rest, invoiceDetails: [] })).toEqual({
      invoiceDetails: "¡Debe incluir al menos 1 producto en la cotización!",
    });
    const parsed = QuoteRequestSchema.parse({
      ...rest,
      phone: "  ",
      invoiceDetails: [{ productId: "4", quantity: "2", name: "Zuncho" }],
    });
    expect(parsed.phone).toBeUndefined();
    expect(parsed.message).toBeUndefined();
    expect(parsed.invoiceDetails).toEqual([{ productId: 4, quantity: 2, name: "Zuncho" }]);
  });

  it("trims text and normalises the RUC", () => {
    const parsed = ContactFormSchema.parse({ ...valid, name: "  Ana  ", rucPeru: "201 313 129 55" });
    expect(parsed.name).toBe("Ana");
    expect(parsed.rucPeru).toBe("20131312955");
  });

  it("says which field has the wrong type instead of failing", () => {
    expect(errorsOf(ContactFormSchema, { ...valid, name: 42, company: ["x"] })).toEqual({
      name: "Nombre debe ser texto",
      company: "Empresa debe ser texto",
    });
  });
});
