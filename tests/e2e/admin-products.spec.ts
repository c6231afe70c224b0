// /admin/productos (administrators): create a product with two images, a specification, a download
// and a video link through the form, see it in the public catalogue and on its page (the gallery in
// the images' order, the spec row, the PDF, the video); reorder its images by keyboard and by drag and
// see the gallery follow; change its slug and follow the old address (a document and an in-app
// navigation) to the new one; hide it and see it gone from the catalogue, the sitemap and the API. A
// renamed text file is refused as an image with its reason, without JavaScript, and the accepted
// image of that post is kept. A `ventas` account gets 403; axe at both widths, with images. Changes
// run on the spare server (its own database), on one viewport, so the main server's catalogue
// journeys keep the seeded counts.
import { randomBytes } from "node:crypto";
import { BOTH_WIDTHS, desktopOnly, expect, type Page, test } from "./support/test";
import sharp from "sharp";
import { UPLOAD_MESSAGES } from "../../app/platform/uploads/upload-rules";
import { expectNoAxeViolations, expectNoSidewaysScroll, FORBIDDEN } from "./support/back-office";
import { createStaff, signIn } from "./support/staff";
import { lockSpareCatalogue, unlockSpareCatalogue } from "./support/spare-catalogue-lock";
import { smallPdf } from "../support/crafted-files";

desktopOnly();

test.use({ baseURL: process.env.E2E_SPARE_URL });
const spareDir = process.env.E2E_SPARE_DATA_DIR;

