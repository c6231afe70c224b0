import { lazyIsland } from "~/components/ui/lazy-island";

/** The contact and service form (./lead-form) with its form library in a chunk of its own. */
export const LeadForm = lazyIsland(() => import("./lead-form").then((module) => module.LeadForm));
