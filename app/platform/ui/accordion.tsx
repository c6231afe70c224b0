import type { ReactNode } from "react";

export interface AccordionItem {
  title: string;
  content: ReactNode;
}

/**
 * One item open at a time, the first open initially, clicking the open item closes it: native
 * exclusive <details> (same `name`), so it works before and without JavaScript.
 */
export function Accordion({ items, name }: { items: AccordionItem[]; name: string }) {
  return (
    <div className="divide-y divide-ink/15 border-y border-ink/15">
      {items.map((item, index) => (
        <details key={item.title} name={name} open={index === 0} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-4 text-lg font-bold text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
            <span>{item.title}</span>
            <span
              aria-hidden="true"
              className="text-2xl leading-none text-brand transition-transform group-open:rotate-45"
            >
              +
            </span>
          </summary>
          <div className="pb-5 text-steel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
