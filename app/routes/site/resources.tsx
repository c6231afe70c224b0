import type { Route } from "./+types/resources";
import { PageSection } from "~/platform/sections/page-section";
import { Hero } from "~/platform/layout/hero";
import { RESOURCES_PAGE } from "~/domains/leads/public/service-page";
import {
  DATASHEET_QUERY_MAX_LENGTH,
  DATASHEET_QUERY_PARAM,
  DatasheetLibraryView,
} from "~/domains/catalogue/public/datasheet-library";
import { pageMeta } from "~/platform/seo/seo";
import { listDatasheets } from "~/domains/catalogue/server/datasheets.server";
import { displayCategoryName } from "~/domains/catalogue/category-name";
import type { PageHandle } from "~/platform/lib/page-handle";

export const handle: PageHandle = { page: "public" };

export async function loader({ url }: Route.LoaderArgs) {
  const query = (url.searchParams.get(DATASHEET_QUERY_PARAM) ?? "")
    .trim()
    .slice(0, DATASHEET_QUERY_MAX_LENGTH);
  const library = await listDatasheets(query);
  // Each sheet's own category can be a top category, stored in capitals: shown in sentence case too.
  const groups = library.groups.map(({ category, sheets }) => ({
    category: { ...category, name: displayCategoryName(category.name) },
    sheets: sheets.map((sheet) => ({ ...sheet, category: displayCategoryName(sheet.category) })),
  }));
  return { page: RESOURCES_PAGE, query, library: { ...library, groups } };
}

export const meta = (args: Route.MetaArgs) =>
  args.loaderData ? pageMeta(args.loaderData.page.meta, args) : [];

/** /recursos: the datasheet library (a SPEC deviation: the SPEC's page shows only the word). */
export default function Resources({ loaderData: { page, query, library } }: Route.ComponentProps) {
  return (
    <main>
      <Hero {...page.hero} image="/art/heroes/recursos.svg" />
      <PageSection>
        <DatasheetLibraryView library={library} query={query} />
      </PageSection>
    </main>
  );
}
