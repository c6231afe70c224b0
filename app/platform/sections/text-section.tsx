import type { ReactNode } from "react";
import type { Figure, ImageRef, Section } from "~/platform/content/types";

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

/**
 * A titled block of paragraphs. A page's introduction brings something to stand beside it: key
 * `figures` (with `children` below them), a 4:3 `picture` shown whole, or `children` alone. Then, from
 * 1024 px, text and aside share the full width (`.intro`, `.key-figures`, `.intro-picture` in
 * app.css), so no introduction leaves the right of the page empty. One component rather than three:
 * every page's first load carries it (the budget).
 */
export function TextSection({
  section,
  className = "",
  figures,
  picture,
  children,
}: {
  section: Section;
  className?: string;
  figures?: Figure[];
  picture?: ImageRef;
  children?: ReactNode;
}) {
  const aside = figures ? (
    <div className="key-figures">
      <dl>
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </div>
  ) : picture ? (
    <img {...picture} width={800} height={600} loading="lazy" className="intro-picture" />
  ) : (
    children
  );
  return (
    <section className={aside ? `intro ${className}` : className}>
      <div>
        <SectionTitle>{section.title}</SectionTitle>
        <div className="mt-5 space-y-4 text-base leading-relaxed text-steel sm:text-lg">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
      </div>
      {aside}
    </section>
  );
}
