/** The loading spinner: the company's mark, turning, with a label for screen readers only. */
export function Spinner({ className = "", label = "Cargando..." }: { className?: string; label?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center ${className}`}>
      <img
        src="/art/logo-mark.svg"
        alt=""
        width={56}
        height={56}
        className="size-14 animate-spin [animation-duration:1.4s]"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
