import { type ReactNode, useId, useRef, useState } from "react";
import type { ProductDetails } from "../server/catalog.server";

interface Tab {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * Especificaciones (only if any), Información (the default), Descargas and Videos (only if any), as
 * an ARIA tablist: arrow keys, Home and End move between tabs. Every panel is in the HTML. The tabs
 * wrap onto a second line on a narrow screen rather than scroll out of sight.
 */
export function ProductTabs({ details, productName }: { details: ProductDetails; productName: string }) {
  const tabs: Tab[] = [];
  if (details.specifications.length > 0)
    tabs.push({
      id: "especificaciones",
      label: "Especificaciones",
      panel: <Specifications details={details} />,
    });
  tabs.push({
    id: "informacion",
    label: "Información",
    panel: <Information information={details.information} />,
  });
  if (details.downloads.length > 0)
    tabs.push({ id: "descargas", label: "Descargas", panel: <Downloads details={details} /> });
  if (details.videos.length > 0)
    tabs.push({
      id: "videos",
      label: "Videos",
      panel: <Videos videos={details.videos} productName={productName} />,
    });

  const [selected, setSelected] = useState("informacion");
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const select = (position: number) => {
    const index = (position + tabs.length) % tabs.length;
    setSelected(tabs[index]!.id);
    tabRefs.current[index]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Detalles del producto"
        className="flex flex-wrap gap-x-1 border-b border-ink/15"
      >
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${tab.id}-tab`}
              aria-selected={active}
              aria-controls={`${baseId}-${tab.id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => {
                const moves: Record<string, number> = {
                  ArrowRight: index + 1,
                  ArrowLeft: index - 1,
                  Home: 0,
                  End: tabs.length - 1,
                };
                const target = moves[event.key];
                if (target !== undefined) {
                  event.preventDefault();
                  select(target);
                }
              }}
              className={`-mb-px border-b-3 px-3 py-3 text-sm font-bold uppercase tracking-wide sm:px-5 focus-visible:outline-2 focus-visible:outline-brand ${
                active ? "border-brand text-brand" : "border-transparent text-steel hover:text-ink"
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-${tab.id}-panel`}
          aria-labelledby={`${baseId}-${tab.id}-tab`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className="py-6 focus-visible:outline-2 focus-visible:outline-brand"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

function Specifications({ details }: { details: ProductDetails }) {
  return (
    <dl className="divide-y divide-ink/10 rounded-md border border-ink/10">
      {details.specifications.map((item) => (
        <div key={item.key} className="grid grid-cols-[minmax(8rem,1fr)_2fr] gap-4 px-4 py-3 odd:bg-mist">
          <dt className="text-sm font-semibold text-ink">{item.key}</dt>
          <dd className="text-sm text-steel">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Information({ information }: { information: ProductDetails["information"] }) {
  if (typeof information === "string") return <p className="leading-relaxed text-steel">{information}</p>;
  return (
    <ul className="list-disc space-y-2 pl-5 text-steel marker:text-brand">
      {information.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

function Downloads({ details }: { details: ProductDetails }) {
  return (
    <ul className="space-y-3">
      {details.downloads.map((download) => (
        <li key={download.link}>
          <a
            href={download.link}
            download
            type="application/pdf"
            className="inline-flex items-center gap-3 font-semibold text-brand underline-offset-4 hover:underline"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
              <path d="M6 2h9l5 5v15H6zm8 1.5V8h4.5zM11 11v5.2l-2.1-2.1-1.4 1.4 4.5 4.5 4.5-4.5-1.4-1.4-2.1 2.1V11z" />
            </svg>
            {download.name}
            <span className="sr-only">(descargar PDF)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Each video is a button until the visitor asks for it; only then is the player loaded. */
function Videos({ videos, productName }: { videos: string[]; productName: string }) {
  const [playing, setPlaying] = useState<string[]>([]);
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {videos.map((videoId, index) => {
        const title = `Video ${index + 1} de ${productName}`;
        return (
          <li key={videoId} className="aspect-video overflow-hidden rounded-md bg-ink">
            {playing.includes(videoId) ? (
              <iframe
                src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
                title={title}
                allow="autoplay; encrypted-media; picture-in-picture"
                allowFullScreen
                className="size-full"
              />
            ) : (
              <button
                type="button"
                onClick={() => setPlaying((list) => [...list, videoId])}
                className="group flex size-full flex-col items-center justify-center gap-3 text-white focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-white"
              >
                <span className="grid size-16 place-items-center rounded-full bg-brand transition-transform group-hover:scale-110">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="ml-1 size-8" fill="currentColor">
                    <path d="M7 4.5v15l12-7.5z" />
                  </svg>
                </span>
                <span className="text-sm font-semibold">Reproducir {title.toLowerCase()}</span>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
