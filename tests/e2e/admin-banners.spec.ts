// The home page's banners in the back office (/admin/banners, administrators only): a banner with
// desktop and mobile crops shows on the home page and goes when deleted (with its confirmation);
// one outside its dates (a future start, a past end) is not shown; uploads are judged by their
// content, with the reason named; the order moves without JavaScript; a `ventas` account gets 403;
// axe finds no violations at either width.
import AxeBuilder from "@axe-core/playwright";
import { BOTH_WIDTHS, desktopOnly, expect, type Page, test } from "./support/test";
import sharp from "sharp";
import { UPLOAD_MESSAGES } from "../../app/platform/uploads/upload-rules";
import { crc32, deflateSync } from "node:zlib";
import { openE2eDatabase } from "./support/database";
import { createStaff, signIn } from "./support/staff";

desktopOnly();

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FORBIDDEN = "Su cuenta no tiene permiso para ver esta página.";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const png = (width: number, height: number, r: number, g: number, b: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/** A PNG whose header says 20,000 × 20,000 pixels, in a few dozen bytes (a decompression bomb's shape). */
function bombPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.alloc(193))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The stored hash of a banner's desktop and mobile images. */
function bannerHashes(name: string): { desktop: string; mobile: string | null } {
  const db = openE2eDatabase();
  try {
    return db
      .prepare(
        `select d.hash as desktop, m.hash as mobile from banner b join media d on d.id = b.image_media_id
         left join media m on m.id = b.mobile_image_media_id where b.name = ?`,
      )
      .get(name) as { desktop: string; mobile: string | null };
  } finally {
    db.close();
  }
}

const unique = (label: string) => `${label} ${Math.random().toString(36).slice(2, 7).toUpperCase()}`;

