import { expect, type Page, test } from "./support/test";
import { ALIASES } from "../../app/platform/lib/site-paths";
import { waitForHydration } from "./support/hydration";

/**
 * Every internal link of the site, followed by a click as a visitor does: a client-side navigation
 * that fetches the next page's `.data`, unlike `page.goto`, which loads the document. Starting on the
 * hydrated home page, the crawl collects the links a visitor can reach at this width (header and its
 * dropdowns, the mobile menu, footer, page body) on every page it reaches, and clicks each once,
 * on the page it is on when the link is there, else on a page where it was found.
 */

type Region = "header" | "mobile menu" | "footer" | "body";

interface FoundLink {
  region: Region;
  /** Path, query and hash of the link's address. */
  path: string;
}

interface Target extends FoundLink {
  /** The page where it was first found. */
  from: string;
}

/** What a visitor must do before the link can be clicked. */
type Reveal = "none" | "open" | "missing";

declare global {
  interface Window {
    inAppLinks: {
      list(): FoundLink[];
      /** Marks the first reachable link (data-e2e-link) and the control that shows it (data-e2e-reveal). */
      mark(region: Region, path: string): Reveal;
    };
    sameDocument?: boolean;
  }
}

/** Installed in every document: finds the internal links a visitor can reach at this width. */
function installLinkFinder() {
  const DOWNLOAD = /\.(pdf|zip|docx?|xlsx?|csv|png|jpe?g|webp|avif|gif|svg|mp4|webm)$/i;
  const menuOpener = () => document.querySelector<HTMLElement>('button[aria-haspopup="dialog"]');
  /** The control that shows a hidden link (a dropdown's toggle, the menu button), if it is closed. */
  const revealer = (anchor: HTMLAnchorElement): HTMLElement | null | undefined => {
    const dialog = anchor.closest("dialog");
    if (dialog) return dialog.open ? null : menuOpener();
    const list = anchor.closest<HTMLElement>("[hidden][id]");
    if (list) return document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(list.id)}"]`);
    const details = anchor.closest("details:not([open])");
    if (details) return details.querySelector("summary");
    return null;
  };
  const reachable = (anchor: HTMLAnchorElement) => {
    const control = revealer(anchor);
    return control === null ? anchor.checkVisibility() : Boolean(control?.checkVisibility());
  };
  const region = (anchor: HTMLAnchorElement): Region =>
    anchor.closest("dialog")
      ? "mobile menu"
      : anchor.closest("header")
        ? "header"
        : anchor.closest("footer")
          ? "footer"
          : "body";
  const internalPath = (anchor: HTMLAnchorElement) => {
    const raw = anchor.getAttribute("href") ?? "";
    if (raw === "" || raw.startsWith("#") || anchor.hasAttribute("download")) return undefined;
    if (anchor.target && anchor.target !== "_self") return undefined;
    const url = new URL(anchor.href);
    if (url.origin !== location.origin || DOWNLOAD.test(url.pathname)) return undefined;
    if (url.pathname.startsWith("/api/") || url.pathname.startsWith("/media/")) return undefined;
    return url.pathname + url.search + url.hash;
  };
  const links = () =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>("a[href]")).flatMap((anchor) => {
      const path = internalPath(anchor);
      return path !== undefined && reachable(anchor) ? [{ anchor, path, region: region(anchor) }] : [];
    });
  window.inAppLinks = {
    list: () => links().map(({ path, region }) => ({ path, region })),
    mark(wanted, path) {
      for (const marked of document.querySelectorAll("[data-e2e-link], [data-e2e-reveal]")) {
        marked.removeAttribute("data-e2e-link");
        marked.removeAttribute("data-e2e-reveal");
      }
      const found = links().find((link) => link.region === wanted && link.path === path);
      if (!found) return "missing";
      found.anchor.setAttribute("data-e2e-link", "");
      const control = revealer(found.anchor);
      if (!control) return "none";
      control.setAttribute("data-e2e-reveal", "");
      return "open";
    },
  };
}

/** Where a click on a link to `path` ends: the SPEC's alias spellings redirect to their page. */
function destination(path: string): string {
  const url = new URL(path, "http://site");
  const alias = ALIASES[url.pathname.slice(1)];
  return (alias ?? url.pathname) + url.search;
}

const keyOf = (link: FoundLink) => `${link.region} ${link.path}`;

const here = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

async function load(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => (window.sameDocument = true));
}

/**
 * Runs `action` (a click, the back button) and waits until the app shows `expected`: the router is
 * idle there and React has rendered it (the router's state changes before React shows the page, so
 * the page shown before must be gone: another <main>, or another canonical address).
 */
async function navigate(page: Page, expected: string, action: () => Promise<unknown>): Promise<void> {
  const samePage = expected === here(page);
  const canonicalBefore = await page.evaluate(() => {
    document.querySelector("main")?.setAttribute("data-e2e-left", "");
    return document.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? "";
  });
  await action();
  await page.waitForFunction(
    ([path, same, canonical]) => {
      const router = (window as { __reactRouterDataRouter?: { state: { navigation: { state: string } } } })
        .__reactRouterDataRouter;
      const shown =
        same ||
        !document.querySelector("main[data-e2e-left]") ||
        document.querySelector('link[rel="canonical"]')?.getAttribute("href") !== canonical;
      return (
        router?.state.navigation.state === "idle" && location.pathname + location.search === path && shown
      );
    },
    [expected, samePage, canonicalBefore] as const,
    { timeout: 10_000 },
  );
}

