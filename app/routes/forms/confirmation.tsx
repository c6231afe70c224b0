import type { MetaFunction } from "react-router";
import { CtaButton } from "~/components/ui/cta-button";
import { CONFIRMATION_PAGE } from "~/content/service-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(CONFIRMATION_PAGE.meta, args, { noindex: true });

export default function Confirmation() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-3xl flex-col items-center justify-center px-6 py-20 text-center">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-16 text-brand">
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
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight sm:text-4xl">SOLICITUD ENVIADA</h1>
      <p className="mt-4 text-lg text-steel">
        Tu solicitud ha sido enviada con éxito, te contactaremos a la brevedad.
      </p>
      <CtaButton to="/" className="mt-8">
        Volver al Inicio
      </CtaButton>
    </main>
  );
}
