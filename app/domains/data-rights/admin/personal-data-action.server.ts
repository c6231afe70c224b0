import { data } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { personalDataSubjectOf } from "../personal-data";
import { erasePersonalData } from "../server/personal-data-erasure.server";
import { SEARCH_INVALID_MESSAGE } from "./data-request-route-params";
import { FORBIDDEN_MESSAGE } from "~/platform/admin-kit/messages";
import { loadPersonalData, type PersonalDataView } from "./personal-data-loader.server";

export type PersonalDataActionResult = {
  /** The outcome of an erasure; absent for a search. */
  notice?: { ok: boolean; message: string };
  view: PersonalDataView;
};

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const count = (value: string) => (/^\d{1,9}$/.test(value) ? Number(value) : -1);

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/**
 * /admin/datos-personales, always a POST (the e-mail or RUC never lands in an address or a log; it works
 * without JavaScript): "search" shows one person's data, "confirm" its erasure's confirmation step,
 * "erase" the erasure once confirmed (the subject typed again, the figures shown). Each showing is audited.
 */
export async function personalDataAction(request: Request, session: StaffSessionFacts, edge: EdgeFacts) {
  const form = await request.formData().catch(() => new FormData());
  const search = field(form, "buscar");
  const intent = field(form, "intent") || "search";
  const context = { ip: edge.clientIp };
  const view = (confirm: boolean) => loadPersonalData(session.viewer, search, confirm, context);
  if (intent === "search" || intent === "confirm") {
    const shown = await view(intent === "confirm");
    return data<PersonalDataActionResult>({ view: shown }, { status: shown.invalid ? 400 : 200 });
  }
  const subject = personalDataSubjectOf(search);
  if (intent !== "erase" || !subject) {
    return data<PersonalDataActionResult>(
      { notice: { ok: false, message: SEARCH_INVALID_MESSAGE }, view: await view(false) },
      { status: 400 },
    );
  }
  const result = await erasePersonalData(
    session.viewer,
    subject,
    {
      typed: field(form, "confirmacion"),
      leads: count(field(form, "leads")),
      emails: count(field(form, "emails")),
    },
    context,
  );
  if (result.status === "not-found") throw data(FORBIDDEN_MESSAGE, { status: 403 });
  if (result.status === "refused") {
    return data<PersonalDataActionResult>(
      { notice: { ok: false, message: result.message }, view: await view(true) },
      { status: 400 },
    );
  }
  const { counts, retained } = result;
  const emails = counts.emailsDeleted + counts.emailsScrubbed;
  return data<PersonalDataActionResult>({
    notice: {
      ok: true,
      message: `Listo: ${counts.leads === 1 ? "se anonimizó" : "se anonimizaron"} ${plural(counts.leads, "solicitud", "solicitudes")} y ${emails === 1 ? "se eliminó o depuró" : "se eliminaron o depuraron"} ${plural(emails, "correo", "correos")}${
        retained > 0
          ? `; ${retained === 1 ? "se conserva" : "se conservan"} ${plural(retained, "registro", "registros")} con obligación legal`
          : ""
      }. Quedó en el registro de auditoría.`,
    },
    view: await view(false),
  });
}
