import { useRouteLoaderData } from "react-router";
import type { CompanyContact } from "~/platform/lib/company-contact";

/**
 * The company's contact data from the root loader (the settings staff edit at /admin/ajustes,
 * decision 044): data with every page, not a constant in the pages' scripts. Undefined only when the
 * root loader failed (the error page then shows no contact data).
 */
export function useCompany(): CompanyContact | undefined {
  return (useRouteLoaderData("root") as { company?: CompanyContact } | undefined)?.company;
}
