import { Form, Link } from "react-router";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import {
  ADMIN_BUTTON,
  ADMIN_CONTROL,
  ADMIN_SECONDARY_BUTTON,
  AdminPanel,
} from "~/platform/admin-kit/admin-ui";
import { PERSONAL_DATA_EXPORT_PATH, PERSONAL_DATA_PATH } from "./data-request-route-params";
import { leadPath } from "~/domains/leads";
import type { PersonalDataResult } from "./personal-data-loader.server";

const LINK = "font-semibold text-brand-dark underline underline-offset-2";
const DANGER_BUTTON =
  "inline-flex items-center justify-center rounded-sm bg-brand-dark px-4 py-2 text-sm font-bold text-white hover:bg-ink";

const plural = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one}` : `${n.toLocaleString("es-PE")} ${many}`;

/** Search by e-mail or RUC (a GET: the address can be shared among administrators, and works without JavaScript). */
export function PersonalDataSearch({
  search,
  invalid,
  message,
}: {
  search: string;
  invalid: boolean;
  message: string;
}) {
  return (
    // A POST: the e-mail or RUC stays out of the address, the history and the logs.
    <Form method="post" action={PERSONAL_DATA_PATH} className="mb-6 rounded-md bg-white p-5 shadow-sm sm:p-6">
      <input type="hidden" name="intent" value="search" />
      <label htmlFor="personal-data-search" className="block text-sm font-semibold text-ink">
        Correo electrónico o RUC
      </label>
      <div className="mt-1.5 flex flex-wrap gap-2">
        <input
          id="personal-data-search"
          name="buscar"
          type="search"
          defaultValue={search}
          required
          maxLength={254}
          autoComplete="off"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "personal-data-search-error" : undefined}
          className={`${ADMIN_CONTROL} mt-0 min-w-0 flex-1 basis-64`}
        />
        <button type="submit" className={`${ADMIN_BUTTON} py-2.5`}>
          Buscar
        </button>
      </div>
      {invalid && (
        <p id="personal-data-search-error" className="mt-2 text-sm font-semibold text-brand-dark">
          {message}
        </p>
      )}
    </Form>
  );
}

/** The two downloads: native form posts, so the browser saves the file and the page stays. */
export function PersonalDataExport({ search }: { search: string }) {
  return (
    <form method="post" action={PERSONAL_DATA_EXPORT_PATH} className="flex flex-wrap gap-2">
      <input type="hidden" name="buscar" value={search} />
      <button type="submit" name="formato" value="json" className={ADMIN_SECONDARY_BUTTON}>
        Descargar JSON
      </button>
      <button type="submit" name="formato" value="csv" className={ADMIN_SECONDARY_BUTTON}>
        Descargar CSV
      </button>
    </form>
  );
}

export function HeldLeads({ leads }: { leads: PersonalDataResult["leads"] }) {
  return (
    <AdminPanel title={`Solicitudes (${leads.length})`} id="held-leads-title">
      {leads.length === 0 ? (
        <p className="text-steel">Ninguna solicitud guarda estos datos (o ya se anonimizaron).</p>
      ) : (
        <ul className="divide-y divide-ink/10">
          {leads.map((lead) => (
            <li key={lead.id} className="py-3 text-sm">
              <p>
                <Link to={leadPath(lead.id)} className={LINK}>
                  {lead.reference}
                </Link>{" "}
                · {lead.kindLabel} · {lead.statusLabel} · {formatLimaDateTime(lead.createdAt)}
              </p>
              <p className="mt-1 break-words">
                <span className="font-semibold">{lead.name}</span> · {lead.company} · RUC {lead.ruc}
              </p>
              <p className="text-steel [overflow-wrap:anywhere]">
                {lead.email}
                {lead.phone && (
                  <>
                    {" · "}
                    <span className="whitespace-nowrap">{lead.phone}</span>
                  </>
                )}
              </p>
              {(lead.lines > 0 || lead.notes > 0) && (
                <p className="text-steel">
                  {[
                    lead.lines > 0 ? plural(lead.lines, "producto", "productos") : "",
                    lead.notes > 0 ? plural(lead.notes, "nota interna", "notas internas") : "",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}

export function HeldEmails({ emails }: { emails: PersonalDataResult["emails"] }) {
  return (
    <AdminPanel title={`Correos en la cola de envío (${emails.length})`} id="held-emails-title">
      {emails.length === 0 ? (
        <p className="text-steel">Ningún correo guarda estos datos.</p>
      ) : (
        <ul className="divide-y divide-ink/10">
          {emails.map((email) => (
            <li key={email.id} className="py-3 text-sm">
              <p className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{email.purposeLabel}</span>
                <span
                  className={`rounded-sm px-2 py-0.5 text-xs font-bold ${
                    email.fate === "keep" ? "bg-ink/10 text-ink" : "bg-brand/10 text-brand-dark"
                  }`}
                >
                  {email.fateLabel}
                </span>
              </p>
              <p className="break-words">{email.subject}</p>
              <p className="text-steel [overflow-wrap:anywhere]">
                Para {email.to} ·{" "}
                <span className="whitespace-nowrap">{formatLimaDateTime(email.createdAt)}</span>
                {email.about && (
                  <>
                    {" · "}
                    <span className="whitespace-nowrap">{email.about}</span>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
    </AdminPanel>
  );
}

export function RetainedRecords({ groups }: { groups: PersonalDataResult["retained"] }) {
  return (
    <>
      {groups.map((group) => (
        <AdminPanel
          key={group.key}
          title={`${group.label} (${group.records.length})`}
          id={`retained-${group.key}-title`}
        >
          <p className="text-sm text-steel">Se conservan al eliminar: {group.reason}</p>
          {group.records.length > 0 && (
            <ul className="mt-3 divide-y divide-ink/10">
              {group.records.map((record) => (
                <li key={record.id} className="py-2 text-sm">
                  {record.path ? (
                    <Link to={record.path} className={LINK}>
                      {record.reference}
                    </Link>
                  ) : (
                    <span className="font-semibold">{record.reference}</span>
                  )}{" "}
                  · {record.summary} · {formatLimaDateTime(record.at)}
                </li>
              ))}
            </ul>
          )}
        </AdminPanel>
      ))}
    </>
  );
}

/** What an erasure would do, and the way to its confirmation. */
export function ErasePanel({ result, search }: { result: PersonalDataResult; search: string }) {
  const { plan } = result;
  return (
    <AdminPanel title="Eliminar o anonimizar" id="erase-title">
      {plan.leads === 0 ? (
        <p className="text-steel">No quedan datos personales que eliminar para esta búsqueda.</p>
      ) : (
        <>
          <p>
            Las solicitudes se conservan para las estadísticas (tipo, fechas, estado y productos) con sus
            datos personales reemplazados por «[datos eliminados]»; sus correos se eliminan y los resúmenes
            diarios que las nombran se depuran. La búsqueda de la bandeja y las exportaciones dejan de
            mostrarlos.
          </p>
          <Form method="post" action={PERSONAL_DATA_PATH} className="mt-3">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="buscar" value={search} />
            <button type="submit" className={DANGER_BUTTON}>
              Revisar y eliminar…
            </button>
          </Form>
        </>
      )}
    </AdminPanel>
  );
}

/** The confirmation step: the figures, and the subject typed again. */
export function EraseConfirm({ result, search }: { result: PersonalDataResult; search: string }) {
  const { plan, subject } = result;
  const emails = plan.emailsDeleted + plan.emailsScrubbed;
  return (
    <section
      aria-labelledby="erase-confirm-title"
      className="mb-6 rounded-md border-2 border-brand bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="erase-confirm-title" className="text-lg font-bold text-ink">
        Confirmar la eliminación
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-6">
        <li>
          {plan.leads === 1 ? "Se anonimizará" : "Se anonimizarán"}{" "}
          {plural(plan.leads, "solicitud", "solicitudes")}: se conservan su tipo, fechas, estado y productos.
        </li>
        {plan.emailsDeleted > 0 && (
          <li>
            {plan.emailsDeleted === 1 ? "Se eliminará" : "Se eliminarán"}{" "}
            {plural(plan.emailsDeleted, "correo", "correos")} de esas solicitudes.
          </li>
        )}
        {plan.emailsScrubbed > 0 && (
          <li>
            Se borrarán sus datos de {plural(plan.emailsScrubbed, "resumen diario", "resúmenes diarios")} a
            ventas.
          </li>
        )}
        {plan.retained > 0 && (
          <li>
            {plan.retained === 1 ? "Se conserva" : "Se conservan"}{" "}
            {plural(plan.retained, "registro con obligación legal", "registros con obligación legal")}.
          </li>
        )}
      </ul>
      <p className="mt-3 font-semibold text-brand-dark">No se puede deshacer.</p>
      <Form method="post" id="erase-cancel" action={PERSONAL_DATA_PATH}>
        <input type="hidden" name="intent" value="search" />
        <input type="hidden" name="buscar" value={search} />
      </Form>
      <Form method="post" action={PERSONAL_DATA_PATH} className="mt-4">
        <input type="hidden" name="intent" value="erase" />
        <input type="hidden" name="buscar" value={search} />
        <input type="hidden" name="leads" value={plan.leads} />
        <input type="hidden" name="emails" value={emails} />
        <label htmlFor="erase-confirmation" className="block text-sm font-semibold text-ink">
          Para confirmar, escriba {subject.type === "email" ? "el correo" : "el RUC"}: {subject.value}
        </label>
        <input
          id="erase-confirmation"
          name="confirmacion"
          required
          autoComplete="off"
          className={`${ADMIN_CONTROL} max-w-md`}
        />
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button type="submit" className={DANGER_BUTTON}>
            Anonimizar {plural(plan.leads, "solicitud", "solicitudes")} y eliminar{" "}
            {plural(emails, "correo", "correos")}
          </button>
          <button type="submit" form="erase-cancel" formNoValidate className={LINK}>
            Cancelar
          </button>
        </div>
      </Form>
    </section>
  );
}
