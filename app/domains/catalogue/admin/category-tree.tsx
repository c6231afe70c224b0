import type { ReactNode } from "react";
import { Form, useSubmit } from "react-router";
import type { AdminCategory } from "../server/catalog-categories.server";
import { ADMIN_BUTTON, ADMIN_CONTROL, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import { useDragReorder } from "~/platform/admin-kit/use-drag-reorder";

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
  handle,
}: {
  row: Row;
  index: number;
  count: number;
  error?: { field?: string; message: string };
  /** The drag handle's props, once the page is live (drag and drop needs JavaScript). */
  handle?: Record<string, unknown>;
}) {
  const fieldError = error?.field === `rename-${row.id}` ? error.message : undefined;
  return (
    <div id={`row-${row.id}`} className="flex flex-wrap items-start gap-x-3 gap-y-2 bg-white py-3">
      {handle && "draggable" in handle && (
        // For the mouse only: keyboards and touch screens use "Subir" and "Bajar".
        <span
          {...handle}
          aria-hidden="true"
          title="Arrastre para cambiar el orden"
          data-testid={`drag-${row.id}`}
          className="mt-2 flex h-7 w-5 shrink-0 cursor-grab select-none items-center justify-center rounded-sm text-lg leading-none text-steel hover:bg-mist hover:text-ink active:cursor-grabbing"
        >
          ⠿
        </span>
      )}
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

/** One level of the tree, reordered by its buttons or by dragging a row onto another's place. */
function Level({
  rows,
  label,
  error,
  className,
  nested,
}: {
  rows: AdminCategory[] | Row[];
  label: string;
  error?: { field?: string; message: string };
  className: string;
  nested?: (row: AdminCategory) => ReactNode;
}) {
  const submit = useSubmit();
  // A drop posts a move to the place dropped on: the server path of the "Subir"/"Bajar" buttons.
  const { handleProps, targetProps } = useDragReorder((from, to) => {
    const row = rows[from];
    if (!row) return;
    void submit({ intent: "move", category: String(row.id), place: String(to + 1) }, { method: "post" });
  });
  return (
    <ol className={className} aria-label={label}>
      {rows.map((row, index) => (
        <li
          key={row.id}
          {...targetProps(index)}
          className="data-[dragging]:opacity-40 data-[drop-target]:outline-2 data-[drop-target]:outline-brand"
        >
          <CategoryRow
            row={row}
            index={index}
            count={rows.length}
            error={error}
            handle={handleProps(index, () => document.getElementById(`row-${row.id}`))}
          />
          {nested?.(row as AdminCategory)}
        </li>
      ))}
    </ol>
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
    <Level
      rows={categories}
      label="Categorías principales"
      error={error}
      className="divide-y divide-ink/10"
      nested={(top) =>
        top.children.length > 0 && (
          <Level
            rows={top.children}
            label={`Subcategorías de ${top.name}`}
            error={error}
            className="mb-3 ml-3 divide-y divide-ink/10 border-l-2 border-brand/30 pl-3 sm:ml-6 sm:pl-5"
          />
        )
      }
    />
  );
}
