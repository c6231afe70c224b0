import type { ReactNode } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { COMPANY } from "~/platform/content/company";
import { ROLE_LABELS, type StaffViewer } from "./staff-roles";
import { sectionsFor } from "./admin-nav";
import { markSigningOut } from "./signing-out";
import { useHydrated } from "./use-hydrated";

/** The back office's frame: a bar with the brand, the sections the viewer may open, who is signed in and the way out. */
export function AdminShell({
  viewer,
  newLeads,
  children,
}: {
  viewer: StaffViewer;
  /** Requests that arrived since the page's data was read: the live badge on "Solicitudes". */
  newLeads: number;
  children: ReactNode;
}) {
  // A company's page is part of the requests' section.
  const inCompany = useLocation().pathname.startsWith("/admin/empresas/");
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-screen flex-col bg-mist" data-hydrated={hydrated || undefined}>
      <header className="border-b border-ink/10 bg-ink text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <p className="flex items-center gap-2 font-extrabold">
            <span className="rounded-sm bg-brand px-2 py-0.5 text-sm tracking-wide">{COMPANY.brand}</span>
            <span>Intranet</span>
          </p>
          <nav
            aria-label="Secciones de la intranet"
            className="order-3 w-full overflow-x-auto sm:order-none sm:w-auto"
          >
            {/* On a phone the sections wrap, so the current one is never scrolled out of sight. */}
            <ul className="flex flex-wrap gap-1 sm:flex-nowrap">
              {sectionsFor(viewer.role).map((section) => (
                <li key={section.to}>
                  <NavLink
                    to={section.to}
                    className={({ isActive: own }) => {
                      const isActive = own || (inCompany && section.to === "/admin/solicitudes");
                      return `block whitespace-nowrap rounded-sm px-3 py-2 text-sm font-semibold ${
                        isActive ? "bg-white text-ink" : "text-white/85 hover:bg-white/10 hover:text-white"
                      }`;
                    }}
                  >
                    {section.label}
                    {section.to === "/admin/solicitudes" && newLeads > 0 && (
                      <span className="ml-2 inline-block min-w-6 rounded-full bg-brand px-1.5 text-center text-xs font-bold text-white">
                        {newLeads >= 100 ? "100+" : newLeads}
                        <span className="sr-only"> {newLeads === 1 ? "nueva" : "nuevas"}</span>
                      </span>
                    )}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <p className="text-right leading-tight">
              <span className="block font-semibold">{viewer.name}</span>
              <span className="block text-white/70">{ROLE_LABELS[viewer.role]}</span>
            </p>
            <Form method="post" action="/admin/salir" reloadDocument onSubmit={markSigningOut}>
              <button
                type="submit"
                className="rounded-sm border border-white/40 px-3 py-2 font-semibold hover:bg-white hover:text-ink"
              >
                Cerrar sesión
              </button>
            </Form>
          </div>
        </div>
      </header>
      <main id="contenido-admin" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8">
        {children}
      </main>
    </div>
  );
}
