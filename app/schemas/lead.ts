// One schema per form and endpoint, shared by the browser, the form actions and the JSON API.
// Messages are the SPEC's (section 5); where the SPEC shows none, ours are recorded in
// docs/spec-deviations.md.
import { z } from "zod";
import { hasRucLength, isValidRuc, normalizeRuc } from "~/lib/ruc";

// Zod's fast path compiles validators with `new Function`, which our Content-Security-Policy forbids
// (the browser reports the attempt even though zod catches it): validate without it.
z.config({ jitless: true });

export const MESSAGE_MAX_LENGTH = 2000;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 30;
export const COMPANY_MAX_LENGTH = 160;
export const EQUIPMENT_MAX_LENGTH = 120;
export const QUOTE_MAX_LINES = 100;
export const QUOTE_MAX_QUANTITY = 1_000_000;

export const MESSAGES = {
  nameRequired: "Nombre es requerido",
  emailRequired: "Correo es requerido",
  emailInvalid: "Correo no es válido",
  companyRequired: "El nombre de la Empresa es requerido",
  rucRequired: "RUC es requerido",
  rucLength: "RUC debe tener 11 dígitos",
  rucInvalid: "RUC inválido",
  messageRequired: "Mensaje es requerido",
  messageTooLong: `Mensaje no puede superar ${MESSAGE_MAX_LENGTH} caracteres`,
  equipmentRequired: "Tipo de Máquina es requerido",
  emptyQuote: "Debes incluir al menos 1 producto en la cotización!",
  contactType: "Tipo de contacto inválido",
  tooLong: (label: string, max: number) => `${label} no puede superar ${max} caracteres`,
  notText: (label: string) => `${label} debe ser texto`,
} as const;

/** A required text field: trimmed, with the SPEC's message when absent or blank. */
function requiredText(label: string, requiredMessage: string, max: number, tooLongMessage?: string) {
  return z
    .string({ error: (issue) => (issue.input == null ? requiredMessage : MESSAGES.notText(label)) })
    .trim()
    .min(1, requiredMessage)
    .max(max, tooLongMessage ?? MESSAGES.tooLong(label, max));
}

/** An optional text field: absent, null and blank all mean "not given". */
function optionalText(label: string, max: number) {
  return z
    .string({ error: MESSAGES.notText(label) })
    .trim()
    .max(max, MESSAGES.tooLong(label, max))
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
);

/** The contact form (contactType CONTACT). */
export const ContactFormSchema = z.object({
  ...LeadFields,
  message: requiredMessage,
  contactType: z.literal("CONTACT", { error: MESSAGES.contactType }),
});
export type ContactForm = z.infer<typeof ContactFormSchema>;

/** The technical-service form (contactType SERVICE): adds the required equipment. */
export const ServiceFormSchema = z.object({
  ...LeadFields,
  message: requiredMessage,
  contactType: z.literal("SERVICE", { error: MESSAGES.contactType }),
  equipment: requiredText("Tipo de Máquina", MESSAGES.equipmentRequired, EQUIPMENT_MAX_LENGTH),
});
export type ServiceForm = z.infer<typeof ServiceFormSchema>;

/** POST /api/pe/contacts: either form, told apart by contactType. */
export const ContactRequestSchema = z.discriminatedUnion(
  "contactType",
  [ContactFormSchema, ServiceFormSchema],
  {
    error: MESSAGES.contactType,
  },
);
export type ContactRequest = z.infer<typeof ContactRequestSchema>;

export const InvoiceDetailSchema = z.object({
  productId: z.coerce
    .number({ error: "Producto inválido" })
    .int("Producto inválido")
    .positive("Producto inválido")
    .max(2_147_483_647, "Producto inválido"),
  quantity: z.coerce
    .number({ error: "Cantidad inválida" })
    .int("Cantidad inválida")
    .min(1, "La cantidad mínima es 1")
    .max(QUOTE_MAX_QUANTITY, `La cantidad máxima es ${QUOTE_MAX_QUANTITY}`),
  name: requiredText("Producto", "Nombre del producto es requerido", 200),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetailSchema>;

/** POST /api/pe/invoices and the quotation form: message optional, at least one line. */
export const QuoteRequestSchema = z.object({
  ...LeadFields,
  message: optionalText("Mensaje", MESSAGE_MAX_LENGTH),
  invoiceDetails: z
    .array(InvoiceDetailSchema, { error: MESSAGES.emptyQuote })
    .min(1, MESSAGES.emptyQuote)
    .max(QUOTE_MAX_LINES, `Una cotización admite hasta ${QUOTE_MAX_LINES} productos`),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;

/** Idempotency keys: client-generated, e.g. a UUID. */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, "La clave de idempotencia no es válida");

/** Turns a zod error into one Spanish message per field, keyed by the field's path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    fields[key] ??= issue.message;
  }
  return fields;
}
