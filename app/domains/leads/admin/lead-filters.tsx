import { Form, Link } from "react-router";
import { ROLE_LABELS, type StaffRole } from "~/platform/admin-kit/staff-roles";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadKind } from "../lead-vocabulary";
import {
  LEAD_INBOX_QUERY_MAX_LENGTH,
  LEAD_KIND_SLUGS,
  LEAD_STATUS_SLUGS,
  type LeadInboxQuery,
  UNASSIGNED,
} from "../lead-inbox-query-schema";
import { ADMIN_BUTTON, ADMIN_CONTROL } from "~/platform/admin-kit/admin-ui";

export interface FilterStaff {
  id: number;
  name: string;
  role: StaffRole;
  active: boolean;
}

const LABEL = "text-sm font-semibold text-ink";

/**
 * The inbox's search and filters: a GET form, so every filter lives in the address (shareable,
 * back button, works without JavaScript). The view (Todas / Pendientes) travels with it.
 */
export function LeadFilters({
  query,
  kinds,
  staff,
}: {
  query: LeadInboxQuery;
  /** The kinds the viewer's role works. */
  kinds: readonly LeadKind[];
  staff: FilterStaff[];
}) {
  const filtered = Boolean(
    query.kind || query.status || query.assignee || query.from || query.to || query.spam !== "excluir",
  );
  return (
    <Form
      method="get"
      action="/admin/solicitudes"
      className="rounded-md bg-white p-4 shadow-sm sm:p-5"
      role="search"
    >
      {query.view === "pendientes" && <input type="hidden" name="vista" value="pendientes" />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="inbox-q" className={LABEL}>
            Buscar
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={query.q}
            maxLength={LEAD_INBOX_QUERY_MAX_LENGTH}
            placeholder="Nombre, empresa, RUC, correo, referencia o código de producto"
            className={ADMIN_CONTROL}
          />
        </div>
        <button type="submit" className={`${ADMIN_BUTTON} py-2.5`}>
          Buscar y filtrar
        </button>
      </div>
      <details className="mt-3 group" open={filtered}>
        <summary className="cursor-pointer text-sm font-semibold text-brand-dark">Más filtros</summary>
        <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {kinds.length > 1 && (
            <div>
              <label htmlFor="inbox-kind" className={LABEL}>
                Tipo
              </label>
              <select
                id="inbox-kind"
                name="tipo"
                defaultValue={query.kind ? LEAD_KIND_SLUGS[query.kind] : ""}
                className={ADMIN_CONTROL}
              >
                <option value="">Todos</option>
                {kinds.map((kind) => (
                  <option key={kind} value={LEAD_KIND_SLUGS[kind]}>
                    {LEAD_KIND_LABELS[kind]}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor="inbox-status" className={LABEL}>
              Estado
            </label>
            <select
              id="inbox-status"
              name="estado"
              defaultValue={query.status ? LEAD_STATUS_SLUGS[query.status] : ""}
              className={ADMIN_CONTROL}
            >
              <option value="">Todos</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={LEAD_STATUS_SLUGS[status]}>
                  {LEAD_STATUS_LABELS[status]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="inbox-assignee" className={LABEL}>
              Asignada a
            </label>
            <select
              id="inbox-assignee"
              name="asignado"
              defaultValue={query.assignee === undefined ? "" : String(query.assignee)}
              className={ADMIN_CONTROL}
            >
              <option value="">Cualquiera</option>
              <option value={UNASSIGNED}>Sin asignar</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name} ({ROLE_LABELS[member.role]}
                  {member.active ? "" : ", desactivada"})
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="inbox-from" className={LABEL}>
              Desde
            </label>
            <input
              id="inbox-from"
              name="desde"
              type="date"
              defaultValue={query.from}
              className={ADMIN_CONTROL}
            />
          </div>
          <div>
            <label htmlFor="inbox-to" className={LABEL}>
              Hasta
            </label>
            <input id="inbox-to" name="hasta" type="date" defaultValue={query.to} className={ADMIN_CONTROL} />
          </div>
          <div>
            <label htmlFor="inbox-spam" className={LABEL}>
              Spam
            </label>
            <select id="inbox-spam" name="spam" defaultValue={query.spam} className={ADMIN_CONTROL}>
              <option value="excluir">Sin spam</option>
              <option value="solo">Solo spam</option>
              <option value="incluir">Con spam</option>
            </select>
          </div>
        </div>
        {filtered && (
          <p className="mt-3 text-sm">
            <Link
              to={query.view === "pendientes" ? "/admin/solicitudes?vista=pendientes" : "/admin/solicitudes"}
              className="font-semibold text-brand-dark underline"
            >
              Quitar los filtros
            </Link>
          </p>
        )}
      </details>
    </Form>
  );
}
