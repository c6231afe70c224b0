import { useLocation } from "react-router";
import { CONTACT_LINK, MAIN_MENU } from "~/platform/content/navigation";
import { CtaButton } from "~/platform/ui/cta-button";
import { AppAnchor, useClientNavigation } from "./client-navigation";
import { DropdownMenu } from "./dropdown-menu";

const LINK =
  "inline-flex items-center py-2 text-sm font-bold tracking-wide hover:text-brand focus-visible:outline-2 focus-visible:outline-brand aria-[current=page]:text-brand";

/** The desktop main menu with its dropdowns and the CONTACTO button. */
export function MainMenu({ label }: { label: string }) {
  const { pathname } = useLocation();
  const onClick = useClientNavigation();
  return (
    // Plain anchors (Enter on a link is a click too): this one handler navigates in the app.
    <nav aria-label={label} className="flex items-center gap-6" onClick={onClick}>
      <ul className="flex items-center gap-5 xl:gap-7">
        {MAIN_MENU.map((entry) =>
          entry.hasDropdown ? (
            <DropdownMenu key={entry.id} entry={entry} linkClassName={LINK} currentPath={pathname} />
          ) : (
            <li key={entry.id}>
              <AppAnchor to={entry.link} currentPath={pathname} className={LINK}>
                {entry.name}
              </AppAnchor>
            </li>
          ),
        )}
      </ul>
      <CtaButton to={CONTACT_LINK.link}>{CONTACT_LINK.name}</CtaButton>
    </nav>
  );
}
