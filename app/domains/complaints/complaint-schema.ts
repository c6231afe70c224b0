// The Libro de Reclamaciones' sheet (Annex I of DS 011-2011-PCM): one schema for the browser's checks,
// the page's action and the tests. Messages in Spanish, usted register.
import { z } from "zod";
import { isValidRuc } from "~/platform/lib/ruc";
import { COMPLAINT_KINDS, CURRENCIES, DOCUMENT_TYPES, GOOD_TYPES } from "./complaint-book";
import { ConsentFormFields } from "~/platform/submission/consent-schema";
import { hasVisibleText, isPlainText } from "~/platform/forms/plain-text";
import "~/platform/forms/zod-config";

export const COMPLAINT_LIMITS = {
  name: 120,
  address: 300,
  documentNumber: 20,
  phone: 30,
  email: 254,
  guardian: 120,
  goodDescription: 500,
  detail: 3000,
  request: 2000,
} as const;

/** The largest amount a sheet may claim (a typo guard, far above any order). */
export const COMPLAINT_MAX_AMOUNT = 99_999_999.99;

export const COMPLAINT_MESSAGES = {
  kind: "Elija si presenta un reclamo o una queja",
  nameRequired: "Ingrese su nombre completo",
  documentType: "Elija el tipo de documento",
  documentRequired: "Ingrese su número de documento",
  dni: "El DNI tiene 8 dígitos",
  ce: "El carné de extranjería tiene de 9 a 12 letras o dígitos",
  passport: "El pasaporte tiene de 6 a 12 letras o dígitos",
  ruc: "RUC inválido",
  otherDocument: "El número de documento tiene de 4 a 20 letras o dígitos",
  emailInvalid: "Escriba un correo electrónico válido, por ejemplo nombre@empresa.com",
  /** The sheet is refused without both: the answer goes to one of them. */
  contactRequired:
    "Indique su correo electrónico o su domicilio: uno de los dos es necesario para enviarle la respuesta",
  guardianRequired: "Para un menor de edad, indique el nombre de su padre, madre o apoderado",
  goodType: "Elija si se trata de un producto o de un servicio",
  amountInvalid: "Escriba el monto con números y hasta dos decimales, por ejemplo 1,250.50 o 1250.50",
  amountTooLarge: "El monto es demasiado alto",
  currency: "Elija la moneda",
  goodDescriptionRequired: "Describa el producto o servicio contratado",
  detailRequired: "Describa el detalle de su reclamo o queja",
  requestRequired: "Indique su pedido al proveedor",
  tooLong: (label: string, max: number) => `${label} no puede superar ${max} caracteres`,
  notText: (label: string) => `${label} debe ser texto`,
  badCharacters: (label: string) => `${label} contiene caracteres no permitidos`,
} as const;

const M = COMPLAINT_MESSAGES;

function requiredText(label: string, message: string, max: number, multiline = false) {
  return z
    .string({ error: (issue) => (issue.input == null ? message : M.notText(label)) })
    .trim()
    .min(1, message)
    .refine(hasVisibleText, message)
    .max(max, M.tooLong(label, max))
    .refine((value) => isPlainText(value, multiline), M.badCharacters(label));
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: M.notText(label) })
    .trim()
    .max(max, M.tooLong(label, max))
    .refine((value) => isPlainText(value), M.badCharacters(label))
    .nullish()
    .transform((value) => (value && hasVisibleText(value) ? value : undefined));
}

/**
 * The amount as stored, "1250.50", from what a consumer writes: "1250", "1250.5", "1 250,50", or as
 * the site shows money (es-PE: "S/ 1,250.50", comma between thousands, point before the decimals).
 * A currency sign in front is dropped (the currency is its own field). Refused when it cannot be read
 * one way only ("12.345": thousands or decimals?) or has more than two decimals.
 */
export function normalizeAmount(text: string): string | undefined {
  const compact = text.replace(/\s+/g, "").replace(/^(?:S\/\.?|US\$|USD|\$)/i, "");
  const grouped = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/.exec(compact);
  const plain = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(compact);
  const match = grouped ?? plain;
  if (!match) return undefined;
  const digits = match[1]!.replace(/,/g, "");
  if (digits.length > 9) return undefined;
  const whole = String(Number(digits));
  return `${whole}.${(match[2] ?? "").padEnd(2, "0")}`;
}

