import { Form } from "react-router";
import type { AdminCategory } from "~/models/catalog-categories.server";
import { ADMIN_BUTTON, ADMIN_CONTROL, ADMIN_SECONDARY_BUTTON } from "./admin-ui";

type Row = Omit<AdminCategory, "children"> & { children?: AdminCategory["children"] };

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

function IntentButton({
  row,
  intent,
  label,
  symbol,
  unavailable,
}: {
  row: Row;
  intent: "up" | "down";
  label: string;
  symbol: string;
  unavailable: boolean;
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="category" value={row.id} />
      {/* aria-disabled, not disabled: the button keeps the focus after a move brings it to an end. */}
      <button
        id={`${intent}-${row.id}`}
        type="submit"
        aria-disabled={unavailable || undefined}
        onClick={(event) => unavailable && event.preventDefault()}
        className={`${ADMIN_SECONDARY_BUTTON} aria-disabled:cursor-not-allowed aria-disabled:opacity-50`}
      >
        <span aria-hidden="true" className="mr-1">
          {symbol}
        </span>
        {label}
        <span className="sr-only"> «{row.name}»</span>
      </button>
    </Form>
  );
}

function RemoveButton({ row }: { row: Row }) {
  return (
    <details className="group relative">
      <summary
        className={`${ADMIN_SECONDARY_BUTTON} cursor-pointer list-none group-open:border-ink [&::-webkit-details-marker]:hidden`}
      >
        Eliminar<span className="sr-only"> «{row.name}»</span>
      </summary>
      <div className="mt-2 max-w-xs rounded-sm border border-ink/20 bg-white p-3 text-sm shadow-md sm:absolute sm:right-0 sm:z-10 sm:w-72">
        <p>
          ¿Eliminar la categoría <strong>{row.name}</strong>? Solo se puede eliminar si ningún producto ni
          subcategoría la usa.
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="category" value={row.id} />
          <button type="submit" className={ADMIN_BUTTON}>
            Sí, eliminar<span className="sr-only"> «{row.name}»</span>
          </button>
        </Form>
      </div>
    </details>
  );
}

function CategoryRow({
  row,
  index,
  count,
  error,
}: {
  row: Row;
  index: number;
  count: number;
  error?: { field?: string; message: string };
}) {
  const fieldError = error?.field === `rename-${row.id}` ? error.message : undefined;
  return (
    <div className="flex flex-wrap items-start gap-x-3 gap-y-2 py-3">
      <Form method="post" className="flex min-w-0 grow basis-64 flex-wrap items-start gap-2">
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="category" value={row.id} />
        <div className="min-w-0 grow basis-48">
          <label htmlFor={`name-${row.id}`} className="sr-only">
            Nombre de la categoría {row.name}
          </label>
          <input
            key={row.name}
            id={`name-${row.id}`}
            name="name"
            defaultValue={row.name}
            required
            maxLength={80}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`count-${row.id}${fieldError ? ` error-${row.id}` : ""}`}
            className={`${ADMIN_CONTROL} mt-0 font-semibold`}
          />
          <p id={`count-${row.id}`} className="mt-1 text-sm text-steel">
            Id {row.id} · {plural(row.products, "producto", "productos")}
            {row.children && ` · ${plural(row.children.length, "subcategoría", "subcategorías")}`}
          </p>
          {fieldError && (
            <p id={`error-${row.id}`} className="mt-1 text-sm font-medium text-brand">
              {fieldError}
            </p>
          )}
        </div>
        <button type="submit" className={`${ADMIN_SECONDARY_BUTTON} py-2`}>
          Guardar nombre<span className="sr-only"> de «{row.name}»</span>
        </button>
      </Form>
      <div className="flex flex-wrap gap-2">
        <IntentButton row={row} intent="up" label="Subir" symbol="↑" unavailable={index === 0} />
        <IntentButton row={row} intent="down" label="Bajar" symbol="↓" unavailable={index === count - 1} />
        <RemoveButton row={row} />
      </div>
    </div>
  );
}

/** The tree: top categories in the sidebar's order, each with its subcategories indented below. */
export function CategoryTree({
  categories,
  error,
}: {
  categories: AdminCategory[];
  error?: { field?: string; message: string };
}) {
  return (
    <ol className="divide-y divide-ink/10" aria-label="Categorías principales">
      {categories.map((top, index) => (
        <li key={top.id}>
          <CategoryRow row={top} index={index} count={categories.length} error={error} />
          {top.children.length > 0 && (
            <ol
              aria-label={`Subcategorías de ${top.name}`}
              className="mb-3 ml-3 divide-y divide-ink/10 border-l-2 border-brand/30 pl-3 sm:ml-6 sm:pl-5"
            >
              {top.children.map((child, childIndex) => (
                <li key={child.id}>
                  <CategoryRow row={child} index={childIndex} count={top.children.length} error={error} />
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ol>
  );
}
