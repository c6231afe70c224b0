import { Link } from "react-router";
import { MessagePage } from "~/platform/sections/message-page";

export const CATALOG_ERROR_MESSAGE = "¡Lo sentimos, ocurrió un error! Intente más tarde.";

/** The full-page message shown when the catalogue or its categories cannot be read. */
export function CatalogError() {
  return (
    <MessagePage
      icon={
        <svg aria-hidden="true" viewBox="0 0 48 48" className="size-16 text-brand">
          <circle cx="24" cy="24" r="22" fill="currentColor" />
          <path d="M24 12v15" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
          <circle cx="24" cy="34.5" r="2.6" fill="#fff" />
        </svg>
      }
      title={CATALOG_ERROR_MESSAGE}
    >
      Puede volver a intentarlo en unos minutos o{" "}
      <Link to="/contacto" className="font-semibold text-brand underline">
        escribirnos
      </Link>
      .
    </MessagePage>
  );
}
