// The back office's complaints book addresses: /admin/reclamaciones (?vista=…&pagina=…),
// /admin/reclamaciones/{id}, its PDF, and the CSV export.
import { COMPLAINT_LIST_VIEWS, type ComplaintListView } from "../complaint-book";
import { recordIdOf } from "~/platform/data/record-id";
import { pageOf } from "~/platform/admin-kit/page-param";

export const COMPLAINTS_PATH = "/admin/reclamaciones";
export const COMPLAINTS_EXPORT_PATH = "/admin/reclamaciones/exportar";
export const COMPLAINT_NOT_FOUND_MESSAGE = "No encontramos esta hoja de reclamación.";

export const complaintPath = (id: number) => `${COMPLAINTS_PATH}/${id}`;
export const complaintPdfPath = (id: number) => `${COMPLAINTS_PATH}/${id}/pdf`;

/** A sheet id from the address: decimal digits only, within the ids a table holds. */
export const complaintIdOf = (param: string | undefined) => recordIdOf(param);

export interface ComplaintListQuery {
  view: ComplaintListView;
  page: number;
}

/** The list's view and page from its address; anything unreadable is "todas", page 1. */
export function complaintListQueryOf(params: URLSearchParams): ComplaintListQuery {
  const view = params.get("vista");
  return {
    view: (COMPLAINT_LIST_VIEWS as readonly string[]).includes(view ?? "")
      ? (view as ComplaintListView)
      : "todas",
    page: pageOf(params.get("pagina")),
  };
}

export function complaintListHref(query: ComplaintListQuery): string {
  const params = new URLSearchParams();
  if (query.view !== "todas") params.set("vista", query.view);
  if (query.page > 1) params.set("pagina", String(query.page));
  const search = params.toString();
  return search ? `${COMPLAINTS_PATH}?${search}` : COMPLAINTS_PATH;
}
