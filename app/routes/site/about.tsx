import type { MetaFunction } from "react-router";
import { GlobalPresence } from "~/components/content/global-presence";
import { PageSection } from "~/components/content/page-section";
import { TextSection } from "~/components/content/text-section";
import { Hero } from "~/components/layout/hero";
import { ABOUT_PAGE } from "~/content/company-pages";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(ABOUT_PAGE.meta, args);

export default function About() {
  const page = ABOUT_PAGE;
  return (
    <main>
      <Hero {...page.hero} image="/art/heroes/nosotros.svg" />
      <PageSection>
        <TextSection section={page.about} className="max-w-3xl" />
      </PageSection>
      <PageSection tone="mist">
        <div className="grid gap-12 lg:grid-cols-2">
          <TextSection section={page.mission} />
          <TextSection section={page.vision} />
        </div>
      </PageSection>
      <PageSection>
        <TextSection section={page.extra} className="max-w-3xl" />
      </PageSection>
      <GlobalPresence {...page.globalPresence} />
    </main>
  );
}
