import type { ReactNode } from "react";
import { Link } from "react-router";
import { COMPANY } from "~/content/company";

/** Desktop top bar: phone, e-mail and the Cotización link with its badge. */
export function TopBar({ quoteBadge }: { quoteBadge: ReactNode }) {
  return (
    <div className="hidden bg-ink text-white lg:block">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-end gap-8 px-6 text-sm">
        <a href={COMPANY.phoneHref} className="inline-flex items-center gap-2 hover:text-white/80">
          <PhoneIcon />
          {COMPANY.phoneText}
        </a>
        <a href={`mailto:${COMPANY.email}`} className="inline-flex items-center gap-2 hover:text-white/80">
          <MailIcon />
          {COMPANY.email}
        </a>
        <Link to="/cotizacion" className="inline-flex items-center gap-2 font-bold hover:text-white/80">
          Cotización {quoteBadge}
        </Link>
      </div>
    </div>
  );
}

export function PhoneIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

export function MailIcon({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4.4 7H4v.6l8 5.4 8-5.4V7h-.4z" />
    </svg>
  );
}
