import { Link } from "react-router";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { LEAD_KIND_LABELS } from "../lead-vocabulary";
import { AdminPanel } from "~/platform/admin-kit/admin-ui";
import type { LeadDetailView } from "./lead-detail-loader.server";
import { LeadConsentFields } from "./lead-consent";
import { companyPath } from "../lead-paths";
import { SummaryField } from "~/platform/admin-kit/summary-field";

type Lead = LeadDetailView["lead"];

const LINK = "font-semibold text-brand-dark underline underline-offset-2 break-all";

const Field = SummaryField;

/** Why the data went, as the banner's sentence ends. */
const ERASURE_CAUSES = {
  request: "a pedido del titular",
  retention: "al cumplirse el plazo de conservación",
  unknown: "a pedido del titular o al cumplirse el plazo de conservación",
} as const;

/** Who asked, from which company, when, and how to reach them. */
export function LeadSummary({ lead }: { lead: Lead }) {
  const held = lead.anonymisedAt === null;
  return (
    <AdminPanel title="Datos de la solicitud" id="lead-data-title">
      {lead.anonymisedAt && (
        <p role="note" className="mb-4 rounded-sm border-l-4 border-ink/40 bg-ink/5 px-3 py-2 text-sm">
          <strong>
            Datos personales eliminados el {formatLimaDateTime(lead.anonymisedAt)}{" "}
            {ERASURE_CAUSES[lead.anonymisedReason ?? "unknown"]}.
          </strong>{" "}
          Se conservan el tipo, las fechas, el estado y los productos, para las estadísticas.
        </p>
      )}
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Field label="Tipo">{LEAD_KIND_LABELS[lead.kind]}</Field>
        <Field label="Recibida">{formatLimaDateTime(lead.createdAt)} (hora de Lima)</Field>
        <Field label="Nombre">{lead.name}</Field>
        <Field label="Empresa">
          {held && lead.ruc ? (
            <Link to={companyPath(lead.ruc)} className={LINK}>
              {lead.company}
            </Link>
          ) : (
            lead.company
          )}
        </Field>
        <Field label="RUC">{lead.ruc || "Sin RUC (solicitud anterior a que fuera obligatorio)"}</Field>
        <Field label="Correo electrónico">
          {held ? (
            <a href={`mailto:${lead.email}`} className={LINK}>
              {lead.email}
            </a>
          ) : (
            lead.email
          )}
        </Field>
        <Field label="Teléfono">
          {held && lead.phone ? (
            <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className={LINK}>
              {lead.phone}
            </a>
          ) : (
            (lead.phone ?? "No indicó")
          )}
        </Field>
        {lead.kind === "SERVICE" && <Field label="Equipo">{lead.equipment ?? "No indicó"}</Field>}
        <Field label="Primera respuesta">
          {lead.firstResponseAt ? formatLimaDateTime(lead.firstResponseAt) : "Todavía sin respuesta"}
        </Field>
        <LeadConsentFields consent={lead.consent} erased={lead.anonymisedAt !== null} />
      </dl>
    </AdminPanel>
  );
}

/** The buyer's own words. */
export function LeadMessage({ message }: { message: string | null }) {
  return (
    <AdminPanel title="Mensaje" id="lead-message-title">
      {message ? (
        <p className="break-words whitespace-pre-line">{message}</p>
      ) : (
        <p className="text-steel">La solicitud no trae mensaje.</p>
      )}
    </AdminPanel>
  );
}

/** The quotation's lines, with a link to each product still in the catalogue. */
export function LeadLinesTable({ lines }: { lines: Lead["lines"] }) {
  return (
    <AdminPanel title="Productos solicitados" id="lead-lines-title">
      <div className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Productos de la cotización, en el orden de la solicitud</caption>
          <thead className="border-b border-ink/20 text-xs tracking-wide text-steel uppercase">
            <tr>
              <th scope="col" className="hidden py-2 pr-3 font-bold sm:table-cell">
                Código
              </th>
              <th scope="col" className="py-2 pr-3 font-bold">
                Producto
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-bold">
                Cantidad
              </th>
              <th scope="col" className="py-2 font-bold">
                Unidad
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink/10">
            {lines.map((line) => (
              <tr key={line.position} className="align-top">
                <td className="hidden py-2 pr-3 font-mono text-xs whitespace-nowrap sm:table-cell">
                  {line.code ?? "—"}
                </td>
                <td className="py-2 pr-3 break-words">
                  {/* On a phone the code goes under the name: four columns do not fit. */}
                  <span className="block font-mono text-xs text-steel sm:hidden">
                    {line.code ? `Código ${line.code}` : "Sin código"}
                  </span>
                  {line.productPath ? (
                    <a href={line.productPath} className={LINK.replace(" break-all", "")}>
                      {line.name}
                    </a>
                  ) : (
                    <>
                      {line.name} <span className="text-steel">(ya no está en el catálogo)</span>
                    </>
                  )}
                </td>
                <td className="py-2 pr-3 text-right font-semibold tabular-nums">{line.quantity}</td>
                <td className="py-2">{line.unit ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminPanel>
  );
}
