import type { ReactNode } from "react";
import { Form } from "react-router";
import { formatLimaDate, formatLimaDateTime } from "~/platform/lib/lima-time";
import {
  ADMIN_BUTTON,
  ADMIN_CONTROL,
  ADMIN_SECONDARY_BUTTON,
  AdminPanel,
} from "~/platform/admin-kit/admin-ui";
import type { DataRequestIntent, DataRequestStepResult } from "./data-request-action.server";
import type { DataRequestDetailView } from "./data-request-loaders.server";
import { PERSONAL_DATA_PATH } from "./data-request-route-params";

type Request = DataRequestDetailView["request"];

const LINK = "font-semibold text-brand-dark underline underline-offset-2 break-all";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-bold tracking-wide text-steel uppercase">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

/** Who asked, how to reach them, what right, and the consent they gave with the form. */
export function DataRequestFacts({ request }: { request: Request }) {
  return (
    <AdminPanel title="Datos de la solicitud" id="data-request-facts-title">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Fact label="Derecho">{request.kindLabel}</Fact>
        <Fact label="Recibida">{formatLimaDateTime(request.receivedAt)} (hora de Lima)</Fact>
        <Fact label="Titular">{request.fullName}</Fact>
        <Fact label="Documento">{request.document}</Fact>
        <Fact label="Correo electrónico">
          <a href={`mailto:${request.email}`} className={LINK}>
            {request.email}
          </a>
        </Fact>
        <Fact label="Teléfono">{request.phone ?? "No indicó"}</Fact>
        <Fact label="Representante">{request.representativeName ?? "Ninguno: la presenta el titular"}</Fact>
        <Fact label="Plazo legal">
          {formatLimaDate(request.dueAt)} ({request.term}
          {request.extended ? "; ya ampliado" : ""})
        </Fact>
        <Fact label="Consentimiento">
          {formatLimaDateTime(request.consent.at)}, versión {request.consent.version}
          {request.consent.ip ? `, desde ${request.consent.ip}` : ""}; comunicaciones comerciales:{" "}
          {request.consent.marketing ? "sí" : "no"}
        </Fact>
        {request.spamReason && (
          <Fact label="Trampa antispam">Posible spam ({request.spamReason}): sin acuse de recibo</Fact>
        )}
      </dl>
      {/* A posted search: the e-mail stays out of the address and the logs. */}
      <form method="post" action={PERSONAL_DATA_PATH} className="mt-5 border-t border-ink/10 pt-4 text-sm">
        <input type="hidden" name="intent" value="search" />
        <input type="hidden" name="buscar" value={request.email} />
        <button type="submit" className={`${LINK} text-left`}>
          Ver, exportar o eliminar los datos de {request.email}
        </button>
      </form>
    </AdminPanel>
  );
}

export function DataRequestDetailText({ detail }: { detail: string }) {
  return (
    <AdminPanel title="Lo que pide" id="data-request-detail-title">
      <p className="break-words whitespace-pre-line">{detail}</p>
    </AdminPanel>
  );
}

