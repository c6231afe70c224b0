import { expect, type Page, test } from "./support/test";
import { findProduct, productPath } from "./support/catalog";

interface DrawnImage {
  src: string;
  /** Pixels of the file the browser chose (its currentSrc), across. */
  fileWidth: number;
  /** CSS pixels the picture is drawn across, inside its box (object-fit taken into account). */
  drawnWidth: number;
  objectFit: string;
  /** The box's width / height against the file's: 1 when the picture fills its box exactly. */
  boxRatio: number;
  fileRatio: number;
}

/**
 * Every product picture shown in the page's main content, after scrolling through the page so that
 * lazy ones load and waiting until each is decoded. The file's own width is read from a plain image of
 * its currentSrc: an <img> chosen from a `srcset` with `w` descriptors reports a naturalWidth divided
 * by the density the browser picked (an 800 px file shown at 342 px reads 342), which would hide
 * exactly the blur this test looks for.
 */
async function drawnImages(page: Page, selector: string): Promise<DrawnImage[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height / 2;
  // Each position is held until the browser has drawn a frame at it: lazy images start loading when
  // a frame finds them near the viewport, and scrolls between two frames (a busy machine draws few)
  // would leave the pictures further down unrequested, their decode() waiting for ever.
  const scrollAndDraw = (y: number) =>
    new Promise<void>((resolve) => {
      window.scrollTo(0, y);
      requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
    });
  for (let top = 0; top < height; top += step) await page.evaluate(scrollAndDraw, top);
  await page.evaluate(scrollAndDraw, 0);
  return page.evaluate(async (css) => {
    const images = [...document.querySelectorAll<HTMLImageElement>(css)].filter((image) => {
      const box = image.getBoundingClientRect();
      return box.width > 0 && box.height > 0;
    });
    await Promise.all(images.map((image) => image.decode()));
    return Promise.all(
      images.map(async (image) => {
        const file = new Image();
        file.src = image.currentSrc;
        await file.decode();
        const box = image.getBoundingClientRect();
        const objectFit = getComputedStyle(image).objectFit;
        const fileRatio = file.naturalWidth / file.naturalHeight;
        const drawnWidth =
          objectFit === "contain"
            ? Math.min(box.width, box.height * fileRatio)
            : objectFit === "cover"
              ? Math.max(box.width, box.height * fileRatio)
              : box.width;
        return {
          src: image.currentSrc,
          fileWidth: file.naturalWidth,
          drawnWidth,
          objectFit,
          boxRatio: box.width / box.height,
          fileRatio,
        };
      }),
    );
  }, selector);
}

/** Every picture is whole (nothing cut off) and its file at least as wide as drawn × min(DPR, 2). */
async function expectSharpAndWhole(page: Page, selector: string, atLeast: number) {
  const images = await drawnImages(page, selector);
  expect(images.length, "product pictures on the page").toBeGreaterThanOrEqual(atLeast);
  const density = Math.min(await page.evaluate(() => window.devicePixelRatio), 2);
  const blurred = images
    .filter((image) => image.fileWidth / (image.drawnWidth * density) < 1)
    .map(
      (image) => `${image.src}: ${image.fileWidth} px file drawn at ${image.drawnWidth} CSS px × ${density}`,
    );
  expect(blurred).toEqual([]);
  // Whole: scaled to fit inside the box, or a box of the picture's own shape (nothing cut or stretched).
  const notWhole = images
    .filter((image) => image.objectFit !== "contain" && Math.abs(image.boxRatio / image.fileRatio - 1) > 0.01)
    .map((image) => `${image.src}: object-fit ${image.objectFit}`);
  expect(notWhole, "pictures cut or stretched to fit their box").toEqual([]);
}

test.describe("product pictures are whole and sharp", () => {
  test("on the catalogue's cards", async ({ page }) => {
    await page.goto("/productos");
    await expectSharpAndWhole(page, 'section[aria-label="Productos"] picture img', 12);
  });

  test("in a product page's gallery and thumbnails", async ({ page, request }) => {
    const product = await findProduct(request, (item) => item.srcImg.length >= 2);
    await page.goto(productPath(product));
    await expectSharpAndWhole(page, "main picture img", 1 + product.srcImg.length);
  });

  test("in the quotation list", async ({ page, request }) => {
    const product = await findProduct(request, (item) => item.srcImg.length >= 1);
    await page.goto(productPath(product));
    await page.getByRole("button", { name: "Agregar a la Cotización" }).click();
    await page.goto("/cotizacion");
    await expect(
      page.getByRole("region", { name: "Detalle de la cotización" }).getByRole("listitem"),
    ).toHaveCount(1);
    await expectSharpAndWhole(page, 'section[aria-labelledby="detalle-cotizacion"] img', 1);
  });
});
