import { Form, Link } from "react-router";
import type { AdminProductQuery } from "../server/admin-products.server";
import type { AdminCategory } from "../server/catalog-categories.server";
import { ADMIN_BUTTON, ADMIN_CONTROL } from "~/platform/admin-kit/admin-ui";
import { PRODUCTS_PATH } from "./product-list-params";

/** Search by name or code, a category (with its subcategories) and visible/hidden; a plain GET form. */
export function ProductFilters({
  query,
  categories,
}: {
  query: AdminProductQuery;
  categories: AdminCategory[];
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label="Buscar productos"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.5fr_1fr_auto] lg:items-end"
    >
      <div>
        <label htmlFor="product-search" className="text-sm font-semibold">
          Nombre o código
        </label>
        <input
          id="product-search"
          name="buscar"
          type="search"
          defaultValue={query.search ?? ""}
          maxLength={100}
          className={ADMIN_CONTROL}
        />
      </div>
      <div>
        <label htmlFor="product-category" className="text-sm font-semibold">
          Categoría
        </label>
        <select
          id="product-category"
          name="categoria"
          defaultValue={query.categoryId ?? ""}
          className={ADMIN_CONTROL}
        >
          <option value="">Todas</option>
          {categories.map((top) => (
            <optgroup key={top.id} label={top.name}>
              <option value={top.id}>{top.name} (todas)</option>
              {top.children.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="product-state" className="text-sm font-semibold">
          Estado
        </label>
        <select
          id="product-state"
          name="estado"
          defaultValue={
            query.visibility === "visible" ? "visibles" : query.visibility === "hidden" ? "ocultos" : ""
          }
          className={ADMIN_CONTROL}
        >
          <option value="">Todos</option>
          <option value="visibles">Visibles</option>
          <option value="ocultos">Ocultos</option>
        </select>
      </div>
      <div className="flex items-center gap-3">
        <button type="submit" className={`${ADMIN_BUTTON} py-2.5`}>
          Buscar
        </button>
        <Link to={PRODUCTS_PATH} className="text-sm font-semibold text-steel underline hover:text-brand">
          Limpiar
        </Link>
      </div>
    </Form>
  );
}
