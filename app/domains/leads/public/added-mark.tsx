/** '¡Agregado!' with its check mark: the product is in the quotation list. */
export function AddedMark({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 font-extrabold text-brand ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5 shrink-0" fill="currentColor">
        <path d="M8 13.2 4.8 10 3.4 11.4 8 16l9-9-1.4-1.4z" />
      </svg>
      ¡Agregado!
    </span>
  );
}
