import { useState } from "react";
import { CtaButton } from "~/platform/ui/cta-button";
import { QuantityStepper } from "~/platform/ui/quantity-stepper";
import { pluralUnit } from "~/domains/catalogue";
import { AddedMark } from "./added-mark";
import { quoteActions, type QuoteItem, useQuoteItems } from "./quote-store";

/** The id of the product page's quotation bar: on a phone the chat button moves above it (app.css). */
export const QUOTE_BAR_ID = "barra-cotizacion";

// On a phone the buttons share the bar's width in smaller type.
const PHONE_BUTTON = "max-lg:flex-1 max-lg:px-2 max-lg:text-xs max-lg:tracking-normal";

/**
 * 'Cantidad en <unidades>', the quantity stepper and 'Agregar a la Cotización'; once the product is
 * in the quotation list, '¡Agregado!' with 'Volver a productos' and 'Ir a mi Cotización'. On a phone
 * it is a bar kept at the bottom of the screen, above the bottom navigation, while the product is
 * read (sticky within the page, so it never covers the footer). Both rows keep their height while
 * the list is read after hydration, so nothing moves.
 */
export function AddToQuote({
  product,
  className = "",
}: {
  product: Omit<QuoteItem, "quantity"> & { unit: string };
  /** Its place in the page: the bar sticks within its parent, which should be the page's main box. */
  className?: string;
}) {
  const items = useQuoteItems();
  const [quantity, setQuantity] = useState(1);
  const added = items?.some((item) => item.id === product.id);
  return (
    <div
      id={QUOTE_BAR_ID}
      className={`max-lg:sticky max-lg:bottom-[calc(4rem+env(safe-area-inset-bottom))] max-lg:z-40 max-lg:-mx-6 max-lg:border-t max-lg:border-ink/10 max-lg:bg-white max-lg:px-4 max-lg:py-2.5 max-lg:shadow-[0_-4px_12px_rgba(31,41,51,0.08)] ${className}`}
    >
      <p aria-live="polite" className="flex h-5 items-center text-sm text-steel lg:h-7">
        {items !== null &&
          (added ? <AddedMark className="lg:text-lg" /> : `Cantidad en ${pluralUnit(product.unit)}`)}
      </p>
      <div className="mt-1.5 flex h-11 items-center gap-2 lg:mt-3 lg:gap-3">
        {items === null ? (
          // The list lives in the browser's storage: without JavaScript there is none to add to.
          <noscript>
            <p className="text-xs leading-snug text-steel">
              Para armar su cotización en la web active JavaScript, o escríbanos desde{" "}
              <a href="/contacto" className="font-semibold text-brand underline">
                Contacto
              </a>{" "}
              con el código {product.code} y la cantidad.
            </p>
          </noscript>
        ) : added ? (
          <>
            <CtaButton to="/productos" white className={`!border-brand ${PHONE_BUTTON}`}>
              Volver a productos
            </CtaButton>
            <CtaButton to="/cotizacion" className={PHONE_BUTTON}>
              Ir a mi Cotización
            </CtaButton>
          </>
        ) : (
          <>
            <QuantityStepper size="sm" value={quantity} onChange={setQuantity} label={product.name} />
            <CtaButton onClick={() => quoteActions.add({ ...product, quantity })} className={PHONE_BUTTON}>
              Agregar a la Cotización
            </CtaButton>
          </>
        )}
      </div>
    </div>
  );
}
