import { Form } from "react-router";
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import type { LeadEmailState } from "./lead-detail-loader.server";
import { LEAD_EMAIL_NAMES } from "./lead-history-text";

const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

function deliveryText(latest: NonNullable<LeadEmailState["latest"]>): string {
  if (latest.status === "sent") {
    const retries = latest.attempts > 1 ? `, al ${latest.attempts}.º intento` : "";
    return `Enviado el ${formatLimaDateTime(latest.sentAt ?? latest.createdAt)}${retries}.`;
  }
  if (latest.attempts === 0) return "Pendiente: en cola, se envía en unos segundos.";
  return `Pendiente: ${plural(latest.attempts, "intento fallido", "intentos fallidos")}. Próximo intento: ${formatLimaDateTime(latest.nextAttemptAt)}.`;
}

function StateBadge({ latest, erased }: { latest: LeadEmailState["latest"]; erased: boolean }) {
  const [label, tone] = !latest
    ? [erased ? "Eliminado" : "No enviado", "bg-ink/10 text-ink"]
    : latest.status === "sent"
      ? ["Enviado", "bg-emerald-100 text-emerald-900"]
      : latest.attempts > 0
        ? ["Con reintentos", "bg-brand/10 text-brand-dark"]
        : ["Pendiente", "bg-amber-100 text-amber-900"];
  return (
    <span className={`rounded-sm px-2 py-0.5 text-xs font-bold whitespace-nowrap ${tone}`}>{label}</span>
  );
}

/** The lead's two e-mails: to whom, whether they left, the retries and the last error, and "Reenviar". */
export function LeadEmailList({
  emails,
  flagged,
  erased,
}: {
  emails: LeadEmailState[];
  flagged: boolean;
  /** The lead's personal data was erased: its e-mails went with it. */
  erased: boolean;
}) {
  return (
    <ul className="divide-y divide-ink/10">
      {emails.map(({ purpose, label, latest, copies }) => (
        <li key={purpose} className="py-3 first:pt-0 last:pb-0">
          <p className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold">{label}</span>
            <StateBadge latest={latest} erased={erased} />
          </p>
          {latest ? (
            <>
              <p className="mt-1 text-sm break-words">Para: {latest.to}</p>
              <p className="mt-1 text-sm">{deliveryText(latest)}</p>
              {copies > 1 && (
                <p className="mt-1 text-sm text-steel">Reenviado {plural(copies - 1, "vez", "veces")}.</p>
              )}
              {latest.status === "pending" && latest.lastError && (
                <p className="mt-1 text-sm break-words text-brand-dark">
                  Último error del servidor de correo: {latest.lastError}
                </p>
              )}
              <Form method="post" className="mt-2">
                <input type="hidden" name="intent" value="resend" />
                <input type="hidden" name="purpose" value={purpose} />
                <button
                  type="submit"
                  className={ADMIN_SECONDARY_BUTTON}
                  aria-label={`Reenviar ${LEAD_EMAIL_NAMES[purpose]}`}
                >
                  Reenviar
                </button>
              </Form>
            </>
          ) : (
            <p className="mt-1 text-sm text-steel">
              {erased
                ? "Se eliminó junto con los datos personales de la solicitud."
                : flagged && purpose === "ack"
                  ? "Retenido: la solicitud llegó marcada como posible spam. Se envía al marcarla como «No es spam»."
                  : "Esta solicitud no tiene este correo."}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