async function openNewBannerForm(page: Page) {
  await page.goto("/admin/banners");
  await page.getByRole("link", { name: "Nuevo banner" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nuevo banner" })).toBeVisible();
}

async function fillBanner(page: Page, name: string, link = "/productos") {
  await page.getByLabel("Título").fill(name);
  await page.getByLabel("Enlace").fill(link);
}

test.describe("banners", () => {
  test(
    "a banner with desktop and mobile crops shows on the home page, and goes once deleted",
    BOTH_WIDTHS,
    async ({ page }) => {
      const admin = createStaff("admin");
      await signIn(page, admin);
      const name = unique("Campaña de verano");
      await openNewBannerForm(page);
      await fillBanner(page, name, "/productos");
      await page.getByLabel("Texto alternativo (opcional)").fill("Zunchos con 10 % de descuento");
      await page.getByLabel("Imagen para computadoras").setInputFiles({
        name: "verano.png",
        mimeType: "image/png",
        buffer: await png(1920, 700, 200, 30, 40),
      });
      await page.getByLabel("Imagen para celulares (opcional)").setInputFiles({
        name: "verano-celular.png",
        mimeType: "image/png",
        buffer: await png(800, 800, 30, 90, 200),
      });
      await page.getByRole("button", { name: "Guardar banner" }).click();
      await expect(page.getByRole("status")).toHaveText(/El banner se creó/);
      const row = page.getByRole("listitem").filter({ hasText: name });
      await expect(row).toContainText("Visible");
      await expect(row).toContainText("Con imagen para celulares");
      // The thumbnail (lazy) loads once scrolled to.
      await row.locator("img").scrollIntoViewIfNeeded();
      await expect
        .poll(() => row.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);

      const { desktop, mobile } = bannerHashes(name);
      expect(mobile).not.toBeNull();
      await page.goto("/");
      const slide = page.getByRole("group", { name: new RegExp(`: ${name}$`) });
      await expect(slide).toHaveCount(1);
      await expect(slide.getByRole("link")).toHaveAttribute("href", "/productos");
      await expect(slide.locator('source[media="(max-width: 767px)"][type="image/avif"]')).toHaveAttribute(
        "srcset",
        new RegExp(`/media/${mobile}-\\d+\\.avif`),
      );
      await expect(slide.locator("img")).toHaveAttribute(
        "srcset",
        new RegExp(`/media/${desktop}-\\d+\\.webp`),
      );
      await expect(slide.locator("img")).toHaveAttribute("alt", "Zunchos con 10 % de descuento");
      // The crop the width calls for is the one the browser loads.
      const wanted = (page.viewportSize()?.width ?? 0) < 768 ? mobile : desktop;
      const variant = await page.request.get(`/media/${wanted}-800.webp`);
      expect(variant.status()).toBe(200);
      expect(variant.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

      await page.goto("/admin/banners");
      await page.getByLabel(`Eliminar: ${name}`, { exact: true }).click();
      await page.getByRole("button", { name: `Sí, eliminar: ${name}` }).click();
      await expect(page.getByRole("status")).toHaveText("El banner se eliminó.");
      await expect(page.getByRole("listitem").filter({ hasText: name })).toHaveCount(0);
      // The browser keeps the home page it saw for its max-age: a reload asks the server again.
      await page.goto("/");
      await page.reload();
      await expect(page.getByRole("group", { name: new RegExp(`: ${name}$`) })).toHaveCount(0);
    },
  );

  test("a banner outside its dates is not shown: a future start, a past end", async ({ page, request }) => {
    const admin = createStaff("admin");
    await signIn(page, admin);
    const upcoming = unique("Feria de invierno");
    const ended = unique("Liquidación pasada");
    for (const [name, field, when] of [
      [upcoming, "Se muestra desde", "2099-06-01T08:00"],
      [ended, "Se muestra hasta", "2020-01-31T18:00"],
    ] as const) {
      await openNewBannerForm(page);
      await fillBanner(page, name);
      await page.getByLabel(field).fill(when);
      await page.getByLabel("Imagen para computadoras").setInputFiles({
        name: "feria.png",
        mimeType: "image/png",
        buffer: await png(1600, 600, 90, 90, 90),
      });
      await page.getByRole("button", { name: "Guardar banner" }).click();
      await expect(page.getByRole("status")).toHaveText(/El banner se creó/);
    }
    await expect(page.getByRole("listitem").filter({ hasText: upcoming })).toContainText("Programado");
    await expect(page.getByRole("listitem").filter({ hasText: upcoming })).toContainText(
      "desde 01/06/2099, 08:00",
    );
    await expect(page.getByRole("listitem").filter({ hasText: ended })).toContainText("Finalizado");
    await page.goto("/");
    await expect(page.getByRole("region", { name: "Novedades" })).toBeVisible();
    for (const name of [upcoming, ended]) {
      await expect(page.getByRole("group", { name: new RegExp(`: ${name}$`) })).toHaveCount(0);
    }
    const active = (await (await request.get("/api/pe/banners/active")).json()) as { name: string }[];
    expect(active.map((banner) => banner.name)).not.toContain(upcoming);
    expect(active.map((banner) => banner.name)).not.toContain(ended);
  });

  test("uploads are judged by their content, each refusal naming the file and the reason", async ({
    page,
  }) => {
    const admin = createStaff("admin");
    await signIn(page, admin);
    const name = unique("Banner rechazado");
    const desktop = page.getByLabel("Imagen para computadoras");
    const refusals = [
      {
        file: {
          name: "precios.png",
          mimeType: "image/png",
          buffer: Buffer.from("Lista de precios 2026\nZuncho PET\n"),
        },
        message: UPLOAD_MESSAGES.notAnImage("precios.png"),
      },
      {
        file: { name: "bomba.png", mimeType: "image/png", buffer: bombPng() },
        message: UPLOAD_MESSAGES.tooManyPixels("bomba.png", 20_000, 20_000),
      },
      {
        file: {
          name: "enorme.jpg",
          mimeType: "image/jpeg",
          buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * 1024 * 1024 - 4)]),
        },
        message: UPLOAD_MESSAGES.imageTooLarge("enorme.jpg", 11 * 1024 * 1024),
      },
    ];
    await openNewBannerForm(page);
    for (const { file, message } of refusals) {
      await fillBanner(page, name);
      await desktop.setInputFiles(file);
      await page.getByRole("button", { name: "Guardar banner" }).click();
      await expect(page.getByRole("alert")).toHaveText("Revise los campos marcados: el banner no se guardó.");
      await expect(page.getByText(message)).toBeVisible();
      await expect(desktop).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Título")).toHaveValue(name);
    }
    const db = openE2eDatabase();
    try {
      expect(db.prepare("select count(*) as n from banner where name = ?").get(name)).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });

  test("the order moves with plain form posts (no JavaScript), one place at a time", async ({ browser }) => {
    const admin = createStaff("admin");
    // Two inactive banners (the home page does not change), made through the form first.
    const setup = await browser.newPage();
    await signIn(setup, admin);
    const names = [unique("Orden A"), unique("Orden B")];
    for (const name of names) {
      await openNewBannerForm(setup);
      await fillBanner(setup, name);
      await setup.getByLabel(/^Activo/).uncheck();
      await setup.getByLabel("Imagen para computadoras").setInputFiles({
        name: "orden.png",
        mimeType: "image/png",
        buffer: await png(1200, 450, 10, 120, 60),
      });
      await setup.getByRole("button", { name: "Guardar banner" }).click();
      await expect(setup.getByRole("status")).toHaveText(/El banner se creó/);
    }
    const cookies = await setup.context().cookies();
    await setup.close();

    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto("/admin/banners");
    const order = async () =>
      (await page.getByRole("listitem").allTextContents()).filter((text) =>
        names.some((name) => text.includes(name)),
      );
    expect((await order())[0]).toContain(names[0]);
    await page.getByRole("button", { name: `Bajar: ${names[0]}` }).click();
    await expect(page.getByRole("status")).toHaveText("El orden de los banners se actualizó.");
    expect((await order())[0]).toContain(names[1]);
    await page.getByRole("button", { name: `Subir: ${names[0]}` }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("status")).toHaveText("El orden de los banners se actualizó.");
    expect((await order())[0]).toContain(names[0]);
    await context.close();
  });

  test("a sales account cannot open the banners (403 with the reason)", async ({ page }) => {
    const sales = createStaff("ventas");
    await signIn(page, sales);
    for (const path of ["/admin/banners", "/admin/banners/nuevo"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(403);
      await expect(page.getByText(FORBIDDEN)).toBeVisible();
    }
    await page.goto("/admin/solicitudes");
    await expect(page.getByRole("link", { name: "Solicitudes", exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Banners", exact: true })).toHaveCount(0);
  });

  test(
    "the list, the form and its errors have no axe violations and fit the width",
    BOTH_WIDTHS,
    async ({ page }) => {
      const admin = createStaff("admin");
      await signIn(page, admin);
      await page.goto("/admin/banners");
      await expect(page.getByRole("heading", { level: 1, name: "Banners" })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await openNewBannerForm(page);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await page.getByLabel("Enlace").fill("javascript:alert(1)");
      await page.getByRole("button", { name: "Guardar banner" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(page.getByText("Escriba el título del banner.")).toBeVisible();
      await expect(page.getByText(/El enlace debe ser una ruta del sitio/)).toBeVisible();
      await expect(page.getByText("Elija la imagen para computadoras.")).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
    },
  );
});
