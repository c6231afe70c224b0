// The page sweep: every page of the route table loaded ONCE per viewport (project), and every
// per-page check run on that one load, each as its own step: the page itself (status, one heading,
// title, description), its images, axe (WCAG 2.2 AA), its search tags, html-validate of the HTML as
// served, and the Content-Security-Policy in the browser through hydration and a client navigation.
// The journeys of each subject live in their own files; tests/README.md lists where each check went.
import { HtmlValidate, type Message } from "html-validate";
import { expect, type Page, test } from "./support/test";
import { expectNoViolations } from "./support/axe";
import { findProduct, productPath } from "./support/catalog";
import { waitForHydration } from "./support/hydration";
import { type Problems, watchProblems } from "./support/page-problems";
import { PUBLIC_PATHS, STAFF_PATHS } from "./support/routes";

type Check = "page" | "images" | "axe" | "search tags" | "markup" | "csp";

/** Checks whose result does not depend on the width: the server sends the same HTML to every viewport. */
const DESKTOP_ONLY: readonly Check[] = ["search tags", "markup", "csp"];

const PRODUCT_PAGE = "product page";

/** Each page and the checks it gets; every public page gets all of them. */
const SWEEP: readonly { path: string; checks: readonly Check[] }[] = [
  ...PUBLIC_PATHS.map((path) => ({
    path,
    checks: ["page", "images", "axe", "search tags", "markup", "csp"] as const,
  })),
  // The staff sign-in, in the back office's frame: its axe and sign-in journeys are in admin-sign-in.spec.ts.
  ...STAFF_PATHS.map((path) => ({ path, checks: ["page", "markup"] as const })),
  // A product with several pictures and a video: its gallery and its player's markup.
  { path: PRODUCT_PAGE, checks: ["images", "markup"] },
];

// ---- images -------------------------------------------------------------------------------------

interface PageImages {
  viewportHeight: number;
  images: {
    src: string | null;
    width: string | null;
    height: string | null;
    loading: string | null;
    fetchPriority: string | null;
    /** srcset of the <picture>'s AVIF source, when the image is in a <picture>. */
    avifSrcSet: string | null;
    sizes: string | null;
    top: number;
    rendered: boolean;
  }[];
  posters: { poster: string | null; top: number; rendered: boolean }[];
  preloads: {
    href: string | null;
    srcSet: string | null;
    sizes: string | null;
    fetchPriority: string | null;
  }[];
}

/** Every image, video poster and image preload of the page as first shown, before any scrolling. */
function readImages(): PageImages {
  const box = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return { top: rect.top + window.scrollY, rendered: rect.width > 0 && rect.height > 0 };
  };
  return {
    viewportHeight: window.innerHeight,
    images: [...document.images].map((image) => {
      const picture = image.parentElement?.tagName === "PICTURE" ? image.parentElement : null;
      return {
        src: image.getAttribute("src"),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        loading: image.getAttribute("loading"),
        fetchPriority: image.getAttribute("fetchpriority"),
        avifSrcSet: picture?.querySelector('source[type="image/avif"]')?.getAttribute("srcset") ?? null,
        sizes: image.getAttribute("sizes"),
        ...box(image),
      };
    }),
    posters: [...document.querySelectorAll("video")].map((video) => ({
      poster: video.getAttribute("poster"),
      ...box(video),
    })),
    preloads: [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
      href: link.getAttribute("href"),
      srcSet: link.getAttribute("imagesrcset"),
      sizes: link.getAttribute("imagesizes"),
      fetchPriority: link.getAttribute("fetchpriority"),
    })),
  };
}

/** Pages that open with a heading and text, no picture: nothing to preload. */
const TEXT_PAGES = [
  "/cotizacion",
  "/confirmacion",
  "/noticias",
  "/login",
  "/libro-de-reclamaciones",
  "/libro-de-reclamaciones/constancia",
  "/derechos-arco",
];

