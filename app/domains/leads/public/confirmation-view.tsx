import type { ReactNode } from "react";
import { Link } from "react-router";
import { CtaButton } from "~/platform/ui/cta-button";
import { quantityWithUnit } from "~/domains/catalogue";
import { whatsAppLink, whatsAppText } from "~/platform/lib/whatsapp-link";
import type { LeadConfirmation } from "../server/lead-confirmation.server";
import type { ConfirmationPageData } from "./confirmation.server";

const KIND_TITLES: Record<LeadConfirmation["kind"], string> = {
  QUOTE: "Solicitud de cotización",
  CONTACT: "Consulta",
  SERVICE: "Solicitud de servicio técnico",
};

/** What /confirmacion shows: the requests just sent when the visitor's cookie names them, else the generic thanks. */
export function ConfirmationView({ leads, responsePromise, company }: ConfirmationPageData) {
  const references = leads.map((lead) => lead.reference);
  const emails = [...new Set(leads.flatMap((lead) => lead.acknowledgementTo ?? []))];
  return (
    <main className="bg-mist pb-16">
      <div className="bg-ink text-white">
        <div className="mx-auto flex max-w-5xl items-start gap-4 px-6 py-10 sm:gap-6 sm:py-12">
          <CheckIcon />
          <div className="min-w-0">
            <p className="text-sm font-bold uppercase tracking-[0.2em] text-white/80">
              ¡Gracias por escribirnos!
            </p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">Solicitud enviada</h1>
            <p className="mt-3 max-w-2xl text-base text-white/90 sm:text-lg">
              Su solicitud ha sido enviada con éxito; nos comunicaremos con usted a la brevedad.
            </p>
            {references.length > 0 && (
              <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
                <span className="text-sm font-semibold uppercase tracking-wide text-white/80">
                  {references.length === 1 ? "Referencia" : "Referencias"}
                </span>
                {references.map((reference) => (
                  <strong
                    key={reference}
                    className="rounded-sm bg-white px-3 py-1 font-mono text-lg font-bold tracking-wide text-ink"
                  >
                    {reference}
                  </strong>
                ))}
              </p>
            )}
          </div>
        </div>
      </div>

      <div
        className={`mx-auto grid max-w-5xl gap-6 px-6 pt-8 sm:pt-10 ${leads.length > 0 ? "lg:grid-cols-[1.35fr_1fr]" : ""}`}
      >
        {leads.length > 0 && (
          <section aria-labelledby="lo-que-envio" className="rounded-md bg-white p-6 shadow-sm sm:p-8">
            <h2 id="lo-que-envio" className="text-xl font-extrabold tracking-tight">
              Lo que nos envió
            </h2>
            {leads.map((lead) => (
              <LeadSummary key={lead.reference} lead={lead} />
            ))}
          </section>
        )}
        <NextSteps
          emails={emails}
          references={references}
          responsePromise={responsePromise}
          company={company}
        />
      </div>

      <nav aria-label="Seguir navegando" className="mx-auto flex max-w-5xl flex-wrap gap-3 px-6 pt-8">
        <CtaButton to="/productos">Ver el catálogo</CtaButton>
        <Link
          to="/"
          className="inline-flex min-h-11 items-center justify-center rounded-sm border-2 border-ink px-6 py-2.5 text-sm font-bold uppercase tracking-wide text-ink transition-colors hover:bg-ink hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink"
        >
          Volver al inicio
        </Link>
      </nav>
    </main>
  );
}