/** A document number as stored: spaces and dashes removed, letters in capitals. */
export function normalizeDocumentNumber(text: string): string {
  return text.replace(/[\s-]+/g, "").toUpperCase();
}

const DOCUMENT_RULES: Record<
  (typeof DOCUMENT_TYPES)[number],
  { test: (value: string) => boolean; message: string }
> = {
  DNI: { test: (value) => /^\d{8}$/.test(value), message: M.dni },
  CE: { test: (value) => /^[A-Z0-9]{9,12}$/.test(value), message: M.ce },
  PASAPORTE: { test: (value) => /^[A-Z0-9]{6,12}$/.test(value), message: M.passport },
  RUC: { test: isValidRuc, message: M.ruc },
  OTRO: { test: (value) => /^[A-Z0-9]{4,20}$/.test(value), message: M.otherDocument },
};

/** A checkbox: ticked ("on", as a form sends it) or not. */
const checkbox = z.boolean().optional().default(false);

export const ComplaintFormSchema = z
  .object({
    kind: z.enum(COMPLAINT_KINDS, { error: M.kind }),
    consumerName: requiredText("Nombre completo", M.nameRequired, COMPLAINT_LIMITS.name),
    documentType: z.enum(DOCUMENT_TYPES, { error: M.documentType }),
    documentNumber: requiredText(
      "Número de documento",
      M.documentRequired,
      COMPLAINT_LIMITS.documentNumber,
    ).transform(normalizeDocumentNumber),
    address: optionalText("Domicilio", COMPLAINT_LIMITS.address),
    phone: optionalText("Teléfono", COMPLAINT_LIMITS.phone),
    email: optionalText("Correo", COMPLAINT_LIMITS.email).pipe(z.email(M.emailInvalid).optional()),
    minor: checkbox,
    guardianName: optionalText("Padre, madre o apoderado", COMPLAINT_LIMITS.guardian),
    goodType: z.enum(GOOD_TYPES, { error: M.goodType }),
    amount: optionalText("Monto reclamado", 20).transform((value, context) => {
      if (value === undefined) return undefined;
      const amount = normalizeAmount(value);
      if (amount === undefined) {
        context.addIssue({ code: "custom", message: M.amountInvalid });
        return z.NEVER;
      }
      if (Number(amount) > COMPLAINT_MAX_AMOUNT) {
        context.addIssue({ code: "custom", message: M.amountTooLarge });
        return z.NEVER;
      }
      return amount;
    }),
    currency: z.enum(CURRENCIES, { error: M.currency }).optional().default("PEN"),
    goodDescription: requiredText(
      "Descripción del producto o servicio",
      M.goodDescriptionRequired,
      COMPLAINT_LIMITS.goodDescription,
      true,
    ),
    detail: requiredText("Detalle", M.detailRequired, COMPLAINT_LIMITS.detail, true),
    request: requiredText("Pedido", M.requestRequired, COMPLAINT_LIMITS.request, true),
    // The privacy consent every form asks for (app/platform/submission/consent-schema.ts); no marketing box on this form.
    privacyConsent: ConsentFormFields.privacyConsent,
  })
  // Runs even when other fields failed (`when`), so a form sent without JavaScript shows every
  // problem at once; the values may then be raw or missing, hence the checks of their types.
  .superRefine(
    (sheet, context) => {
      const rule = DOCUMENT_RULES[sheet.documentType];
      if (
        rule &&
        typeof sheet.documentNumber === "string" &&
        sheet.documentNumber &&
        !rule.test(sheet.documentNumber)
      ) {
        context.addIssue({ code: "custom", path: ["documentNumber"], message: rule.message });
      }
      if (!sheet.email && !sheet.address) {
        context.addIssue({ code: "custom", path: ["email"], message: M.contactRequired });
        context.addIssue({ code: "custom", path: ["address"], message: M.contactRequired });
      }
      if (sheet.minor === true && !sheet.guardianName) {
        context.addIssue({ code: "custom", path: ["guardianName"], message: M.guardianRequired });
      }
    },
    { when: () => true },
  );

export type ComplaintForm = z.output<typeof ComplaintFormSchema>;
