import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ChevronDownIcon } from "~/platform/ui/icons";
import { useOutsideClick } from "~/platform/ui/use-outside-click";

export interface IndustryOption {
  id: string;
  value: string;
  link: string;
}

/**
 * 'Tipo de industria' (300 px wide): a click on the header toggles the list; choosing an entry shows
 * its label as the selection, closes the list and opens that market's page; a click outside or
 * Escape closes it. Arrow keys move through the entries.
 */
export function IndustryDropdown({
  options,
  placeholder,
}: {
  options: IndustryOption[];
  placeholder: string;
}) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string>();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useOutsideClick(root, open, () => setOpen(false));

  const links = () =>
    Array.from(root.current?.querySelectorAll<HTMLAnchorElement>(`#${CSS.escape(listId)} a`) ?? []);
  const focusLink = (delta: number) => {
    const items = links();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    items[(current + delta + items.length) % items.length]?.focus();
  };

  return (
    <div
      ref={root}
      className="relative w-[300px] max-w-full"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          setOpen(false);
          button.current?.focus();
        } else if (event.key === "ArrowDown") {
          event.preventDefault();
          if (!open) setOpen(true);
          requestAnimationFrame(() => focusLink(1));
        } else if (event.key === "ArrowUp" && open) {
          event.preventDefault();
          focusLink(-1);
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between rounded-sm border-2 border-ink/20 bg-white px-4 py-3 text-left font-semibold text-ink hover:border-brand focus-visible:outline-2 focus-visible:outline-brand"
      >
        <span>{selected ?? placeholder}</span>
        <ChevronDownIcon open={open} className="size-5 text-brand" />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-sm bg-white py-1 shadow-xl ring-1 ring-ink/10"
      >
        {options.map((option) => (
          <li key={option.id}>
            <Link
              to={option.link}
              onClick={() => {
                setSelected(option.value);
                setOpen(false);
              }}
              aria-current={selected === option.value ? "true" : undefined}
              className="block px-4 py-2.5 text-ink hover:bg-mist hover:text-brand focus-visible:bg-mist focus-visible:outline-none aria-[current=true]:font-bold"
            >
              {option.value}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
