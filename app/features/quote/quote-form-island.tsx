import { lazyIsland } from "~/components/ui/lazy-island";

/** The quotation form (./quote-form) with its form library in a chunk of its own. */
export const QuoteForm = lazyIsland(() => import("./quote-form").then((module) => module.QuoteForm));
