import { expect, test } from "./support/test";
import { findProduct, productPath } from "./support/catalog";
import { PUBLIC_PATHS } from "./support/routes";

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

test.describe("images", () => {
  const paths = [...PUBLIC_PATHS, "product page"];
  for (const path of paths) {
    test(`${path}: sized images, the largest one preloaded with high priority, the rest lazy below the fold`, async ({
      page,
      request,
    }) => {
      const address =
        path === "product page"
          ? productPath(await findProduct(request, (product) => product.srcImg.length > 1))
          : path;
      await page.goto(address);
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
      expect(shown!.rendered && shown!.top < viewportHeight, "the preloaded image is above the fold").toBe(
        true,
      );
      if (image) {
        expect(image.loading).not.toBe("lazy");
        expect(image.fetchPriority).toBe("high");
      }
      const highPriority = images.filter(
        (candidate) => candidate.fetchPriority === "high" && candidate.rendered,
      );
      expect(highPriority.length, "no other image competes for high priority").toBeLessThanOrEqual(
        image ? 1 : 0,
      );
    });
  }
});
