import type { ReactNode } from "react";
import { Link } from "react-router";
import { MailIcon, PhoneIcon } from "~/platform/ui/icons";
import { useCompany } from "./use-company";

/** Desktop top bar: phone, e-mail and the Cotización link with its badge. */
export function TopBar({ quoteBadge }: { quoteBadge: ReactNode }) {
  const company = useCompany();
  return (
    <div className="hidden bg-ink text-white lg:block">
      <div className="mx-auto flex h-10 max-w-7xl items-center justify-end gap-8 px-6 text-sm">
        {company && (
          <>
            <a href={company.phoneHref} className="inline-flex items-center gap-2 hover:text-white/80">
              <PhoneIcon />
              {company.phoneText}
            </a>
            <a
              href={`mailto:${company.email}`}
              className="inline-flex items-center gap-2 hover:text-white/80"
            >
              <MailIcon />
              {company.email}
            </a>
          </>
        )}
        <Link to="/cotizacion" className="inline-flex items-center gap-2 font-bold hover:text-white/80">
          Cotización {quoteBadge}
        </Link>
      </div>
    </div>
  );
}
