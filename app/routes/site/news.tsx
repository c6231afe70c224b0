import type { MetaFunction } from "react-router";
import { NEWS_PAGE } from "~/domains/leads/public/service-page";
import { pageMeta } from "~/platform/seo/seo";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

// Not indexed (and not in the sitemap, app/platform/lib/public-paths.ts) while it has no content.
export const meta: MetaFunction = (args) => pageMeta(NEWS_PAGE.meta, args, { noindex: true });

// SPEC: a placeholder that shows only the word 'News'.
export default function News() {
  return (
    <main className="mx-auto flex min-h-[50vh] max-w-7xl items-center px-6 py-20">
      <h1 className="text-4xl font-extrabold" lang="en">
        News
      </h1>
    </main>
  );
}