/** Sized images, the largest one preloaded with high priority, the rest lazy below the fold. */
async function expectImages(page: Page, path: string) {
  const { viewportHeight, images, posters, preloads } = await page.evaluate(readImages);

  for (const image of images) {
    expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
    expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
    if (image.rendered && image.top >= viewportHeight)
      expect(image.loading, `${image.src} is below the fold`).toBe("lazy");
  }

  // One LCP candidate: the one preload with high priority, matching an image or a video poster
  // that is shown above the fold and not lazy.
  const urgent = preloads.filter((preload) => preload.fetchPriority === "high");
  if (TEXT_PAGES.includes(path)) {
    expect(urgent, "a text page preloads no image").toEqual([]);
    expect(images.filter((candidate) => candidate.fetchPriority === "high")).toEqual([]);
    return;
  }
  expect(urgent, "one image preloaded with high priority").toHaveLength(1);
  const [preload] = urgent;
  const image = images.find((candidate) =>
    preload!.srcSet
      ? candidate.avifSrcSet === preload!.srcSet && candidate.sizes === preload!.sizes
      : candidate.src === preload!.href,
  );
  const poster = posters.find((candidate) => candidate.poster === preload!.href);
  const shown = image ?? poster;
  expect(shown, `the preloaded ${preload!.href ?? preload!.srcSet} is on the page`).toBeDefined();
  expect(shown!.rendered && shown!.top < viewportHeight, "the preloaded image is above the fold").toBe(true);
  if (image) {
    expect(image.loading).not.toBe("lazy");
    expect(image.fetchPriority).toBe("high");
  }
  const highPriority = images.filter((candidate) => candidate.fetchPriority === "high" && candidate.rendered);
  expect(highPriority.length, "no other image competes for high priority").toBeLessThanOrEqual(image ? 1 : 0);
}

// ---- search tags --------------------------------------------------------------------------------

/** A canonical address, Open Graph and Twitter tags, the language, and the Organization's JSON-LD. */
async function expectSearchTags(page: Page, path: string, baseURL: string) {
  const head = page.locator("head");
  await expect(head.locator('link[rel="canonical"]'), path).toHaveAttribute(
    "href",
    new URL(path, baseURL).href,
  );
  for (const property of ["og:title", "og:description", "og:url", "og:image", "og:type", "og:locale"]) {
    await expect(head.locator(`meta[property="${property}"]`), `${path} ${property}`).toHaveAttribute(
      "content",
      /\S/,
    );
  }
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
  await expect(page.locator("html")).toHaveAttribute("lang", "es-PE");
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const organization = blocks
    .map((block) => JSON.parse(block) as { "@type": string; contactPoint: unknown[] })
    .find((item) => item["@type"] === "Organization");
  expect(organization, path).toMatchObject({
    "@context": "https://schema.org",
    name: expect.any(String),
    url: expect.stringMatching(/^http/),
    logo: expect.stringMatching(/^http/),
    address: { "@type": "PostalAddress", addressLocality: "Lurín", addressCountry: "PE" },
  });
  expect(organization!.contactPoint.length).toBeGreaterThanOrEqual(1);
}

// ---- markup -------------------------------------------------------------------------------------

/**
 * html-validate's recommended rules, except where React's server output makes a rule inapplicable
 * (each is a matter of spelling, not of validity; the HTML standard allows all of them):
 */
const validator = new HtmlValidate({
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements self-closed (`<meta/>`); both forms are valid HTML.
    "void-style": "off",
    // React writes some attribute names in camelCase (`charSet`, `fetchPriority`, `imageSrcSet`);
    // HTML attribute names are case-insensitive.
    "attr-case": "off",
    // React's useId() makes ids such as `_R_5i55_`; HTML allows any id without spaces, which the
    // relaxed mode still checks.
    "valid-id": ["error", { relaxed: true }],
    // React writes boolean attributes as `hidden=""` and `inert=""`, which HTML defines as equal to
    // the bare attribute.
    "attribute-empty-style": "off",
    "attribute-boolean-style": "off",
  },
});

