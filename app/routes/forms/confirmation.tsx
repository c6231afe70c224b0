import type { Route } from "./+types/confirmation";
import { CONFIRMATION_PAGE } from "~/domains/leads/public/service-page";
import { confirmationPageData } from "~/domains/leads/public/confirmation.server";
import { ConfirmationView } from "~/domains/leads/public/confirmation-view";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "no-store" };

// Never stored (its handle) and noindex: it may show what this visitor just sent, named by their own
// signed cookie (docs/decisions/034-confirmation-cookie.md).
export const loader = ({ request, url }: Route.LoaderArgs) => confirmationPageData(request, url);

export const meta = (args: Route.MetaArgs) => pageMeta(CONFIRMATION_PAGE.meta, args, { noindex: true });

export default function Confirmation({ loaderData }: Route.ComponentProps) {
  return <ConfirmationView {...loaderData} />;
}
