/**
 * A plain open-book icon, drawn here: the INDECOPI "Libro de Reclamaciones" mark is a trademark image
 * the site does not have, so the book is named in words next to this icon.
 */
export function BookIcon({ className = "size-6" }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path d="M12 6.5C10.2 5 7.6 4.5 4 4.5v13c3.6 0 6.2.5 8 2 1.8-1.5 4.4-2 8-2v-13c-3.6 0-6.2.5-8 2Z" />
      <path d="M12 6.5v13M6.5 8.5c1.6.1 2.9.4 4 1M6.5 12c1.6.1 2.9.4 4 1M17.5 8.5c-1.6.1-2.9.4-4 1" />
    </svg>
  );
}
