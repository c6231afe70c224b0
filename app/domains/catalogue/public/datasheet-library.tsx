import { DocumentIcon } from "~/platform/ui/document-icon";
import type { DatasheetLibrary } from "../server/datasheets.server";
import { productUrl } from "../catalog-url";

export const DATASHEET_QUERY_PARAM = "q";
export const DATASHEET_QUERY_MAX_LENGTH = 100;

/** "245 kB", "1,2 MB". */
function fileSize(bytes: number): string {
  if (bytes < 1000 * 1000) return `${Math.max(1, Math.round(bytes / 1000)).toLocaleString("es-PE")} kB`;
  return `${(bytes / 1_000_000).toLocaleString("es-PE", { maximumFractionDigits: 1 })} MB`;
}

const count = (n: number) => (n === 1 ? "1 documento" : `${n.toLocaleString("es-PE")} documentos`);

/** The search of the library: a plain GET form, the same with and without JavaScript. */
function DatasheetSearch({ query }: { query: string }) {
  return (
    <form method="get" action="/recursos" role="search" className="flex max-w-2xl flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <label htmlFor="datasheet-query" className="block text-sm font-semibold text-ink">
          Buscar por producto, código o documento
        </label>
        <input
          id="datasheet-query"
          type="search"
          name={DATASHEET_QUERY_PARAM}
          defaultValue={query}
          maxLength={DATASHEET_QUERY_MAX_LENGTH}
          placeholder="Ej.: KP-1650, zuncho de acero, manual"
          className="mt-1.5 block w-full rounded-sm border border-ink/25 bg-white px-3 py-2.5 text-base text-ink placeholder:text-steel focus:border-brand focus:outline-2 focus:outline-brand/30"
        />
      </div>
      <button
        type="submit"
        className="rounded-sm bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Buscar
      </button>
    </form>
  );
}

/** Every datasheet and manual of the catalogue, grouped by category, each with its product, size and download. */
export function DatasheetLibraryView({ library, query }: { library: DatasheetLibrary; query: string }) {
  return (
    <div>
      <DatasheetSearch query={query} />
      <p className="mt-4 text-sm text-steel" aria-live="polite">
        {query ? (
          <>
            {library.total === 0
              ? `Ningún documento coincide con «${query}».`
              : `${count(library.total)} para «${query}».`}{" "}
            <a href="/recursos" className="font-semibold text-brand underline-offset-4 hover:underline">
              Ver los {count(library.all)}
            </a>
          </>
        ) : (
          `${count(library.all)} en PDF, de descarga directa.`
        )}
      </p>
      {library.groups.map((group) => (
        <section key={group.category.id} aria-labelledby={`recursos-${group.category.id}`} className="mt-10">
          <h2
            id={`recursos-${group.category.id}`}
            className="border-b border-ink/10 pb-2 text-xl font-extrabold"
          >
            {group.category.name}
            <span className="ml-2 text-sm font-semibold text-steel">({count(group.sheets.length)})</span>
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.sheets.map((sheet) => (
              <li
                key={`${sheet.product.id}-${sheet.link}`}
                className="flex flex-col rounded-md border border-ink/10 bg-white p-4 shadow-sm"
              >
                <div className="flex items-start gap-3">
                  <DocumentIcon className="mt-0.5 size-6 shrink-0 text-brand" />
                  <div className="min-w-0">
                    <p className="font-bold leading-snug text-ink">{sheet.name}</p>
                    <p className="mt-1 text-sm text-steel">
                      <a
                        href={productUrl(sheet.product)}
                        className="font-semibold text-ink underline-offset-4 hover:text-brand hover:underline"
                      >
                        {sheet.product.name}
                      </a>{" "}
                      · <span className="whitespace-nowrap">{sheet.product.code}</span> · {sheet.category}
                    </p>
                  </div>
                </div>
                <a
                  href={sheet.link}
                  download
                  type="application/pdf"
                  className="mt-4 inline-flex items-center gap-2 self-start rounded-sm border border-brand px-3 py-1.5 text-sm font-bold text-brand hover:bg-brand hover:text-white"
                >
                  Descargar PDF{sheet.bytes !== null && ` (${fileSize(sheet.bytes)})`}
                  <span className="sr-only">: {sheet.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
