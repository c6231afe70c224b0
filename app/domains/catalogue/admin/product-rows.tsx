import { Form, Link } from "react-router";
import type { AdminProductRow } from "../server/admin-products.server";
import { ADMIN_BUTTON, ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import { productEditPath } from "./product-list-params";

function RowAction({ row, intent, label }: { row: AdminProductRow; intent: string; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="product" value={row.id} />
      <button type="submit" className={ADMIN_SECONDARY_BUTTON}>
        {label}
        <span className="sr-only"> «{row.name}»</span>
      </button>
    </Form>
  );
}

/** "Eliminar" asks first (a disclosure: no JavaScript needed) and says what happens to quotations. */
function DeleteAction({ row }: { row: AdminProductRow }) {
  return (
    <details className="group relative">
      <summary
        className={`${ADMIN_SECONDARY_BUTTON} cursor-pointer list-none group-open:border-ink [&::-webkit-details-marker]:hidden`}
      >
        Eliminar<span className="sr-only"> «{row.name}»</span>
      </summary>
      <div className="mt-2 max-w-xs rounded-sm border border-ink/20 bg-white p-3 text-sm shadow-md sm:absolute sm:right-0 sm:z-10 sm:w-80">
        <p>
          ¿Eliminar <strong>{row.name}</strong> ({row.code})? No se puede deshacer. Las cotizaciones que lo
          nombran lo siguen mostrando con su código, nombre y unidad. Para retirarlo sin perderlo, ocúltelo.
        </p>
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="product" value={row.id} />
          <button type="submit" className={ADMIN_BUTTON}>
            Sí, eliminar<span className="sr-only"> «{row.name}»</span>
          </button>
        </Form>
      </div>
    </details>
  );
}

/** The page's products: name, code, category, state, and what can be done with each. */
export function ProductRows({ rows }: { rows: (AdminProductRow & { publicPath: string })[] }) {
  return (
    <ul className="divide-y divide-ink/10" aria-label="Productos">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0 basis-72 grow">
            <p className="font-semibold">
              <Link
                to={productEditPath(row.id)}
                className="text-ink underline-offset-2 hover:text-brand hover:underline"
              >
                {row.name}
              </Link>
              {!row.visible && (
                <span className="ml-2 rounded-sm bg-ink/10 px-2 py-0.5 text-xs font-bold text-ink">
                  Oculto
                </span>
              )}
            </p>
            <p className="text-sm text-steel">
              <span className="font-mono font-semibold text-ink">{row.code}</span> · {row.category} · por{" "}
              {row.unit}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={productEditPath(row.id)} className={ADMIN_SECONDARY_BUTTON}>
              Editar<span className="sr-only"> «{row.name}»</span>
            </Link>
            {row.visible && (
              <a href={row.publicPath} className={ADMIN_SECONDARY_BUTTON} target="_blank" rel="noreferrer">
                Ver en el sitio<span className="sr-only"> «{row.name}» (se abre en otra pestaña)</span>
              </a>
            )}
            <RowAction
              row={row}
              intent={row.visible ? "hide" : "show"}
              label={row.visible ? "Ocultar" : "Mostrar"}
            />
            <RowAction row={row} intent="duplicate" label="Duplicar" />
            <DeleteAction row={row} />
          </div>
        </li>
      ))}
    </ul>
  );
}
