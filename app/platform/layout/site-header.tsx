import type { ReactNode } from "react";
import { Logo } from "./logo";
import { MainMenu } from "./main-menu";
import { MobileMenu } from "./mobile-menu";
import { StickyMenu } from "./sticky-menu";
import { TopBar } from "./top-bar";

/** Every page's header: desktop top bar and menu with its sticky compact copy; mobile bar and menu. */
export function SiteHeader({ quoteBadge }: { quoteBadge: ReactNode }) {
  return (
    <header>
      <TopBar quoteBadge={quoteBadge} />
      <div className="hidden border-b border-ink/10 bg-white lg:block">
        <div className="mx-auto flex h-20 max-w-7xl items-center justify-between gap-6 px-6">
          <Logo />
          <MainMenu label="Principal" />
        </div>
      </div>
      <StickyMenu />
      <MobileMenu quoteBadge={quoteBadge} />
    </header>
  );
}
