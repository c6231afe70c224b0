import { data } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/lib/edge-context.server";
import { personalDataSubjectOf } from "~/lib/personal-data";
import { erasePersonalData } from "~/models/personal-data.server";
import { SEARCH_INVALID_MESSAGE } from "./data-request-route-params";
import { FORBIDDEN_MESSAGE } from "./messages";

export type PersonalDataActionResult = { ok: boolean; message: string };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const count = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : -1);

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** /admin/datos-personales: the erasure, once confirmed (the subject typed again, the figures shown). */
export async function personalDataAction(request: Request, session: StaffSessionFacts, edge: EdgeFacts) {
  const form = await request.formData().catch(() => new FormData());
  const subject = personalDataSubjectOf(field(form, "buscar"));
  if (field(form, "intent") !== "erase" || !subject) {
    return data<PersonalDataActionResult>({ ok: false, message: SEARCH_INVALID_MESSAGE }, { status: 400 });
  }
  const result = await erasePersonalData(
    session.viewer,
    subject,
    {
      typed: field(form, "confirmacion"),
      leads: count(field(form, "leads")),
      emails: count(field(form, "emails")),
    },
    { ip: edge.clientIp },
  );
  if (result.status === "not-found") throw data(FORBIDDEN_MESSAGE, { status: 403 });
  if (result.status === "refused") {
    return data<PersonalDataActionResult>({ ok: false, message: result.message }, { status: 400 });
  }
  const { counts, retained } = result;
  const emails = counts.emailsDeleted + counts.emailsScrubbed;
  return data<PersonalDataActionResult>({
    ok: true,
    message: `Listo: ${counts.leads === 1 ? "se anonimizó" : "se anonimizaron"} ${plural(counts.leads, "solicitud", "solicitudes")} y ${emails === 1 ? "se eliminó o depuró" : "se eliminaron o depuraron"} ${plural(emails, "correo", "correos")}${
      retained > 0
        ? `; ${retained === 1 ? "se conserva" : "se conservan"} ${plural(retained, "registro", "registros")} con obligación legal`
        : ""
    }. Quedó en el registro de auditoría.`,
  });
}
