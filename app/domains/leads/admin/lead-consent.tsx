import { formatLimaDate, formatLimaDateTime } from "~/platform/lib/lima-time";
import type { LeadDetailView } from "./lead-detail-loader.server";
import { SummaryField as Field } from "~/platform/admin-kit/summary-field";

type Consent = LeadDetailView["lead"]["consent"];

/**
 * The lead's row of the consent ledger in its summary: the privacy consent (when, and the text accepted
 * with its version) or "Consentimiento no registrado", then the marketing choice.
 */
export function LeadConsentFields({ consent, erased }: { consent: Consent; erased: boolean }) {
  if (consent.state === "not_recorded")
    return (
      <>
        <Field label="Consentimiento de datos">
          Consentimiento no registrado
          <span className="block text-sm text-steel">
            Llegó por la API sin los campos de consentimiento, o antes de que el sitio los pidiera.
          </span>
        </Field>
        <Field label="Comunicaciones comerciales">No (sin consentimiento registrado)</Field>
      </>
    );
  return (
    <>
      <Field label="Consentimiento de datos">
        Otorgado el {formatLimaDateTime(consent.at)} (hora de Lima)
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-dark underline underline-offset-2">
            Ver el texto aceptado (vigente desde el {formatLimaDate(consent.versionSince)})
          </summary>
          <div className="mt-2 space-y-2 border-l-4 border-ink/15 pl-3 text-steel">
            {consent.text.split("\n").map((line) => (
              <p key={line}>{line}</p>
            ))}
            <p className="text-xs">
              Código de la versión: {consent.versionCode} (el mismo que figura en la política de privacidad).
            </p>
          </div>
        </details>
      </Field>
      <Field label="Comunicaciones comerciales">
        {/* Nobody to write to any more: a consent given before the erasure is of no use. */}
        {erased
          ? "No: sus datos personales se eliminaron"
          : consent.marketing
            ? "Sí, las aceptó"
            : "No las aceptó"}
      </Field>
    </>
  );
}
