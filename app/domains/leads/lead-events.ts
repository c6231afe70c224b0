// What a lead's history records, and the Spanish names staff read. Pure: used by the models (which
// write the events) and the back-office pages (which list them).

export const LEAD_EVENT_KINDS = ["status", "assignee", "note", "resend", "not_spam", "anonymised"] as const;
export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

export const LEAD_EVENT_LABELS: Record<LeadEventKind, string> = {
  status: "Cambio de estado",
  assignee: "Asignación",
  note: "Nota interna",
  resend: "Reenvío de correo",
  not_spam: "Marcada como no spam",
  anonymised: "Datos personales eliminados",
};

/** Why a lead's personal data was erased: the person asked (ARCO), or the retention period ended. */
export type AnonymiseReason = "request" | "retention";

/** The e-mails of a lead staff may resend: to the sales inbox and the acknowledgement to the buyer. */
export const LEAD_EMAIL_PURPOSES = ["sales", "ack"] as const;
export type LeadEmailPurpose = (typeof LEAD_EMAIL_PURPOSES)[number];

export const LEAD_EMAIL_LABELS: Record<LeadEmailPurpose, string> = {
  sales: "Correo a ventas",
  ack: "Acuse de recibo al cliente",
};

/** An internal note: trimmed, 1 to NOTE_MAX_LENGTH characters. */
export const NOTE_MAX_LENGTH = 5000;
