import { NavLink } from "react-router";
import { CONTACT_LINK, MAIN_MENU } from "~/content/navigation";
import { CtaButton } from "../ui/cta-button";
import { DropdownMenu } from "./dropdown-menu";

const LINK =
  "inline-flex items-center py-2 text-sm font-bold tracking-wide hover:text-brand focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:text-brand";

/** The desktop main menu with its dropdowns and the CONTACTO button. */
export function MainMenu({ label }: { label: string }) {
  return (
    <nav aria-label={label} className="flex items-center gap-6">
      <ul className="flex items-center gap-5 xl:gap-7">
        {MAIN_MENU.map((entry) =>
          entry.hasDropdown ? (
            <DropdownMenu key={entry.id} entry={entry} linkClassName={LINK} />
          ) : (
            <li key={entry.id}>
              <NavLink to={entry.link} className={LINK}>
                {entry.name}
              </NavLink>
            </li>
          ),
        )}
      </ul>
      <CtaButton to={CONTACT_LINK.link}>{CONTACT_LINK.name}</CtaButton>
    </nav>
  );
}
