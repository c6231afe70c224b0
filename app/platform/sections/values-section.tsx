import type { CompanyValue } from "~/platform/content/types";
import { Accordion } from "~/platform/ui/accordion";
import { PageSection } from "./page-section";
import { SectionTitle } from "./text-section";

/** The company values as an accordion (solution pages, which pass them as loader data). */
export function ValuesSection({ values }: { values: CompanyValue[] }) {
  return (
    <PageSection>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <SectionTitle>Nuestros valores</SectionTitle>
        <Accordion
          name="valores"
          items={values.map((value) => ({ title: value.title, content: <p>{value.text}</p> }))}
        />
      </div>
    </PageSection>
  );
}
