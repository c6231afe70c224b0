import type { BulletSection as BulletSectionData, Section } from "~/content/types";

export function SectionTitle({
  children,
  id,
  light = false,
}: {
  children: string;
  id?: string;
  light?: boolean;
}) {
  return (
    <h2
      id={id}
      className={`text-2xl font-extrabold tracking-tight sm:text-3xl ${light ? "text-white" : "text-ink"}`}
    >
      <span className="mb-3 block h-1 w-12 bg-brand" aria-hidden="true" />
      {children}
    </h2>
  );
}

/** A titled block of paragraphs. */
export function TextSection({ section, className = "" }: { section: Section; className?: string }) {
  return (
    <section className={className}>
      <SectionTitle>{section.title}</SectionTitle>
      <div className="mt-5 space-y-4 text-base leading-relaxed text-steel sm:text-lg">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}

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
