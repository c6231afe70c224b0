import type { MetaFunction } from "react-router";
import { PageSection } from "~/platform/sections/page-section";
import { TextSection } from "~/platform/sections/text-section";
import { Hero } from "~/platform/layout/hero";
import { SERVICE_PAGE } from "~/domains/leads/public/service-page";
import { ContactBlock } from "~/domains/leads/public/contact-block";
import { leadFormAction } from "~/domains/leads/public/lead-form-action.server";
import { leadFormClientAction } from "~/domains/leads/public/lead-form-client-action";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

export const meta: MetaFunction = (args) => pageMeta(SERVICE_PAGE.meta, args);
export const action = leadFormAction;
export const clientAction = leadFormClientAction;

export default function TechnicalService() {
  const page = SERVICE_PAGE;
  return (
    <main>
      <Hero
        {...page.hero}
        image="/art/heroes/servicio-tecnico.svg"
        button={{ label: "Solicitar servicio", to: "#service-form" }}
      />
      <PageSection>
        <TextSection section={page.intro} figures={page.introFigures} />
      </PageSection>
      <ContactBlock
        title={page.formTitle}
        text={page.formText}
        kind="SERVICE"
        anchor="service-form"
        equipmentOptions={page.equipmentOptions}
      />
    </main>
  );
}
