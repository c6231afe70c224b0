import { redirect } from "react-router";
import type { Route } from "./+types/alias-redirect";
import { ALIASES } from "~/platform/lib/site-paths";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

// The SPEC's alternative spellings of pages: permanent redirects to the canonical address. The route's
// own path in the route table (its pattern, "envolvedoras") names the alias; `url` is the address
// without React Router's `.data` suffix and `_routes` parameter, so the visitor's query string is kept
// and nothing else.
export function loader({ pattern, url }: Route.LoaderArgs) {
  const target = ALIASES[pattern.replace(/^\//, "")] ?? "/";
  return redirect(`${target}${url.search}`, 301);
}