const firstLine = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0] : String(error));

test("every internal link, followed by a click, opens its page", async ({ page }, testInfo) => {
  // About 170 links at desktop; minutes only on a loaded machine.
  test.setTimeout(360_000);
  const problems: string[] = [];
  /** Recorded, and written out at once: a run that times out still shows what it saw. */
  const report = (problem: string) => {
    problems.push(problem);
    process.stdout.write(`${testInfo.project.name}: ${problem}\n`);
  };
  /** What the browser is doing, to which the problems seen are attributed. */
  let current = "loading /";
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith(".data") && response.status() >= 400)
      report(`${current}: ${url.pathname}${url.search} answered ${response.status()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error") report(`${current}: console error: ${message.text()}`);
  });
  page.on("pageerror", (error) => report(`${current}: page error: ${error.message}`));
  await page.addInitScript(installLinkFinder);

  const targets = new Map<string, Target>();
  const visited = new Set<string>();
  /** Links on the page the browser shows now, and the page shown before it in this document. */
  let present = new Set<string>();
  let previous: string | undefined;
  const collect = async () => {
    const from = here(page);
    const found = await page.evaluate(() => window.inAppLinks.list());
    for (const link of found) if (!targets.has(keyOf(link))) targets.set(keyOf(link), { ...link, from });
    present = new Set(found.map(keyOf));
  };
  const restart = async (path: string) => {
    current = `loading ${path}`;
    await load(page, path);
    previous = undefined;
    await collect();
  };
  const trace = (text: string) => {
    if (process.env.E2E_TRACE_LINKS) process.stdout.write(`${Date.now() - started} ms ${text}\n`);
  };

  const started = Date.now();
  await restart("/");
  for (;;) {
    const pending = [...targets.values()].filter((target) => !visited.has(keyOf(target)));
    if (pending.length === 0) break;
    let target = pending.find((candidate) => present.has(keyOf(candidate)));
    if (!target) {
      target = pending[0]!;
      // Back to a page that has the link: with the back button when it was the page before.
      if (target.from === previous) {
        current = `going back from ${here(page)} to ${target.from}`;
        trace(current);
        const back = target.from;
        await navigate(page, back, () => page.goBack()).then(
          () => {
            previous = undefined;
            return collect();
          },
          (error: unknown) => report(`${current}: ${firstLine(error)}`),
        );
      }
      if (!present.has(keyOf(target))) await restart(target.from);
    }
    visited.add(keyOf(target));
    const from = here(page);
    current = `${target.region} link to ${target.path} (on ${from})`;
    trace(current);

    const reveal = await page.evaluate(([region, path]) => window.inAppLinks.mark(region, path), [
      target.region,
      target.path,
    ] as const);
    if (reveal === "missing") {
      report(`${current}: the link is not on the page`);
      continue;
    }
    const expected = destination(target.path);
    try {
      await navigate(page, expected, async () => {
        if (reveal === "open") await page.locator("[data-e2e-reveal]").click({ timeout: 5_000 });
        await page.locator("[data-e2e-link]").click({ timeout: 5_000 });
      });
    } catch (error) {
      report(
        `${current}: did not arrive at ${expected} (the browser shows ${page.url()}): ${firstLine(error)}`,
      );
      await restart("/");
      continue;
    }
    if (!(await page.evaluate(() => window.sameDocument)))
      report(`${current}: loaded a new document instead of navigating in the app`);
    if ((await page.getByText("Página no encontrada").count()) > 0)
      report(`${current}: the visitor sees 'Página no encontrada'`);
    // The back button returns to `from` only if the click left it (a click to the same page may
    // have added an entry for its hash).
    previous = expected !== from ? from : undefined;
    await collect();
  }

  const followed = [...targets.values()].filter((target) => visited.has(keyOf(target)));
  const byRegion = new Map<Region, number>();
  for (const target of followed) byRegion.set(target.region, (byRegion.get(target.region) ?? 0) + 1);
  const counts = [...byRegion].map(([region, count]) => `${count} ${region}`);
  const summary = `${testInfo.project.name}: followed ${visited.size} links by a click (${counts.join(", ")}) in ${Math.round(
    (Date.now() - started) / 1000,
  )} s`;
  testInfo.annotations.push({ type: "links followed", description: summary });
  process.stdout.write(`${summary}\n`);
  // The menus of this width were found: the main menu and its dropdowns, or the mobile menu.
  const mobile = (page.viewportSize()?.width ?? 0) < 1024;
  expect(byRegion.get(mobile ? "mobile menu" : "header") ?? 0).toBeGreaterThanOrEqual(20);
  expect(byRegion.get("footer") ?? 0).toBeGreaterThanOrEqual(25);
  expect(problems).toEqual([]);
});
