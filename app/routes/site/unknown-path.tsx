import { redirect } from "react-router";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

// SPEC: any unknown path redirects to the home page (temporary, so a page added later is not shadowed).
export function loader() {
  return redirect("/", 302);
}
