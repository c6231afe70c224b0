import { Link } from "react-router";
import type { Route } from "./+types/markets";
import { PageSection } from "~/platform/sections/page-section";
import { SectionTitle, TextSection } from "~/platform/sections/text-section";
import { Hero } from "~/platform/layout/hero";
import { CtaButton } from "~/platform/ui/cta-button";
import { MARKETS, MARKETS_OVERVIEW } from "~/domains/site/public/market-pages";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/** The overview's copy and its four featured markets with their images, from the loader. */
export function loader() {
  return {
    page: {
      ...MARKETS_OVERVIEW,
      featured: MARKETS_OVERVIEW.featured.map((featured) => ({
        ...featured,
        image: MARKETS.find((market) => market.slug === featured.slug)!.image,
      })),
    },
    // Beside the introduction: a link to each of the ten market pages.
    markets: MARKETS.map(({ slug, menuLabel }) => ({ slug, label: menuLabel })),
  };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.page.meta, args) : [];

export default function Markets({ loaderData: { page, markets } }: Route.ComponentProps) {
  return (
    <main>
      <Hero {...page.hero} image="/art/heroes/mercados.svg" />
      <PageSection>
        <TextSection section={page.intro}>
          <nav aria-label="Mercados" className="key-figures">
            <ul className="grid grid-cols-2 gap-x-6 gap-y-1">
              {markets.map((market) => (
                <li key={market.slug}>
                  <Link
                    to={`/${market.slug}`}
                    className="flex min-h-11 items-center border-l-4 border-brand pl-4 font-bold text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {market.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </TextSection>
      </PageSection>
      {page.featured.map((featured, index) => {
        return (
          <PageSection
            key={featured.slug}
            tone={index % 2 === 0 ? "mist" : "white"}
            labelledBy={`mercado-${featured.slug}`}
          >
            <div
              className={`grid items-center gap-10 lg:grid-cols-2 ${index % 2 === 1 ? "lg:[&>*:first-child]:order-2" : ""}`}
            >
              <img
                src={featured.image.src}
                alt={featured.image.alt}
                width={1200}
                height={800}
                loading="lazy"
                className="w-full rounded-md shadow-sm"
              />
              <div>
                <SectionTitle id={`mercado-${featured.slug}`}>{featured.title}</SectionTitle>
                <p className="mt-5 text-lg leading-relaxed text-steel">{featured.text}</p>
                <CtaButton to={`/${featured.slug}`} className="mt-7">
                  Explore este mercado
                </CtaButton>
              </div>
            </div>
          </PageSection>
        );
      })}
    </main>
  );
}
