// Every route module of the route table declares what its answers are for (decision 064): the edge
// never caches a page that says nothing, so a route that forgets would only lose its caching, but a
// per-visitor page declared "public" would leak; each kind is a choice made in the module itself.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { PAGE_KINDS, pageHandleOf } from "~/platform/lib/page-handle";
import routes from "~/routes";

const filesOf = (entries: readonly RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [entry.file, ...filesOf(entry.children ?? [])]);

const files = [...new Set(filesOf(routes))];
const modules = import.meta.glob<{ handle?: unknown }>("../../app/routes/**/*.{ts,tsx}");

describe("the route table's modules", () => {
  it("are all found", () => {
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(Object.keys(modules), file).toContain(`../../app/${file}`);
  });

  it.each(files)("%s declares whether its page is public, private or never stored", async (file) => {
    const module = await modules[`../../app/${file}`]!();
    const handle = pageHandleOf(module.handle);
    expect(handle, `${file} exports no handle with a page kind`).toBeDefined();
    expect(PAGE_KINDS).toContain(handle!.page);
  });
});
