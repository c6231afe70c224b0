import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { COMPANY } from "~/content/company";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="es-PE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans antialiased">
        <header className="border-b border-mist">
          <nav
            aria-label="Principal"
            className="mx-auto flex max-w-7xl items-center justify-between px-4 py-4"
          >
            <Link to="/" className="text-2xl font-extrabold tracking-tight text-brand">
              {COMPANY.brand}
            </Link>
            <Link to="/productos" className="font-semibold hover:text-brand">
              PRODUCTOS
            </Link>
          </nav>
        </header>
        {children}
        <footer className="mt-16 bg-ink py-8 text-center text-sm text-white">
          <p>
            {COMPANY.legalName} · {COMPANY.address.district}, {COMPANY.address.city} · {COMPANY.phone} ·{" "}
            {COMPANY.email}
          </p>
        </footer>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-3xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">
        {notFound ? "Página no encontrada" : "Lo sentimos, ocurrió un error"}
      </h1>
      <p className="mt-4">
        <Link to="/" className="text-brand underline">
          Volver al inicio
        </Link>
      </p>
    </main>
  );
}
