import type { MetaFunction } from "react-router";
import { PageSection } from "~/components/content/page-section";
import { TextSection } from "~/components/content/text-section";
import { Hero } from "~/components/layout/hero";
import { SERVICE_PAGE } from "~/content/service-page";
import { ContactBlock } from "~/features/leads/contact-block";
import { leadFormAction } from "~/features/leads/lead-form-action.server";
import { leadFormClientAction } from "~/features/leads/lead-form-client-action";
import { pageMeta } from "~/lib/seo";
import type { PageHandle } from "~/lib/page-handle";

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
