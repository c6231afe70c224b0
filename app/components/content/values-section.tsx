import { COMPANY_VALUES } from "~/content/company-values";
import { Accordion } from "../ui/accordion";
import { PageSection } from "./page-section";
import { SectionTitle } from "./text-section";

/** The six company values as an accordion (solution pages). */
export function ValuesSection() {
  return (
    <PageSection>
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr]">
        <SectionTitle>Nuestros valores</SectionTitle>
        <Accordion
          name="valores"
          items={COMPANY_VALUES.map((value) => ({ title: value.title, content: <p>{value.text}</p> }))}
        />
      </div>
    </PageSection>
  );
}
