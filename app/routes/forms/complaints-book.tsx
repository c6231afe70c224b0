import type { Route } from "./+types/complaints-book";
import {
  COMPLAINT_DEFINITIONS,
  COMPLAINT_LEGENDS,
  COMPLAINTS_BOOK_NOTICE,
  COMPLAINTS_BOOK_PAGE,
  supplierOf,
} from "~/domains/complaints/complaints-book";
import { getCompanyContact } from "~/platform/settings/company-settings.server";
import { complaintAction } from "~/domains/complaints/public/complaint-action.server";
import { complaintClientAction } from "~/domains/complaints/public/complaint-client-action";
import { ComplaintsBookView } from "~/domains/complaints/complaints-book-view";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

// The virtual Libro de Reclamaciones (docs/decisions/036-libro-de-reclamaciones.md): open to anyone,
// the same page for every visitor (cached like the other public pages); its copy travels as loader
// data rather than as code in the page's bundle.
export async function loader() {
  const supplier = supplierOf(await getCompanyContact());
  return {
    meta: COMPLAINTS_BOOK_PAGE.meta,
    copy: {
      title: COMPLAINTS_BOOK_PAGE.title,
      intro: COMPLAINTS_BOOK_PAGE.intro,
      formTitle: COMPLAINTS_BOOK_PAGE.formTitle,
      notice: COMPLAINTS_BOOK_NOTICE,
      supplier,
      legends: COMPLAINT_LEGENDS,
      form: { definitions: COMPLAINT_DEFINITIONS },
    },
  };
}

export const meta = (args: Route.MetaArgs) => (args.loaderData ? pageMeta(args.loaderData.meta, args) : []);
export const action = complaintAction;
export const clientAction = complaintClientAction;

export default function ComplaintsBook({ loaderData }: Route.ComponentProps) {
  return <ComplaintsBookView copy={loaderData.copy} />;
}
