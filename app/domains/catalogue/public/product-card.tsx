import type { ReactNode } from "react";
import { Link } from "react-router";
import { ProductName } from "~/platform/ui/product-name";
import { ResponsiveImage } from "~/platform/ui/responsive-image";
import type { ProductSummary } from "../server/catalog.server";
import { productUrl } from "../catalog-url";

/**
 * How wide a card's image is shown (`sizes`), from the catalogue's grid: one column under 640 px,
 * two from 640 px, the 17rem category column beside them from 1024 px, three columns from 1280 px
 * (the page is then 1280 px wide at most). Slightly generous (100vw counts the scroll bar): the
 * browser picks a file at least that wide times the screen's pixel ratio.
 */
export const CARD_IMAGE_SIZES =
  "(min-width: 1280px) 294px, (min-width: 1024px) calc(50vw - 188px), (min-width: 640px) calc(50vw - 36px), calc(100vw - 48px)";

/**
 * A catalogue card: the first image whole (4:3, on the studio background), the code, the name (a
 * link over the whole card), the subtitle, the key figure and the unit of sale, and an action slot
 * (the 'Agregar' button) above the link.
 */
export function ProductCard({
  product,
  priority,
  action,
}: {
  product: Pick<
    ProductSummary,
    "id" | "slug" | "name" | "subtitle" | "images" | "code" | "unit" | "keyFigure"
  >;
  priority: boolean;
  action?: ReactNode;
}) {
  const image = product.images[0];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-md border border-ink/10 bg-white shadow-sm transition-shadow hover:shadow-lg has-[h2_a:focus-visible]:outline-3 has-[h2_a:focus-visible]:outline-brand">
      <div className="aspect-[4/3] overflow-hidden bg-mist">
        {image && (
          <ResponsiveImage
            image={image}
            alt=""
            sizes={CARD_IMAGE_SIZES}
            priority={priority}
            className="size-full object-contain transition-transform duration-300 group-hover:scale-105"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <p className="font-mono text-xs font-semibold tracking-wide text-steel">{product.code}</p>
        <h2 className="mt-1 text-base font-extrabold text-ink group-hover:text-brand">
          <Link
            to={productUrl(product)}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            <ProductName name={product.name} />
          </Link>
        </h2>
        <p className="mt-1 text-sm text-steel">{product.subtitle}</p>
        <dl className="mb-4 mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 pt-4 text-sm">
          {product.keyFigure && (
            <>
              <dt className="text-steel">{product.keyFigure.label}</dt>
              <dd className="font-semibold text-ink">{product.keyFigure.value}</dd>
            </>
          )}
          <dt className="text-steel">Unidad de venta</dt>
          <dd className="font-semibold text-ink">{product.unit}</dd>
        </dl>
        {action}
      </div>
    </article>
  );
}
