import type { MetaFunction } from "react-router";
import { PageSection } from "~/components/content/page-section";
import { BulletSection, TextSection } from "~/components/content/text-section";
import { Hero } from "~/components/layout/hero";
import { QUALITY_POLICY_PAGE } from "~/content/company-pages";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(QUALITY_POLICY_PAGE.meta, args);

export default function QualityPolicy() {
  const page = QUALITY_POLICY_PAGE;
  return (
    <main>
      <Hero {...page.hero} image="/art/heroes/politica-calidad.svg" />
      <PageSection>
        <div className="max-w-3xl space-y-14">
          <TextSection section={page.intro} />
          <BulletSection section={page.commitments} />
          <TextSection section={page.closing} />
        </div>
      </PageSection>
    </main>
  );
}
