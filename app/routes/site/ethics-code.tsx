import type { Route } from "./+types/ethics-code";
import { PageSection } from "~/platform/sections/page-section";
import { BulletSection } from "~/platform/sections/bullet-section";
import { TextSection } from "~/platform/sections/text-section";
import { Hero } from "~/platform/layout/hero";
import { ethicsCodePage } from "~/domains/site/public/company-pages";
import { pageMeta } from "~/platform/seo/seo";
import { getCompanyContact } from "~/platform/settings/company-settings.server";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/** The page's copy travels as loader data rather than as code in the page's bundle; it names the
 * company by the settings' legal name (decision 053). */
export async function loader() {
  return { page: ethicsCodePage((await getCompanyContact()).legalName) };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.page.meta, args) : [];

export default function EthicsCode({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <main>
      <Hero {...page.hero} image="/art/heroes/codigo-etica.svg" />
      <PageSection>
        <div className="max-w-3xl space-y-14">
          <TextSection section={page.intro} />
          {page.sections.map((section) => (
            <BulletSection key={section.title} section={section} />
          ))}
        </div>
      </PageSection>
    </main>
  );
}
