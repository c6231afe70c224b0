// "Vista previa" of the product form (decision 046): the public product page's header, pictures and
// tabs as the posted values would show them, above the form, nothing saved. The route passes the
// public tabs (its own copy of them, decision 047) as `children`.
import { type ImageRef, imageVariantUrl } from "~/platform/lib/media-url";
import type { AdminCategory } from "../server/catalog-categories.server";
import type { ReactNode } from "react";
import type { ProductEditResult } from "./product-edit-action.server";

export function ProductPreview({
  preview,
  images,
  categories,
  children,
}: {
  preview: NonNullable<ProductEditResult["preview"]>;
  images: ImageRef[];
  categories: AdminCategory[];
  children: ReactNode;
}) {
  const category = categories
    .flatMap((top) => [top, ...top.children])
    .find((candidate) => candidate.id === preview.categoryId)?.name;
  return (
    <section
      id="product-preview"
      tabIndex={-1}
      aria-labelledby="preview-title"
      className="mb-6 rounded-md border-2 border-dashed border-brand/40 bg-white p-5 sm:p-6"
    >
      <h2 id="preview-title" className="text-sm font-bold uppercase tracking-widest text-brand">
        Vista previa (aún no se guardó)
      </h2>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <PreviewPictures images={images} alt={preview.alt || preview.name} />
        <div>
          <p className="text-sm font-bold uppercase tracking-widest text-steel">{category}</p>
          <p className="mt-1 text-2xl font-extrabold">{preview.name}</p>
          <p className="mt-1 font-semibold text-steel">{preview.subtitle}</p>
          <p className="mt-2 text-sm">
            Código <span className="font-mono font-semibold">{preview.code}</span> · Unidad de venta{" "}
            {preview.unit}
          </p>
          <p className="mt-3 leading-relaxed text-steel">{preview.description}</p>
        </div>
      </div>
      <div className="mt-6">{children}</div>
    </section>
  );
}

/** The gallery's pictures in their order: the first as the main one, the others as thumbnails. */
function PreviewPictures({ images, alt }: { images: ImageRef[]; alt: string }) {
  const [main, ...others] = images;
  if (!main)
    return (
      <p className="grid aspect-[4/3] place-items-center rounded-md bg-mist p-6 text-center text-sm text-steel">
        Sin imágenes: el catálogo mostrará el producto sin foto.
      </p>
    );
  return (
    <div className="space-y-3">
      <img
        src={imageVariantUrl(main.hash, 640, "webp")}
        alt={alt}
        width={main.width}
        height={main.height}
        className="aspect-[4/3] w-full rounded-md bg-mist object-contain"
      />
      {others.length > 0 && (
        <ul className="grid grid-cols-4 gap-3" aria-label="Otras imágenes, en su orden">
          {others.map((image, index) => (
            <li key={image.hash}>
              <img
                src={imageVariantUrl(image.hash, 160, "webp")}
                alt={`${alt}, imagen ${index + 2}`}
                width={image.width}
                height={image.height}
                className="aspect-[4/3] w-full rounded-sm bg-mist object-contain"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
