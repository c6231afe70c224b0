import { Link } from "react-router";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import type { ProductSummary } from "~/models/catalog.server";
import { productUrl } from "./catalog-url";

/** A catalogue card: the first image (250 px high on small screens, 450 px from medium up), name, subtitle. */
export function ProductCard({
  product,
  priority,
}: {
  product: Pick<ProductSummary, "id" | "slug" | "name" | "subtitle" | "images">;
  priority: boolean;
}) {
  const image = product.images[0];
  return (
    <Link
      to={productUrl(product)}
      className="group flex h-full flex-col overflow-hidden rounded-md border border-ink/10 bg-white shadow-sm transition-shadow hover:shadow-lg focus-visible:outline-3 focus-visible:outline-brand"
    >
      <div className="h-[250px] overflow-hidden bg-mist md:h-[450px]">
        {image && (
          <ResponsiveImage
            image={image}
            alt=""
            sizes="(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 45vw, 100vw"
            priority={priority}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-base font-extrabold text-ink group-hover:text-brand">{product.name}</h2>
        <p className="mt-1 text-sm text-steel">{product.subtitle}</p>
      </div>
    </Link>
  );
}
