import type { MetaFunction } from "react-router";
import { PageSection } from "~/components/content/page-section";
import { BulletSection, TextSection } from "~/components/content/text-section";
import { Hero } from "~/components/layout/hero";
import { ETHICS_CODE_PAGE } from "~/content/company-pages";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(ETHICS_CODE_PAGE.meta, args);

export default function EthicsCode() {
  const page = ETHICS_CODE_PAGE;
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
