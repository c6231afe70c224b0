import { desktopOnly, expect, type Page, test } from "./support/test";
import { HYDRATED_MARK } from "../../app/platform/lib/hydration-mark";
import { findProduct, productPath } from "./support/catalog";
import { waitForHydration } from "./support/hydration";

/**
 * The document paints without waiting for JavaScript (decision 050): its HTML asks for no script
 * before the stylesheet and the LCP image, and the route chunks are preloaded only once the first
 * contentful paint is on screen; the page still hydrates, under the Content-Security-Policy, and
 * navigates on the client.
 */

interface Sent {
  url: string;
  type: string;
  priority: string;
}

/** Every request of the page in the order the browser sent it, with its type and initial priority. */
async function recordRequests(page: Page): Promise<Sent[]> {
  const sent: Sent[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on("Network.requestWillBeSent", (event) =>
    sent.push({ url: event.request.url, type: event.type ?? "", priority: event.request.initialPriority }),
  );
  await cdp.send("Network.enable");
  return sent;
}

/**
 * When each modulepreload link and module script was added to the document (performance.now(), in
 * window.preloadedAt); React Router's boot script waits in an inert template until then.
 */
async function recordPreloadTimes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const times: number[] = [];
    (window as unknown as { preloadedAt: number[] }).preloadedAt = times;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (
            (node instanceof HTMLLinkElement && node.rel === "modulepreload") ||
            (node instanceof HTMLScriptElement && node.type === "module" && node.text !== "") // not the empty placeholder
          )
            times.push(performance.now());
    }).observe(document, { childList: true, subtree: true });
  });
}

/** CSP violations (from the first inline script on) and console errors. */
async function watchProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction("reportProblem", (text: string) => problems.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { reportProblem(text: string): void }).reportProblem;
      report(
        `CSP: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}`,
      );
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

const PAGES = [
  ["home", "/"],
  ["catalogue", "/productos"],
  ["product page", "product"],
  ["category page", "/zunchos-herramientas"],
  ["quotation", "/cotizacion"],
  ["contact form", "/contacto"],
] as const;

test.describe("first paint without scripts", () => {
  desktopOnly();

  for (const [kind, path] of PAGES) {
    test(`${kind}: no script before the stylesheet and the LCP image, then hydration and a client navigation`, async ({
      page,
      request,
    }) => {
      const address =
        path === "product"
          ? productPath(await findProduct(request, (product) => product.srcImg.length > 0))
          : path;

      // The HTML as served (and cached): no modulepreload link, no script fetched from <head>.
      const html = await (await request.get(address)).text();
      expect(html).not.toMatch(/<link[^>]*rel="?modulepreload/i);
      expect(html.slice(0, html.indexOf("</head>"))).not.toMatch(/<script[^>]*\bsrc=/i);

      const problems = await watchProblems(page);
      const sent = await recordRequests(page);
      await recordPreloadTimes(page);
      const response = await page.goto(address);
      expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
      await waitForHydration(page);
      expect(await page.evaluate((mark) => performance.getEntriesByName(mark).length, HYDRATED_MARK)).toBe(1);

      const firstScript = sent.findIndex((entry) => entry.type === "Script");
      const stylesheet = sent.findIndex((entry) => entry.type === "Stylesheet");
      const lcpImage = sent.findIndex((entry) => entry.type === "Image" && /high/i.test(entry.priority));
      expect(firstScript, "the page loads its scripts").toBeGreaterThan(0);
      expect(stylesheet, "the stylesheet is requested before any script").toBeGreaterThan(0);
      expect(stylesheet).toBeLessThan(firstScript);
      if (lcpImage >= 0)
        expect(lcpImage, "the LCP image is requested before any script").toBeLessThan(firstScript);

      // The route chunks the inline script preloads after the first paint were all loaded.
      const chunks = JSON.parse(
        /<script>\(function\(\)\{[^<]*?(\["\/assets\/[^\]]*\])/.exec(html)![1]!,
      ) as string[];
      expect(chunks.length).toBeGreaterThan(0);
      const loaded = new Set(
        sent.filter((entry) => entry.type === "Script").map((entry) => new URL(entry.url).pathname),
      );
      expect(chunks.filter((chunk) => !loaded.has(chunk))).toEqual([]);
      // …and were asked for, with the boot script that imports the route modules, once the first
      // contentful paint was on screen (its Paint Timing entry), not merely when a frame was
      // produced: what Lighthouse's first-paint estimate looks at.
      const { preloadedAt, contentfulPaintAt } = await page.evaluate(() => ({
        preloadedAt: (window as unknown as { preloadedAt: number[] }).preloadedAt,
        contentfulPaintAt: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      }));
      expect(preloadedAt.length).toBeGreaterThanOrEqual(chunks.length + 1); // then prefetches of links
      expect(contentfulPaintAt, "the page reports its first contentful paint").toBeGreaterThan(0);
      expect(Math.min(...preloadedAt)).toBeGreaterThanOrEqual(contentfulPaintAt!);

      // Hydrated: a click navigates on the client, fetching the next page's data, in the same document.
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
      const [target, next] =
        path === "/contacto" ? ["Fichas técnicas", "/recursos"] : ["Contacto", "/contacto"];
      await page
        .getByRole("navigation", { name: "Nosotros (pie de página)" })
        .getByRole("link", { name: target, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`${next}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Its data came as React Router's `.data` answer (on the click, or prefetched when the link showed).
      expect(sent.some((entry) => new URL(entry.url).pathname === `${next}.data`)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
        "same document",
      );

      expect(problems).toEqual([]);
    });
  }
});
