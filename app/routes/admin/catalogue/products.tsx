import { Link, useActionData } from "react-router";
import type { Route } from "./+types/products";
import {
  AdminNotice,
  AdminPageTitle,
  ADMIN_BUTTON,
  ADMIN_SECONDARY_BUTTON,
} from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { ProductFilters } from "~/domains/catalogue/admin/product-filters";
import {
  NEW_PRODUCT_PATH,
  parseProductListAddress,
  productListHref,
} from "~/domains/catalogue/admin/product-list-params";
import { ProductRows } from "~/domains/catalogue/admin/product-rows";
import { ProductSheetLinks } from "~/domains/catalogue/admin/product-sheet-links";
import { productsAction } from "~/domains/catalogue/admin/products-action.server";
import { productUrl } from "~/domains/catalogue/catalog-url";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { CATALOGUE_ROLES } from "~/platform/admin-kit/staff-roles";
import { listAdminProducts } from "~/domains/catalogue/server/admin-products.server";
import { listAdminCategories } from "~/domains/catalogue/server/catalog-categories.server";

export const handle = backOfficeHandle(CATALOGUE_ROLES);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Productos | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ url }: Route.LoaderArgs) {
  const query = parseProductListAddress(url.searchParams);
  const [page, categories] = await Promise.all([listAdminProducts(query), listAdminCategories()]);
  const rows = page.rows.map((row) => ({ ...row, publicPath: productUrl(row) }));
  return { query, page: { ...page, rows }, categories };
}

export function action({ request, context }: Route.ActionArgs) {
  return productsAction(request, staffSessionOf(context), context.get(edgeContext));
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, page, categories } = loaderData;
  const result = useActionData<typeof action>();
  const current = Math.min(query.page, page.totalPages);
  return (
    <>
      <AdminPageTitle description="Lo que se muestra en el catálogo público. Un producto oculto no aparece en el catálogo, la API ni el mapa del sitio.">
        Productos
      </AdminPageTitle>
      {result && <AdminNotice tone={result.ok ? "ok" : "error"}>{result.message}</AdminNotice>}
      <section aria-labelledby="products-title" className="rounded-md bg-white p-5 shadow-sm sm:p-6">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id="products-title" className="text-lg font-bold text-ink">
            {page.total === 1 ? "1 producto" : `${page.total} productos`}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <ProductSheetLinks />
            <Link to={NEW_PRODUCT_PATH} className={ADMIN_BUTTON}>
              Nuevo producto
            </Link>
          </div>
        </div>
        <ProductFilters query={query} categories={categories} />
        <div className="mt-5">
          {page.rows.length === 0 ? (
            <p className="py-6 text-center text-steel">Ningún producto coincide con la búsqueda.</p>
          ) : (
            <ProductRows rows={page.rows} />
          )}
        </div>
        {page.totalPages > 1 && (
          <nav
            aria-label="Páginas de productos"
            className="mt-5 flex items-center justify-between gap-3 text-sm"
          >
            {current > 1 ? (
              <Link to={productListHref({ ...query, page: current - 1 })} className={ADMIN_SECONDARY_BUTTON}>
                ← Anterior
              </Link>
            ) : (
              <span />
            )}
            <span className="text-steel">
              Página {current} de {page.totalPages}
            </span>
            {current < page.totalPages ? (
              <Link to={productListHref({ ...query, page: current + 1 })} className={ADMIN_SECONDARY_BUTTON}>
                Siguiente →
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
      </section>
    </>
  );
}
