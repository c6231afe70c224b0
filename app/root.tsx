import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import brandFontUrl from "./fonts/archivo-latin-wght.woff2?url";
import { ChatButton } from "~/platform/layout/chat-button";
import { HashScroll } from "~/platform/layout/hash-scroll";
import { SiteFooter } from "~/platform/layout/site-footer";
import { SiteHeader } from "~/platform/layout/site-header";
import { MessagePage } from "~/platform/sections/message-page";
import { CtaButton } from "~/platform/ui/cta-button";
import { BRAND_COLORS } from "~/platform/content/company";
import { COMPLAINTS_BOOK_NOTICE, COMPLAINTS_BOOK_PATH } from "~/domains/complaints/complaints-book";
import { FOOTER_ABOUT_LINKS, inFooterOrder } from "~/platform/content/navigation";
import { JsonLd } from "~/platform/ui/json-ld";
import { QuoteBadge } from "~/domains/leads/public/quote-badge";
import { displayCategoryName } from "~/domains/catalogue/category-name";
import { getEnv } from "~/platform/lib/env.server";
import { logger } from "~/platform/lib/logger.server";
import { organizationJsonLd } from "~/platform/seo/structured-data";
import { listCategoryTree } from "~/domains/catalogue/server/catalog.server";
import { getCompanyContact } from "~/platform/settings/company-settings.server";
import { consentTextCodes } from "~/platform/data/consent-ledger.server";

/** The brand typeface's one file, fetched with the document (app.css draws with it; decision 042). */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: brandFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export async function loader({ url }: Route.LoaderArgs) {
  // The footer's category links are not worth failing a page for.
  const categories = await listCategoryTree().catch((error: unknown) => {
    logger.error({ err: error }, "footer categories could not be read");
    return [];
  });
  const siteUrl = getEnv().SITE_URL;
  // The company settings (decision 044): every page's contact data, from the database, not the bundle.
  const company = await getCompanyContact();
  return {
    company,
    // The footer lists the top product categories in the SPEC's footer order.
    footerCategories: inFooterOrder(categories).map(({ id, name }) => ({
      id,
      name: displayCategoryName(name),
    })),
    // The "Nosotros" column (the privacy policy among its links) as data, not first-load code.
    footerAboutLinks: FOOTER_ABOUT_LINKS,
    // The version of each form's consent text (this build's words, the settings' legal name); every form
    // sends its own back (ConsentFields).
    consentVersions: consentTextCodes(company.legalName),
    origins: [...new Set([url.origin, new URL(siteUrl).origin])],
    siteUrl,
    // Built here, on the server: the browser only renders it.
    organizationJsonLd: organizationJsonLd(siteUrl, company),
    // The footer's legal line: data, not code in every page's first load (the year comes from the
    // server, so it cannot disagree with the browser's at New Year). Issue 17: the complaints book's
    // link with its notice on every page; the privacy policy and rights requests join this list.
    footerLegal: {
      copyright: `© 2025–${new Date().getFullYear()} ${company.legalName.replace(/\.?$/, ".")} Todos los derechos reservados.`,
      links: [{ to: COMPLAINTS_BOOK_PATH, label: "Libro de Reclamaciones", notice: COMPLAINTS_BOOK_NOTICE }],
    },
  };
}

/**
 * The footer's categories and the site's origins do not change from one page to the next: read them
 * with the document and again only after a form submission, not on every navigation.
 */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The back office and its sign-in page draw their own frame: no public header, footer or chat. Their
  // handle says so (app/platform/admin-kit/back-office-route.ts, not imported: no admin code in public pages).
  const backOffice = useMatches().some(
    (match) => (match.handle as { backOffice?: unknown } | undefined)?.backOffice === true,
  );
  return (
    <html lang="es-PE">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={BRAND_COLORS.red} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-ink antialiased">
        <a
          href="#contenido"
          className="sr-only z-50 bg-brand px-4 py-2 font-bold text-white focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          Saltar al contenido
        </a>
        {!backOffice && <SiteHeader quoteBadge={<QuoteBadge />} />}
        <div id="contenido" tabIndex={-1} className="outline-none">
          {children}
        </div>
        {!backOffice && (
          <>
            <SiteFooter
              categories={data?.footerCategories ?? []}
              aboutLinks={data?.footerAboutLinks}
              legal={data?.footerLegal}
            />
            <ChatButton />
            {data && <JsonLd data={data.organizationJsonLd} />}
            <HashScroll />
          </>
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A route may bring its own error page in its handle (the back office's); the public one otherwise.
  const Own = useMatches().findLast(
    (match) => (match.handle as { ErrorPage?: unknown } | undefined)?.ErrorPage,
  )?.handle as { ErrorPage: (props: { error: unknown }) => React.ReactNode } | undefined;
  if (Own) return <Own.ErrorPage error={error} />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <MessagePage
      title={notFound ? "Página no encontrada" : "Lo sentimos, ocurrió un error"}
      action={<CtaButton to="/">Volver al inicio</CtaButton>}
    >
      {notFound
        ? "La página que busca no existe o cambió de dirección."
        : "Inténtelo de nuevo en unos minutos."}
    </MessagePage>
  );
}
