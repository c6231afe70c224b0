import { Figures } from "./figures";
import { PageSection } from "./page-section";
import { SectionTitle } from "./text-section";

interface GlobalPresenceProps {
  title: string;
  text: string;
  figures: { value: string; label: string }[];
  promises?: string[];
}

/** The dark band with the group's figures (home and about us). */
export function GlobalPresence({ title, text, figures, promises }: GlobalPresenceProps) {
  return (
    <PageSection tone="ink" labelledBy="presencia-global">
      <SectionTitle id="presencia-global" light>
        {title}
      </SectionTitle>
      <p className="mt-5 max-w-3xl text-lg text-white/85">{text}</p>
      <div className="mt-10">
        <Figures figures={figures} />
      </div>
      {promises && (
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {promises.map((promise) => (
            <li key={promise} className="rounded-md bg-white/5 p-6 text-white/90 ring-1 ring-white/10">
              {promise}
            </li>
          ))}
        </ul>
      )}
    </PageSection>
  );
}
