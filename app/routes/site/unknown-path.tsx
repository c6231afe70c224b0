import { redirect } from "react-router";

// SPEC: any unknown path redirects to the home page (temporary, so a page added later is not shadowed).
export function loader() {
  return redirect("/", 302);
}
