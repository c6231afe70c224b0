import type { PageMeta } from "~/content/types";

/** The <title> and description of a page. */
export function pageMeta(meta: PageMeta) {
  return [{ title: meta.title }, { name: "description", content: meta.description }];
}
