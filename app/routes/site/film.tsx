import type { Route } from "./+types/film";
import { ImageCard } from "~/platform/sections/image-card";
import { PageSection } from "~/platform/sections/page-section";
import { SectionTitle, TextSection } from "~/platform/sections/text-section";
import { Hero } from "~/platform/layout/hero";
import { HERO_VIDEO } from "~/platform/content/media";
import { FILM_PAGE } from "~/domains/site/public/solution-pages";
import { ContactBlock } from "~/domains/leads/public/contact-block";
import { leadFormAction } from "~/domains/leads/public/lead-form-action.server";
import { leadFormClientAction } from "~/domains/leads/public/lead-form-client-action";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/** The page's copy travels as loader data rather than as code in the page's bundle. */
export function loader() {
  return { page: FILM_PAGE };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.page.meta, args) : [];
export const action = leadFormAction;
export const clientAction = leadFormClientAction;

export default function Film({ loaderData: { page } }: Route.ComponentProps) {
  const { buttonLabel, ...hero } = page.hero;
  return (
    <main>
      <Hero {...hero} video={HERO_VIDEO} button={{ label: buttonLabel, to: "/productos" }} />
      <PageSection>
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <TextSection section={page.intro} />
          <ImageCard
            src={page.solutionCard.src}
            alt={page.solutionCard.alt}
            title={page.solutionCard.title}
            text={page.solutionCard.text}
          />
        </div>
      </PageSection>
      <PageSection tone="mist">
        <div className="grid gap-12 lg:grid-cols-2">
          {page.sections.map((section) => (
            <TextSection key={section.title} section={section} />
          ))}
        </div>
      </PageSection>
      <PageSection>
        <SectionTitle>Tipos de film</SectionTitle>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {page.productCards.map((card) => (
            <li key={card.title}>
              <ImageCard src={card.src} alt={card.alt} title={card.title} text={card.text} />
            </li>
          ))}
        </ul>
      </PageSection>
      <ContactBlock title={page.contactTitle} text={page.contactText} />
    </main>
  );
}
