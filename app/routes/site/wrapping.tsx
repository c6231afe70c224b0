import type { Route } from "./+types/wrapping";
import { CategoryCards } from "~/platform/sections/category-cards";
import { PageSection } from "~/platform/sections/page-section";
import { TextSection } from "~/platform/sections/text-section";
import { ValuesSection } from "~/platform/sections/values-section";
import { COMPANY_VALUES } from "~/domains/site/public/company-values";
import { Hero } from "~/platform/layout/hero";
import { HERO_VIDEO } from "~/platform/content/media";
import { WRAPPING_PAGE } from "~/domains/site/public/solution-pages";
import { ContactBlock } from "~/domains/leads/public/contact-block";
import { leadFormAction } from "~/domains/leads/public/lead-form-action.server";
import { leadFormClientAction } from "~/domains/leads/public/lead-form-client-action";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/** The page's copy travels as loader data rather than as code in the page's bundle. */
export function loader() {
  return { page: WRAPPING_PAGE, values: COMPANY_VALUES };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.page.meta, args) : [];
export const action = leadFormAction;
export const clientAction = leadFormClientAction;

export default function Wrapping({ loaderData: { page, values } }: Route.ComponentProps) {
  return (
    <main>
      <Hero {...page.hero} video={HERO_VIDEO} />
      <PageSection>
        <TextSection section={page.intro} picture={page.introPicture} />
        <CategoryCards cards={page.machineCards} />
      </PageSection>
      <ValuesSection values={values} />
      <ContactBlock title={page.contactTitle} text={page.contactText} />
    </main>
  );
}
