import type { Route } from "./+types/film";
import { ImageCard } from "~/components/content/image-card";
import { PageSection } from "~/components/content/page-section";
import { SectionTitle, TextSection } from "~/components/content/text-section";
import { Hero } from "~/components/layout/hero";
import { HERO_VIDEO } from "~/content/media";
import { FILM_PAGE } from "~/content/solutions";
import { ContactBlock } from "~/features/leads/contact-block";
import { leadFormAction } from "~/features/leads/lead-form-action.server";
import { leadFormClientAction } from "~/features/leads/lead-form-client-action";
import { pageMeta } from "~/lib/seo";
import type { PageHandle } from "~/lib/page-handle";

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
