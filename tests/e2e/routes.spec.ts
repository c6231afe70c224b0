import { desktopOnly, expect, test } from "./support/test";
import { PUBLIC_PATHS, STAFF_PATHS } from "./support/routes";

desktopOnly();

test.describe("every route of the SPEC", () => {
  // Each page's status, heading, title and description: the page sweep (page-sweep.spec.ts).
  test("every page has a different title", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const path of [...PUBLIC_PATHS, ...STAFF_PATHS]) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(titles.get(title), `${path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, path);
    }
  });

  test("/noticias shows only 'News' (/recursos is the datasheet library: resources.spec.ts)", async ({
    page,
  }) => {
    await page.goto("/noticias");
    await expect(page.getByRole("main")).toHaveText("News");
  });
});

test.describe("aliases and unknown paths", () => {
  for (const [alias, target] of [
    ["/envolvedoras", "/envolvedora"],
    ["/Airpads", "/airpads"],
    ["/Contacto", "/contacto"],
    ["/heramientas", "/zunchos-herramientas"],
  ] as const) {
    test(`${alias} is a permanent redirect to ${target}`, async ({ request, page }) => {
      const response = await request.get(alias, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(new URL(response.headers().location!, "http://x").pathname).toBe(target);
      await page.goto(alias);
      await expect(page).toHaveURL(new RegExp(`${target}$`));
    });
  }

  test("an unknown path redirects to the home page", async ({ request, page }) => {
    const response = await request.get("/no-existe/para-nada", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toMatch(/\/$/);
    await page.goto("/no-existe");
    await expect(page).toHaveURL(/\/$/);
  });
});
