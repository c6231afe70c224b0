import { recordIdOf } from "~/platform/data/record-id";
import { data } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { LEAD_EMAIL_PURPOSES, type LeadEmailPurpose } from "../lead-events";
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from "../lead-vocabulary";
import { listStaffForLead } from "../server/lead-detail.server";
import { markNotSpam, resendLeadEmail } from "../server/lead-email-actions.server";
import { addLeadNote, assignLead, changeLeadStatus } from "../server/lead-workflow.server";
import { leadNotFound } from "./lead-detail-loader.server";
import { LEAD_EMAIL_NAMES } from "./lead-history-text";
import { leadIdOf } from "./lead-route-params";

/** Which part of the page the outcome belongs to: it is shown there, next to the button pressed. */
export type LeadDetailSection = "status" | "assignee" | "note" | "email" | "spam";

export type LeadDetailActionResult = { ok: boolean; section: LeadDetailSection; message: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const done = (section: LeadDetailSection, message: string) =>
  data<LeadDetailActionResult>({ ok: true, section, message });

const refusedWith = (section: LeadDetailSection, message: string, status = 400) =>
  data<LeadDetailActionResult>({ ok: false, section, message }, { status });

const capitalized = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);

/**
 * A lead's page: change its status, assign it, add a note, resend one of its e-mails, or "No es spam".
 * A lead the viewer may not see (or that does not exist) answers 404 like the page; a refusal of the
 * model is shown as it comes.
 */
export async function leadDetailAction(
  request: Request,
  session: StaffSessionFacts,
  edge: EdgeFacts,
  idParam: string | undefined,
) {
  const id = leadIdOf(idParam);
  if (id === undefined) throw leadNotFound();
  const form = await request.formData().catch(() => new FormData());
  const { viewer } = session;
  const context = { ip: edge.clientIp };
  const intent = text(form, "intent");
  switch (intent) {
    case "status": {
      const status = text(form, "status") as LeadStatus;
      const result = await changeLeadStatus(viewer, id, status, context);
      if (result.status === "not-found") throw leadNotFound();
      if (result.status === "refused") return refusedWith("status", result.message);
      const label = LEAD_STATUSES.includes(status) ? LEAD_STATUS_LABELS[status] : status;
      return done(
        "status",
        result.changed
          ? `Estado guardado: «${label}».`
          : `La solicitud ya estaba en «${label}»: no hubo cambios.`,
      );
    }
    case "assign": {
      const raw = text(form, "assignee");
      const assigneeId = raw === "" ? null : (recordIdOf(raw) ?? Number.NaN);
      const result = await assignLead(viewer, id, assigneeId, context);
      if (result.status === "not-found") throw leadNotFound();
      if (result.status === "refused") return refusedWith("assignee", result.message);
      if (!result.changed) return done("assignee", "La solicitud ya tenía esa asignación: no hubo cambios.");
      if (assigneeId === null) return done("assignee", "La solicitud quedó sin asignar.");
      const staff = await listStaffForLead(viewer, id);
      const name =
        staff.status === "ok" ? staff.staff.find((member) => member.id === assigneeId)?.name : undefined;
      return done("assignee", name ? `Solicitud asignada a ${name}.` : "La asignación se guardó.");
    }
    case "note": {
      const result = await addLeadNote(viewer, id, text(form, "note"), context);
      if (result.status === "not-found") throw leadNotFound();
      if (result.status === "refused") return refusedWith("note", result.message);
      return done("note", "La nota se agregó al historial.");
    }
    case "resend": {
      const purpose = text(form, "purpose") as LeadEmailPurpose;
      const result = await resendLeadEmail(viewer, id, purpose, context);
      if (result.status === "not-found") throw leadNotFound();
      if (result.status === "refused") return refusedWith("email", result.message);
      const name = LEAD_EMAIL_PURPOSES.includes(purpose) ? LEAD_EMAIL_NAMES[purpose] : "el correo";
      return done(
        "email",
        result.mode === "copied"
          ? `${capitalized(name)} se volvió a poner en cola: sale en unos segundos.`
          : `${capitalized(name)} seguía pendiente: se intenta enviar de nuevo ahora.`,
      );
    }
    case "not-spam": {
      const result = await markNotSpam(viewer, id, context);
      if (result.status === "not-found") throw leadNotFound();
      if (result.status === "refused") return refusedWith("spam", result.message);
      if (!result.changed)
        return done("spam", "Esta solicitud ya no estaba marcada como spam: no hubo cambios.");
      return done(
        "spam",
        result.acknowledgementQueued
          ? "La solicitud ya no está marcada como spam. Se envió al cliente el acuse de recibo que se había retenido."
          : result.anonymised
            ? "La solicitud ya no está marcada como spam. Los datos personales de esta solicitud se eliminaron: no se envió acuse de recibo."
            : "La solicitud ya no está marcada como spam. El cliente ya tenía su acuse de recibo: no se envió otro.",
      );
    }
    default:
      return refusedWith("status", "Acción desconocida.");
  }
}
