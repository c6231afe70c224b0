// The site's line of small icons: decorative (aria-hidden), coloured by the text around them.

interface IconProps {
  className?: string;
}

/** A one-path icon drawn on a 24 × 24 grid (unless told otherwise). */
export function PathIcon({
  path,
  className,
  viewBox = "0 0 24 24",
}: IconProps & { path: string; viewBox?: string }) {
  return (
    <svg aria-hidden="true" viewBox={viewBox} className={className} fill="currentColor">
      <path d={path} />
    </svg>
  );
}

export function PhoneIcon({ className = "size-4" }: IconProps) {
  return (
    <PathIcon
      className={className}
      path="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.46.57 3.6a1 1 0 0 1-.25 1z"
    />
  );
}

export function MailIcon({ className = "size-4" }: IconProps) {
  return (
    <PathIcon
      className={className}
      path="M3 5h18a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zm9 7.2L4.4 7H4v.6l8 5.4 8-5.4V7h-.4z"
    />
  );
}

export function CloseIcon({ className = "size-6" }: IconProps) {
  return (
    <PathIcon
      className={className}
      path="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z"
    />
  );
}

export function MenuIcon({ className = "size-6" }: IconProps) {
  return <PathIcon className={className} path="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />;
}

export function QuotationIcon({ className = "size-6" }: IconProps) {
  return <PathIcon className={className} path="M6 2h9l5 5v15H6zm8 1.5V8h4.5zM9 12h8v1.5H9zm0 3h8v1.5H9z" />;
}

/** A chevron that turns upside down while what it controls is open. */
export function ChevronDownIcon({ open, className = "size-4" }: IconProps & { open: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`${className} transition-transform ${open ? "rotate-180" : ""}`}
    >
      <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
