import { Form } from "react-router";
import { COMPLAINT_ANSWER_BUSINESS_DAYS, COMPLAINT_MAX_PAUSE_BUSINESS_DAYS } from "../complaint-book";
import { formatLimaDate, formatLimaDateTime } from "~/platform/lib/lima-time";
import {
  ADMIN_BUTTON,
  ADMIN_CONTROL,
  ADMIN_SECONDARY_BUTTON,
  AdminNotice,
  AdminPanel,
} from "~/platform/admin-kit/admin-ui";
import type { ComplaintActionResult, ComplaintSection } from "./complaint-detail-action.server";
import type { ComplaintDetailView } from "./complaint-detail-loader.server";
import { ComplaintStateBadge } from "./complaint-state-badge";

const LABEL = "block text-sm font-bold text-ink";

function Outcome({ result, section }: { result?: ComplaintActionResult; section: ComplaintSection }) {
  if (!result || result.section !== section) return null;
  return <AdminNotice tone={result.ok ? "ok" : "error"}>{result.message}</AdminNotice>;
}

function DeadlinePanel({ view }: { view: ComplaintDetailView }) {
  const { clock } = view;
  return (
    <AdminPanel title="Plazo de respuesta" id="complaint-deadline-title">
      <p className="flex flex-wrap items-center gap-2">
        <ComplaintStateBadge state={clock.state} />
        <span className="font-semibold">{clock.timeLeft}</span>
      </p>
      <p className="mt-3">
        Vence el <strong>{formatLimaDate(clock.deadline)}</strong> al final del día (hora de Lima):{" "}
        {COMPLAINT_ANSWER_BUSINESS_DAYS} días hábiles desde la presentación
        {view.pausedBusinessDays > 0
          ? `, más ${view.pausedBusinessDays === 1 ? "1 día hábil" : `${view.pausedBusinessDays} días hábiles`} de pausa`
          : ""}
        . Se cuentan de lunes a viernes, sin feriados nacionales.
      </p>
    </AdminPanel>
  );
}

function AnswerPanel({ view, result }: { view: ComplaintDetailView; result?: ComplaintActionResult }) {
  const { answer, sheet } = view;
  return (
    <AdminPanel title="Respuesta del proveedor" id="complaint-answer-title">
      <Outcome result={result} section="answer" />
      {answer ? (
        <>
          <p className="text-sm text-steel">
            Registrada el {formatLimaDateTime(answer.at)} por {answer.by ?? "una cuenta ya eliminada"}. No se
            cambia ni se reemplaza.
          </p>
          <p className="mt-3 rounded-sm border-l-4 border-emerald-600 bg-emerald-50 px-3 py-2 break-words whitespace-pre-line">
            {answer.text}
          </p>
        </>
      ) : (
        <Form method="post">
          <input type="hidden" name="intent" value="answer" />
          <label htmlFor="complaint-answer" className={LABEL}>
            Respuesta al consumidor
          </label>
          <p id="complaint-answer-help" className="text-sm text-steel">
            {sheet.email
              ? `Se envía a ${sheet.email} con la hoja en PDF, que la lleva en su parte 4. Una vez registrada no se puede cambiar.`
              : "El consumidor no indicó correo: queda registrada y debe enviarse a su domicilio con la hoja impresa. Una vez registrada no se puede cambiar."}
          </p>
          <textarea
            id="complaint-answer"
            name="answer"
            rows={6}
            required
            maxLength={4000}
            aria-describedby="complaint-answer-help"
            className={ADMIN_CONTROL}
          />
          <button type="submit" className={`${ADMIN_BUTTON} mt-2`}>
            {sheet.email ? "Registrar y enviar la respuesta" : "Registrar la respuesta"}
          </button>
        </Form>
      )}
    </AdminPanel>
  );
}

