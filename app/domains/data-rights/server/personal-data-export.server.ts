// The export of what the site holds about one person: a JSON document with Spanish keys or a CSV
// sheet, times in Lima time, under a file name without personal data; each export audited with the
// keyed hash of the subject and the counts (docs/decisions/037-data-rights-and-retention.md).
import type { OutboxPurpose } from "../../../../db/schema";
import { csvRow, CSV_BOM } from "~/platform/lib/csv";
import { limaDateTime, limaDay } from "~/platform/lib/lima-day";
import type { PersonalDataSubject } from "../personal-data";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "~/domains/leads";
import type { PersonalDataActionContext } from "./personal-data-audit.server";
import { lookAtPersonalData, type PersonalDataHoldings } from "./personal-data-holdings.server";

export type ExportFormat = "json" | "csv";

/** The file name of an export: no personal data in it; the date is Lima's, like the times inside. */
export function personalDataFileName(format: ExportFormat, now: Date): string {
  return `datos-personales-${limaDay(now)}.${format}`;
}

/** What each e-mail is, in the export's words. */
export const EMAIL_PURPOSE_LABELS: Record<OutboxPurpose, string> = {
  sales: "Correo a ventas",
  ack: "Acuse al cliente",
  digest: "Resumen diario a ventas",
  "complaint-copy": "Copia de la hoja de reclamación al consumidor",
  "complaint-inbox": "Hoja de reclamación al buzón de reclamaciones",
  "complaint-answer": "Respuesta a la hoja de reclamación",
  "complaint-pause": "Propuesta de solución y nuevo plazo al consumidor",
  "arco-ack": "Acuse de la solicitud de derechos ARCO",
  "arco-notice": "Aviso de la solicitud ARCO al buzón de privacidad",
  "arco-extension": "Ampliación del plazo de la solicitud ARCO",
  "arco-answer": "Respuesta a la solicitud de derechos ARCO",
  "staff-invitation": "Invitación a la intranet del personal",
  "staff-passkey": "Aviso de una llave de acceso agregada o quitada de una cuenta del personal",
  "staff-sign-in-alert": "Aviso de intentos fallidos de ingreso a la intranet",
};

/** An instant as the export writes it: Lima time, "2026-11-23 10:15" (the keys and columns say so). */
const lima = (iso: string | null) => (iso === null ? null : limaDateTime(iso));

/** The export as a JSON document with Spanish keys (the person may receive it as it is); times in Lima time. */
export function personalDataJson(holdings: PersonalDataHoldings, now: Date): string {
  const document = {
    generadoHoraDeLima: lima(now.toISOString()),
    titular: { tipo: holdings.subject.type === "email" ? "correo" : "ruc", valor: holdings.subject.value },
    solicitudes: holdings.leads.map((lead) => ({
      referencia: lead.reference,
      tipo: LEAD_KIND_LABELS[lead.kind],
      estado: LEAD_STATUS_LABELS[lead.status],
      recibidaHoraDeLima: lima(lead.createdAt),
      nombre: lead.name,
      correo: lead.email,
      telefono: lead.phone,
      empresa: lead.company,
      ruc: lead.ruc,
      mensaje: lead.message,
      tipoDeMaquina: lead.equipment,
      direccionIp: lead.sourceIp,
      navegador: lead.userAgent,
      productos: lead.lines.map((line) => ({
        codigo: line.code,
        producto: line.name,
        cantidad: line.quantity,
      })),
      notasInternas: lead.notes.map((note) => ({ fechaHoraDeLima: lima(note.at), nota: note.note })),
    })),
    correos: holdings.emails.map((email) => ({
      sobre: email.about,
      motivo: EMAIL_PURPOSE_LABELS[email.purpose],
      para: email.to,
      responderA: email.replyTo,
      asunto: email.subject,
      estado: email.status === "sent" ? "enviado" : "pendiente",
      creadoHoraDeLima: lima(email.createdAt),
      enviadoHoraDeLima: lima(email.sentAt),
      texto: email.text,
    })),
    conservados: holdings.retained.map((group) => ({
      registro: group.label,
      motivo: group.reason,
      registros: group.records.map((record) => ({
        referencia: record.reference,
        fechaHoraDeLima: lima(record.at),
        datos: record.data,
      })),
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export const PERSONAL_DATA_CSV_HEADER = ["Registro", "Referencia", "Fecha (hora de Lima)", "Campo", "Valor"];

/**
 * The export as a CSV file (the leads export's conventions: BOM, CRLF, formula-safe cells), one row per
 * field of each record, so leads, e-mails and kept records fit one sheet.
 */
export function personalDataCsv(holdings: PersonalDataHoldings): string {
  const rows: (string | number | null)[][] = [];
  for (const lead of holdings.leads) {
    const field = (name: string, value: string | null) =>
      rows.push([
        `Solicitud (${LEAD_KIND_LABELS[lead.kind]})`,
        lead.reference,
        lima(lead.createdAt),
        name,
        value,
      ]);
    field("Estado", LEAD_STATUS_LABELS[lead.status]);
    field("Nombre", lead.name);
    field("Correo", lead.email);
    field("Teléfono", lead.phone);
    field("Empresa", lead.company);
    field("RUC", lead.ruc);
    field("Mensaje", lead.message);
    field("Tipo de máquina", lead.equipment);
    field("Dirección IP", lead.sourceIp);
    field("Navegador", lead.userAgent);
    lead.lines.forEach((line, index) =>
      field(`Producto ${index + 1}`, `${line.code ? `${line.code} · ` : ""}${line.name} · ${line.quantity}`),
    );
    for (const note of lead.notes) field(`Nota interna del ${lima(note.at)} (hora de Lima)`, note.note);
  }
  for (const email of holdings.emails) {
    const field = (name: string, value: string | null) =>
      rows.push([EMAIL_PURPOSE_LABELS[email.purpose], email.about ?? "", lima(email.createdAt), name, value]);
    field("Para", email.to);
    field("Responder a", email.replyTo);
    field("Asunto", email.subject);
    field("Estado", email.status === "sent" ? "enviado" : "pendiente");
    field("Texto", email.text);
  }
  for (const group of holdings.retained) {
    for (const record of group.records) {
      for (const [name, value] of Object.entries(record.data)) {
        rows.push([
          group.label,
          record.reference,
          lima(record.at),
          name,
          typeof value === "boolean" ? (value ? "sí" : "no") : value,
        ]);
      }
    }
  }
  return CSV_BOM + csvRow(PERSONAL_DATA_CSV_HEADER) + rows.map((row) => csvRow(row)).join("");
}

/** The export of the subject's data in a format, written to the audit log (hash and counts only). */
export async function exportPersonalData(
  viewer: StaffViewer,
  subject: PersonalDataSubject,
  format: ExportFormat,
  context: PersonalDataActionContext = {},
): Promise<{ body: string; fileName: string; holdings: PersonalDataHoldings } | undefined> {
  const now = context.now ?? new Date();
  const holdings = await lookAtPersonalData(
    viewer,
    subject,
    "personal_data.export",
    { format },
    context,
    now,
  );
  if (!holdings) return undefined;
  return {
    body: format === "json" ? personalDataJson(holdings, now) : personalDataCsv(holdings),
    fileName: personalDataFileName(format, now),
    holdings,
  };
}
