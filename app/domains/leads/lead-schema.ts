// One schema per form and endpoint, shared by the browser, the form actions and the JSON API.
// Messages are the SPEC's (section 5); where the SPEC shows none, ours are recorded in
// docs/spec-deviations.md.
import { z } from "zod";
import { EQUIPMENT_TYPES } from "./equipment-types";
import { hasRucLength, isValidRuc, normalizeRuc } from "~/platform/lib/ruc";
import { ConsentApiFields, ConsentFormFields, withConsentRules } from "~/platform/submission/consent-schema";
import "~/platform/forms/zod-config";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "~/platform/forms/contact-limits";
import { MAX_FORM_LIST_LENGTH } from "~/platform/submission/form-limits";
import { hasVisibleText, isPlainText } from "~/platform/forms/plain-text";

export const MESSAGE_MAX_LENGTH = 2000;
export const COMPANY_MAX_LENGTH = 160;
export const EQUIPMENT_MAX_LENGTH = 120;
export const QUOTE_MAX_LINES = MAX_FORM_LIST_LENGTH;
export const QUOTE_MAX_QUANTITY = 1_000_000;

export const MESSAGES = {
  nameRequired: "Ingrese su nombre",
  emailRequired: "Ingrese su correo electrónico",
  emailInvalid: "Escriba un correo electrónico válido, por ejemplo nombre@empresa.com",
  companyRequired: "Ingrese el nombre de su empresa",
  rucRequired: "Ingrese el RUC de su empresa",
  rucLength: "El RUC tiene 11 dígitos",
  rucInvalid: "RUC inválido",
  messageRequired: "Escriba su mensaje",
  messageTooLong: `El mensaje no puede superar ${MESSAGE_MAX_LENGTH} caracteres`,
  equipmentRequired: "Seleccione el tipo de máquina",
  equipmentUnknown: "Seleccione un tipo de máquina de la lista",
  emptyQuote: "¡Debe incluir al menos 1 producto en la cotización!",
  contactType: "Tipo de contacto inválido",
  quoteLine: "Cada producto de la cotización debe traer productId, quantity y name",
  tooLong: (label: string, max: number) => `${label} no puede superar ${max} caracteres`,
  notText: (label: string) => `${label} debe ser texto`,
  badCharacters: (label: string) => `${label} contiene caracteres no permitidos`,
} as const;

/** A required text field: trimmed, with the SPEC's message when absent, blank or made only of invisible characters. */
function requiredText(
  label: string,
  requiredMessage: string,
  max: number,
  tooLongMessage?: string,
  multiline = false,
) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : MESSAGES.notText(label)) })
    .trim()
    .min(1, requiredMessage)
    .refine(hasVisibleText, requiredMessage)
    .max(max, tooLongMessage ?? MESSAGES.tooLong(label, max))
    .refine((value) => isPlainText(value, multiline), MESSAGES.badCharacters(label));
}

/** An optional text field: absent, null and blank all mean "not given". */
function optionalText(label: string, max: number, multiline = false) {
  return z
    .string({ error: MESSAGES.notText(label) })
    .trim()
    .max(max, MESSAGES.tooLong(label, max))
    .refine((value) => isPlainText(value, multiline), MESSAGES.badCharacters(label))
    .nullish()
    .transform((value) => (value ? value : undefined));
}

const rucPeru = z
  .string({ error: (issue) => (issue.input == null ? MESSAGES.rucRequired : MESSAGES.notText("RUC")) })
  .transform(normalizeRuc)
  .pipe(
    z
      .string()
      .min(1, MESSAGES.rucRequired)
      .refine(hasRucLength, MESSAGES.rucLength)
      .refine(isValidRuc, MESSAGES.rucInvalid),
  );

const email = z
  .string({ error: (issue) => (issue.input == null ? MESSAGES.emailRequired : MESSAGES.notText("Correo")) })
  .trim()
  .min(1, MESSAGES.emailRequired)
  .max(EMAIL_MAX_LENGTH, MESSAGES.tooLong("Correo", EMAIL_MAX_LENGTH))
  .pipe(z.email(MESSAGES.emailInvalid));

