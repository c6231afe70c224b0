import type { Route } from "./+types/complaint-receipt-pdf";
import { complaintReceiptPdf } from "~/domains/complaints/public/receipt.server";
import type { PageHandle } from "~/platform/lib/page-handle";

/** The sheet this visitor just filed: never stored anywhere. */
export const handle: PageHandle = { page: "no-store" };

/** The PDF of the sheet this browser just filed (its signed cookie names it); 404 otherwise. */
export function loader({ request, url }: Route.LoaderArgs) {
  return complaintReceiptPdf(request, url);
}
