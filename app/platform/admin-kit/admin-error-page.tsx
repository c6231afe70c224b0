import { isRouteErrorResponse, Link } from "react-router";

/**
 * A refusal or a failure inside the back office, in its own words (the public error page speaks to
 * visitors). Rendered by the admin layout's boundary, and by the root's for errors React Router sends
 * there (a guard's 403 from middleware goes to the highest route with a loader: the root), which finds
 * it in the matched route's handle (back-office-route.ts) so the public bundle does not carry it.
 */
export function AdminErrorPage({ error }: { error: unknown }) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 403
      ? "Acceso no permitido"
      : status === 404
        ? "No encontramos esta página"
        : status === 413
          ? "El formulario es demasiado grande"
          : "Ocurrió un error";
  const text =
    isRouteErrorResponse(error) && typeof error.data === "string"
      ? error.data
      : "No se pudo completar la operación. Inténtelo de nuevo en unos minutos.";
  return (
    <main className="flex min-h-screen items-center justify-center bg-mist px-4 py-12">
      <div className="max-w-lg rounded-md bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold">{title}</h1>
        <p className="mt-3 text-steel">{text}</p>
        <Link
          to="/admin"
          className="mt-6 inline-block rounded-sm bg-brand px-5 py-3 font-bold text-white hover:bg-brand-dark"
        >
          Volver a la intranet
        </Link>
      </div>
    </main>
  );
}
