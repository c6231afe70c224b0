import { useEffect, useId, useRef, useState } from "react";
import { ChevronDownIcon } from "~/platform/ui/icons";
import { useOutsideClick } from "~/platform/ui/use-outside-click";
import type { MenuEntry } from "~/platform/content/navigation";
import { AppAnchor, isCurrentPath } from "./client-navigation";

const CLOSE_DELAY_MS = 150;

/**
 * A top-level menu entry with a dropdown (disclosure navigation): the entry itself is a link, a
 * button beside it opens the list. Opens on hover, on keyboard focus of the button and on
 * Enter/Space/ArrowDown; closes on Escape (focus returns to the button), on a click outside and when
 * focus leaves the entry.
 */
export function DropdownMenu({
  entry,
  linkClassName,
  currentPath,
}: {
  entry: MenuEntry;
  linkClassName: string;
  /** The path shown, for `aria-current`; a click on a link is navigated by the menu's handler. */
  currentPath: string;
}) {
  const [open, setOpenState] = useState(false);
  // Hover and click can arrive before a re-render: handlers read the latest state from here.
  const isOpen = useRef(false);
  const setOpen = (value: boolean) => {
    isOpen.current = value;
    setOpenState(value);
  };
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Opened by hover or keyboard focus: a click (or Enter) then keeps it open instead of closing it. */
  const openedPassively = useRef(false);
  /** Focus given back by Escape must not reopen the list. */
  const returningFocus = useRef(false);
  const listId = useId();

  useOutsideClick(root, open, () => setOpen(false));

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = (passively = false) => {
    clearTimeout(closeTimer.current);
    if (!isOpen.current) openedPassively.current = passively;
    setOpen(true);
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  return (
    <li
      ref={root}
      className="relative flex items-center"
      onMouseEnter={() => show(true)}
      onMouseLeave={hideSoon}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape" && isOpen.current) {
          event.stopPropagation();
          setOpen(false);
          returningFocus.current = true;
          button.current?.focus();
          returningFocus.current = false;
        }
      }}
    >
      <AppAnchor
        to={entry.link}
        currentPath={currentPath}
        className={linkClassName}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            show();
          }
        }}
      >
        {entry.name}
      </AppAnchor>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={`Submenú ${entry.name.toLowerCase()}`}
        className="-ml-1 grid size-8 place-items-center rounded-sm text-current hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
        onClick={() => {
          if (isOpen.current && openedPassively.current) openedPassively.current = false;
          else setOpen(!isOpen.current);
        }}
        onFocus={(event) => {
          if (!returningFocus.current && event.currentTarget.matches(":focus-visible")) show(true);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            show();
            requestAnimationFrame(() =>
              root.current?.querySelector<HTMLAnchorElement>(`#${CSS.escape(listId)} a`)?.focus(),
            );
          }
        }}
      >
        <ChevronDownIcon open={open} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-50 min-w-64 rounded-b-md border-t-4 border-brand bg-white py-2 shadow-xl"
      >
        {entry.submenu.map((item) => (
          <li key={item.link}>
            <AppAnchor
              to={item.link}
              currentPath={currentPath}
              onClick={() => setOpen(false)}
              className={`block px-5 py-2.5 text-sm font-semibold hover:bg-mist hover:text-brand focus-visible:bg-mist focus-visible:outline-none ${
                isCurrentPath(currentPath, item.link) ? "text-brand" : "text-ink"
              }`}
            >
              {item.name}
            </AppAnchor>
          </li>
        ))}
      </ul>
    </li>
  );
}
