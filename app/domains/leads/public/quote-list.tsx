import { Link } from "react-router";
import { ProductName } from "~/platform/ui/product-name";
import { QuantityStepper } from "~/platform/ui/quantity-stepper";
import { pluralUnit } from "~/domains/catalogue";
import { quoteActions, type QuoteItem } from "./quote-store";

/** Where an empty quotation sends the buyer: the catalogue's main categories (ids fixed by the seed). */
const START_CATEGORIES = [
  { id: 1, name: "Zunchos" },
  { id: 2, name: "Máquinas y herramientas" },
  { id: 4, name: "Máquinas envolvedoras" },
  { id: 5, name: "Sistemas de embalaje" },
];

/**
 * 'Detalle de la cotización': each chosen product with its image, code and name, its quantity ('Cantidad',
 * the stepper and the unit of sale: "3 bobinas") and remove control. A product added before codes
 * and units were kept shows neither.
 */
export function QuoteList({ items }: { items: QuoteItem[] | null }) {
  // Before the browser's list is read (server, hydration): the empty state's box, unseen, so the
  // page does not move when it turns out empty.
  if (items === null) return <EmptyQuote hidden />;
  if (items.length === 0) return <EmptyQuote />;
  return (
    <ul className="divide-y divide-ink/10 rounded-md border border-ink/10 bg-white">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center gap-4 p-4">
          {item.image ? (
            <img
              src={item.image}
              alt=""
              width={96}
              height={72}
              loading="lazy"
              className="h-18 w-24 rounded-sm bg-mist object-contain"
            />
          ) : (
            <div className="h-18 w-24 rounded-sm bg-mist" />
          )}
          <div className="min-w-40 flex-1">
            {item.code && <p className="font-mono text-xs font-semibold text-steel">{item.code}</p>}
            <p className="font-bold text-ink">
              <ProductName name={item.name} />
            </p>
          </div>
          <div>
            {/* The stepper's own label says it to screen readers. */}
            <p aria-hidden="true" className="text-xs font-semibold text-steel">
              Cantidad
            </p>
            <div className="mt-1 flex items-center gap-2">
              <QuantityStepper
                size="sm"
                value={item.quantity}
                label={item.name}
                onChange={(quantity) => quoteActions.updateQuantity(item.id, quantity)}
              />
              {item.unit && (
                <span className="min-w-20 text-sm text-ink">
                  {item.quantity === 1 ? item.unit : pluralUnit(item.unit)}
                </span>
              )}
            </div>
          </div>
          <button
            type="button"
            onClick={() => quoteActions.remove(item.id)}
            aria-label={`Quitar ${item.name} de la cotización`}
            className="grid size-11 place-items-center self-end sm:size-9 rounded-sm text-steel hover:bg-brand/10 hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 12H7z" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The empty quotation: what to do next, with links to the catalogue and its main categories, in one
 * sentence. Before the browser's list is read (server, hydration) it is laid out unseen, so the page
 * does not move when the list turns out empty; kept short, so that a list that turns out full moves
 * the form below it little on a phone.
 */
function EmptyQuote({ hidden = false }: { hidden?: boolean }) {
  const link = "font-semibold text-brand underline underline-offset-2 hover:text-brand-dark";
  return (
    <div
      // `invisible` (visibility: hidden) keeps its links out of the focus order and the accessibility
      // tree while unseen; aria-hidden over links would be invalid (html-validate: hidden-focusable).
      className={`rounded-md border border-ink/10 bg-white p-6 ${hidden ? "invisible" : ""}`}
    >
      <p className="text-lg font-bold text-ink">No hay productos en la cotización.</p>
      <p className="mt-2 text-steel">
        Agréguelos desde el{" "}
        <Link to="/productos" className={link}>
          catálogo
        </Link>{" "}
        o empiece por{" "}
        {START_CATEGORIES.map((category, index) => (
          <span key={category.id}>
            <Link to={`/productos?categoryId=${category.id}`} className={link}>
              {category.name}
            </Link>
            {index < START_CATEGORIES.length - 2 ? ", " : index === START_CATEGORIES.length - 2 ? " o " : "."}
          </span>
        ))}
      </p>
    </div>
  );
}
