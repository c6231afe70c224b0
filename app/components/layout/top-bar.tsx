import type { ReactNode } from "react";
import { Link } from "react-router";
import { MailIcon, PhoneIcon } from "~/components/ui/icons";
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
