// The company data staff edit at /admin/ajustes (docs/decisions/044-company-settings.md): one schema
// for the browser's checks, the page's action, the stored row and the tests. Messages in Spanish.
import { z } from "zod";
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from "~/platform/data/audit-retention";
import { parseOfficeHours } from "~/platform/lib/business-hours";
import { isPlainText } from "~/platform/forms/plain-text";
import "~/platform/forms/zod-config";

export const SETTINGS_MESSAGES = {
  legalName: "Escriba la razón social (de 3 a 120 caracteres)",
  phone:
    "Escriba un teléfono peruano: +51 y 9 dígitos de celular, o fijo con código de área (p. ej., +51 1 715 4200)",
  email: "Escriba un correo electrónico válido (p. ej., ventas@empresa.pe)",
  street: "Escriba la dirección (de 3 a 160 caracteres)",
  district: "Escriba el distrito (de 2 a 80 caracteres)",
  city: "Escriba la ciudad (de 2 a 80 caracteres)",
  region: "Escriba el departamento (de 2 a 80 caracteres)",
  postalCode: "El código postal tiene 5 dígitos (p. ej., 15823)",
  whatsApp:
    "Escriba el número de WhatsApp en formato internacional, solo dígitos y sin «+» (p. ej., 51987654321)",
  officeHours:
    "Escriba el horario como HH:MM-HH:MM, de 24 horas, con la apertura antes del cierre (p. ej., 09:00-18:00)",
  overdueHours: "Escriba un número entero de horas hábiles, de 1 a 200",
  responsePromise:
    "Escriba el plazo prometido (de 3 a 120 caracteres, p. ej., «en menos de 8 horas hábiles»)",
  auditRetentionDays: `Escriba un número entero de días, de ${AUDIT_RETENTION_MIN_DAYS} a ${AUDIT_RETENTION_MAX_DAYS}: el registro de auditoría se conserva al menos ${AUDIT_RETENTION_MIN_DAYS} días.`,
} as const;

/** What a text field with a line break, a control character or a broken character is told. */
export const SETTINGS_BAD_CHARACTERS = "Escriba el texto en una sola línea, sin caracteres de control.";

/**
 * One line of text as it is shown on every page and in the e-mails: no control characters or lone
 * surrogates (`isPlainText`; PostgreSQL refuses a NUL in the settings' JSON outright).
 */
const text = (min: number, max: number, message: string) =>
  z
    .string(message)
    .trim()
    .min(min, message)
    .max(max, message)
    .refine((value) => isPlainText(value, false), SETTINGS_BAD_CHARACTERS);

const email = (message: string) =>
  z.string(message).trim().toLowerCase().max(254, message).pipe(z.email(message));

/** Digits of a Peruvian number, with or without the 51 prefix: Lima (1 + 7), regions (2 + 6), mobiles (9 + 8). */
const PERU_PHONE = /^(?:\+?51)?(?:1\d{7}|[4-8]\d{7}|9\d{8})$/;

export const CompanySettingsSchema = z.object({
  legalName: text(3, 120, SETTINGS_MESSAGES.legalName),
  phone: z
    .string(SETTINGS_MESSAGES.phone)
    .trim()
    .max(30, SETTINGS_MESSAGES.phone)
    .regex(/^\+?[\d\s()-]+$/, SETTINGS_MESSAGES.phone)
    .refine((value) => PERU_PHONE.test(value.replace(/[\s()-]/g, "")), SETTINGS_MESSAGES.phone),
  email: email(SETTINGS_MESSAGES.email),
  street: text(3, 160, SETTINGS_MESSAGES.street),
  district: text(2, 80, SETTINGS_MESSAGES.district),
  city: text(2, 80, SETTINGS_MESSAGES.city),
  region: text(2, 80, SETTINGS_MESSAGES.region),
  postalCode: z
    .string(SETTINGS_MESSAGES.postalCode)
    .trim()
    .regex(/^\d{5}$/, SETTINGS_MESSAGES.postalCode),
  whatsApp: z
    .string(SETTINGS_MESSAGES.whatsApp)
    .trim()
    .regex(/^\d{10,15}$/, SETTINGS_MESSAGES.whatsApp),
  salesEmail: email(SETTINGS_MESSAGES.email),
  serviceEmail: email(SETTINGS_MESSAGES.email),
  complaintsEmail: email(SETTINGS_MESSAGES.email),
  privacyEmail: email(SETTINGS_MESSAGES.email),
  officeHours: z
    .string(SETTINGS_MESSAGES.officeHours)
    .trim()
    .refine((value) => {
      try {
        parseOfficeHours(value);
        return true;
      } catch {
        return false;
      }
    }, SETTINGS_MESSAGES.officeHours)
    .transform((value) => {
      const { open, close } = parseOfficeHours(value);
      return `${open}-${close}`;
    }),
  // Text in the form, a number once read; the stored row holds the number (String() reads it back).
  overdueHours: z
    .union([z.string(SETTINGS_MESSAGES.overdueHours), z.number(SETTINGS_MESSAGES.overdueHours)])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{1,3}$/, SETTINGS_MESSAGES.overdueHours))
    .transform(Number)
    .pipe(z.number().int().min(1, SETTINGS_MESSAGES.overdueHours).max(200, SETTINGS_MESSAGES.overdueHours)),
  responsePromise: text(3, 120, SETTINGS_MESSAGES.responsePromise),
  // Like overdueHours: text in the form, a number once read.
  auditRetentionDays: z
    .union([z.string(SETTINGS_MESSAGES.auditRetentionDays), z.number(SETTINGS_MESSAGES.auditRetentionDays)])
    .transform((value) => String(value).trim())
    .pipe(z.string().regex(/^\d{1,5}$/, SETTINGS_MESSAGES.auditRetentionDays))
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(AUDIT_RETENTION_MIN_DAYS, SETTINGS_MESSAGES.auditRetentionDays)
        .max(AUDIT_RETENTION_MAX_DAYS, SETTINGS_MESSAGES.auditRetentionDays),
    ),
});

export type CompanySettings = z.output<typeof CompanySettingsSchema>;

/** The fields in the order the form and the audit log show them, with their Spanish labels. */
export const SETTINGS_LABELS: Record<keyof CompanySettings, string> = {
  legalName: "Razón social",
  phone: "Teléfono",
  email: "Correo de contacto",
  street: "Dirección",
  district: "Distrito",
  city: "Ciudad",
  region: "Departamento",
  postalCode: "Código postal",
  whatsApp: "WhatsApp",
  salesEmail: "Bandeja de ventas",
  serviceEmail: "Bandeja de servicio técnico",
  complaintsEmail: "Bandeja del Libro de Reclamaciones",
  privacyEmail: "Bandeja de datos personales",
  officeHours: "Horario de atención",
  overdueHours: "Plazo de primera respuesta",
  responsePromise: "Plazo prometido al cliente",
  auditRetentionDays: "Conservación del registro de auditoría",
};
