import { useNavigation, type MetaFunction } from "react-router";
import { SectionTitle } from "~/platform/sections/text-section";
import { lazyForm } from "~/platform/forms/lazy-form";
import { Spinner } from "~/platform/ui/spinner";
import { QUOTE_PAGE } from "~/domains/leads/public/quote-page";
import { quoteAction } from "~/domains/leads/public/quote-action.server";
import { leadClientAction } from "~/domains/leads/public/lead-form-client-action";
import { QUOTE_SEND_FAILED } from "~/domains/leads/public/messages";
import { QuoteList } from "~/domains/leads/public/quote-list";
import { quoteActions, useQuoteItems } from "~/domains/leads/public/quote-store";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/** The quotation form, its code loaded after the page's first load. */
const QuoteForm = lazyForm(() =>
  import("~/domains/leads/public/quote-form").then((module) => module.QuoteForm),
);

export const meta: MetaFunction = (args) => pageMeta(QUOTE_PAGE.meta, args, { noindex: true });
export const action = quoteAction;
// Success empties the list and goes to /confirmacion; a failure keeps the list and the form.
export const clientAction = leadClientAction({
  sendFailed: QUOTE_SEND_FAILED,
  onSuccess: quoteActions.reset,
});

export default function Quotation() {
  const items = useQuoteItems();
  const navigation = useNavigation();
  const sending = navigation.state !== "idle" && navigation.formAction === "/cotizacion";
  return (
    <main className="bg-mist pb-16">
      {sending && (
        <div className="flex min-h-[60vh] items-center justify-center">
          <Spinner label="Enviando cotización..." />
        </div>
      )}
      {/* Hidden, not removed, while sending: a failure brings everything back as it was. */}
      <div hidden={sending}>
        <div className="bg-ink text-white">
          <div className="mx-auto max-w-7xl px-6 py-10">
            <p className="text-sm font-bold uppercase tracking-[0.2em] text-white/80">Solicitud</p>
            <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">Mi cotización</h1>
          </div>
        </div>
        <div className="mx-auto grid max-w-7xl gap-10 px-6 pt-10 lg:grid-cols-[1.2fr_1fr]">
          <section aria-labelledby="detalle-cotizacion">
            <SectionTitle id="detalle-cotizacion">Detalle de la cotización</SectionTitle>
            <div className="mt-6">
              <QuoteList items={items} />
            </div>
          </section>
          <section
            aria-labelledby="informacion-contacto"
            className="rounded-md bg-white p-6 shadow-sm sm:p-8"
          >
            <SectionTitle id="informacion-contacto">Información de contacto</SectionTitle>
            <div className="mt-6">
              <QuoteForm />
            </div>
          </section>
        </div>
      </div>
    </main>
  );
}
