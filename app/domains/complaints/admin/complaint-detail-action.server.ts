// The actions of a sheet's page. A filed sheet is never changed: the only things staff can do are
// append the answer (once), a settlement pause, or a new copy to the consumer; any other intent, and
// any field beside the ones these read, changes nothing and is refused (docs/decisions/036).
import { data } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { answerComplaint, pauseComplaint, resendComplaintCopy } from "../server/complaint-workflow.server";
import { complaintNotFound } from "./complaint-detail-loader.server";
import { complaintIdOf } from "./complaint-route-params";

/** Which part of the page the outcome belongs to: it is shown there, next to the button pressed. */
export type ComplaintSection = "answer" | "pause" | "copy" | "sheet";

export type ComplaintActionResult = { ok: boolean; section: ComplaintSection; message: string };

/** The answer to any intent that would change or remove a filed sheet. */
export const SHEET_IS_FINAL_MESSAGE =
  "Una hoja de reclamación registrada no se modifica ni se elimina. Solo pueden agregarse la respuesta, una pausa por propuesta de solución o una nueva copia al consumidor.";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const done = (section: ComplaintSection, message: string) =>
  data<ComplaintActionResult>({ ok: true, section, message });

const refused = (section: ComplaintSection, message: string, status = 400) =>
  data<ComplaintActionResult>({ ok: false, section, message }, { status });

export async function complaintDetailAction(
  request: Request,
  session: StaffSessionFacts,
  edge: EdgeFacts,
  idParam: string | undefined,
) {
  const id = complaintIdOf(idParam);
  if (id === undefined) throw complaintNotFound();
  const form = await request.formData().catch(() => new FormData());
  const { viewer } = session;
  const context = { ip: edge.clientIp };
  switch (text(form, "intent")) {
    case "answer": {
      const result = await answerComplaint(viewer, id, text(form, "answer"), context);
      if (result.status === "not-found") throw complaintNotFound();
      if (result.status === "refused") return refused("answer", result.message);
      return done(
        "answer",
        result.emailed
          ? "Respuesta registrada y enviada al correo del consumidor, con la hoja en PDF."
          : "Respuesta registrada. El consumidor no indicó correo: envíela a su domicilio con la hoja impresa.",
      );
    }
    case "pause": {
      const raw = text(form, "days");
      const days = /^\d{1,2}$/.test(raw) ? Number(raw) : Number.NaN;
      const result = await pauseComplaint(viewer, id, days, text(form, "note"), context);
      if (result.status === "not-found") throw complaintNotFound();
      if (result.status === "refused") return refused("pause", result.message);
      return done(
        "pause",
        `Pausa registrada: el plazo se extiende ${days === 1 ? "1 día hábil" : `${days} días hábiles`}.`,
      );
    }
    case "copy": {
      const result = await resendComplaintCopy(viewer, id, context);
      if (result.status === "not-found") throw complaintNotFound();
      if (result.status === "refused") return refused("copy", result.message);
      return done(
        "copy",
        "Copia de la hoja puesta en cola para el correo del consumidor: sale en unos segundos.",
      );
    }
    default:
      return refused("sheet", SHEET_IS_FINAL_MESSAGE);
  }
}
