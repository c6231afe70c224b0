import type { Route } from "./+types/privacy-policy";
import { PageSection } from "~/platform/sections/page-section";
import { PolicySections } from "~/platform/sections/policy-sections";
import { Hero } from "~/platform/layout/hero";
import { privacyPolicyPage } from "~/platform/content/privacy-policy";
import { getEnv } from "~/platform/lib/env.server";
import { pageMeta } from "~/platform/seo/seo";
import { getCompanyContact } from "~/platform/settings/company-settings.server";
import { currentConsentSummaries } from "~/platform/data/consent-ledger.server";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/**
 * The privacy policy, built on the server from the company's data, the settings (data bank code,
 * providers abroad, retention) and the consent texts' versions; its copy travels as loader data.
 */
export async function loader() {
  const env = getEnv();
  return {
    page: privacyPolicyPage({
      dataBankCode: env.PRIVACY_DATA_BANK_CODE,
      foreignProviders: env.PRIVACY_FOREIGN_PROVIDERS,
      retentionYears: env.LEAD_RETENTION_YEARS,
      consentVersions: await currentConsentSummaries(),
      company: await getCompanyContact(),
    }),
  };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.page.meta, args) : [];

export default function PrivacyPolicy({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <main>
      <Hero {...page.hero} image="/art/heroes/politica-de-privacidad.svg" />
      <PageSection>
        <PolicySections page={page} />
      </PageSection>
    </main>
  );
}