function LeadSummary({ lead }: { lead: LeadConfirmation }) {
  return (
    <article aria-label={`${KIND_TITLES[lead.kind]} ${lead.reference}`} className="mt-5 first-of-type:mt-4">
      <p className="text-sm font-semibold text-steel">
        {KIND_TITLES[lead.kind]} · <span className="font-mono whitespace-nowrap">{lead.reference}</span>
      </p>
      {lead.lines.length > 0 && (
        <ul className="mt-3 divide-y divide-ink/10 border-y border-ink/10">
          {lead.lines.map((line, index) => (
            <li key={index} className="flex items-baseline justify-between gap-4 py-3">
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{line.name}</span>
                {line.code && <span className="block font-mono text-xs text-steel">{line.code}</span>}
              </span>
              <span className="shrink-0 text-right font-semibold tabular-nums text-ink">
                {quantityWithUnit(line.quantity, line.unit)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {lead.equipment && (
        <p className="mt-3 text-ink">
          <span className="font-semibold">Tipo de máquina:</span> {lead.equipment}
        </p>
      )}
      {lead.messageExcerpt && (
        <blockquote className="mt-3 border-l-4 border-brand/70 bg-mist px-4 py-3 text-ink">
          <span className="sr-only">{lead.lines.length > 0 ? "Comentario: " : "Mensaje: "}</span>
          {lead.messageExcerpt}
        </blockquote>
      )}
    </article>
  );
}

function NextSteps({
  emails,
  references,
  responsePromise,
  company,
}: {
  emails: string[];
  references: string[];
  responsePromise: string;
  company: ConfirmationPageData["company"];
}) {
  return (
    <section aria-labelledby="que-sigue" className="rounded-md bg-white p-6 shadow-sm sm:p-8">
      <h2 id="que-sigue" className="text-xl font-extrabold tracking-tight">
        ¿Qué sigue?
      </h2>
      <ol className="mt-4 space-y-5">
        {emails.length > 0 && (
          <Step icon={<MailIcon />}>
            Le enviamos una copia de su solicitud a{" "}
            {emails.map((email, index) => (
              <span key={email}>
                {index > 0 && " y "}
                <strong className="text-ink [overflow-wrap:anywhere]">{email}</strong>
              </span>
            ))}
            . Si no la ve en unos minutos, revise la carpeta de correo no deseado.
          </Step>
        )}
        <Step icon={<ClockIcon />}>
          Un asesor revisará su solicitud y le responderá{" "}
          <strong className="text-ink">{responsePromise}</strong> por correo o por teléfono.
        </Step>
        <Step icon={<PhoneIcon />}>
          ¿Es urgente? Escríbanos por WhatsApp
          {references.length > 0 ? " indicando su referencia" : ""} o llámenos al{" "}
          <a href={company.phoneHref} className="font-semibold whitespace-nowrap text-ink underline">
            {company.phoneText}
          </a>
          .
          <a
            href={whatsAppLink(company.whatsApp, whatsAppText(references))}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-3 flex min-h-11 w-full items-center justify-center gap-2 rounded-sm bg-[#17703D] px-5 py-2.5 text-sm font-bold text-white transition-colors hover:bg-[#125C32] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[#17703D] sm:w-fit"
          >
            <WhatsAppIcon />
            Escribir por WhatsApp
            <span className="sr-only"> (se abre en una pestaña nueva)</span>
          </a>
        </Step>
      </ol>
    </section>
  );
}

function Step({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3 text-steel">
      <span className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-brand/10 text-brand">
        {icon}
      </span>
      <div className="min-w-0 leading-relaxed">{children}</div>
    </li>
  );
}

function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="mt-1 size-12 shrink-0 text-brand sm:size-14">
      <circle cx="24" cy="24" r="22" fill="currentColor" />
      <path
        d="m14 24.5 7 7 13-14"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ClockIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function WhatsAppIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-5" fill="currentColor">
      <path d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6a10.6 10.6 0 0 1-5.4-1.5l-.4-.2-3.9 1 1-3.8-.2-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.1-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.7c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.9.9 3.9.8a3.3 3.3 0 0 0 2.2-1.5 2.7 2.7 0 0 0 .2-1.6c-.1-.2-.3-.3-.6-.4z" />
    </svg>
  );
}

// The page's own small icons, drawn here rather than imported: a shared icon module would add an
// entry to the route manifest that every public page loads (docs/decisions/012-lean-first-load.md).
function MailIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4.4 7H4v.6l8 5.4 8-5.4V7h-.4z" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z" />
    </svg>
  );
}
