import { Form } from "react-router";
import { NOTE_MAX_LENGTH } from "../lead-events";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "../lead-vocabulary";
import { ADMIN_BUTTON, ADMIN_CONTROL, AdminNotice, AdminPanel } from "~/platform/admin-kit/admin-ui";
import type { LeadDetailActionResult, LeadDetailSection } from "./lead-detail-action.server";
import type { LeadDetailView } from "./lead-detail-loader.server";
import { LeadEmailList } from "./lead-email-list";

const SPAM_REASONS: Record<string, string> = {
  honeypot: "alguien completó el campo oculto del formulario, que solo llenan los programas automáticos",
  "too-fast": "el formulario se envió más rápido de lo que una persona lo llena",
};

const LABEL = "block text-sm font-bold text-ink";

/** The outcome of the last action, in the part of the page where it was asked for. */
function Outcome({ result, section }: { result?: LeadDetailActionResult; section: LeadDetailSection }) {
  if (!result || result.section !== section) return null;
  return <AdminNotice tone={result.ok ? "ok" : "error"}>{result.message}</AdminNotice>;
}

function SpamPanel({ lead }: { lead: LeadDetailView["lead"] }) {
  const reason = lead.spamReason ? SPAM_REASONS[lead.spamReason] : undefined;
  return (
    <section
      aria-labelledby="lead-spam-title"
      className="rounded-md border-2 border-brand bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="lead-spam-title" className="text-lg font-bold text-ink">
        Posible spam
      </h2>
      <p className="mt-2">
        Llegó marcada como posible spam{reason ? `: ${reason}` : ""}. El cliente no recibió el acuse de
        recibo.
      </p>
      <p className="mt-2 text-sm text-steel">
        Si es de un cliente real, márquela como «No es spam»:
        {lead.status === "spam" ? " volverá a «Nuevo» y" : ""} se enviará al cliente el acuse de recibo
        retenido{lead.anonymisedAt ? " (no a esta: sus datos se eliminaron)" : ""}.
      </p>
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="not-spam" />
        <button type="submit" className={ADMIN_BUTTON}>
          No es spam
        </button>
      </Form>
    </section>
  );
}

/** What staff do with the lead: status, assignee, notes and its e-mails. */
export function LeadWorkPanel({ view, result }: { view: LeadDetailView; result?: LeadDetailActionResult }) {
  const { lead, staff, emails, history } = view;
  const assigneeListed = lead.assignee === null || staff.some((member) => member.id === lead.assignee?.id);
  return (
    <>
      <Outcome result={result} section="spam" />
      {lead.spam && <SpamPanel lead={lead} />}
      <AdminPanel title="Gestión" id="lead-work-title">
        <Outcome result={result} section="status" />
        <Form method="post" key={`status-${lead.status}`}>
          <input type="hidden" name="intent" value="status" />
          <label htmlFor="lead-status" className={LABEL}>
            Estado
          </label>
          <div className="flex flex-wrap items-end gap-2">
            <select
              id="lead-status"
              name="status"
              defaultValue={lead.status}
              className={`${ADMIN_CONTROL} min-w-0 flex-1`}
            >
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {LEAD_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
            <button type="submit" className={`${ADMIN_BUTTON} py-2.5`}>
              Guardar estado
            </button>
          </div>
        </Form>
        <div className="mt-5 border-t border-ink/10 pt-5">
          <Outcome result={result} section="assignee" />
          <Form method="post" key={`assignee-${lead.assignee?.id ?? "none"}`}>
            <input type="hidden" name="intent" value="assign" />
            <label htmlFor="lead-assignee" className={LABEL}>
              Asignada a
            </label>
            <div className="flex flex-wrap items-end gap-2">
              <select
                id="lead-assignee"
                name="assignee"
                defaultValue={lead.assignee ? String(lead.assignee.id) : ""}
                className={`${ADMIN_CONTROL} min-w-0 flex-1`}
              >
                <option value="">Sin asignar</option>
                {!assigneeListed && lead.assignee && (
                  <option value={lead.assignee.id}>{lead.assignee.name} (cuenta desactivada)</option>
                )}
                {staff.map((member) => (
                  <option key={member.id} value={member.id}>
                    {member.name}
                  </option>
                ))}
              </select>
              <button type="submit" className={`${ADMIN_BUTTON} py-2.5`}>
                Asignar
              </button>
            </div>
          </Form>
        </div>
        <div className="mt-5 border-t border-ink/10 pt-5">
          <Outcome result={result} section="note" />
          {/* Emptied once a note was added (a new key), not on other changes: a note typed while the
              page reloads after "Asignar" or "Guardar estado" must not be lost. */}
          {lead.anonymisedAt ? (
            <p className="text-sm text-steel">
              Los datos personales de esta solicitud se eliminaron: ya no admite notas internas.
            </p>
          ) : (
            <Form method="post" key={`note-${history.filter((entry) => entry.note !== null).length}`}>
              <input type="hidden" name="intent" value="note" />
              <label htmlFor="lead-note" className={LABEL}>
                Nota interna
              </label>
              <p id="lead-note-help" className="text-sm text-steel">
                Solo la ve el personal. Queda en el historial con su nombre.
              </p>
              <textarea
                id="lead-note"
                name="note"
                rows={3}
                required
                maxLength={NOTE_MAX_LENGTH}
                aria-describedby="lead-note-help"
                className={ADMIN_CONTROL}
              />
              <button type="submit" className={`${ADMIN_BUTTON} mt-2`}>
                Agregar nota
              </button>
            </Form>
          )}
        </div>
      </AdminPanel>
      <AdminPanel title="Correos de la solicitud" id="lead-emails-title">
        <Outcome result={result} section="email" />
        <LeadEmailList emails={emails} flagged={lead.spam} erased={lead.anonymisedAt !== null} />
      </AdminPanel>
    </>
  );
}