function PausePanel({ view, result }: { view: ComplaintDetailView; result?: ComplaintActionResult }) {
  const available = view.clock.pauseDaysAvailable;
  const pauses = view.events.filter((event) => event.kind === "pause");
  return (
    <AdminPanel title="Pausa por propuesta de solución" id="complaint-pause-title">
      <Outcome result={result} section="pause" />
      <p className="text-sm text-steel">
        Si se ofreció al consumidor una solución, el plazo puede extenderse hasta{" "}
        {COMPLAINT_MAX_PAUSE_BUSINESS_DAYS} días hábiles en total mientras la considera.
        {view.pausedBusinessDays > 0 ? ` Usados: ${view.pausedBusinessDays}.` : ""}
      </p>
      {pauses.length > 0 && (
        <ul className="mt-3 space-y-2 text-sm">
          {pauses.map((pause) => (
            <li key={pause.id} className="rounded-sm bg-ink/[0.04] px-3 py-2">
              <span className="font-semibold">
                {pause.businessDays === 1 ? "1 día hábil" : `${pause.businessDays} días hábiles`}
              </span>{" "}
              · {formatLimaDateTime(pause.at)} · {pause.actor}
              <span className="mt-1 block break-words whitespace-pre-line">{pause.text}</span>
            </li>
          ))}
        </ul>
      )}
      {available > 0 ? (
        <Form method="post" className="mt-4" key={`pause-${pauses.length}`}>
          <input type="hidden" name="intent" value="pause" />
          <label htmlFor="complaint-pause-days" className={LABEL}>
            Días hábiles de pausa
          </label>
          <select id="complaint-pause-days" name="days" defaultValue="1" className={ADMIN_CONTROL}>
            {Array.from({ length: available }, (_, index) => index + 1).map((days) => (
              <option key={days} value={days}>
                {days === 1 ? "1 día hábil" : `${days} días hábiles`}
              </option>
            ))}
          </select>
          <label htmlFor="complaint-pause-note" className={`${LABEL} mt-3`}>
            Solución ofrecida
          </label>
          <textarea
            id="complaint-pause-note"
            name="note"
            rows={3}
            required
            maxLength={1000}
            className={ADMIN_CONTROL}
          />
          <button type="submit" className={`${ADMIN_SECONDARY_BUTTON} mt-2`}>
            Registrar la pausa
          </button>
        </Form>
      ) : (
        <p className="mt-3 text-sm">
          {view.answer
            ? "La hoja ya tiene respuesta."
            : view.clock.state === "overdue"
              ? "El plazo venció: ya no se puede pausar."
              : "Ya se usaron los días de pausa permitidos."}
        </p>
      )}
    </AdminPanel>
  );
}

const EVENT_TEXT: Record<ComplaintDetailView["events"][number]["kind"], string> = {
  answer: "Registró la respuesta",
  pause: "Registró una pausa por propuesta de solución",
  copy: "Envió de nuevo la copia al consumidor",
};

function EmailsPanel({ view, result }: { view: ComplaintDetailView; result?: ComplaintActionResult }) {
  return (
    <AdminPanel title="Correos de la hoja" id="complaint-emails-title">
      <Outcome result={result} section="copy" />
      <ul className="divide-y divide-ink/10">
        {view.emails.map((email) => (
          <li key={email.id} className="py-3 first:pt-0">
            <p className="font-semibold">{email.label}</p>
            <p className="text-sm break-words">Para: {email.to}</p>
            <p className="text-sm text-steel">
              {email.status === "sent"
                ? `Enviado el ${formatLimaDateTime(email.sentAt ?? email.createdAt)}${email.purpose === "complaint-pause" ? "." : ", con la hoja en PDF."}`
                : email.lastError
                  ? `Pendiente: ${email.attempts} ${email.attempts === 1 ? "intento fallido" : "intentos fallidos"}; se reintenta solo. Último error: ${email.lastError}`
                  : "Pendiente: en cola, sale en unos segundos."}
            </p>
          </li>
        ))}
      </ul>
      {view.sheet.spamReason && !view.emails.some((email) => email.purpose === "complaint-copy") && (
        <p className="mt-2 text-sm">
          La hoja cayó en una trampa antispam del formulario: la copia al consumidor quedó retenida.
        </p>
      )}
      {view.sheet.email && (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="copy" />
          <button type="submit" className={ADMIN_SECONDARY_BUTTON}>
            Enviar copia al consumidor
          </button>
        </Form>
      )}
    </AdminPanel>
  );
}

/** What staff may add to a filed sheet (never a change of it), and its e-mails and history. */
export function ComplaintWorkPanel({
  view,
  result,
}: {
  view: ComplaintDetailView;
  result?: ComplaintActionResult;
}) {
  return (
    <>
      <DeadlinePanel view={view} />
      <AnswerPanel view={view} result={result} />
      {!view.answer && <PausePanel view={view} result={result} />}
      <EmailsPanel view={view} result={result} />
      <AdminPanel title="Historial" id="complaint-history-title">
        <ol className="divide-y divide-ink/10">
          <li className="py-2 first:pt-0 text-sm">
            <span className="text-steel">{formatLimaDateTime(view.sheet.filedAt)} · Consumidor</span>
            <span className="block">Presentó la hoja {view.sheet.number}</span>
          </li>
          {view.events.map((event) => (
            <li key={event.id} className="py-2 text-sm">
              <span className="text-steel">
                <time dateTime={event.at}>{formatLimaDateTime(event.at)}</time> · {event.actor}
              </span>
              <span className="block">{EVENT_TEXT[event.kind]}</span>
            </li>
          ))}
        </ol>
      </AdminPanel>
    </>
  );
}
