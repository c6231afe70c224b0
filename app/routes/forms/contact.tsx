import type { Route } from "./+types/contact";
import { PageSection } from "~/platform/sections/page-section";
import { SectionTitle } from "~/platform/sections/text-section";
import { lazyForm } from "~/platform/forms/lazy-form";
import { Hero } from "~/platform/layout/hero";
import { MailIcon, PhoneIcon } from "~/platform/ui/icons";
import { CONTACT_PAGE } from "~/domains/leads/public/service-page";
import { leadFormAction } from "~/domains/leads/public/lead-form-action.server";
import { leadFormClientAction } from "~/domains/leads/public/lead-form-client-action";
import { pageMeta } from "~/platform/seo/seo";
import { getCompanyContact } from "~/platform/settings/company-settings.server";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/** The contact form, its code loaded after the page's first load. */
const LeadForm = lazyForm(() => import("~/domains/leads/public/lead-form").then((module) => module.LeadForm));

// The company's contact data come with the page (the settings, decision 044), not from a shared hook's
// chunk in every page's first load.
export const loader = async () => ({ company: await getCompanyContact() });

export const meta = (args: Route.MetaArgs) => pageMeta(CONTACT_PAGE.meta, args);
export const action = leadFormAction;
export const clientAction = leadFormClientAction;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const page = CONTACT_PAGE;
  const { company } = loaderData;
  return (
    <main>
      <Hero {...page.hero} image="/art/heroes/contacto.svg" />
      <PageSection tone="mist" id="contact-form" labelledBy="contact-form-title">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr]">
          <div>
            <SectionTitle id="contact-form-title">{page.formTitle}</SectionTitle>
            <p className="mt-5 text-lg leading-relaxed text-steel">{page.intro}</p>
            {company && (
              <address className="mt-8 space-y-3 not-italic text-ink">
                <p className="font-semibold">{company.legalName}</p>
                <p>
                  {company.address.street}, {company.address.district}, {company.address.city}
                </p>
                <p>
                  <a href={company.phoneHref} className="inline-flex items-center gap-2 hover:text-brand">
                    <PhoneIcon /> {company.phoneText}
                  </a>
                </p>
                <p>
                  <a
                    href={`mailto:${company.email}`}
                    className="inline-flex items-center gap-2 hover:text-brand"
                  >
                    <MailIcon /> {company.email}
                  </a>
                </p>
              </address>
            )}
          </div>
          <div className="rounded-md bg-white p-6 shadow-sm sm:p-8">
            <LeadForm kind="CONTACT" id="contact-form-fields" />
          </div>
        </div>
      </PageSection>
    </main>
  );
}
