/**
 * The page a request path shows: React Router's `.data` requests (`/contacto.data`, `/_root.data`
 * and `/_.data` for `/`, `/productos/_.data` for `/productos/`) and trailing-slash spellings map to
 * the page's own path (`/contacto`, `/`, `/productos`).
 */
export function pagePathOf(pathname: string): string {
  const path = pathname.endsWith(".data")
    ? pathname.slice(0, -".data".length).replace(/(?:^|\/)_(?:root)?$/, "/")
    : pathname;
  return path.length > 1 ? path.replace(/\/+$/, "") || "/" : path;
}
