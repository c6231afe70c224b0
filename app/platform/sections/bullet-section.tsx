import type { BulletSection as BulletSectionData } from "~/platform/content/types";
import { SectionTitle } from "./text-section";

/** A titled bullet list, with an optional introduction. */
export function BulletSection({
  section,
  className = "",
}: {
  section: BulletSectionData;
  className?: string;
}) {
  return (
    <section className={className}>
      <SectionTitle>{section.title}</SectionTitle>
      {section.intro && (
        <p className="mt-5 text-base leading-relaxed text-steel sm:text-lg">{section.intro}</p>
      )}
      <ul className="mt-5 space-y-3">
        {section.items.map((item) => (
          <li key={item} className="flex gap-3 text-base leading-relaxed text-steel">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-1 size-5 shrink-0 text-brand"
              fill="currentColor"
            >
              <path d="M8 13.2 4.8 10 3.4 11.4 8 16l9-9-1.4-1.4z" />
            </svg>
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