/** The fields every lead carries. */
const LeadFields = {
  name: requiredText("Nombre", MESSAGES.nameRequired, NAME_MAX_LENGTH),
  email,
  phone: optionalText("Teléfono", PHONE_MAX_LENGTH),
  company: requiredText("Empresa", MESSAGES.companyRequired, COMPANY_MAX_LENGTH),
  rucPeru,
};

const requiredMessage = requiredText(
  "Mensaje",
  MESSAGES.messageRequired,
  MESSAGE_MAX_LENGTH,
  MESSAGES.messageTooLong,
  true,
);

/** What a contact request says (contactType CONTACT), without the consent fields. */
const ContactFields = {
  ...LeadFields,
  message: requiredMessage,
  contactType: z.literal("CONTACT", { error: MESSAGES.contactType }),
};

/** What a technical-service request says (contactType SERVICE): adds the required equipment, one of the form's machine types. */
const ServiceFields = {
  ...LeadFields,
  message: requiredMessage,
  contactType: z.literal("SERVICE", { error: MESSAGES.contactType }),
  equipment: requiredText("Tipo de máquina", MESSAGES.equipmentRequired, EQUIPMENT_MAX_LENGTH)
    .refine((value) => (EQUIPMENT_TYPES as readonly string[]).includes(value), MESSAGES.equipmentUnknown)
    .describe(`One of: ${EQUIPMENT_TYPES.join(", ")}`),
};

/** The contact form: the privacy box must be ticked (app/platform/submission/consent-schema.ts). */
export const ContactFormSchema = z.object({ ...ContactFields, ...ConsentFormFields });
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** The technical-service form: the privacy box must be ticked. */
export const ServiceFormSchema = z.object({ ...ServiceFields, ...ConsentFormFields });
export type ServiceForm = z.infer<typeof ServiceFormSchema>;

/**
 * POST /api/pe/contacts: either request, told apart by contactType; the consent fields are optional
 * (the SPEC's contract has none), recorded when sent.
 */
export const ContactRequestSchema = z.discriminatedUnion(
  "contactType",
  [
    withConsentRules(z.object({ ...ContactFields, ...ConsentApiFields })),
    withConsentRules(z.object({ ...ServiceFields, ...ConsentApiFields })),
  ],
  {
    error: MESSAGES.contactType,
  },
);
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

/** A number, or a string of decimal digits (form fields are text); anything else (true, [5]) is refused. */
function wholeNumber(message: string) {
  return z.preprocess(
    (value) => (typeof value === "string" && /^\s*\d+(?:\.0*)?\s*$/.test(value) ? Number(value) : value),
    z.number({ error: message }).int(message),
  );
}

export const InvoiceDetailSchema = z.object(
  {
    productId: wholeNumber("Producto inválido").pipe(
      z.number().positive("Producto inválido").max(2_147_483_647, "Producto inválido"),
    ),
    quantity: wholeNumber("Cantidad inválida").pipe(
      z
        .number()
        .min(1, "La cantidad mínima es 1")
        .max(QUOTE_MAX_QUANTITY, `La cantidad máxima es ${QUOTE_MAX_QUANTITY}`),
    ),
    name: requiredText("Producto", "Indique el nombre del producto", 200),
  },
  { error: MESSAGES.quoteLine },
);
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

/** What a quotation says: message optional, at least one line; without the consent fields. */
const QuoteFields = {
  ...LeadFields,
  message: optionalText("Mensaje", MESSAGE_MAX_LENGTH, true),
  invoiceDetails: z
    .array(InvoiceDetailSchema, { error: MESSAGES.emptyQuote })
    .min(1, MESSAGES.emptyQuote)
    .max(QUOTE_MAX_LINES, `Una cotización admite hasta ${QUOTE_MAX_LINES} productos`),
};

/** The quotation form: the privacy box must be ticked. */
export const QuoteFormSchema = z.object({ ...QuoteFields, ...ConsentFormFields });
export type QuoteForm = z.infer<typeof QuoteFormSchema>;

/** POST /api/pe/invoices: the consent fields optional, recorded when sent. */
export const QuoteRequestSchema = withConsentRules(z.object({ ...QuoteFields, ...ConsentApiFields }));
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;
