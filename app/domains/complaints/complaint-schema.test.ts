import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { COMPLAINT_MESSAGES, ComplaintFormSchema, normalizeAmount } from "./complaint-schema";

const VALID: Record<string, string> = {
  kind: "queja",
  consumerName: "Pedro Castillo Ñique",
  documentType: "DNI",
  documentNumber: "45871236",
  email: "pedro@correo.example",
  goodType: "servicio",
  goodDescription: "Mantenimiento de envolvedora, orden 1182.",
  detail: "El técnico no llegó en la fecha acordada.",
  request: "Reprogramar la visita.",
  privacyConsent: "on",
};

function parse(fields: Record<string, string | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...VALID, ...fields }))
    if (value !== undefined) form.set(name, value);
  return parseWithZod(form, { schema: ComplaintFormSchema });
}

const errorsOf = (fields: Record<string, string | undefined>) => {
  const result = parse(fields);
  return (result.status === "success" ? undefined : result.error) ?? {};
};

describe("the complaint sheet's schema", () => {
  it("takes a sheet with an e-mail or an address, the checkboxes as a form sends them", () => {
    const result = parse({ minor: "on", guardianName: "Rosa Ñique", amount: "80,5", currency: "USD" });
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value).toMatchObject({
      minor: true,
      amount: "80.50",
      currency: "USD",
    });
    // The sheet asks for no marketing consent (decision 041).
    expect(result.value).not.toHaveProperty("marketingConsent");
    expect(parse({ email: undefined, address: "Av. Grau 120, Piura" }).status).toBe("success");
  });

  it("refuses a sheet without e-mail and without address, on both fields, with the reason", () => {
    expect(errorsOf({ email: undefined })).toMatchObject({
      email: [COMPLAINT_MESSAGES.contactRequired],
      address: [COMPLAINT_MESSAGES.contactRequired],
    });
  });

  it("reports every problem at once, the cross-field ones included", () => {
    const errors = errorsOf({
      consumerName: undefined,
      email: undefined,
      minor: "on",
      privacyConsent: undefined,
    });
    expect(Object.keys(errors ?? {}).sort()).toEqual([
      "address",
      "consumerName",
      "email",
      "guardianName",
      "privacyConsent",
    ]);
    expect(errors?.guardianName).toEqual([COMPLAINT_MESSAGES.guardianRequired]);
    expect(errors?.privacyConsent).toEqual(["Debe aceptar la política de privacidad"]);
  });

  it("checks the document number by its type", () => {
    expect(errorsOf({ documentNumber: "1234567" }).documentNumber).toEqual([COMPLAINT_MESSAGES.dni]);
    expect(errorsOf({ documentType: "RUC", documentNumber: "20131312956" }).documentNumber).toEqual([
      COMPLAINT_MESSAGES.ruc,
    ]);
    expect(parse({ documentType: "RUC", documentNumber: "20131312955" }).status).toBe("success");
    expect(parse({ documentType: "PASAPORTE", documentNumber: "ab-12 3456" }).status).toBe("success");
    expect(errorsOf({ documentType: "CE", documentNumber: "12345" }).documentNumber).toEqual([
      COMPLAINT_MESSAGES.ce,
    ]);
    expect(errorsOf({ documentType: "LIBRETA" }).documentType).toEqual([COMPLAINT_MESSAGES.documentType]);
  });

  it("reads amounts with a point or a comma, as the site writes money, and at most two decimals", () => {
    expect(normalizeAmount("1250")).toBe("1250.00");
    expect(normalizeAmount(" 1 250,5 ")).toBe("1250.50");
    expect(normalizeAmount("0012.34")).toBe("12.34");
    // As the site shows money (es-PE), with or without the currency in front.
    expect(normalizeAmount("1,250.50")).toBe("1250.50");
    expect(normalizeAmount("S/ 1,250.50")).toBe("1250.50");
    expect(normalizeAmount("S/. 12,345,678")).toBe("12345678.00");
    expect(normalizeAmount("USD 980")).toBe("980.00");
    expect(normalizeAmount("1,250")).toBe("1250.00");
    // Ambiguous or wrong: refused.
    expect(normalizeAmount("12.345")).toBeUndefined();
    expect(normalizeAmount("1,25,0")).toBeUndefined();
    expect(normalizeAmount("1,250.505")).toBeUndefined();
    expect(normalizeAmount("1,234,567,890")).toBeUndefined();
    expect(normalizeAmount("S/")).toBeUndefined();
    expect(errorsOf({ amount: "-5" }).amount).toEqual([COMPLAINT_MESSAGES.amountInvalid]);
    expect(errorsOf({ amount: "100000000" }).amount).toEqual([COMPLAINT_MESSAGES.amountTooLarge]);
  });

  it("refuses the kind and the good outside their choices", () => {
    expect(errorsOf({ kind: "sugerencia" }).kind).toEqual([COMPLAINT_MESSAGES.kind]);
    expect(errorsOf({ goodType: undefined }).goodType).toEqual([COMPLAINT_MESSAGES.goodType]);
  });
});
