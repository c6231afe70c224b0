import { index, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { SITEMAP_PRODUCT_FILE_SLOTS, sitemapProductsPath } from "./platform/seo/sitemap-files";
import { ALIASES, MARKET_SLUGS } from "./platform/lib/site-paths";

// Every URL of the site, Spanish, mapped to English-named modules. Paths are case-sensitive so that
// the SPEC's spelling variants reach their explicit permanent redirects below.
const page = (path: string, file: string, id?: string): RouteConfigEntry =>
  route(path, file, { caseSensitive: true, ...(id ? { id } : {}) });

export default [
  index("routes/site/home.tsx"),
  page("soluciones", "routes/site/solutions.tsx"),
  page("zunchos-herramientas", "routes/site/strapping.tsx"),
  page("envolvedora", "routes/site/wrapping.tsx"),
  page("film-embalaje", "routes/site/film.tsx"),
  page("airpads", "routes/site/airpads.tsx"),
  page("mercados", "routes/site/markets.tsx"),
  ...MARKET_SLUGS.map((slug) => page(slug, "routes/site/market.tsx", `market-${slug}`)),
  page("nosotros", "routes/site/about.tsx"),
  page("politica-calidad", "routes/site/quality-policy.tsx"),
  page("codigo-etica", "routes/site/ethics-code.tsx"),
  page("politica-de-privacidad", "routes/site/privacy-policy.tsx"),
  page("recursos", "routes/site/resources.tsx"),
  page("noticias", "routes/site/news.tsx"),
  page("productos", "routes/catalog/catalog.tsx"),
  page("productos/:slug", "routes/catalog/product-detail.tsx"),
  page("cotizacion", "routes/forms/quotation.tsx"),
  page("contacto", "routes/forms/contact.tsx"),
  page("servicio-tecnico", "routes/forms/technical-service.tsx"),
  page("confirmacion", "routes/forms/confirmation.tsx"),
  page("libro-de-reclamaciones", "routes/forms/complaints-book.tsx"),
  page("libro-de-reclamaciones/constancia", "routes/forms/complaint-receipt.tsx"),
  page("libro-de-reclamaciones/constancia/pdf", "routes/forms/complaint-receipt-pdf.ts"),
  page("derechos-arco", "routes/forms/data-rights.tsx"),
  page("login", "routes/admin/staff/login.tsx"),
  // Passkey sign-in: JSON calls of the sign-in page (open, like it).
  page("login/llave/opciones", "routes/admin/staff/passkey-sign-in-options.ts"),
  page("login/llave", "routes/admin/staff/passkey-sign-in.ts"),
  // A colleague's one-time invitation (decision 044): open, the link's token is the key.
  page("login/invitacion/:token", "routes/admin/staff/invitation.tsx"),
  // The back office: every route under the layout, whose middleware (and each route's own) lets in
  // only signed-in staff of the route's roles.
  route("admin", "routes/admin/admin-layout.tsx", { caseSensitive: true }, [
    index("routes/admin/admin-home.tsx"),
    page("solicitudes", "routes/admin/leads/leads.tsx"),
    page("solicitudes/exportar", "routes/admin/leads/leads-export.ts"),
    page("cuenta", "routes/admin/staff/account.tsx"),
    page("usuarios", "routes/admin/staff/users.tsx"),
    // Issue 15 (decision 044): company data and invitations, administrators only.
    page("ajustes", "routes/admin/site/settings.tsx"),
    page("solicitudes/:id", "routes/admin/leads/lead-detail.tsx"),
    page("empresas/:ruc", "routes/admin/leads/company.tsx"),
    page("reclamaciones", "routes/admin/complaints/complaints.tsx"),
    page("reclamaciones/exportar", "routes/admin/complaints/complaints-export.ts"),
    page("reclamaciones/:id", "routes/admin/complaints/complaint-detail.tsx"),
    page("reclamaciones/:id/pdf", "routes/admin/complaints/complaint-pdf.ts"),
    // Personal-data rights (issue 17, decision 037): administrators only.
    page("derechos", "routes/admin/data-rights/data-requests.tsx"),
    page("derechos/:id", "routes/admin/data-rights/data-request-detail.tsx"),
    page("datos-personales", "routes/admin/data-rights/personal-data.tsx"),
    page("datos-personales/exportar", "routes/admin/data-rights/personal-data-export.ts"),
    // The home page's banners (issue 15, decision 045): administrators only.
    page("banners", "routes/admin/site/banners.tsx"),
    page("banners/nuevo", "routes/admin/site/banner-new.tsx"),
    page("banners/:id", "routes/admin/site/banner-edit.tsx"),
    // The catalogue (issue 15, decision 046): administrators only.
    page("categorias", "routes/admin/catalogue/categories.tsx"),
    page("productos", "routes/admin/catalogue/products.tsx"),
    // Export and import (decision 049): administrators only.
    page("productos/exportar", "routes/admin/catalogue/products-export.ts"),
    page("productos/importar", "routes/admin/catalogue/products-import.tsx"),
    page("productos/importar/revision", "routes/admin/catalogue/products-import-review.ts"),
    page("productos/nuevo", "routes/admin/catalogue/product-edit.tsx", "admin-product-new"),
    page("productos/:id", "routes/admin/catalogue/product-edit.tsx", "admin-product-edit"),
    page("salir", "routes/admin/staff/sign-out.tsx"),
    // The admin API: JSON calls of the back office's pages (401 JSON without a session).
    page("api/llaves/opciones", "routes/admin/api/passkey-registration-options.ts"),
    page("api/llaves", "routes/admin/api/passkey-registration.ts"),
    page("api/solicitudes/nuevas", "routes/admin/api/new-leads.ts"),
  ]),
  ...Object.keys(ALIASES).map((alias) => page(alias, "routes/site/alias-redirect.tsx", `alias-${alias}`)),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("sitemap-paginas.xml", "routes/seo/sitemap-pages.ts"),
  ...Array.from({ length: SITEMAP_PRODUCT_FILE_SLOTS }, (_, index) =>
    route(sitemapProductsPath(index + 1).slice(1), "routes/seo/sitemap-products.ts", {
      id: `sitemap-productos-${index + 1}`,
    }),
  ),
  route("robots.txt", "routes/seo/robots.ts"),
  route("*", "routes/site/unknown-path.tsx"),
] satisfies RouteConfig;
