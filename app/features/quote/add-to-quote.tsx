import { useState } from "react";
import { CtaButton } from "~/components/ui/cta-button";
import { QuantityStepper } from "~/components/ui/quantity-stepper";
import { quoteActions, useQuoteItems } from "./quote-store";

interface AddToQuoteProps {
  product: { id: number; name: string; image: string };
}

/**
 * The quantity stepper and 'Agregar a la Cotización'; once the product is in the quotation list,
 * 'Agregado!' with the ways on. Its space is kept while the list is read after hydration.
 */
export function AddToQuote({ product }: AddToQuoteProps) {
  const items = useQuoteItems();
  const [quantity, setQuantity] = useState(1);
  if (items === null) return <div className="h-28" aria-hidden="true" />;
  const added = items.some((item) => item.id === product.id);

  if (added) {
    return (
      <div className="min-h-28 space-y-4" role="status">
        <p className="flex items-center gap-2 text-lg font-extrabold text-brand">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-6" fill="currentColor">
            <path d="M8 13.2 4.8 10 3.4 11.4 8 16l9-9-1.4-1.4z" />
          </svg>
          Agregado!
        </p>
        <div className="flex flex-wrap gap-3">
          <CtaButton to="/productos" white className="!border-brand">
            Volver a productos
          </CtaButton>
          <CtaButton to="/cotizacion">Ir a mi Cotización</CtaButton>
        </div>
      </div>
    );
  }
  return (
    <div className="min-h-28 space-y-4">
      <QuantityStepper value={quantity} onChange={setQuantity} label={product.name} />
      <div>
        <CtaButton onClick={() => quoteActions.add({ ...product, quantity })}>
          Agregar a la Cotización
        </CtaButton>
      </div>
    </div>
  );
}
