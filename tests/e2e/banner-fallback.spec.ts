import { expect, test } from "./support/test";
import { openE2eDatabase } from "./support/database";

// Uses the spare server, whose database this file alone changes.
test.describe("home without banners", () => {
  test.beforeAll(() => {
    const db = openE2eDatabase(process.env.E2E_SPARE_DATA_DIR);
    db.prepare("update banner set active = 0").run();
    db.close();
  });

  test("shows the fallback image on mobile and the looping muted video on desktop", async ({ page }) => {
    await page.goto(`${process.env.E2E_SPARE_URL}/`);
    await expect(page.getByRole("region", { name: "Novedades" })).toHaveCount(0);
    const mobile = (page.viewportSize()?.width ?? 0) < 768;
    const video = page.locator("main video");
    const image = page.locator('main img[src="/art/home/fallback.svg"]');
    if (mobile) {
      await expect(image).toBeVisible();
      await expect(video).toBeHidden();
    } else {
      await expect(video).toBeVisible();
      await expect(video).toHaveJSProperty("muted", true);
      await expect(video).toHaveJSProperty("loop", true);
      await expect(image).toBeHidden();
    }
  });
});
