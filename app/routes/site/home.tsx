import { Link, type MetaFunction } from "react-router";
import type { Route } from "./+types/home";
import { GlobalPresence } from "~/platform/sections/global-presence";
import { PageSection } from "~/platform/sections/page-section";
import { SectionTitle, TextSection } from "~/platform/sections/text-section";
import { CtaButton } from "~/platform/ui/cta-button";
import { LoopingVideo } from "~/platform/ui/looping-video";
import { HOME_PAGE } from "~/domains/site/public/home-page";
import { HOME_MOBILE_LINKS } from "~/platform/content/navigation";
import { HERO_VIDEO } from "~/platform/content/media";
import { BannerCarousel } from "~/domains/site/public/banner-carousel";
import { IndustriesBlock } from "~/domains/site/public/industries-block";
import { ProductCards } from "~/domains/site/public/product-cards";
import { pageMeta } from "~/platform/seo/seo";
import { listActiveBanners } from "~/domains/site/server/banners.server";
import { industryCards } from "~/domains/site/public/market-pages";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

export const meta: MetaFunction = (args) => pageMeta(HOME_PAGE.meta, args);

export async function loader() {
  return { banners: await listActiveBanners(), industries: industryCards() };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const page = HOME_PAGE;
  return (
    <main>
      <h1 className="sr-only">{page.meta.title.replace(/ \| .*$/, "")}</h1>
      {loaderData.banners.length > 0 ? <BannerCarousel banners={loaderData.banners} /> : <BannerFallback />}
      <MobileLinks />
      <PageSection>
        <TextSection section={page.welcome} figures={page.welcomeFigures}>
          <CtaButton to="/contacto">{page.welcomeButton}</CtaButton>
        </TextSection>
      </PageSection>
      <PageSection tone="mist" labelledBy="productos-destacados">
        <SectionTitle id="productos-destacados">{page.productsTitle}</SectionTitle>
        <div className="mt-10">
          <ProductCards cards={page.productCards} />
        </div>
        <div className="mt-10 text-center">
          <CtaButton to="/productos">{page.productsButton}</CtaButton>
        </div>
      </PageSection>
      <IndustriesBlock
        title={page.industries.title}
        text={page.industries.text}
        markets={loaderData.industries}
      />
      <PageSection>
        <TextSection section={page.specialists} picture={page.specialistsPicture} />
      </PageSection>
      <GlobalPresence {...page.globalPresence} />
    </main>
  );
}

/** SPEC: on mobile the home page also links to strapping, tools and technical service. */
function MobileLinks() {
  return (
    <nav aria-label="Accesos rápidos" className="border-b border-ink/10 bg-white lg:hidden">
      <ul className="mx-auto grid max-w-7xl grid-cols-3 gap-2 px-4 py-3">
        {HOME_MOBILE_LINKS.map((link) => (
          <li key={link.id}>
            <Link
              to={link.link}
              className="flex min-h-11 items-center justify-center rounded-sm border-2 border-brand px-1 text-center text-xs font-bold uppercase text-brand hover:bg-brand hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Without banners: the fallback image on mobile and the looping muted video on desktop. */
function BannerFallback() {
  const { title, text } = HOME_PAGE.fallbackBanner;
  return (
    <section aria-label={title} className="relative isolate overflow-hidden bg-ink text-white">
      <img
        src="/art/home/fallback.svg"
        alt=""
        width={1200}
        height={800}
        fetchPriority="high"
        className="absolute inset-0 -z-10 size-full object-cover md:hidden"
      />
      <LoopingVideo
        video={HERO_VIDEO}
        preload="none"
        className="absolute inset-0 -z-10 hidden size-full object-cover md:block"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-ink/85 to-ink/20" />
      <div className="mx-auto flex h-56 max-w-7xl flex-col justify-center px-6 sm:h-72 md:h-[350px]">
        <p className="max-w-xl text-2xl font-extrabold sm:text-4xl">{title}</p>
        <p className="mt-3 max-w-lg text-white/85">{text}</p>
      </div>
    </section>
  );
}
