import type { Route } from "./+types/about";
import { GlobalPresence } from "~/platform/sections/global-presence";
import { PageSection } from "~/platform/sections/page-section";
import { TextSection } from "~/platform/sections/text-section";
import { Hero } from "~/platform/layout/hero";
import { aboutPage } from "~/domains/site/public/company-pages";
import { pageMeta } from "~/platform/seo/seo";
import { getCompanyContact } from "~/platform/settings/company-settings.server";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/** The page's copy travels as loader data rather than as code in the page's bundle; it names the
 * company by the settings' legal name (decision 053). */
export async function loader() {
  return { page: aboutPage((await getCompanyContact()).legalName) };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.page.meta, args) : [];

export default function About({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <main>
      <Hero {...page.hero} image="/art/heroes/nosotros.svg" />
      <PageSection>
        <TextSection section={page.about} figures={page.aboutFigures} />
      </PageSection>
      <PageSection tone="mist">
        <div className="grid gap-12 lg:grid-cols-2">
          <TextSection section={page.mission} />
          <TextSection section={page.vision} />
        </div>
      </PageSection>
      <PageSection>
        <TextSection section={page.extra} picture={page.extraPicture} />
      </PageSection>
      <GlobalPresence {...page.globalPresence} />
    </main>
  );
}
