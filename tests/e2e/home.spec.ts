import { expect, test } from "./support/test";

test.describe("home page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/");
  });

  test("shows the banner carousel with every active banner, advancing on its own", async ({
    page,
    request,
  }) => {
    const banners = (await (await request.get("/api/pe/banners/active")).json()) as {
      name: string;
      link: string;
    }[];
    const carousel = page.getByRole("region", { name: "Novedades" });
    await expect(carousel).toBeVisible();
    const slides = carousel.getByRole("listitem");
    await expect(slides).toHaveCount(banners.length);
    const firstLink = slides.first().getByRole("link");
    await expect(firstLink).toHaveAccessibleName(`Conocer más: ${banners[0]!.name}`);
    await expect(firstLink).toHaveAttribute("href", banners[0]!.link);
    await expect(slides.first().locator("img")).toBeVisible();
    const position = carousel.getByRole("slider", { name: "Diapositiva" });
    await expect(position).toHaveAttribute("aria-valuenow", "1");
    await expect(position).toHaveAttribute("aria-valuenow", "2", { timeout: 8000 });
  });

  test("can be paused, and moves to a slide with the draggable scrollbar", async ({ page }) => {
    const carousel = page.getByRole("region", { name: "Novedades" });
    const position = carousel.getByRole("slider", { name: "Diapositiva" });
    await carousel.getByRole("button", { name: "Pausar el carrusel" }).click();
    await expect(carousel.getByRole("button", { name: "Reanudar el carrusel" })).toBeVisible();
    const last = (await position.getAttribute("aria-valuemax"))!;
    const box = (await position.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.97, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expect(position).toHaveAttribute("aria-valuenow", last);
    await page.waitForTimeout(5600); // longer than the 5 s autoplay delay: a paused carousel stays put
    await expect(position).toHaveAttribute("aria-valuenow", last);
    await position.focus();
    await page.keyboard.press("ArrowRight");
    await expect(position).toHaveAttribute("aria-valuenow", "1");
  });

  test("keeps the carousel's controls off the picture and offers a filled call-to-action button", async ({
    page,
  }) => {
    const carousel = page.getByRole("region", { name: "Novedades" });
    // Paused, so the slide measured stays in place.
    await carousel.getByRole("button", { name: "Pausar el carrusel" }).click();
    const current = Number(await carousel.getByRole("slider").getAttribute("aria-valuenow"));
    const slide = carousel.getByRole("group").nth(current - 1);
    const picture = (await slide.locator("img").boundingBox())!;
    const overlaps = (a: { x: number; y: number; width: number; height: number }) =>
      a.x < picture.x + picture.width &&
      picture.x < a.x + a.width &&
      a.y < picture.y + picture.height &&
      picture.y < a.y + a.height;
    for (const control of [
      carousel.getByRole("button", { name: "Reanudar el carrusel" }),
      carousel.getByRole("slider", { name: "Diapositiva" }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(overlaps(box), `${await control.getAttribute("aria-label")} over the picture`).toBe(false);
      expect(box.y, "controls below the picture").toBeGreaterThanOrEqual(picture.y + picture.height);
    }

    const cta = slide.getByRole("link", { name: /^Conocer más: / });
    await expect(cta).toBeVisible();
    const look = await cta.evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        background: style.backgroundColor,
        color: style.color,
        height: element.getBoundingClientRect().height,
      };
    });
    expect(look.background, "a filled brand-red button").toBe("rgb(200, 16, 46)");
    expect(look.color).toBe("rgb(255, 255, 255)");
    expect(look.height, "tall enough to tap").toBeGreaterThanOrEqual(44);
    // Reached with the keyboard, it shows a focus ring.
    await cta.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(cta).toBeFocused();
    const outline = await cta.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe("none");
  });

  test("links the welcome block to /contacto and the products block to the three solutions and /productos", async ({
    page,
  }) => {
    const main = page.getByRole("main");
    await expect(main.locator('a[href="/contacto"]').first()).toBeVisible();
    const products = page.getByRole("region", { name: "Nuestros productos" });
    for (const [name, href] of [
      ["Zunchos", "/zunchos-herramientas"],
      ["Envolvedora", "/envolvedora"],
      ["Airpads", "/airpads"],
    ] as const) {
      await expect(products.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(main.locator('a[href="/productos"]').first()).toBeVisible();
  });

  test("highlights the hovered product card, fading 0.15 s in and out after 0.2 s", async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 768, "hover needs a pointer");
    const products = page.getByRole("region", { name: "Nuestros productos" });
    const card = products.getByRole("link", { name: "Zunchos", exact: true });
    const highlight = card.locator("span[aria-hidden=true]");
    await expect(highlight).toHaveCSS("transition-duration", "0.15s");
    await expect(highlight).toHaveCSS("transition-delay", "0.2s");
    await expect(highlight).toHaveCSS("opacity", "0");
    await card.hover();
    await expect(highlight).toHaveCSS("opacity", "1");
    const other = products
      .getByRole("link", { name: "Airpads", exact: true })
      .locator("span[aria-hidden=true]");
    await expect(other).toHaveCSS("opacity", "0");
  });

  test("the industry dropdown toggles, closes outside, and stores the chosen label", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Tipo de industria" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect((await toggle.boundingBox())!.width).toBeCloseTo(300, -1);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const options = page.locator(`#${await toggle.getAttribute("aria-controls")}`).getByRole("link");
    await expect(options).toHaveText([
      "Minería",
      "Forestal",
      "Agrícola",
      "Siderúrgica",
      "CONSTRUCCIÓN",
      "CERAMICA",
      "ENVASES",
      "FIBRAS Y TEXTILES",
      "PAPEL",
      "VIDRIO",
    ]);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await page
      .getByRole("heading", { name: /presencia/i })
      .first()
      .click();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await options.filter({ hasText: "PAPEL" }).click();
    await expect(page).toHaveURL(/\/papel$/);
  });

  test("the industry dropdown works with the keyboard", async ({ page }) => {
    const toggle = page.getByRole("button", { name: "Tipo de industria" });
    await toggle.focus();
    await page.keyboard.press("ArrowDown");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const list = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(list.getByRole("link", { name: "Minería", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(list.getByRole("link", { name: "Forestal", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("the industry cards use 1, 2 and 5 columns by screen size (ten markets, no lone last card)", async ({
    page,
  }) => {
    const cards = page
      .getByRole("main")
      .locator("ul.grid")
      .filter({ has: page.locator('a[href="/vidrio"]') })
      .getByRole("listitem");
    await expect(cards).toHaveCount(10);
    const columns = await cards.evaluateAll(
      (items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().left))).size,
    );
    const width = page.viewportSize()!.width;
    expect(columns).toBe(width >= 1024 ? 5 : width >= 768 ? 2 : 1);
  });

  test("shows the global presence figures", async ({ page }) => {
    const presence = page.getByRole("region", { name: /presencia global/i });
    for (const figure of ["+1.200", "+40", "8", "+30"]) {
      await expect(presence.getByText(figure, { exact: true })).toBeVisible();
    }
  });
});

test.describe("accordion", () => {
  test("opens the first item initially, one at a time, and closes the open one on click", async ({
    page,
  }) => {
    await page.goto("/zunchos-herramientas");
    const items = page.locator("details[name=valores]");
    await expect(items).toHaveCount(6);
    await expect(items.nth(0)).toHaveAttribute("open", "");
    const summaries = items.locator("summary");
    await summaries.nth(2).click();
    await expect(items.nth(2)).toHaveAttribute("open", "");
    await expect(items.nth(0)).not.toHaveAttribute("open", "");
    await expect(page.locator("details[name=valores][open]")).toHaveCount(1);
    await summaries.nth(2).click();
    await expect(page.locator("details[name=valores][open]")).toHaveCount(0);
  });
});

test.describe("solution pages", () => {
  test("the strapping page links its three tool cards to categories 19, 20 and 21", async ({ page }) => {
    await page.goto("/zunchos-herramientas");
    for (const id of [19, 20, 21])
      await expect(page.locator(`main a[href="/productos?categoryId=${id}"]`)).toHaveCount(1);
    for (const type of ["PP", "PET", "Acero"])
      await expect(page.getByText(type, { exact: true }).first()).toBeVisible();
  });

  test("the wrapping page links its three machine cards to categories 16, 17 and 18 under a looping video", async ({
    page,
  }) => {
    await page.goto("/envolvedora");
    for (const id of [16, 17, 18])
      await expect(page.locator(`main a[href="/productos?categoryId=${id}"]`)).toHaveCount(1);
    const video = page.locator("main video");
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
  });

  test("the film page has 'VER PRODUCTOS' and its contact block", async ({ page }) => {
    await page.goto("/film-embalaje");
    await expect(page.getByRole("link", { name: "VER PRODUCTOS" })).toHaveAttribute("href", "/productos");
    await expect(page.getByRole("heading", { name: "¿Busca un film de embalaje resistente?" })).toBeVisible();
  });

  test("/soluciones shows the four solution cards and 'Solicitud de información'", async ({ page }) => {
    await page.goto("/soluciones");
    for (const [title, href] of [
      ["Zunchos", "/zunchos-herramientas"],
      ["Envolvedoras", "/envolvedora"],
      ["Film de embalaje", "/film-embalaje"],
      ["Airpads", "/airpads"],
    ] as const) {
      const card = page
        .getByRole("main")
        .getByRole("link")
        .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
      await expect(card).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("heading", { name: "Solicitud de información" })).toBeVisible();
  });

  test("/mercados has four sections with 'Explore este mercado'", async ({ page }) => {
    await page.goto("/mercados");
    const links = page.getByRole("link", { name: "Explore este mercado" });
    await expect(links).toHaveCount(4);
    for (const [index, slug] of ["mineria", "forestal", "agricola", "siderurgica"].entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/${slug}`);
    }
  });

  test("the ethics code states the SPEC's working-time and conduct rules", async ({ page }) => {
    await page.goto("/codigo-etica");
    const text = (await page.getByRole("main").innerText()).toLowerCase();
    for (const fact of ["48", "60", "18", "represalia"]) expect(text).toContain(fact);
    expect(text).toMatch(/siete|7 días/);
  });
});
