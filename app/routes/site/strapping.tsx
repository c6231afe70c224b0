import type { Route } from "./+types/strapping";
import { CategoryCards } from "~/platform/sections/category-cards";
import { PageSection } from "~/platform/sections/page-section";
import { SectionTitle, TextSection } from "~/platform/sections/text-section";
import { ValuesSection } from "~/platform/sections/values-section";
import { COMPANY_VALUES } from "~/domains/site/public/company-values";
import { Hero } from "~/platform/layout/hero";
import { STRAPPING_PAGE } from "~/domains/site/public/solution-pages";
import { ContactBlock } from "~/domains/leads/public/contact-block";
import { leadFormAction } from "~/domains/leads/public/lead-form-action.server";
import { leadFormClientAction } from "~/domains/leads/public/lead-form-client-action";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

/** The page's copy travels as loader data rather than as code in the page's bundle. */
export function loader() {
  return { page: STRAPPING_PAGE, values: COMPANY_VALUES };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.page.meta, args) : [];
export const action = leadFormAction;
export const clientAction = leadFormClientAction;

export default function Strapping({ loaderData: { page, values } }: Route.ComponentProps) {
  return (
    <main>
      <Hero {...page.hero} image="/art/heroes/zunchos-herramientas.svg" />
      {/* The home page's mobile "Herramientas" link leads here (/zunchos-herramientas#herramientas). */}
      <PageSection id="herramientas">
        <TextSection section={page.intro} picture={page.introPicture} />
        <CategoryCards cards={page.toolCards} />
      </PageSection>
      <PageSection tone="mist">
        <SectionTitle>{page.strapTypes.title}</SectionTitle>
        <p className="mt-5 max-w-3xl text-lg leading-relaxed text-steel">{page.strapTypes.intro}</p>
        <div className="mt-10 grid gap-6 lg:grid-cols-3">
          {page.strapTypes.types.map((type) => (
            <article key={type.name} className="rounded-md border-t-4 border-brand bg-white p-6 shadow-sm">
              <p className="text-sm font-bold uppercase tracking-widest text-brand">{type.name}</p>
              <h3 className="mt-1 text-xl font-extrabold">{type.title}</h3>
              <p className="mt-3 text-steel">{type.text}</p>
              <ul className="mt-4 list-disc space-y-1 pl-5 text-sm text-steel">
                {type.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </PageSection>
      <ValuesSection values={values} />
      <ContactBlock title={page.contactTitle} text={page.contactText} />
    </main>
  );
}
