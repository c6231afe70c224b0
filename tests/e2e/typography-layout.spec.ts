import { expect, type Page, test } from "./support/test";

/**
 * The brand typeface (decision 042) and the full-width layout of issue 13, item 8: one preloaded
 * font file, cached for a year, actually drawing the text, with no layout shift when it arrives; and
 * grids whose last row has no lone card.
 */

/**
 * Total layout shift of a page from its first paint to a frame after the fonts are ready, the font
 * held back for a second so that the page is first drawn with the fallback and the swap happens in
 * view (the case the metric-matched fallback is for; with the preload it usually arrives first).
 */
async function layoutShiftWithLateFont(page: Page, path: string): Promise<number> {
  await page.route(/\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await page.addInitScript(() => {
    const total = { value: 0 };
    (window as unknown as { layoutShift: typeof total }).layoutShift = total;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) total.value += (entry as unknown as { value: number }).value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(path);
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => (window as unknown as { layoutShift: { value: number } }).layoutShift.value);
}

test.describe("brand typeface", () => {
  test("one woff2 file is preloaded in the head, served with a year's caching, and draws the text", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const preloads = page.locator('head link[rel="preload"][as="font"]');
    await expect(preloads).toHaveCount(1);
    await expect(preloads).toHaveAttribute("type", "font/woff2");
    await expect(preloads).toHaveAttribute("crossorigin", "anonymous");
    const href = await preloads.getAttribute("href");
    expect(href).toMatch(/^\/assets\/archivo-latin-wght-[\w-]+\.woff2$/);

    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("font/woff2");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await response.body()).byteLength).toBeLessThan(40_000);

    // The face is loaded (not only declared) and is the first family of the body and of headings.
    await page.evaluate(() => document.fonts.ready);
    expect(
      await page.evaluate(() =>
        document.fonts.check("700 16px Archivo", "¡Cotización! ¿Año? ñ º «» – — € ×"),
      ),
    ).toBe(true);
    const loaded = await page.evaluate(
      () =>
        [...document.fonts].filter((face) => face.family === "Archivo" && face.status === "loaded").length,
    );
    expect(loaded).toBe(1);
    for (const element of [page.locator("body"), page.getByRole("heading", { level: 2 }).first()]) {
      expect(await element.evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(
        /^Archivo, "Archivo fallback"/,
      );
    }
  });

  test("the file is the same one the stylesheet draws with, and the page asks for no other font", async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    await page.goto("/productos");
    await page.evaluate(() => document.fonts.ready);
    const href = await page.locator('head link[rel="preload"][as="font"]').getAttribute("href");
    expect([...new Set(fonts)]).toEqual([href]);
  });

  for (const path of ["/", "/soluciones", "/nosotros", "/cotizacion"]) {
    test(`${path} does not move when the typeface arrives late`, async ({ page }) => {
      expect(await layoutShiftWithLateFont(page, path)).toBeLessThan(0.001);
    });
  }
});

test.describe("full-width layout", () => {
  test("the ten markets fill their rows: five per row at 1366 px, no lone last card", async ({ page }) => {
    await page.goto("/");
    const cards = page.getByRole("region", { name: "Soluciones para su industria" }).getByRole("listitem");
    await expect(cards).toHaveCount(10);
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    const rows = new Map<number, number>();
    for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
    const perRow = [...rows.values()];
    const width = page.viewportSize()?.width ?? 0;
    if (width >= 1024) expect(perRow).toEqual([5, 5]);
    // Whatever the width, the last row is as full as the first.
    expect(perRow.at(-1)).toBe(perRow[0]);
  });

  for (const [path, heading] of [
    ["/", "Le damos la bienvenida a Kordex Perú"],
    ["/soluciones", "Una solución completa para asegurar su carga"],
    ["/zunchos-herramientas", "Zunchado seguro y eficiente"],
    ["/envolvedora", "Envoltura uniforme en cada parihuela"],
    ["/nosotros", "Quiénes somos"],
    ["/servicio-tecnico", "Soporte técnico en todo el Perú"],
    ["/mercados", undefined],
  ] as const) {
    test(`${path}: the introduction uses the full width at 1366 px`, async ({ page }) => {
      test.skip((page.viewportSize()?.width ?? 0) < 1024, "side by side from 1024 px");
      await page.goto(path);
      const intro = heading
        ? page.locator("section.intro").filter({ has: page.getByRole("heading", { name: heading }) })
        : page.locator("section.intro").first();
      const box = (await intro.boundingBox())!;
      const aside = (await intro.locator(":scope > :last-child").boundingBox())!;
      // The aside stands beside the text and reaches the content's right edge.
      expect(aside.x).toBeGreaterThan(box.x + box.width / 2);
      expect(aside.x + aside.width).toBeGreaterThan(box.x + box.width - 2);
    });
  }
});
