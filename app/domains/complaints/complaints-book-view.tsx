import { Band } from "./public/band";
import { lazyForm } from "~/platform/forms/lazy-form";
import { BookIcon } from "./public/book-icon";
import type { ComplaintFormCopy } from "./public/complaint-form";

/** The sheet's form, its code loaded after the page's first load (rendered whole on the server). */
const ComplaintForm = lazyForm(() =>
  import("./public/complaint-form").then((module) => module.ComplaintForm),
);

export interface ComplaintsBookCopy {
  title: string;
  intro: string;
  formTitle: string;
  notice: string;
  supplier: { name: string; ruc: string; address: string };
  legends: readonly string[];
  form: ComplaintFormCopy;
}

/** The sheet's head, as the printed form has it: the book, the number and date to come, the supplier. */
function SheetHead({ copy }: { copy: ComplaintsBookCopy }) {
  return (
    <div className="grid border-2 border-ink/80 text-sm sm:grid-cols-[1.4fr_1fr]">
      <div className="border-b-2 border-ink/80 bg-mist px-4 py-3 sm:border-r-2">
        <p className="text-lg font-extrabold uppercase tracking-wide text-ink">Libro de Reclamaciones</p>
        <p className="text-steel">Fecha: se registra al enviar (hora de Lima)</p>
      </div>
      <div className="border-b-2 border-ink/80 px-4 py-3 text-center">
        <p className="font-bold uppercase text-ink">Hoja de reclamación</p>
        <p className="text-steel">N.º: se asigna al enviar</p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 px-4 py-3 sm:col-span-2 sm:grid-cols-[2fr_1fr]">
        <div>
          <dt className="text-xs font-bold uppercase text-steel">Proveedor</dt>
          <dd className="font-semibold text-ink">{copy.supplier.name}</dd>
        </div>
        <div>
          <dt className="text-xs font-bold uppercase text-steel">RUC</dt>
          <dd className="font-semibold text-ink">{copy.supplier.ruc}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-xs font-bold uppercase text-steel">Domicilio del establecimiento</dt>
          <dd className="text-ink">{copy.supplier.address}</dd>
        </div>
      </dl>
    </div>
  );
}

/** /libro-de-reclamaciones: the notice, the legends, and the sheet to fill in. */
export function ComplaintsBookView({ copy }: { copy: ComplaintsBookCopy }) {
  return (
    <main>
      <Band tone="mist" labelledBy="complaints-book-title">
        <div className="max-w-3xl">
          <h1
            id="complaints-book-title"
            className="flex items-center gap-3 text-3xl font-extrabold text-ink sm:text-4xl"
          >
            <BookIcon className="size-10 shrink-0 text-brand" />
            {copy.title}
          </h1>
          <p className="mt-4 text-lg leading-relaxed text-steel">{copy.intro}</p>
          <p className="mt-4 border-l-4 border-brand bg-white px-4 py-3 text-ink">{copy.notice}</p>
        </div>
      </Band>
      <Band labelledBy="complaint-form-title">
        <div className="mx-auto max-w-4xl">
          <h2 id="complaint-form-title" className="mb-5 text-2xl font-extrabold text-ink">
            {copy.formTitle}
          </h2>
          <SheetHead copy={copy} />
          <div className="mt-8">
            <ComplaintForm copy={copy.form} />
          </div>
          <ul className="mt-10 space-y-2 border-t border-ink/15 pt-5 text-sm text-steel">
            {copy.legends.map((legend) => (
              <li key={legend} className="flex gap-2">
                <span aria-hidden="true">*</span>
                <span>{legend}</span>
              </li>
            ))}
          </ul>
        </div>
      </Band>
    </main>
  );
}