/** The appended history, oldest first: each step, who took it, its note (the answer, the reason). */
export function DataRequestHistory({ history }: { history: Request["history"] }) {
  return (
    <AdminPanel title="Historial" id="data-request-history-title">
      <ol className="divide-y divide-ink/10">
        {history.map((entry) => (
          <li key={entry.id} className="py-3">
            <p className="text-sm text-steel">
              <time dateTime={entry.at}>{formatLimaDateTime(entry.at)}</time> ·{" "}
              <span className="font-semibold text-ink">{entry.by}</span>
            </p>
            <p className="mt-0.5">{entry.label}</p>
            {entry.note !== null && (
              <p className="mt-2 rounded-sm border-l-4 border-amber-400 bg-amber-50 px-3 py-2 break-words whitespace-pre-line">
                {entry.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </AdminPanel>
  );
}

const PURPOSES: Record<string, string> = {
  "arco-notice": "Aviso al responsable",
  "arco-ack": "Acuse de recibo",
  "arco-extension": "Ampliación del plazo",
  "arco-answer": "Respuesta",
};

export function DataRequestEmails({ emails }: { emails: Request["emails"] }) {
  return (
    <AdminPanel title="Correos" id="data-request-emails-title">
      <ul className="divide-y divide-ink/10">
        {emails.map((email) => (
          <li key={email.id} className="py-3 text-sm">
            <p className="font-semibold text-ink">{PURPOSES[email.purpose] ?? email.purpose}</p>
            <p className="break-all text-steel">Para {email.to}</p>
            <p className="text-steel">
              {email.status === "sent" && email.sentAt
                ? `Enviado el ${formatLimaDateTime(email.sentAt)}`
                : `En cola desde el ${formatLimaDateTime(email.createdAt)}`}
            </p>
          </li>
        ))}
      </ul>
    </AdminPanel>
  );
}

const LABEL = "block text-sm font-semibold text-ink";

function TextStep(props: {
  intent: DataRequestIntent;
  label: string;
  help: string;
  button: string;
  required: boolean;
  result: DataRequestStepResult | undefined;
}) {
  const { intent, result } = props;
  const id = `data-request-${intent}`;
  return (
    <Form method="post" className="border-t border-ink/10 pt-5 first:border-0 first:pt-0">
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className={LABEL}>
        {props.label}
      </label>
      <p id={`${id}-help`} className="text-sm text-steel">
        {props.help}
      </p>
      <textarea
        id={id}
        name="text"
        rows={intent === "answer" ? 6 : 3}
        required={props.required}
        maxLength={5000}
        aria-describedby={`${id}-help`}
        defaultValue={result && !result.ok && result.intent === intent ? result.text : undefined}
        className={ADMIN_CONTROL}
      />
      <button type="submit" className={`${ADMIN_BUTTON} mt-2`}>
        {props.button}
      </button>
    </Form>
  );
}

/** The steps still open to the request, in the order they are taken. */
export function DataRequestSteps({
  view,
  result,
}: {
  view: DataRequestDetailView;
  result: DataRequestStepResult | undefined;
}) {
  const { steps, request } = view;
  const none = !steps.verify && !steps.extend && !steps.answer && !steps.close;
  return (
    <AdminPanel title="Trámite" id="data-request-steps-title">
      <div className="space-y-5">
        {none && <p className="text-steel">La solicitud está cerrada; su historial no cambia.</p>}
        {steps.verify && (
          <TextStep
            intent="verify"
            label="Verificación de identidad"
            help="Registre cómo verificó la identidad del titular (y la representación, si la hay). Opcional."
            button="Registrar verificación"
            required={false}
            result={result}
          />
        )}
        {steps.answer && (
          <TextStep
            intent="answer"
            label="Respuesta"
            help={`Se envía por correo a ${request.email} y queda en el historial. El plazo vence el ${formatLimaDate(request.dueAt)}.`}
            button="Enviar respuesta"
            required
            result={result}
          />
        )}
        {steps.extend && (
          <TextStep
            intent="extend"
            label="Ampliar el plazo (una sola vez)"
            help="Explique el motivo: se envía a la persona con la nueva fecha, antes de que venza el plazo."
            button="Ampliar plazo"
            required
            result={result}
          />
        )}
        {steps.close && (
          <Form method="post" className="border-t border-ink/10 pt-5 first:border-0 first:pt-0">
            <input type="hidden" name="intent" value="close" />
            <p className="text-sm text-steel">Respondida. Ciérrela cuando no quede nada pendiente.</p>
            <button type="submit" className={`${ADMIN_SECONDARY_BUTTON} mt-2`}>
              Cerrar solicitud
            </button>
          </Form>
        )}
      </div>
    </AdminPanel>
  );
}
