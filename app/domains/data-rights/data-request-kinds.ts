// The rights a person may exercise over their personal data and the identity documents the form
// takes, with their Spanish names. Pure and small: the public form's code and schema import this file
// (never data-rights.ts, which brings the holiday calendar with the deadline clock).

export const DATA_REQUEST_KINDS = [
  "access",
  "rectification",
  "cancellation",
  "opposition",
  "information",
  "revocation",
] as const;
export type DataRequestKind = (typeof DATA_REQUEST_KINDS)[number];

/** The name of each right, as the form and the back office show it. */
export const DATA_REQUEST_KIND_LABELS: Record<DataRequestKind, string> = {
  access: "Acceso",
  rectification: "Rectificación",
  cancellation: "Cancelación",
  opposition: "Oposición",
  information: "Información",
  revocation: "Revocación del consentimiento",
};

/** What each right lets the person ask for, in the form's words. */
export const DATA_REQUEST_KIND_HINTS: Record<DataRequestKind, string> = {
  access: "Conocer qué datos personales suyos tenemos, de dónde los obtuvimos y para qué los usamos.",
  rectification: "Corregir o completar datos suyos que sean inexactos, incompletos o estén desactualizados.",
  cancellation:
    "Que suprimamos sus datos cuando ya no sean necesarios para la finalidad con que se recogieron.",
  opposition: "Que dejemos de tratar sus datos para una finalidad determinada, por un motivo legítimo.",
  information:
    "Saber la finalidad del tratamiento, quiénes reciben sus datos, cuánto tiempo los conservamos y cómo ejercer sus derechos.",
  revocation: "Retirar el consentimiento que nos dio, por ejemplo, para recibir comunicaciones comerciales.",
};

export const DOCUMENT_TYPES = ["dni", "ce", "passport", "other"] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  dni: "DNI",
  ce: "Carné de extranjería",
  passport: "Pasaporte",
  other: "Otro documento",
};
