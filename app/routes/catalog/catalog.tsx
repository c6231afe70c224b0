import { redirect, useNavigation, type MetaFunction } from "react-router";
import type { Route } from "./+types/catalog";
import { Spinner } from "~/platform/ui/spinner";
import { CATALOG_PAGE } from "~/domains/catalogue/public/catalog-page";
import { CatalogError } from "~/domains/catalogue/public/catalog-error";
import { CatalogSearch } from "~/domains/catalogue/public/catalog-search";
import { catalogPageRedirect, catalogUrl, productUrl } from "~/domains/catalogue/catalog-url";
import { CategoryFold } from "~/domains/catalogue/public/category-sidebar";
import { Pagination } from "~/domains/catalogue/public/pagination";
import { ProductCard } from "~/domains/catalogue/public/product-card";
import { QuickAdd } from "~/domains/leads/public/quick-add";
import { JsonLd } from "~/platform/ui/json-ld";
import { getEnv } from "~/platform/lib/env.server";
import { imageVariantUrl } from "~/platform/lib/media-url";
import { pageMeta } from "~/platform/seo/seo";
import { breadcrumbJsonLd } from "~/platform/seo/structured-data";
import { displayCategoryName } from "~/domains/catalogue/category-name";
import { listCategoryTree, listProducts } from "~/domains/catalogue/server/catalog.server";
import { parseCatalogAddress } from "~/domains/catalogue/catalog-query-schema";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

export const meta: MetaFunction = (args) =>
  pageMeta(CATALOG_PAGE.meta, args, { canonicalParams: ["categoryId", "page"] });

export async function loader({ url }: Route.LoaderArgs) {
  const params = url.searchParams;
  const query = parseCatalogAddress(params);
  const [tree, result] = await Promise.all([listCategoryTree(), listProducts(query)]);
  const categories = tree.map((top) => ({ ...top, name: displayCategoryName(top.name) }));
  // Only pages that exist: past the end, below 1 or not a number goes to one that does.
  const elsewhere = catalogPageRedirect(params, query, result.totalPages);
  if (elsewhere) throw redirect(elsewhere.location, elsewhere.status);
  const selected = categories
    .flatMap((top) => [top, ...top.children])
    .find((category) => category.id === query.categoryId);
  const breadcrumbs = breadcrumbJsonLd(getEnv().SITE_URL, [
    { name: "Inicio", path: "/" },
    { name: "Productos", path: "/productos" },
    ...(selected ? [{ name: selected.name, path: `/productos?categoryId=${selected.id}` }] : []),
  ]);
  return { query, categories, result, breadcrumbs };
}

export default function Catalog({ loaderData }: Route.ComponentProps) {
  const { query, categories, result, breadcrumbs } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location.pathname === "/productos";
  const selected = categories
    .flatMap((top) => [top, ...top.children])
    .find((category) => category.id === query.categoryId);

  return (
    <main className="bg-mist pb-16">
      <div className="bg-ink text-white">
        <div className="mx-auto max-w-7xl px-6 py-6 sm:py-10">
          <p className="text-sm font-bold uppercase tracking-[0.2em] text-white/80">Catálogo</p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">
            {selected ? selected.name : query.name ? `Resultados para “${query.name}”` : "Productos"}
          </h1>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-6 pt-6 sm:pt-8 lg:grid-cols-[17rem_1fr] lg:gap-8">
        <aside className="space-y-3 lg:space-y-6">
          <CatalogSearch name={query.name} />
          <CategoryFold categories={categories} selectedId={query.categoryId} />
        </aside>
        <section aria-label="Productos" aria-busy={loading} className="relative">
          <p className="mb-4 text-sm text-steel" aria-live="polite">
            {result.capped
              ? `Más de ${result.total.toLocaleString("es-PE")} productos: se muestran los primeros ${result.total.toLocaleString("es-PE")}. Añada otra palabra para precisar la búsqueda.`
              : result.total === 1
                ? "1 producto"
                : `${result.total.toLocaleString("es-PE")} productos`}
          </p>
          {result.products.length === 0 ? (
            <p className="rounded-md bg-white p-10 text-center text-xl font-bold text-ink">
              ¡Sin resultados!
              <span className="mt-2 block text-base font-normal text-steel">
                Pruebe con otra palabra o con el código del producto, o elija una categoría.
              </span>
            </p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {result.products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    priority={index === 0}
                    action={
                      <QuickAdd
                        href={productUrl(product)}
                        product={{
                          id: product.id,
                          name: product.name,
                          code: product.code,
                          unit: product.unit,
                          image: product.images[0]
                            ? imageVariantUrl(product.images[0].hash, 320, "webp")
                            : "",
                        }}
                      />
                    }
                  />
                </li>
              ))}
            </ul>
          )}
          {loading && (
            <div className="absolute inset-0 flex items-start justify-center bg-mist/70 pt-24">
              <Spinner label="Cargando productos..." />
            </div>
          )}
          <Pagination
            page={query.page}
            totalPages={result.totalPages}
            hrefFor={(page) => catalogUrl({ categoryId: query.categoryId, name: query.name, page })}
          />
        </section>
      </div>
      <JsonLd data={breadcrumbs} />
    </main>
  );
}

export function ErrorBoundary() {
  return <CatalogError />;
}
