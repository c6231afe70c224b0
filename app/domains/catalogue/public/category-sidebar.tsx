import { Link } from "react-router";
import { catalogUrl } from "../catalog-url";

export interface SidebarCategory {
  id: number;
  name: string;
  children: { id: number; name: string }[];
}

/**
 * The category list behind a "Filtrar por categoría" fold (a native <details>, no JavaScript needed),
 * so that on a phone the products come first; the fold names the chosen category. From 1024 px the
 * list is always shown and the fold's summary hidden (app.css, `.category-fold`), where the browser
 * supports it; elsewhere it stays a fold.
 */
export function CategoryFold({
  categories,
  selectedId,
}: {
  categories: SidebarCategory[];
  selectedId?: number;
}) {
  const selected = categories
    .flatMap((top) => [top, ...top.children])
    .find((category) => category.id === selectedId);
  return (
    // Keyed by the choice: after choosing, the new page's list starts folded again.
    <details key={selectedId ?? "todas"} className="category-fold group/fold">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-md border border-ink/15 bg-white px-4 text-sm font-bold text-ink shadow-sm hover:text-brand focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
        <span>
          Filtrar por categoría
          {selected && <span className="font-semibold text-brand">: {selected.name}</span>}
        </span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 shrink-0 text-brand transition-transform group-open/fold:rotate-180"
        >
          <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </summary>
      <div className="mt-3 lg:mt-0">
        <CategorySidebar categories={categories} selectedId={selectedId} />
      </div>
    </details>
  );
}

/**
 * The seven top categories in their fixed order. A category with subcategories expands to list them;
 * a leaf selects itself (categoryId in the address); the selected leaf, clicked again, clears the filter.
 */
export function CategorySidebar({
  categories,
  selectedId,
}: {
  categories: SidebarCategory[];
  selectedId?: number;
}) {
  return (
    <nav aria-label="Categorías" className="rounded-md border border-ink/10 bg-white">
      <h2 className="border-b border-ink/10 px-5 py-4 text-base font-extrabold text-ink">Categorías</h2>
      <ul className="divide-y divide-ink/10">
        {categories.map((category) =>
          category.children.length > 0 ? (
            <li key={category.id}>
              <details open={category.children.some((child) => child.id === selectedId)} className="group">
                <summary className="flex cursor-pointer list-none items-center justify-between px-5 py-3 text-sm font-bold text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
                  {category.name}
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-4 text-brand transition-transform group-open:rotate-180"
                  >
                    <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </summary>
                <ul className="pb-2">
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <LeafLink id={child.id} name={child.name} selected={child.id === selectedId} nested />
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={category.id}>
              <LeafLink id={category.id} name={category.name} selected={category.id === selectedId} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function LeafLink({
  id,
  name,
  selected,
  nested = false,
}: {
  id: number;
  name: string;
  selected: boolean;
  nested?: boolean;
}) {
  return (
    <Link
      to={selected ? catalogUrl({}) : catalogUrl({ categoryId: id })}
      aria-current={selected ? "true" : undefined}
      className={`block py-2 text-sm hover:text-brand focus-visible:outline-2 focus-visible:outline-brand ${
        nested ? "pl-8 pr-5" : "px-5 font-bold"
      } ${selected ? "bg-brand/5 font-bold text-brand" : "text-steel"}`}
    >
      {name}
      {selected && <span className="sr-only"> (seleccionada; volver a todas)</span>}
    </Link>
  );
}
