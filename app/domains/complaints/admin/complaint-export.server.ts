// The complaints book as a CSV file: every sheet in the list's order (overdue first), every field of
// the sheet, its state, deadline and answer. UTF-8 with a BOM, formula-safe (app/platform/lib/csv.ts, as the
// leads export). The whole book in one answer: a supplier files a few sheets a month.
import {
  COMPLAINT_KIND_LABELS,
  COMPLAINT_STATE_LABELS,
  CURRENCY_SYMBOLS,
  DOCUMENT_TYPE_LABELS,
  GOOD_TYPE_LABELS,
} from "../complaint-book";
import { CSV_BOM, csvRow } from "~/platform/lib/csv";
import { limaDateTime } from "~/platform/lib/lima-day";
import { formatLimaDate } from "~/platform/lib/lima-time";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { complaintsForExport } from "../server/complaint-reading.server";

export const COMPLAINT_EXPORT_HEADER = [
  "Número",
  "Presentada (hora de Lima)",
  "Tipo",
  "Estado",
  "Plazo de respuesta",
  "Días hábiles de pausa",
  "Respondida (hora de Lima)",
  "Consumidor",
  "Tipo de documento",
  "Número de documento",
  "Domicilio",
  "Teléfono",
  "Correo",
  "Menor de edad",
  "Padre, madre o apoderado",
  "Bien contratado",
  "Monto reclamado",
  "Moneda",
  "Descripción",
  "Detalle",
  "Pedido",
  "Respuesta",
] as const;

/** "reclamaciones-2026-11-23-1015.csv" (Lima time). */
export function complaintExportFileName(now: Date): string {
  return `reclamaciones-${limaDateTime(now).replace(" ", "-").replace(":", "")}.csv`;
}

export async function complaintsCsv(viewer: StaffViewer, now = new Date()): Promise<string> {
  const rows = await complaintsForExport(viewer, now);
  let csv = CSV_BOM + csvRow(COMPLAINT_EXPORT_HEADER);
  for (const { row, sheet, answer } of rows) {
    csv += csvRow([
      sheet.number,
      limaDateTime(sheet.filedAt),
      COMPLAINT_KIND_LABELS[sheet.kind],
      COMPLAINT_STATE_LABELS[row.clock.state],
      formatLimaDate(row.clock.deadline),
      row.pausedBusinessDays,
      row.answeredAt ? limaDateTime(row.answeredAt) : null,
      sheet.consumerName,
      DOCUMENT_TYPE_LABELS[sheet.documentType],
      sheet.documentNumber,
      sheet.address,
      sheet.phone,
      sheet.email,
      sheet.minor ? "Sí" : "No",
      sheet.guardianName,
      GOOD_TYPE_LABELS[sheet.goodType],
      sheet.amount,
      sheet.currency ? CURRENCY_SYMBOLS[sheet.currency] : null,
      sheet.goodDescription,
      sheet.detail,
      sheet.request,
      answer,
    ]);
  }
  return csv;
}
