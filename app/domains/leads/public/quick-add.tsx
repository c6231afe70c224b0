import { Link } from "react-router";
import { AddedMark } from "./added-mark";
import { quoteActions, type QuoteItem, useQuoteItems } from "./quote-store";

const BOX =
  "relative z-10 flex min-h-11 w-full items-center justify-center gap-2 rounded-sm border-2 px-4 text-sm font-bold uppercase tracking-wide focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand";
const BUTTON = `${BOX} border-brand text-brand transition-colors hover:bg-brand hover:text-white`;

/**
 * A catalogue card's 'Agregar': one unit of the product into the quotation list, without leaving the
 * page; once the product is in the list, '¡Agregado!' (the header's count changes with it, as for
 * the product page's button). Until the page is live, and without JavaScript, which cannot keep a
 * list, it is a link to the product's page.
 */
export function QuickAdd({ product, href }: { product: Omit<QuoteItem, "quantity">; href: string }) {
  const items = useQuoteItems();
  const label = `Agregar ${product.name} a la cotización`;
  if (items === null)
    return (
      <Link to={href} aria-label={label} className={BUTTON}>
        Agregar
      </Link>
    );
  const added = items.some((item) => item.id === product.id);
  // One button throughout, so the focus stays on it; the live region reads '¡Agregado!' out.
  return (
    <div aria-live="polite">
      <button
        type="button"
        aria-label={added ? undefined : label}
        aria-disabled={added || undefined}
        onClick={() => added || quoteActions.add({ ...product, quantity: 1 })}
        className={added ? `${BOX} cursor-default border-brand/20 bg-brand/5` : BUTTON}
      >
        {added ? <AddedMark /> : "Agregar"}
      </button>
    </div>
  );
}
