import { useQuoteItems } from "./quote-store";

/** The number of products in the quotation list; its space is reserved until the list is read. */
export function QuoteBadge({ className = "" }: { className?: string }) {
  const items = useQuoteItems();
  const count = items?.length ?? 0;
  return (
    <span
      className={`inline-flex h-5 min-w-5 items-center justify-center rounded-full px-1.5 text-xs font-bold leading-none ${
        items === null ? "invisible" : count > 0 ? "bg-brand text-white" : "bg-white/20 text-current"
      } ${className}`}
      aria-label={
        items === null ? undefined : `${count} ${count === 1 ? "producto" : "productos"} en la cotización`
      }
    >
      {count}
    </span>
  );
}
