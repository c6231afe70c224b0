import { useActionData } from "react-router";
import type { Route } from "./+types/data-rights";
import { SectionTitle } from "~/platform/sections/text-section";
import { lazyForm } from "~/platform/forms/lazy-form";
import { DATA_RIGHTS_PAGE } from "~/domains/data-rights/public/data-rights-page";
import { dataRequestAction } from "~/domains/data-rights/public/data-request-action.server";
import { dataRequestClientAction } from "~/domains/data-rights/public/data-request-client-action";
import { DataRequestSent } from "~/domains/data-rights/public/data-request-sent";
import {
  DATA_REQUEST_KIND_HINTS,
  DATA_REQUEST_KIND_LABELS,
  DATA_REQUEST_KINDS,
  DATA_REQUEST_TERMS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
} from "~/domains/data-rights/data-rights";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/** The form's code (Conform's engine with it) loads after the page's first load. */
const DataRequestForm = lazyForm(() =>
  import("~/domains/data-rights/public/data-request-form").then((module) => module.DataRequestForm),
);

/** The copy and the form's choices travel as loader data, not as code in the page's bundle. */
export function loader() {
  return {
    page: DATA_RIGHTS_PAGE,
    rights: DATA_REQUEST_KINDS.map((kind) => ({
      value: kind,
      label: DATA_REQUEST_KIND_LABELS[kind],
      hint: DATA_REQUEST_KIND_HINTS[kind],
      term: `Respuesta en ${DATA_REQUEST_TERMS[kind].days} días hábiles`,
    })),
    documents: DOCUMENT_TYPES.map((type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] })),
  };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.page.meta, args) : [];
export const action = dataRequestAction;
export const clientAction = dataRequestClientAction;

export default function DataRights({ loaderData }: Route.ComponentProps) {
  const { page, rights, documents } = loaderData;
  const answer = useActionData<typeof action>();
  const sent = answer && "sent" in answer ? answer.sent : undefined;
  return (
    <main>
      {/* PageSection's bands, written out: importing it here would split it into a chunk of its own and
          add to every public page's first load (tests/e2e/bundle-budget.spec.ts). */}
      <section aria-labelledby="data-rights-title" className="bg-white py-14 sm:py-20">
        <div className="mx-auto max-w-7xl px-6">
          <h1 id="data-rights-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            <span className="mb-3 block h-1 w-12 bg-brand" aria-hidden="true" />
            {page.title}
          </h1>
          <p className="mt-5 max-w-3xl text-lg leading-relaxed text-steel">{page.intro}</p>
        </div>
      </section>
      <section
        id="formulario"
        aria-labelledby="data-request-form-title"
        className="scroll-mt-20 bg-mist py-14 sm:py-20"
      >
        <div className="mx-auto grid max-w-7xl gap-10 px-6 lg:grid-cols-[1fr_1.6fr]">
          <div className="space-y-3 text-steel">
            <h2 className="text-xl font-bold text-ink">Plazos de respuesta</h2>
            <ul className="list-disc space-y-1 pl-6">
              {page.terms.map((term) => (
                <li key={term}>{term}</li>
              ))}
            </ul>
            <p>{page.termsNote}</p>
            <h2 className="pt-4 text-xl font-bold text-ink">Verificación de identidad</h2>
            <p>{page.identityNote}</p>
            <h2 className="pt-4 text-xl font-bold text-ink">Si no está conforme</h2>
            <p>{page.authorityNote}</p>
          </div>
          <div className="rounded-md bg-white p-6 shadow-sm sm:p-8">
            <SectionTitle id="data-request-form-title">{sent ? page.sentTitle : page.formTitle}</SectionTitle>
            <div className="mt-8">
              {sent ? (
                <DataRequestSent sent={sent} />
              ) : (
                <DataRequestForm id="data-request-form" rights={rights} documents={documents} />
              )}
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}
