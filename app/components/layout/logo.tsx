import { Link } from "react-router";
import { COMPANY } from "~/content/company";

export function Logo({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  return (
    <Link
      to="/"
      className={`inline-flex shrink-0 items-center ${className}`}
      aria-label={`${COMPANY.brand} Perú, inicio`}
    >
      <img
        src="/art/logo.svg"
        alt=""
        width={240}
        height={60}
        className={compact ? "h-8 w-auto" : "h-10 w-auto lg:h-12"}
      />
    </Link>
  );
}
