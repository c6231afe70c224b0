// The back office's product list address: /admin/productos?buscar=&categoria=&estado=&pagina=, and
// the product pages /admin/productos/nuevo and /admin/productos/{id}.
import { recordIdOf } from "~/platform/data/record-id";
import type { AdminProductQuery, ProductVisibility } from "../server/admin-products.server";
import { pageOf } from "~/platform/admin-kit/page-param";

export const PRODUCTS_PATH = "/admin/productos";
export const NEW_PRODUCT_PATH = "/admin/productos/nuevo";
export const productEditPath = (id: number) => `/admin/productos/${id}`;
export const PRODUCT_EDIT_NOT_FOUND_MESSAGE = "No encontramos este producto.";

const STATES: Record<string, ProductVisibility> = { visibles: "visible", ocultos: "hidden" };

export function parseProductListAddress(
  params: URLSearchParams,
): Required<Pick<AdminProductQuery, "page">> & AdminProductQuery {
  const search = (params.get("buscar") ?? "").trim().slice(0, 100);
  return {
    search: search || undefined,
    categoryId: recordIdOf(params.get("categoria")),
    visibility: STATES[params.get("estado") ?? ""] ?? "all",
    page: pageOf(params.get("pagina")),
  };
}

export function productListHref(query: AdminProductQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("buscar", query.search);
  if (query.categoryId) params.set("categoria", String(query.categoryId));
  if (query.visibility === "visible") params.set("estado", "visibles");
  if (query.visibility === "hidden") params.set("estado", "ocultos");
  if (query.page && query.page > 1) params.set("pagina", String(query.page));
  const search = params.toString();
  return search ? `${PRODUCTS_PATH}?${search}` : PRODUCTS_PATH;
}
