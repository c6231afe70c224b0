import { type AnchorHTMLAttributes, type MouseEvent, useCallback } from "react";
import { useNavigate } from "react-router";

/**
 * Menus and footer render plain anchors (a router `Link` costs hooks and context reads on every
 * server render, and a page has over a hundred of them); one click handler on their container makes
 * a click on any of them a client-side navigation, as `Link` would. See decision 026.
 */
export function useClientNavigation(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element).closest("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
      if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
      if (anchor.hasAttribute("data-reload-document")) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = url.pathname + url.search + url.hash;
      const { pathname, search, hash } = window.location;
      // As Link does: a click on a link to the page shown replaces its history entry.
      navigate(to, { replace: to === pathname + search + hash });
    },
    [navigate],
  );
}

/**
 * NavLink's rule for the page shown (case-insensitive): the same path, or a path below it unless
 * `end` (the root `/` only matches itself).
 */
export function isCurrentPath(pathname: string, to: string, end = false): boolean {
  const target = to.replace(/[?#].*$/, "").toLowerCase();
  const shown = pathname.toLowerCase();
  if (shown === target) return true;
  if (end || target === "/") return false;
  const base = target.endsWith("/") ? target.slice(0, -1) : target;
  return shown.startsWith(base + "/");
}

interface AppAnchorProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  /** The path shown, to mark the link to it with `aria-current="page"` as NavLink does; omit for Link's behaviour. */
  currentPath?: string;
  end?: boolean;
}

/**
 * A plain anchor to a page of the site, for a container with useClientNavigation's handler.
 * `data-discover` lets React Router learn its route ahead of the click, as it does for a Link.
 */
export function AppAnchor({ to, currentPath, end, ...rest }: AppAnchorProps) {
  const current = currentPath !== undefined && isCurrentPath(currentPath, to, end);
  return <a href={to} data-discover="true" aria-current={current ? "page" : undefined} {...rest} />;
}
