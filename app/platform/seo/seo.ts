import type { MetaDescriptor } from "react-router";
import { COMPANY } from "~/platform/content/company";
import { HERO_VIDEO } from "~/platform/content/media";
import type { PageMeta } from "~/platform/content/types";

/** What meta functions receive that matters here: the address and the root loader's data. */
export interface SeoArgs {
  location: { pathname: string; search: string };
  // `loaderData` required: a renamed field (React Router 8 dropped `data`) fails typecheck, not the URLs.
  matches: readonly ({ id: string; loaderData: unknown } | undefined)[];
}

export interface SeoOptions {
  /** Keep these query parameters in the canonical address (e.g. the catalogue's categoryId). */
  canonicalParams?: string[];
  /** Absolute path or URL of the share image; the hero video's poster by default. */
  image?: string;
  type?: "website" | "product";
  noindex?: boolean;
}

export function siteUrlOf(args: Pick<SeoArgs, "matches">): string {
  const root = args.matches.find((match) => match?.id === "root")?.loaderData as
    { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "http://localhost:3000";
}

/** <title>, description, canonical address, Open Graph and Twitter tags of a page. */
export function pageMeta(meta: PageMeta, args: SeoArgs, options: SeoOptions = {}): MetaDescriptor[] {
  const siteUrl = siteUrlOf(args);
  const params = new URLSearchParams(args.location.search);
  const kept = new URLSearchParams();
  for (const name of options.canonicalParams ?? []) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  const canonical = new URL(`${args.location.pathname}${query ? `?${query}` : ""}`, siteUrl).href;
  const image = new URL(options.image ?? HERO_VIDEO.poster, siteUrl).href;
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:site_name", content: `${COMPANY.brand} Perú` },
    { property: "og:locale", content: "es_PE" },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: canonical },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    { name: "twitter:image", content: image },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
