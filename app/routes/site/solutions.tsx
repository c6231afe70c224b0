import type { Route } from "./+types/solutions";
import { ImageCard } from "~/components/content/image-card";
import { PageSection } from "~/components/content/page-section";
import { TextSection } from "~/components/content/text-section";
import { Hero } from "~/components/layout/hero";
import { SOLUTION_CARDS, SOLUTIONS_PAGE } from "~/content/solutions";
import { IndustriesBlock } from "~/features/home/industries-block";
import { HOME_PAGE } from "~/content/home";
import { industryCards } from "~/content/markets";
import { ContactBlock } from "~/features/leads/contact-block";
import { leadFormAction } from "~/features/leads/lead-form-action.server";
import { leadFormClientAction } from "~/features/leads/lead-form-client-action";
import { pageMeta } from "~/lib/seo";
import type { PageHandle } from "~/lib/page-handle";

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
