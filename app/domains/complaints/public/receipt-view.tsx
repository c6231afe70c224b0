import { Band } from "./band";
import { BookIcon } from "./book-icon";
import type { ComplaintReceiptView } from "./receipt.server";

const LINK = "font-semibold text-brand-dark underline underline-offset-2";
const BUTTON =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-sm border-2 border-brand bg-brand px-6 py-2.5 text-sm font-bold uppercase tracking-wide text-white hover:bg-white hover:text-brand focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand";

function Filed({ sheet }: { sheet: ComplaintReceiptView }) {
  return (
    <>
      <h1 className="flex items-center gap-3 text-3xl font-extrabold text-ink sm:text-4xl">
        <BookIcon className="size-10 shrink-0 text-brand" />
        Hoja de reclamación registrada
      </h1>
      <div className="mt-6 border-l-4 border-brand bg-white px-5 py-4">
        <p className="text-sm text-steel">Número de su hoja</p>
        <p className="text-3xl font-extrabold tracking-wide text-ink" data-testid="complaint-number">
          {sheet.number}
        </p>
        <p className="mt-1 text-sm text-steel">
          {sheet.kind} · presentada el {sheet.filedAt} (hora de Lima)
        </p>
      </div>
      <dl className="mt-6 space-y-3 text-ink">
        <div>
          <dt className="font-bold">Plazo de respuesta</dt>
          <dd>
            Le responderemos a más tardar el <strong>{sheet.deadline}</strong>{" "}
            {sheet.pausedBusinessDays > 0
              ? `(quince días hábiles, más ${sheet.pausedBusinessDays === 1 ? "un día hábil" : `${sheet.pausedBusinessDays} días hábiles`} de pausa por la solución que le ofrecimos)`
              : "(quince días hábiles)"}
            , al correo indicado o, si no indicó uno, a su domicilio.
          </dd>
        </div>
        <div>
          <dt className="font-bold">Su copia</dt>
          <dd>
            {sheet.copySentTo
              ? `Le enviamos una copia de la hoja en PDF a ${sheet.copySentTo}. También puede descargarla aquí durante los próximos 30 minutos.`
              : "Descargue aquí la copia de su hoja en PDF durante los próximos 30 minutos y consérvela como constancia."}
          </dd>
        </div>
      </dl>
      <p className="mt-6">
        <a href="/libro-de-reclamaciones/constancia/pdf" className={BUTTON} download>
          Descargar la hoja (PDF)
        </a>
      </p>
    </>
  );
}

/** The receipt after filing: the visitor's own sheet (named by their cookie), or a generic text. */
export function ComplaintReceiptPage({
  sheet,
  legends,
}: {
  sheet: ComplaintReceiptView | null;
  legends: readonly string[];
}) {
  return (
    <main>
      <Band tone="mist">
        <div className="max-w-3xl">
          {sheet ? (
            <Filed sheet={sheet} />
          ) : (
            <>
              <h1 className="flex items-center gap-3 text-3xl font-extrabold text-ink sm:text-4xl">
                <BookIcon className="size-10 shrink-0 text-brand" />
                Libro de Reclamaciones
              </h1>
              <p className="mt-5 text-lg text-steel">
                Si acaba de presentar una hoja de reclamación, recibirá su copia en PDF en el correo que
                indicó. Esta página muestra la hoja solo en el navegador que la envió y durante 30 minutos.
              </p>
            </>
          )}
          <ul className="mt-8 space-y-2 border-t border-ink/15 pt-5 text-sm text-steel">
            {legends.map((legend) => (
              <li key={legend} className="flex gap-2">
                <span aria-hidden="true">*</span>
                <span>{legend}</span>
              </li>
            ))}
          </ul>
          <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
            <a href="/libro-de-reclamaciones" className={LINK}>
              Presentar otra hoja
            </a>
            <a href="/" className={LINK}>
              Volver al inicio
            </a>
          </p>
        </div>
      </Band>
    </main>
  );
}
