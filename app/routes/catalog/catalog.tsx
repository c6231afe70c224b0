import { Link } from "react-router";
import type { Route } from "./+types/catalog";
import { imageVariantUrl } from "~/lib/media-url";
import { listCategoryTree, listProducts } from "~/models/catalog.server";
import { ProductListQuerySchema } from "~/schemas/api";

export function meta() {
  return [
    { title: "Productos | Kordex Perú" },
    {
      name: "description",
      content:
        "Catálogo de zunchos, herramientas, envolvedoras, film stretch, airpads y accesorios de embalaje.",
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = ProductListQuerySchema.safeParse({
    categoryId: params.categoryId,
    page: Math.max(0, Number(params.page ?? 1) - 1) || 0,
    name: params.name,
  });
  const query = parsed.success ? parsed.data : { page: 0 };
  const [categories, page] = await Promise.all([listCategoryTree(), listProducts(query)]);
  return { categories, page };
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { categories, page } = loaderData;
  return (
    <main className="mx-auto grid max-w-7xl gap-8 px-4 py-10 md:grid-cols-[16rem_1fr]">
      <nav aria-label="Categorías">
        <ul className="space-y-2">
          {categories.map((category) => (
            <li key={category.id}>
              <Link to={`/productos?categoryId=${category.id}`} className="font-semibold hover:text-brand">
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section>
        <h1 className="text-3xl font-bold">Productos</h1>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.products.map((product) => (
            <li key={product.id} className="rounded border p-4">
              {product.images[0] && (
                <img
                  src={imageVariantUrl(product.images[0].hash, 480, "webp")}
                  alt={product.alt}
                  width={product.images[0].width}
                  height={product.images[0].height}
                  loading="lazy"
                  className="h-auto w-full"
                />
              )}
              <Link
                to={`/productos/${product.slug}?producto=${product.id}`}
                className="mt-2 block font-semibold"
              >
                {product.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
