import { type ReactNode, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useCompany } from "./use-company";
import { CONTACT_LINK, MAIN_MENU } from "~/platform/content/navigation";
import { AppAnchor, useClientNavigation } from "./client-navigation";
import { Logo } from "./logo";
import { CloseIcon, MailIcon, MenuIcon, PathIcon, PhoneIcon, QuotationIcon } from "~/platform/ui/icons";

/**
 * Mobile: a bottom bar whose Menú button opens a full-screen menu. The menu is a modal <dialog>, so
 * focus stays inside while it is open, Escape closes it, and focus returns to the button on close.
 * Tapping a link closes it.
 */
export function MobileMenu({ quoteBadge }: { quoteBadge: ReactNode }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  const { pathname } = useLocation();
  const navigate = useClientNavigation();
  const company = useCompany();

  return (
    <>
      <div className="flex items-center justify-between border-b border-ink/10 bg-white px-4 py-3 lg:hidden">
        <Logo compact />
        {company && (
          <a
            href={company.phoneHref}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink"
          >
            <PhoneIcon />
            {company.phoneText}
          </a>
        )}
      </div>
      <nav
        aria-label="Barra inferior"
        className="fixed inset-x-0 bottom-0 z-40 border-t border-ink/10 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_12px_rgba(0,0,0,0.08)] lg:hidden"
      >
        <ul className="grid grid-cols-4 text-xs font-semibold text-ink">
          <li>
            <BarLink to="/" label="Inicio" icon="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" />
          </li>
          <li>
            <BarLink
              to="/productos"
              label="Productos"
              icon="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z"
            />
          </li>
          <li>
            <Link to="/cotizacion" className="flex h-16 flex-col items-center justify-center gap-1">
              <span className="relative">
                <QuotationIcon />
                <span className="absolute -right-3 -top-2">{quoteBadge}</span>
              </span>
              Cotización
            </Link>
          </li>
          <li>
            <button
              type="button"
              aria-haspopup="dialog"
              className="flex h-16 w-full flex-col items-center justify-center gap-1"
              onClick={() => dialog.current?.showModal()}
            >
              <MenuIcon />
              Menú
            </button>
          </li>
        </ul>
      </nav>
      <dialog
        ref={dialog}
        aria-label="Menú"
        className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto bg-white p-0 text-ink backdrop:bg-ink/40 lg:hidden"
      >
        <div className="flex items-center justify-between border-b border-ink/10 px-4 py-3">
          <Logo compact lazy />
          <button
            type="button"
            onClick={close}
            className="grid size-11 place-items-center rounded-sm"
            aria-label="Cerrar menú"
          >
            <CloseIcon className="size-7" />
          </button>
        </div>
        {/* Plain anchors: this one handler navigates in the app and closes the menu. */}
        <nav
          aria-label="Menú móvil"
          className="px-4 pb-28 pt-2"
          onClick={(event) => {
            navigate(event);
            // A link to a page of the site closes the menu (the phone and e-mail links do not).
            if ((event.target as Element).closest("a[data-discover]")) close();
          }}
        >
          <ul className="divide-y divide-ink/10">
            {MAIN_MENU.map((entry) => (
              <li key={entry.id} className="py-3">
                <AppAnchor
                  to={entry.link}
                  currentPath={pathname}
                  className="block py-1 text-lg font-bold aria-[current=page]:text-brand"
                >
                  {entry.name}
                </AppAnchor>
                {entry.hasDropdown && (
                  <ul className="mt-1 grid grid-cols-2 gap-x-4">
                    {entry.submenu
                      .filter((item) => item.link !== entry.link)
                      .map((item) => (
                        <li key={item.link}>
                          <AppAnchor
                            to={item.link}
                            currentPath={pathname}
                            className="block py-2 text-sm text-steel aria-[current=page]:text-brand"
                          >
                            {item.name}
                          </AppAnchor>
                        </li>
                      ))}
                  </ul>
                )}
              </li>
            ))}
            <li className="py-4">
              <AppAnchor
                to={CONTACT_LINK.link}
                currentPath={pathname}
                className="block rounded-sm bg-brand px-4 py-3 text-center font-bold text-white"
              >
                {CONTACT_LINK.name}
              </AppAnchor>
            </li>
          </ul>
          {company && (
            <p className="mt-4 flex flex-col gap-2 text-sm text-steel">
              <a href={company.phoneHref} className="inline-flex items-center gap-2">
                <PhoneIcon /> {company.phoneText}
              </a>
              <a href={`mailto:${company.email}`} className="inline-flex items-center gap-2">
                <MailIcon /> {company.email}
              </a>
            </p>
          )}
        </nav>
      </dialog>
    </>
  );
}

function BarLink({ to, label, icon }: { to: string; label: string; icon: string }) {
  return (
    <NavLink
      to={to}
      end
      className="flex h-16 flex-col items-center justify-center gap-1 aria-[current=page]:text-brand"
    >
      <PathIcon path={icon} className="size-6" />
      {label}
    </NavLink>
  );
}
