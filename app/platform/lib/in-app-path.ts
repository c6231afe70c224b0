/**
 * The in-app path of a link target, or undefined when it must open as an ordinary external link:
 * relative paths and absolute addresses on one of the site's own origins navigate in-app.
 */
export function inAppPath(href: string, origins: readonly string[]): string | undefined {
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  try {
    const url = new URL(href);
    return origins.includes(url.origin) ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}