const png = (width: number, height: number, r: number, g: number, b: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/**
 * The spare server ends a staff session after 6 s without a request (admin-sign-in.spec.ts); these
 * journeys spend longer on public pages and uploads, so a request every 2 s keeps theirs open.
 */
function keepSessionAlive(page: Page): ReturnType<typeof setInterval> {
  return setInterval(() => void page.request.get("/admin/productos").catch(() => undefined), 2000);
}

/** The content hashes of the form's thumbnails, in their order. */
async function thumbnailHashes(page: Page): Promise<string[]> {
  const list = page.getByRole("list", { name: "Imágenes del producto, en orden" });
  const sources = await list
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  return sources.map((source) => /\/media\/([a-f0-9]{64})-/.exec(source)?.[1] ?? source);
}

/** The hashes of the public gallery's images, as a new visitor sees them (first the main image). */
async function galleryHashes(page: Page, name: string): Promise<string[]> {
  const gallery = page.getByRole("region", { name: `Imágenes de ${name}` });
  await expect(gallery).toBeVisible();
  const main = await gallery.getByRole("img", { name: `${name} (imagen 1 de 2)` }).getAttribute("src");
  // The thumbnails are buttons whose pictures are decorative (alt="").
  const thumbnails = await gallery
    .locator("li img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
  return [main ?? "", ...thumbnails].map((source) => /\/media\/([a-f0-9]{64})-/.exec(source)?.[1] ?? source);
}

test.describe("products in the back office", () => {
  // The spare catalogue is shared with catalogue.spec.ts's offline test (support/spare-catalogue-lock.ts).
  test.beforeEach(lockSpareCatalogue);
  test.afterEach(unlockSpareCatalogue);

  test("create, see it public, change the slug, follow the old address, hide it", async ({
    page,
    browser,
  }) => {
    test.skip(
      (page.viewportSize()?.width ?? 0) < 768,
      "one viewport: it changes the spare server's catalogue",
    );
    test.setTimeout(120_000);
    await signIn(page, createStaff("admin", spareDir));
    const keepAlive = keepSessionAlive(page);
    const tag = randomBytes(3).toString("hex");
    const name = `Tensor de prueba ${tag}`;
    await page.goto("/admin/productos/nuevo");
    await page.getByLabel("Código").fill(`tp-${tag}`);
    await page.getByLabel("Nombre", { exact: true }).fill(name);
    await page.getByLabel("Categoría").selectOption({ label: "Herramientas manuales" });
    await page.getByLabel("Unidad de venta").fill("unidad");
    await page.getByLabel("Nombre 1").fill("Ancho de zuncho");
    await page.getByLabel("Valor 1").fill("16 mm");
    await page.getByLabel("Agregar imágenes").setInputFiles([
      { name: "tensor-frente.png", mimeType: "image/png", buffer: await png(1200, 900, 200, 30, 40) },
      { name: "tensor-lado.png", mimeType: "image/png", buffer: await png(900, 900, 30, 90, 200) },
    ]);
    await page.getByLabel("Agregar documentos PDF").setInputFiles({
      name: "ficha-tensor.pdf",
      mimeType: "application/pdf",
      buffer: await smallPdf(),
    });
    await page.getByRole("button", { name: "+ Agregar video" }).click();
    await page.getByLabel("Enlace del video 1").fill("https://vimeo.com/123");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByText("Pegue un enlace de YouTube", { exact: false })).toBeVisible();
    // The files of the refused post were kept: two pending images and the datasheet.
    const images = page.getByRole("list", { name: "Imágenes del producto, en orden" });
    await expect(images.getByRole("listitem")).toHaveCount(2);
    await expect(images.getByText("Sin guardar")).toHaveCount(2);
    await expect(images.getByText("Principal")).toHaveCount(1);
    const [front, side] = await thumbnailHashes(page);
    await page.getByLabel("Nombre del documento 1").fill(`Ficha técnica ${tag}`);
    await page.getByLabel("Enlace del video 1").fill("https://youtu.be/dQw4w9WgXcQ?si=x");
    await page.getByRole("button", { name: "Vista previa" }).click();
    await expect(page.getByRole("heading", { name: "Vista previa (aún no se guardó)" })).toBeVisible();
    // The preview shows the pictures in their order: the first as the main one, the other below.
    const preview = page.getByRole("region", { name: "Vista previa (aún no se guardó)" });
    await expect(preview.getByRole("img", { name, exact: true })).toHaveAttribute(
      "src",
      new RegExp(`/media/${front}-`),
    );
    await expect(
      preview.getByRole("list", { name: "Otras imágenes, en su orden" }).getByRole("img"),
    ).toHaveAttribute("src", new RegExp(`/media/${side}-`));
    await expect(preview.getByText("Ancho de zuncho")).toBeAttached();
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status")).toHaveText("Se creó el producto.");
    const id = /\/admin\/productos\/(\d+)/.exec(page.url())![1]!;
    expect(await thumbnailHashes(page)).toEqual([front, side]);
    await expect(page.getByText("Sin guardar")).toHaveCount(0);

    const visitor = await browser.newContext({ baseURL: process.env.E2E_SPARE_URL });
    const publicPage = await visitor.newPage();
    await publicPage.goto(`/productos?name=${tag}`);
    await publicPage.getByRole("link", { name, exact: true }).click();
    await expect(publicPage).toHaveURL(new RegExp(`/productos/tensor-de-prueba-${tag}\\?producto=${id}$`));
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(name);
    expect(await galleryHashes(publicPage, name)).toEqual([front, front, side]);
    await publicPage.getByRole("tab", { name: "Especificaciones" }).click();
    await expect(
      publicPage.getByRole("tabpanel").locator("dl > div").filter({ hasText: "Ancho de zuncho" }),
    ).toHaveText(/Ancho de zuncho\s*16 mm/);
    await publicPage.getByRole("tab", { name: "Descargas" }).click();
    const datasheet = publicPage.getByRole("link", { name: `Ficha técnica ${tag}` });
    const pdfAnswer = await publicPage.request.get((await datasheet.getAttribute("href"))!);
    expect(pdfAnswer.status()).toBe(200);
    expect(pdfAnswer.headers()["content-type"]).toBe("application/pdf");
    // A download (decision 061), under the name it was uploaded with.
    expect(pdfAnswer.headers()["content-disposition"]).toBe(
      `attachment; filename="ficha-tensor.pdf"; filename*=UTF-8''ficha-tensor.pdf`,
    );
    expect((await pdfAnswer.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await publicPage.getByRole("tab", { name: "Videos" }).click();
    await expect(
      publicPage.getByRole("button", { name: new RegExp(`video 1 de ${name}`, "i") }),
    ).toBeVisible();

    // Reorder by keyboard: the moved image's button keeps the focus; save; the gallery follows.
    await page.getByRole("button", { name: "Bajar imagen 1" }).press("Enter");
    await expect(page.getByRole("button", { name: "Bajar imagen 2" })).toBeFocused();
    expect(await thumbnailHashes(page)).toEqual([side, front]);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status")).toHaveText(`Se guardó «${name}» (imágenes).`);
    const second = await browser.newContext({ baseURL: process.env.E2E_SPARE_URL });
    const secondPage = await second.newPage();
    await secondPage.goto(`/productos/tensor-de-prueba-${tag}?producto=${id}`);
    expect(await galleryHashes(secondPage, name)).toEqual([side, side, front]);
    // And by dragging the second image onto the first.
    await images.getByRole("img", { name: `${name}, imagen 2` }).dragTo(images.getByRole("listitem").first());
    await expect.poll(() => thumbnailHashes(page)).toEqual([front, side]);
    // The drop's answer replaced the last save's message: the next one is this save's.
    await expect(page.getByRole("status")).not.toContainText("Se guardó");
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status")).toHaveText(`Se guardó «${name}» (imágenes).`);
    await second.close();

    await page.getByLabel("Dirección (slug)").fill(`tensor-renombrado-${tag}`);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("status")).toHaveText(`Se guardó «${name}» (dirección).`);
    const fresh = await browser.newContext({ baseURL: process.env.E2E_SPARE_URL });
    const reader = await fresh.newPage();
    const old = await reader.request.get(`/productos/tensor-de-prueba-${tag}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    expect(old.headers().location).toBe(`/productos/tensor-renombrado-${tag}?producto=${id}`);
    await reader.goto(`/productos/tensor-de-prueba-${tag}`);
    await expect(reader).toHaveURL(new RegExp(`/productos/tensor-renombrado-${tag}\\?producto=${id}$`));
    // In the app: a link to the old address, followed by a client-side navigation.
    await reader.goto("/productos");
    // Once the page is live (hydration would drop a link added before it).
    await reader.waitForLoadState("networkidle");
    const oldLink = reader.getByRole("link", { name: "enlace antiguo" });
    await expect(async () => {
      await reader.evaluate((href) => {
        if (document.querySelector("a[data-old-link]")) return;
        const link = document.createElement("a");
        link.href = href;
        link.dataset.oldLink = "";
        link.textContent = "enlace antiguo";
        document.querySelector("main")!.prepend(link);
      }, `/productos/tensor-de-prueba-${tag}`);
      await expect(oldLink).toBeVisible({ timeout: 1000 });
    }).toPass();
    await oldLink.click();
    await expect(reader).toHaveURL(new RegExp(`/productos/tensor-renombrado-${tag}\\?producto=${id}$`));

    await page.goto(`/admin/productos?buscar=${tag}`);
    await page.getByRole("button", { name: `Ocultar «${name}»` }).click();
    await expect(page.getByRole("status")).toContainText("está oculto");
    expect((await reader.request.get(`/api/products/${id}`)).status()).toBe(404);
    const listed = await (await reader.request.get(`/api/products?name=${tag}`)).json();
    expect(listed.products).toEqual([]);
    const sitemap = await (await reader.request.get("/sitemap-productos-1.xml")).text();
    expect(sitemap).not.toContain(`tensor-renombrado-${tag}`);
    const gone = await browser.newContext({ baseURL: process.env.E2E_SPARE_URL });
    const late = await gone.newPage();
    await late.goto(`/productos?name=${tag}`);
    await expect(late.getByText("¡Sin resultados!")).toBeVisible();
    for (const context of [visitor, fresh, gone]) await context.close();
    clearInterval(keepAlive);
  });

  test("the product pages have no axe violations and no sideways scroll", BOTH_WIDTHS, async ({ page }) => {
    test.slow(); // axe on the long product form takes seconds on a busy machine
    await signIn(page, createStaff("admin", spareDir));
    for (const path of ["/admin/productos", "/admin/productos/nuevo", "/admin/productos/3"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    }
  });

  test(
    "the product form with images, a pending upload and a refused file has no axe violations",
    BOTH_WIDTHS,
    async ({ page }) => {
      test.slow();
      const photo = await png(800, 600, 120, 160, 60);
      await signIn(page, createStaff("admin", spareDir));
      const keepAlive = keepSessionAlive(page);
      await page.goto("/admin/productos/3");
      await expect(page.getByRole("list", { name: "Imágenes del producto, en orden" })).toBeVisible();
      await page.getByLabel("Agregar imágenes").setInputFiles([
        { name: "nueva.png", mimeType: "image/png", buffer: photo },
        { name: "notas.jpg", mimeType: "image/jpeg", buffer: Buffer.from("no es una foto") },
      ]);
      await page.getByRole("button", { name: "Agregar las imágenes elegidas" }).click();
      await expect(page.getByRole("alert")).toHaveText(
        "Algunos archivos no se agregaron: vea el motivo de cada uno.",
      );
      await expect(page.getByText(UPLOAD_MESSAGES.notAnImage("notas.jpg"))).toBeVisible();
      await expect(page.getByText("Sin guardar")).toHaveCount(1);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      clearInterval(keepAlive);
    },
  );

  test("without JavaScript, a renamed text file is refused as an image with its reason and the other image is kept", async ({
    browser,
    page: signedIn,
  }) => {
    const photo = await png(640, 480, 10, 120, 90);
    await signIn(signedIn, createStaff("admin", spareDir));
    const context = await browser.newContext({
      baseURL: process.env.E2E_SPARE_URL,
      javaScriptEnabled: false,
      storageState: await signedIn.context().storageState(),
    });
    const page = await context.newPage();
    await page.goto("/admin/productos/nuevo");
    await page.getByLabel("Código").fill("SIN-JS-1");
    await page.getByLabel("Agregar imágenes").setInputFiles([
      { name: "lista-de-precios.png", mimeType: "image/png", buffer: Buffer.from("Precio: 10 soles\n") },
      { name: "buena.png", mimeType: "image/png", buffer: photo },
    ]);
    await page.getByRole("button", { name: "Guardar" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Algunos archivos no se agregaron: vea el motivo de cada uno.",
    );
    await expect(page.getByText(UPLOAD_MESSAGES.notAnImage("lista-de-precios.png"))).toBeVisible();
    await expect(page.getByLabel("Código")).toHaveValue("SIN-JS-1");
    const images = page.getByRole("list", { name: "Imágenes del producto, en orden" });
    await expect(images.getByRole("listitem")).toHaveCount(1);
    await expect(images.getByText("Sin guardar")).toBeVisible();
    await context.close();
  });

  test("two fields side by side line up, with or without a hint", BOTH_WIDTHS, async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 640, "one column on a phone");
    await signIn(page, createStaff("admin", spareDir));
    await page.goto("/admin/productos/nuevo");
    const top = async (label: string) =>
      (await page.getByLabel(label, { exact: true }).boundingBox())?.y ?? Number.NaN;
    for (const [left, right] of [
      ["Código", "Nombre"],
      ["Subtítulo (opcional)", "Dirección (slug)"],
      ["Categoría", "Unidad de venta"],
    ] as const) {
      expect(await top(right), `${left} / ${right}`).toBe(await top(left));
    }
  });

  test("a ventas account cannot reach the product pages", async ({ page }) => {
    await signIn(page, createStaff("ventas", spareDir));
    for (const path of ["/admin/productos", "/admin/productos/nuevo", "/admin/productos/3"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByText(FORBIDDEN)).toBeVisible();
    }
  });
});
