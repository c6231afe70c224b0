import type { Route } from "./+types/solutions";
import { ImageCard } from "~/platform/sections/image-card";
import { PageSection } from "~/platform/sections/page-section";
import { TextSection } from "~/platform/sections/text-section";
import { Hero } from "~/platform/layout/hero";
import { SOLUTION_CARDS, SOLUTIONS_PAGE } from "~/domains/site/public/solution-pages";
import { IndustriesBlock } from "~/domains/site/public/industries-block";
import { HOME_PAGE } from "~/domains/site/public/home-page";
import { industryCards } from "~/domains/site/public/market-pages";
import { ContactBlock } from "~/domains/leads/public/contact-block";
import { leadFormAction } from "~/domains/leads/public/lead-form-action.server";
import { leadFormClientAction } from "~/domains/leads/public/lead-form-client-action";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

export const action = leadFormAction;

/** The page's copy and the industries block's cards travel as loader data, not as code. */
export function loader() {
  const { title, text } = HOME_PAGE.industries;
  return {
    page: SOLUTIONS_PAGE,
    cards: SOLUTION_CARDS,
    industries: { title, text, markets: industryCards() },
  };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.page.meta, args) : [];
export const clientAction = leadFormClientAction;

export default function Solutions({ loaderData }: Route.ComponentProps) {
  const { page, cards } = loaderData;
  return (
    <main>
      <Hero {...page.hero} image="/art/heroes/soluciones.svg" />
      <PageSection>
        <TextSection section={page.intro} figures={page.introFigures} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.id}>
              <ImageCard src={card.src} alt={card.alt} title={card.title} to={card.link} />
            </li>
          ))}
        </ul>
      </PageSection>
      <IndustriesBlock {...loaderData.industries} />
      <ContactBlock title={page.contactTitle} text={page.contactText} />
    </main>
  );
}
