import type { MetaFunction } from "react-router";
import { RESOURCES_PAGE } from "~/content/service-page";
import { pageMeta } from "~/lib/seo";

export const meta: MetaFunction = (args) => pageMeta(RESOURCES_PAGE.meta, args);

// SPEC: the resources page shows only the word 'Recursos'.
export default function Resources() {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-7xl items-center px-6 py-20">
      <h1 className="text-4xl font-extrabold">Recursos</h1>
    </main>
  );
}
