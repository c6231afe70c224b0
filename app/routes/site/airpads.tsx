import type { Route } from "./+types/airpads";
import { ImageCard } from "~/platform/sections/image-card";
import { PageSection } from "~/platform/sections/page-section";
import { TextSection } from "~/platform/sections/text-section";
import { ValuesSection } from "~/platform/sections/values-section";
import { COMPANY_VALUES } from "~/domains/site/public/company-values";
import { Hero } from "~/platform/layout/hero";
import { AIRPADS_PAGE } from "~/domains/site/public/solution-pages";
import { ContactBlock } from "~/domains/leads/public/contact-block";
import { leadFormAction } from "~/domains/leads/public/lead-form-action.server";
import { leadFormClientAction } from "~/domains/leads/public/lead-form-client-action";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/** The page's copy travels as loader data rather than as code in the page's bundle. */
export function loader() {
  return { page: AIRPADS_PAGE, values: COMPANY_VALUES };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.page.meta, args) : [];
export const action = leadFormAction;
export const clientAction = leadFormClientAction;

export default function Airpads({ loaderData: { page, values } }: Route.ComponentProps) {
  return (
    <main>
      <Hero {...page.hero} image="/art/heroes/airpads.svg" />
      <PageSection>
        <TextSection section={page.intro} picture={page.introPicture} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {page.fillers.map((filler) => (
            <li key={filler.title}>
              <ImageCard src={filler.src} alt={filler.alt} title={filler.title} text={filler.text} />
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection tone="mist">
        <TextSection section={page.savings} figures={page.savingsFigures} />
      </PageSection>
      <ValuesSection values={values} />
      <ContactBlock title={page.contactTitle} text={page.contactText} />
    </main>
  );
}
