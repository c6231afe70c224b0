import { ImageCard } from "~/platform/sections/image-card";
import { PageSection } from "~/platform/sections/page-section";
import { SectionTitle } from "~/platform/sections/text-section";
import type { IndustryCard } from "./market-pages";
import { IndustryDropdown } from "./industry-dropdown";

const INDUSTRY_PLACEHOLDER = "Tipo de industria";

/**
 * The industries block: the 'Tipo de industria' dropdown and a card per market: 1 column, then 2, then
 * 5 from 1024 px, so the ten markets fill their rows (5 × 2) with no lone last card.
 */
export function IndustriesBlock({
  title,
  text,
  markets,
}: {
  title: string;
  text: string;
  markets: IndustryCard[];
}) {
  return (
    <PageSection tone="mist" labelledBy="industrias">
      <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
        <div className="max-w-2xl">
          <SectionTitle id="industrias">{title}</SectionTitle>
          <p className="mt-5 text-lg leading-relaxed text-steel">{text}</p>
        </div>
        <IndustryDropdown
          placeholder={INDUSTRY_PLACEHOLDER}
          options={markets.map((market) => ({
            id: market.slug,
            value: market.dropdownLabel,
            link: `/${market.slug}`,
          }))}
        />
      </div>
      <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-5 lg:gap-5">
        {markets.map((market) => (
          <li key={market.slug}>
            <ImageCard
              src={market.image.src}
              alt={market.image.alt}
              title={market.menuLabel}
              text={market.description}
              to={`/${market.slug}`}
              width={1200}
              height={800}
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
