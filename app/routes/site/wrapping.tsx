import type { Route } from "./+types/wrapping";
import { CategoryCards } from "~/components/content/category-cards";
import { PageSection } from "~/components/content/page-section";
import { TextSection } from "~/components/content/text-section";
import { ValuesSection } from "~/components/content/values-section";
import { COMPANY_VALUES } from "~/content/company-values";
import { Hero } from "~/components/layout/hero";
import { HERO_VIDEO } from "~/content/media";
import { WRAPPING_PAGE } from "~/content/solutions";
import { ContactBlock } from "~/features/leads/contact-block";
import { leadFormAction } from "~/features/leads/lead-form-action.server";
import { leadFormClientAction } from "~/features/leads/lead-form-client-action";
import { pageMeta } from "~/lib/seo";
import type { PageHandle } from "~/lib/page-handle";

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
