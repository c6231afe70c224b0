// The dry run's result (decision 049): what the file would do, every row error by row and column,
// every change field by field, and the button that writes it all.
import { Form } from "react-router";
import type { ImportChange, ImportReview } from "../import/product-import.server";
import { AdminNotice, ADMIN_BUTTON } from "~/platform/admin-kit/admin-ui";
import { PRODUCT_IMPORT_REVIEW_PATH } from "./product-sheet-links";

const count = (n: number) => n.toLocaleString("es-PE");

export function ProductImportReview({
  review,
  message,
  busy,
}: {
  review: ImportReview;
  message?: string;
  busy: boolean;
}) {
  const changes = review.created + review.updated;
  const clean = !review.fileProblem && review.errorCount === 0;
  return (
    <section aria-labelledby="review-title" className="mb-6 rounded-md bg-white p-5 shadow-sm sm:p-6">
      <h2 id="review-title" className="text-lg font-bold text-ink">
        Revisión de «{review.fileName}»
      </h2>
      <div className="mt-4">
        {message && <AdminNotice tone="error">{message}</AdminNotice>}
        {review.fileProblem ? (
          <AdminNotice tone="error">{review.fileProblem}</AdminNotice>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <Figure label="Filas leídas" value={review.rows} />
              <Figure label="Productos nuevos" value={review.created} />
              <Figure label="Actualizados" value={review.updated} />
              <Figure label="Sin cambios" value={review.unchanged} />
            </dl>
            {review.errorCount > 0 ? (
              <Problems review={review} />
            ) : changes === 0 ? (
              <p className="mt-5 text-steel">
                El archivo coincide con el catálogo: no hay nada que importar.
              </p>
            ) : null}
            {changes > 0 && <Changes review={review} />}
          </>
        )}
        {clean && changes > 0 && (
          <Form method="post" className="mt-6 flex flex-wrap items-center gap-3 border-t border-ink/10 pt-5">
            <input type="hidden" name="hash" value={review.hash} />
            <input type="hidden" name="digest" value={review.digest} />
            <button type="submit" name="intent" value="importar" className={ADMIN_BUTTON} disabled={busy}>
              {busy ? "Importando…" : "Importar"}
            </button>
            <p className="text-sm text-steel">
              Se guardan los {count(changes)} cambios de una sola vez: todos o ninguno.
            </p>
          </Form>
        )}
      </div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-sm border border-ink/10 bg-mist px-3 py-2">
      <dt className="text-xs font-semibold text-steel uppercase">{label}</dt>
      <dd className="text-xl font-extrabold text-ink">{count(value)}</dd>
    </div>
  );
}

function Problems({ review }: { review: ImportReview }) {
  return (
    <div className="mt-5">
      <h3 className="font-bold text-brand-dark">
        {review.errorCount === 1
          ? "1 error: corríjalo en el archivo"
          : `${count(review.errorCount)} errores: corríjalos en el archivo`}{" "}
        y súbalo de nuevo. No se importó nada.
      </h3>
      {review.problems.length < review.errorCount && (
        <Truncated shown={review.problems.length} hash={review.hash} />
      )}
      <div className="mt-3 overflow-x-auto">
        <table className="w-full min-w-[20rem] text-left text-sm">
          <caption className="sr-only">Errores por fila y columna</caption>
          <thead className="border-b border-ink/20 text-steel">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Fila
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Columna
              </th>
              <th scope="col" className="py-2 font-semibold">
                Problema
              </th>
            </tr>
          </thead>
          <tbody>
            {review.problems.map((problem, index) => (
              <tr key={index} className="border-b border-ink/10 align-top">
                <td className="py-2 pr-3 font-semibold tabular-nums">{problem.row}</td>
                <td className="py-2 pr-3">{problem.column ?? "—"}</td>
                <td className="py-2">{problem.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function Changes({ review }: { review: ImportReview }) {
  const shown = review.changes.length;
  return (
    <div className="mt-6">
      <h3 className="font-bold text-ink">Cambios que se guardarán</h3>
      {shown < review.created + review.updated && <Truncated shown={shown} hash={review.hash} />}
      <ol className="mt-3 divide-y divide-ink/10 border-t border-ink/10">
        {review.changes.map((change) => (
          <ChangeItem key={change.row} change={change} />
        ))}
      </ol>
    </div>
  );
}

function ChangeItem({ change }: { change: ImportChange }) {
  return (
    <li className="py-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="text-steel tabular-nums">Fila {change.row}</span>
        <span
          className={`rounded-sm px-1.5 py-0.5 text-xs font-bold ${
            change.kind === "create" ? "bg-emerald-100 text-emerald-900" : "bg-amber-100 text-amber-900"
          }`}
        >
          {change.kind === "create" ? "Nuevo" : "Actualizado"}
        </span>
        <span className="font-semibold text-ink">{change.code}</span>
        <span className="text-ink">{change.name}</span>
      </p>
      {change.fields.length > 0 && (
        <dl className="mt-2 space-y-1.5 pl-1">
          {change.fields.map((field) => (
            <div key={field.label} className="grid gap-x-3 sm:grid-cols-[11rem_minmax(0,1fr)]">
              <dt className="font-semibold text-steel">{field.label}</dt>
              <dd className="break-words whitespace-pre-line">
                <span className="sr-only">Antes: </span>
                <del className="text-steel">{field.from || "(vacío)"}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only">. Ahora: </span>
                <ins className="font-semibold text-ink no-underline">{field.to || "(vacío)"}</ins>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}

/** Past the first 1,000 the page stops listing; the whole review is a CSV file (every line). */
function Truncated({ shown, hash }: { shown: number; hash: string }) {
  return (
    <p className="mt-1 text-sm text-steel">
      Se muestran los primeros {count(shown)}.{" "}
      <a
        href={`${PRODUCT_IMPORT_REVIEW_PATH}?archivo=${hash}`}
        className="font-semibold text-brand-dark underline underline-offset-2 hover:text-brand"
        download
      >
        Descargar la revisión completa (CSV)
      </a>
    </p>
  );
}
