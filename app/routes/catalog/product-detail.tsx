import { data, isRouteErrorResponse, redirect, useNavigate } from "react-router";
import type { Route } from "./+types/product-detail";
import { productUrl } from "~/domains/catalogue/catalog-url";
import { ProductGallery } from "~/domains/catalogue/public/product-gallery";
import { ProductNotFound } from "~/domains/catalogue/public/product-not-found";
import { ProductTabs } from "~/domains/catalogue/public/product-tabs";
import { AddToQuote } from "~/domains/leads/public/add-to-quote";
import { JsonLd } from "~/platform/ui/json-ld";
import { ProductName } from "~/platform/ui/product-name";
import { getEnv } from "~/platform/lib/env.server";
import { imageVariantUrl } from "~/platform/lib/media-url";
import { pageMeta } from "~/platform/seo/seo";
import { breadcrumbJsonLd, productJsonLd } from "~/platform/seo/structured-data";
import { getProduct, type Product, productBySlug } from "~/domains/catalogue/server/catalog.server";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

export async function loader({ url, params }: Route.LoaderArgs) {
  const id = url.searchParams.get("producto") ?? "";
  const product = await getProduct(id);
  if (!product) {
    // An address without a usable id: the product whose current or former slug it names (slug
    // history, decision 046), permanently; else not found.
    const named = id === "" ? await productBySlug(params.slug) : undefined;
    if (named) throw redirect(productUrl(named), 301);
    throw data("Producto no encontrado", { status: 404 });
  }
  // One address per product: a wrong or old slug, or the id written otherwise (`01`), goes to the right one.
  if (params.slug !== product.slug || id !== String(product.id)) throw redirect(productUrl(product), 301);
  return { product, structuredData: productStructuredData(product) };
}

/** Product and breadcrumb JSON-LD, built on the server: the browser only renders it. */
function productStructuredData(product: Product) {
  const siteUrl = getEnv().SITE_URL;
  return [
    productJsonLd(siteUrl, {
      id: product.id,
      name: product.name,
      description: product.description,
      url: new URL(productUrl(product), siteUrl).href,
      images: product.images.map((image) => imageVariantUrl(image.hash, 1200, "webp")),
      category: product.category.name,
      specifications: product.details.specifications,
    }),
    breadcrumbJsonLd(siteUrl, [
      { name: "Inicio", path: "/" },
      { name: "Productos", path: "/productos" },
      { name: product.category.name, path: `/productos?categoryId=${product.category.id}` },
      { name: product.name, path: productUrl(product) },
    ]),
  ];
}

export function meta(args: Route.MetaArgs) {
  const product = args.loaderData?.product;
  if (!product) return [{ title: "Producto no encontrado | Kordex Perú" }];
  const description = `${product.subtitle}. ${product.description}`;
  return pageMeta(
    {
      title: `${product.name} | Kordex Perú`,
      description: description.length > 160 ? `${description.slice(0, 157)}…` : description,
    },
    args,
    {
      canonicalParams: ["producto"],
      type: "product",
      image: product.images[0] && imageVariantUrl(product.images[0].hash, 1200, "webp"),
    },
  );
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  const { product, structuredData } = loaderData;
  const navigate = useNavigate();
  const firstImage = product.images[0];
  // One grid: gallery left, text and the quotation bar right, tabs below. On a phone the bar comes
  // last, so that, sticky, it stays at the bottom of the screen while the tabs are read.
  return (
    <main className="mx-auto grid max-w-7xl px-6 py-8 sm:py-12 lg:grid-cols-2 lg:grid-rows-[auto_auto_auto_1fr_auto] lg:gap-x-10">
      <div className="lg:col-span-2">
        <button
          type="button"
          onClick={() => navigate(-1)}
          className="inline-flex items-center gap-2 text-sm font-bold uppercase tracking-wide text-steel hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        >
          <span aria-hidden="true">←</span> Volver
        </button>
      </div>
      <div className="mt-6 lg:row-span-3">
        <ProductGallery images={product.images} alt={product.alt || product.name} />
      </div>
      <div className="mt-10 lg:mt-6">
        <p className="text-sm font-bold uppercase tracking-widest text-brand">{product.category.name}</p>
        <h1 className="mt-2 text-3xl font-extrabold leading-tight sm:text-4xl">
          <ProductName name={product.name} />
        </h1>
        <p className="mt-2 text-lg font-semibold text-steel">{product.subtitle}</p>
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-2">
            <dt className="text-steel">Código</dt>
            <dd className="font-mono font-semibold text-ink">{product.code}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="text-steel">Unidad de venta</dt>
            <dd className="font-semibold text-ink">{product.unit}</dd>
          </div>
        </dl>
        <p className="mt-5 leading-relaxed text-steel">{product.description}</p>
      </div>
      <AddToQuote
        className="max-lg:order-last lg:mt-8 lg:self-start"
        product={{
          id: product.id,
          name: product.name,
          code: product.code,
          unit: product.unit,
          image: firstImage ? imageVariantUrl(firstImage.hash, 320, "webp") : "",
        }}
      />
      <div className="mt-12 lg:col-span-2 lg:row-start-5">
        <ProductTabs details={product.details} productName={product.name} />
      </div>
      {structuredData.map((item, index) => (
        <JsonLd key={index} data={item} />
      ))}
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ProductNotFound missing={isRouteErrorResponse(error) && error.status === 404} />;
}
