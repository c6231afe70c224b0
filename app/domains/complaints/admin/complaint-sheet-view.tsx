import type { ReactNode } from "react";
import { COMPLAINT_KIND_LABELS, DOCUMENT_TYPE_LABELS, GOOD_TYPE_LABELS } from "../complaint-book";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { AdminPanel } from "~/platform/admin-kit/admin-ui";
import type { ComplaintDetailView } from "./complaint-detail-loader.server";

const LINK = "font-semibold text-brand-dark underline underline-offset-2 break-all";

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`min-w-0 ${wide ? "sm:col-span-2" : ""}`}>
      <dt className="text-xs font-bold tracking-wide text-steel uppercase">{label}</dt>
      <dd className="mt-0.5 break-words whitespace-pre-line">{children}</dd>
    </div>
  );
}

function Part({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <div className="border-t border-ink/15 pt-4 first:border-t-0 first:pt-0">
      <h3 className="text-sm font-extrabold tracking-wide text-ink uppercase">
        {number}. {title}
      </h3>
      <dl className="mt-3 grid gap-x-6 gap-y-4 sm:grid-cols-2">{children}</dl>
    </div>
  );
}

/** The sheet as filed, read-only, in the parts of the printed form (Annex I). */
export function ComplaintSheetView({ sheet }: { sheet: ComplaintDetailView["sheet"] }) {
  return (
    <AdminPanel title="Hoja de reclamación (tal como se presentó)" id="complaint-sheet-title">
      <div className="space-y-5">
        <Part number={1} title="Identificación del consumidor reclamante">
          <Field label="Nombre">{sheet.consumerName}</Field>
          <Field label={DOCUMENT_TYPE_LABELS[sheet.documentType]}>{sheet.documentNumber}</Field>
          <Field label="Domicilio" wide>
            {sheet.address ?? "No indicó"}
          </Field>
          <Field label="Correo electrónico">
            {sheet.email ? (
              <a href={`mailto:${sheet.email}`} className={LINK}>
                {sheet.email}
              </a>
            ) : (
              "No indicó: la respuesta va al domicilio"
            )}
          </Field>
          <Field label="Teléfono">{sheet.phone ?? "No indicó"}</Field>
          <Field label="Menor de edad">{sheet.minor ? "Sí" : "No"}</Field>
          {sheet.minor && <Field label="Padre, madre o apoderado">{sheet.guardianName ?? "—"}</Field>}
        </Part>
        <Part number={2} title="Identificación del bien contratado">
          <Field label="Bien contratado">{GOOD_TYPE_LABELS[sheet.goodType]}</Field>
          <Field label="Monto reclamado">{sheet.amountText ?? "No indicó"}</Field>
          <Field label="Descripción" wide>
            {sheet.goodDescription}
          </Field>
        </Part>
        <Part number={3} title="Detalle de la reclamación y pedido del consumidor">
          <Field label="Tipo">{COMPLAINT_KIND_LABELS[sheet.kind]}</Field>
          <Field label="Presentada">{formatLimaDateTime(sheet.filedAt)} (hora de Lima)</Field>
          <Field label="Detalle" wide>
            {sheet.detail}
          </Field>
          <Field label="Pedido" wide>
            {sheet.request}
          </Field>
        </Part>
        <p className="border-t border-ink/15 pt-4 text-sm text-steel">
          Proveedor: {sheet.supplier.name} · RUC {sheet.supplier.ruc} · {sheet.supplier.address}.{" "}
          {sheet.marketingConsent
            ? "Aceptó recibir comunicaciones comerciales."
            : "No aceptó comunicaciones comerciales."}
        </p>
      </div>
    </AdminPanel>
  );
}