const describeMessage = (message: Message) =>
  `${message.ruleId} at ${message.line}:${message.column} (${message.selector ?? "document"}): ${message.message}`;

async function expectValidHtml(html: string, address: string) {
  const report = await validator.validateString(html);
  const messages = report.results.flatMap((result) => result.messages);
  expect(messages.map(describeMessage), address).toEqual([]);
}

// ---- Content-Security-Policy --------------------------------------------------------------------

/** After hydration, a client-side navigation keeps the document and renders the next page; nothing was blocked. */
async function expectCspAfterNavigation(page: Page, path: string, problems: Problems) {
  await waitForHydration(page);
  // The marker survives a navigation on the client only.
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same document"));
  const target = path === "/contacto" ? "Servicio técnico" : "Contacto";
  await page
    .getByRole("navigation", { name: "Nosotros (pie de página)" })
    .getByRole("link", { name: target, exact: true })
    .click();
  await expect(page).toHaveURL(path === "/contacto" ? /\/servicio-tecnico$/ : /\/contacto$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe("same document");

  expect(problems.violations).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
}

// ---- the sweep ----------------------------------------------------------------------------------

test.describe("the page sweep", () => {
  for (const { path, checks } of SWEEP) {
    const everywhere = checks.filter((check) => !DESKTOP_ONLY.includes(check));
    const atDesktop = checks.filter((check) => DESKTOP_ONLY.includes(check));
    const title = `${path}: ${everywhere.join(", ")}${atDesktop.length ? `; at desktop ${atDesktop.join(", ")}` : ""}`;
    test(title, async ({ page, request, baseURL, isMobile }) => {
      // Up to six checks on one load, axe among them: more than one check's time on a loaded machine.
      test.setTimeout(60_000);
      const runs = (check: Check) => checks.includes(check) && !(isMobile && DESKTOP_ONLY.includes(check));
      const address =
        path === PRODUCT_PAGE
          ? productPath(
              await findProduct(
                request,
                (product) => product.srcImg.length > 1 && product.jsonDetails.videos.length > 0,
              ),
            )
          : path;

      const problems = runs("csp") ? await watchProblems(page) : undefined;
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(200);

      // First, before anything scrolls or moves the pointer: the page as first shown.
      if (runs("images"))
        await test.step("images: sized, the largest preloaded with high priority, the rest lazy", () =>
          expectImages(page, path));

      if (runs("page"))
        await test.step("page: one heading, its own title and a description", async () => {
          await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
          await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
          await expect(page).toHaveTitle(/\S.*\| Kordex Perú$|^Kordex Perú/);
          await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
        });

      if (runs("search tags"))
        await test.step("search tags: canonical, Open Graph, Twitter, language, Organization", () =>
          expectSearchTags(page, path, baseURL!));

      if (runs("markup"))
        await test.step("markup: the HTML as served passes html-validate", async () => {
          expect(response!.headers()["content-type"]).toContain("text/html");
          await expectValidHtml(await response!.text(), address);
        });

      if (runs("axe"))
        await test.step("axe: no WCAG 2.2 AA violation", async () => {
          await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
          await expectNoViolations(page, path);
        });

      // Last: it leaves the page.
      if (problems)
        await test.step("csp: no violation nor console error through hydration and a client navigation", async () => {
          expect(response!.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
          await expectCspAfterNavigation(page, path, problems);
        });
    });
  }

  test("an unknown address's answer passes html-validate", async ({ request, isMobile }) => {
    test.skip(isMobile, "the server sends the same HTML to every viewport");
    const response = await request.get("/pagina-que-no-existe");
    expect(response.headers()["content-type"]).toContain("text/html");
    await expectValidHtml(await response.text(), "/pagina-que-no-existe");
  });
});
