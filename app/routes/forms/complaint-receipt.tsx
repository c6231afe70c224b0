import type { Route } from "./+types/complaint-receipt";
import { COMPLAINT_RECEIPT_PAGE } from "~/domains/complaints/complaints-book";
import { complaintReceiptData } from "~/domains/complaints/public/receipt.server";
import { ComplaintReceiptPage } from "~/domains/complaints/public/receipt-view";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "no-store" };

// Never stored (its handle) and noindex: it shows the sheet this visitor just filed, named by their
// own signed cookie (app/domains/complaints/public/complaint-receipt-cookie.server.ts).
export async function loader({ request, url }: Route.LoaderArgs) {
  return { meta: COMPLAINT_RECEIPT_PAGE.meta, ...(await complaintReceiptData(request, url)) };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.meta, args, { noindex: true }) : [];

export default function ComplaintReceipt({ loaderData }: Route.ComponentProps) {
  return <ComplaintReceiptPage sheet={loaderData.sheet} legends={loaderData.legends} />;
}
