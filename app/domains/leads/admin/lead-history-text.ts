// A lead's history in the words staff read: one sentence per event, about who did what.
import { LEAD_EMAIL_PURPOSES, type LeadEmailPurpose, type LeadEventKind } from "../lead-events";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "../lead-vocabulary";

/** The fields of a history row the sentence needs (app/domains/leads/server/lead-detail.server.ts LeadHistoryEntry). */
export interface LeadEventFacts {
  kind: LeadEventKind;
  from: string | null;
  to: string | null;
  detail: Record<string, unknown> | null;
}

/** "el correo a ventas", "el acuse de recibo al cliente": an e-mail inside a sentence. */
export const LEAD_EMAIL_NAMES: Record<LeadEmailPurpose, string> = {
  sales: "el correo a ventas",
  ack: "el acuse de recibo al cliente",
};

const statusLabel = (value: string | null) =>
  value !== null && (LEAD_STATUSES as readonly string[]).includes(value)
    ? `«${LEAD_STATUS_LABELS[value as LeadStatus]}»`
    : "«sin estado»";

const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

/** What happened, as a sentence whose subject is the person named next to it ("Ana Torres: …"). */
export function describeLeadEvent(event: LeadEventFacts): string {
  const detail = event.detail ?? {};
  switch (event.kind) {
    case "status":
      return `Cambió el estado de ${statusLabel(event.from)} a ${statusLabel(event.to)}.`;
    case "assignee": {
      const before = text(detail.fromName);
      const after = text(detail.toName);
      if (after && before) return `Reasignó la solicitud de ${before} a ${after}.`;
      if (after) return `Asignó la solicitud a ${after}.`;
      return before ? `Quitó la asignación a ${before}.` : "Dejó la solicitud sin asignar.";
    }
    case "note":
      return "Agregó una nota interna.";
    case "resend": {
      const purpose = (LEAD_EMAIL_PURPOSES as readonly string[]).includes(event.to ?? "")
        ? LEAD_EMAIL_NAMES[event.to as LeadEmailPurpose]
        : "un correo";
      const to = text(detail.to);
      return detail.mode === "retried"
        ? `Pidió reintentar ahora ${purpose}, que seguía pendiente.`
        : `Volvió a enviar ${purpose}${to ? ` (a ${to})` : ""}.`;
    }
    case "not_spam": {
      const moved =
        event.from !== event.to ? ` y pasó de ${statusLabel(event.from)} a ${statusLabel(event.to)}` : "";
      const ack =
        detail.acknowledgementQueued === true ? " Se envió al cliente el acuse de recibo retenido." : "";
      return `Marcó la solicitud como «No es spam»${moved}.${ack}`;
    }
    case "anonymised":
      return detail.reason === "retention"
        ? "Eliminó sus datos personales al cumplirse el plazo de conservación."
        : "Eliminó sus datos personales a pedido del titular (derechos ARCO).";
    default:
      return "Cambio en la solicitud.";
  }
}
