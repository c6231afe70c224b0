import { useEffect, useState } from "react";
import { Logo } from "./logo";
import { MainMenu } from "./main-menu";

/** Share of the page the visitor must have scrolled past before the compact menu may appear. */
export const STICKY_MENU_THRESHOLD = 0.05;

/**
 * Desktop only: a compact copy of the menu, shown while the visitor scrolls up past 5% of the page.
 * Its content is rendered the first time it is shown (never on the server: it is hidden until a
 * script sees a scroll), so a page render pays for one copy of the menu, not two.
 */
export function StickyMenu() {
  const [visible, setVisible] = useState(false);
  const [shown, setShown] = useState(false);
  if (visible && !shown) setShown(true);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const scrollable = document.documentElement.scrollHeight - window.innerHeight;
      const past = scrollable > 0 && y / scrollable > STICKY_MENU_THRESHOLD;
      if (y < last && past) setVisible(true);
      else if (y > last || !past) setVisible(false);
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <div
      data-testid="sticky-menu"
      aria-hidden={!visible}
      inert={!visible}
      className={`fixed inset-x-0 top-0 z-40 hidden border-b border-ink/10 bg-white/95 shadow-md backdrop-blur transition-transform duration-300 lg:block ${
        visible ? "translate-y-0" : "-translate-y-full"
      }`}
    >
      {shown && (
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-6">
          <Logo compact lazy />
          <MainMenu label="Menú compacto" />
        </div>
      )}
    </div>
  );
}
