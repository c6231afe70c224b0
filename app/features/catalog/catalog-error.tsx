import { Link } from "react-router";

export const CATALOG_ERROR_MESSAGE = "Lo sentimos, ocurrió un error! Intenta más tarde!";

/** The full-page message shown when the catalogue or its categories cannot be read. */
export function CatalogError() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-6 py-20 text-center">
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-16 text-brand">
        <circle cx="24" cy="24" r="22" fill="currentColor" />
        <path d="M24 12v15" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
        <circle cx="24" cy="34.5" r="2.6" fill="#fff" />
      </svg>
      <h1 className="mt-6 text-2xl font-extrabold sm:text-3xl">{CATALOG_ERROR_MESSAGE}</h1>
      <p className="mt-4 text-steel">
        Puedes volver a intentarlo en unos minutos o{" "}
        <Link to="/contacto" className="font-semibold text-brand underline">
          escribirnos
        </Link>
        .
      </p>
    </main>
  );
}
