import { Link } from "react-router";
import { COMPANY } from "~/platform/content/company";

/** The logo linking home; `lazy` where it starts out of sight (footer, compact and dialog menus). */
export function Logo({
  className = "",
  compact = false,
  lazy = false,
}: {
  className?: string;
  compact?: boolean;
  lazy?: boolean;
}) {
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
        loading={lazy ? "lazy" : undefined}
        className={compact ? "h-8 w-auto" : "h-10 w-auto lg:h-12"}
      />
    </Link>
  );
}
