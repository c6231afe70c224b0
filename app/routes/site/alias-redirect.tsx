import { redirect } from "react-router";
import type { Route } from "./+types/alias-redirect";
import { ALIASES } from "~/lib/site-paths";

// The SPEC's alternative spellings of pages: permanent redirects to the canonical address.
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const target = ALIASES[url.pathname.slice(1)] ?? "/";
  return redirect(`${target}${url.search}`, 301);
}
