// The personal-data rights (ARCO) form of /derechos-arco: one schema for the browser and the action.
// Messages in the site's register (usted).
import { z } from "zod";
import { DATA_REQUEST_KINDS, DOCUMENT_TYPES, type DocumentType } from "./data-request-kinds";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from "~/platform/forms/contact-limits";
import { hasVisibleText, isPlainText } from "~/platform/forms/plain-text";
import { ConsentFormFields } from "~/platform/submission/consent-schema";
import "~/platform/forms/zod-config";

export const DETAIL_MAX_LENGTH = 2000;
export const DOCUMENT_NUMBER_MAX_LENGTH = 20;

export const DATA_REQUEST_MESSAGES = {
  fullNameRequired: "Ingrese su nombre completo",
  documentTypeRequired: "Seleccione el tipo de documento",
  documentNumberRequired: "Ingrese su número de documento",
  dni: "El DNI debe tener 8 dígitos",
  documentNumber: "Escriba el número tal como figura en su documento (letras y números)",
  emailRequired: "Ingrese su correo electrónico",
  emailInvalid: "Escriba un correo electrónico válido, por ejemplo nombre@empresa.com",
  kindRequired: "Seleccione el derecho que desea ejercer",
  detailRequired: "Describa su solicitud",
  detailTooLong: `El detalle no puede superar ${DETAIL_MAX_LENGTH} caracteres`,
  tooLong: (label: string, max: number) => `${label} no puede superar ${max} caracteres`,
  badCharacters: (label: string) => `${label} contiene caracteres no permitidos`,
  notText: (label: string) => `${label} debe ser texto`,
} as const;

function requiredText(
  label: string,
  requiredMessage: string,
  max: number,
  tooLong?: string,
  multiline = false,
) {
  return z
    .string({
      error: (issue) => (issue.input == null ? requiredMessage : DATA_REQUEST_MESSAGES.notText(label)),
    })
    .trim()
    .min(1, requiredMessage)
    .refine(hasVisibleText, requiredMessage)
    .max(max, tooLong ?? DATA_REQUEST_MESSAGES.tooLong(label, max))
    .refine((value) => isPlainText(value, multiline), DATA_REQUEST_MESSAGES.badCharacters(label));
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: DATA_REQUEST_MESSAGES.notText(label) })
    .trim()
    .max(max, DATA_REQUEST_MESSAGES.tooLong(label, max))
    .refine((value) => isPlainText(value), DATA_REQUEST_MESSAGES.badCharacters(label))
    .nullish()
    .transform((value) => (value ? value : undefined));
}

const DOCUMENT_FORMATS: Record<DocumentType, RegExp> = {
  dni: /^\d{8}$/,
  ce: /^[A-Z0-9]{8,12}$/,
  passport: /^[A-Z0-9]{6,12}$/,
  other: /^[A-Z0-9-]{4,20}$/,
};

/** Whether the document's type and number parsed (the format check needs both). */
function documentIsReadable(payload: { issues: readonly { path?: readonly PropertyKey[] }[] }): boolean {
  return !payload.issues.some(
    (issue) => issue.path?.[0] === "documentType" || issue.path?.[0] === "documentNumber",
  );
}

/** A document number as stored: upper case, without spaces or dots. */
export const normalizeDocumentNumber = (value: string) => value.replace(/[\s.]/g, "").toUpperCase();

export const DataRequestFormSchema = z
  .object({
    fullName: requiredText("Nombre completo", DATA_REQUEST_MESSAGES.fullNameRequired, NAME_MAX_LENGTH),
    documentType: z.enum(DOCUMENT_TYPES, { error: DATA_REQUEST_MESSAGES.documentTypeRequired }),
    documentNumber: requiredText(
      "Número de documento",
      DATA_REQUEST_MESSAGES.documentNumberRequired,
      DOCUMENT_NUMBER_MAX_LENGTH,
    ).transform(normalizeDocumentNumber),
    email: z
      .string({
        error: (issue) =>
          issue.input == null ? DATA_REQUEST_MESSAGES.emailRequired : "Correo debe ser texto",
      })
      .trim()
      .min(1, DATA_REQUEST_MESSAGES.emailRequired)
      .max(EMAIL_MAX_LENGTH, DATA_REQUEST_MESSAGES.tooLong("Correo", EMAIL_MAX_LENGTH))
      .pipe(z.email(DATA_REQUEST_MESSAGES.emailInvalid)),
    phone: optionalText("Teléfono", PHONE_MAX_LENGTH),
    representativeName: optionalText("Nombre del representante", NAME_MAX_LENGTH),
    requestType: z.enum(DATA_REQUEST_KINDS, { error: DATA_REQUEST_MESSAGES.kindRequired }),
    detail: requiredText(
      "Detalle",
      DATA_REQUEST_MESSAGES.detailRequired,
      DETAIL_MAX_LENGTH,
      DATA_REQUEST_MESSAGES.detailTooLong,
      true,
    ),
    // The privacy consent every form asks for (app/platform/submission/consent-schema.ts); no marketing box on this form.
    privacyConsent: ConsentFormFields.privacyConsent,
  })
  // The document number's format depends on its type: checked as soon as both fields are readable,
  // whatever the other fields say (a check on the object would otherwise wait for all of them).
  .refine((value) => value.documentType !== "dni" || DOCUMENT_FORMATS.dni.test(value.documentNumber), {
    path: ["documentNumber"],
    message: DATA_REQUEST_MESSAGES.dni,
    when: documentIsReadable,
  })
  .refine(
    (value) =>
      value.documentType === "dni" || DOCUMENT_FORMATS[value.documentType].test(value.documentNumber),
    { path: ["documentNumber"], message: DATA_REQUEST_MESSAGES.documentNumber, when: documentIsReadable },
  );

export type DataRequestForm = z.infer<typeof DataRequestFormSchema>;
