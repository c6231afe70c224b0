import type { Route } from "./+types/complaint-receipt";
import { COMPLAINT_RECEIPT_PAGE } from "~/content/complaints-book";
import { complaintReceiptData } from "~/features/complaints/receipt.server";
import { ComplaintReceiptPage } from "~/features/complaints/receipt-view";
import { pageMeta } from "~/lib/seo";
import type { PageHandle } from "~/lib/page-handle";

export const handle: PageHandle = { page: "no-store" };

// Never stored (its handle) and noindex: it shows the sheet this visitor just filed, named by their
// own signed cookie (app/lib/complaint-receipt-cookie.server.ts).
export async function loader({ request, url }: Route.LoaderArgs) {
  return { meta: COMPLAINT_RECEIPT_PAGE.meta, ...(await complaintReceiptData(request, url)) };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.meta, args, { noindex: true }) : [];

export default function ComplaintReceipt({ loaderData }: Route.ComponentProps) {
  return <ComplaintReceiptPage sheet={loaderData.sheet} legends={loaderData.legends} />;
}
