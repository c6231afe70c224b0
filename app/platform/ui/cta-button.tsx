import type { ReactNode } from "react";
import { Link } from "react-router";

interface CtaButtonProps {
  /** Where it leads; without it, a button. */
  to?: string;
  onClick?: () => void;
  className?: string;
  /** White-filled variant (for dark backgrounds); red-filled by default. */
  white?: boolean;
  type?: "button" | "submit";
  disabled?: boolean;
  children: ReactNode;
}

const BASE =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-sm border-2 px-6 py-2.5 text-sm font-bold uppercase tracking-wide transition-colors duration-200 focus-visible:outline-3 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60";
const RED = "border-brand bg-brand text-white hover:bg-white hover:text-brand focus-visible:outline-brand";
const WHITE =
  "border-white bg-white text-brand hover:bg-brand hover:text-white hover:border-brand focus-visible:outline-white";

/** The call-to-action button: red-filled or white-filled, colours swap on hover. */
export function CtaButton({
  to,
  onClick,
  className = "",
  white = false,
  type = "button",
  disabled,
  children,
}: CtaButtonProps) {
  const classes = `${BASE} ${white ? WHITE : RED} ${className}`;
  if (to) {
    return (
      <Link to={to} onClick={onClick} className={classes}>
        {children}
      </Link>
    );
  }
  return (
    <button type={type} onClick={onClick} className={classes} disabled={disabled}>
      {children}
    </button>
  );
}
