import AxeBuilder from "@axe-core/playwright";
import type { Route } from "@playwright/test";
import { BOTH_WIDTHS, desktopOnly, expect, type Page, test } from "./support/test";
import { createStaff, signIn, signInPageIsLive } from "./support/staff";

desktopOnly();

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const REFUSED = "El correo o la contraseña no son correctos.";
const THROTTLED =
  "Hubo demasiados intentos de ingreso. Por seguridad, espere 15 minutos e inténtelo de nuevo.";
const FORBIDDEN = "Su cuenta no tiene permiso para ver esta página.";
const SESSION_ENDED =
  "Su sesión terminó: se cierra sola tras un tiempo sin actividad, o se cerró desde otra sesión. Ingrese de nuevo para continuar.";

async function typeCredentials(page: Page, email: string, password: string) {
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByLabel("Contraseña").fill(password);
  await page.getByRole("button", { name: "Ingresar", exact: true }).click();
}

test.describe("staff sign-in", () => {
  test("a page of the back office sends a visitor to sign in, and back there after", async ({
    page,
    context,
  }) => {
    const admin = createStaff("admin");
    await page.goto("/admin/usuarios");
    await expect(page).toHaveURL(/\/login\?siguiente=%2Fadmin%2Fusuarios$/);
    await expect(page.getByRole("heading", { level: 1, name: "Ingreso del personal" })).toBeVisible();
    await signInPageIsLive(page);
    const submission = page.waitForRequest((request) => request.url().includes("/login.data"));
    await typeCredentials(page, admin.email, admin.password);
    await submission;
    await expect(page).toHaveURL(/\/admin\/usuarios$/);
    await expect(page.getByRole("heading", { level: 1, name: "Usuarios" })).toBeVisible();
    await expect(page.getByText(admin.email)).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "kordex-sesion");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  test("a wrong password is refused with one message and the e-mail kept", async ({ page }) => {
    const admin = createStaff("admin");
    await page.goto("/login");
    await signInPageIsLive(page);
    const answer = page.waitForResponse((response) => response.url().includes("/login.data"));
    await typeCredentials(page, admin.email, "no-es-la-clave-correcta");
    expect((await answer).status()).toBe(401);
    await expect(page.getByRole("alert")).toHaveText(REFUSED);
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(admin.email);
    // An unknown e-mail gets exactly the same answer.
    await typeCredentials(page, "nadie-123@kordex.pe", "no-es-la-clave-correcta");
    await expect(page.getByRole("alert")).toHaveText(REFUSED);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("after five failures the account waits, even with the right password", async ({ page }) => {
    const admin = createStaff("admin");
    await page.goto("/login");
    await signInPageIsLive(page);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = page.waitForResponse((response) => response.url().includes("/login.data"));
      await typeCredentials(page, admin.email, `incorrecta-${attempt}-xyz`);
      expect((await refused).status()).toBe(401);
      await expect(page.getByRole("alert")).toHaveText(REFUSED);
    }
    const answer = page.waitForResponse((response) => response.url().includes("/login.data"));
    await typeCredentials(page, admin.email, admin.password);
    expect((await answer).status()).toBe(429);
    await expect(page.getByRole("alert")).toHaveText(THROTTLED);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("signs in and out without JavaScript", async ({ browser }) => {
    const admin = createStaff("admin");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/admin/cuenta");
    await expect(page).toHaveURL(/\/login\?siguiente=%2Fadmin%2Fcuenta$/);
    await typeCredentials(page, admin.email, "clave-equivocada-12");
    await expect(page.getByRole("alert")).toHaveText(REFUSED);
    await page.getByLabel("Contraseña").fill(admin.password);
    await page.getByRole("button", { name: "Ingresar", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/cuenta$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mi cuenta" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin/cuenta");
    await expect(page).toHaveURL(/\/login\?siguiente=/);
    await context.close();
  });

  test("without JavaScript, a password change leaves the form empty", async ({ browser }) => {
    const admin = createStaff("admin");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/login?siguiente=%2Fadmin%2Fcuenta");
    await typeCredentials(page, admin.email, admin.password);
    await expect(page.getByRole("heading", { level: 1, name: "Mi cuenta" })).toBeVisible();
    const panel = page.getByRole("region", { name: "Contraseña", exact: true });
    const next = "Fleje-sin-script-2026";
    await panel.getByLabel("Contraseña actual", { exact: true }).fill(admin.password);
    await panel.getByLabel("Nueva contraseña", { exact: true }).fill(next);
    await panel.getByLabel("Repita la nueva contraseña").fill(next);
    await panel.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "Su contraseña se cambió. Sus otras sesiones se cerraron.",
    );
    for (const label of ["Contraseña actual", "Nueva contraseña", "Repita la nueva contraseña"]) {
      await expect(panel.getByLabel(label, { exact: true })).toHaveValue("");
    }
    await context.close();
  });

  test("sign-out ends the session on the server", async ({ page, context }) => {
    const admin = createStaff("admin");
    await signIn(page, admin);
    const token = (await context.cookies()).find((c) => c.name === "kordex-sesion")?.value;
    // The page's poll for new requests (every second here) is held while the person signs out, then
    // answered with the ended session's 401: it must not turn the sign-out into "su sesión terminó".
    let held: Route | undefined;
    await page.route("**/admin/api/solicitudes/nuevas**", (route) => {
      held ??= route;
      if (held !== route) return route.abort();
    });
    await expect.poll(() => held !== undefined).toBe(true);
    // The sign-out's post is held too, until the page has read the poll's 401: the page is still
    // there, its session about to end, exactly when the race happens.
    let signOutPosted!: () => void;
    const posted = new Promise<void>((resolve) => (signOutPosted = resolve));
    let pollRead!: () => void;
    const read = new Promise<void>((resolve) => (pollRead = resolve));
    await page.route("**/admin/salir", async (route) => {
      signOutPosted();
      await read;
      await route.continue();
    });
    const click = page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" }).click();
    await posted;
    await held!.fulfill({
      status: 401,
      contentType: "application/json",
      body: '{"error":"Sesión terminada"}',
    });
    // A moment for the page's code to read the answer (the page is navigating, so nothing can be
    // evaluated in it; without the fix, this is when it sends itself to the sign-in).
    await new Promise((resolve) => setTimeout(resolve, 300));
    pollRead();
    await click;
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("Su sesión terminó", { exact: false })).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "kordex-sesion")).toBeUndefined();
    // The old token, sent again by hand, opens nothing.
    const replay = await page.request.get("/admin/cuenta", {
      headers: { cookie: `kordex-sesion=${token}` },
      maxRedirects: 0,
    });
    expect(replay.status()).toBe(302);
    expect(replay.headers().location).toBe("/login?siguiente=%2Fadmin%2Fcuenta&motivo=sesion-terminada");
  });
});

test.describe("roles", () => {
  test("a sales account gets 403 on the administrators' pages and does not see them in the menu", async ({
    page,
  }) => {
    const sales = createStaff("ventas");
    await signIn(page, sales);
    const nav = page.getByRole("navigation", { name: "Secciones de la intranet" });
    await expect(nav.getByRole("link", { name: "Mi cuenta" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Usuarios" })).toHaveCount(0);
    const response = await page.goto("/admin/usuarios");
    expect(response?.status()).toBe(403);
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
  });
});

test.describe("sessions", () => {
  test("a staff member sees their sessions and ends another one", async ({ page, browser }) => {
    const admin = createStaff("admin");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, admin);
    await signIn(page, admin, "/login?siguiente=%2Fadmin%2Fcuenta");
    await expect(page.getByRole("heading", { level: 1, name: "Mi cuenta" })).toBeVisible();
    const sessions = page.getByRole("region", { name: "Sesiones abiertas" }).getByRole("listitem");
    await expect(sessions).toHaveCount(2);
    await expect(sessions.filter({ hasText: "Esta sesión" })).toHaveCount(1);
    await sessions
      .filter({ hasNotText: "Esta sesión" })
      .getByRole("button", { name: "Cerrar esa sesión" })
      .click();
    await expect(page.getByRole("status")).toHaveText("La sesión se cerró.");
    await expect(sessions).toHaveCount(1);
    // The ended session's open page finds out by itself on its next poll (1 s here) and goes to the
    // sign-in; waiting for that first keeps the next navigation from racing it (net::ERR_ABORTED).
    await expect(otherPage).toHaveURL(/\/login\?siguiente=%2Fadmin%2Fsolicitudes&motivo=sesion-terminada$/, {
      timeout: 10_000,
    });
    await otherPage.goto("/admin/cuenta");
    await expect(otherPage).toHaveURL(/\/login\?siguiente=%2Fadmin%2Fcuenta$/);
    await other.close();
  });

  test("an administrator deactivates an account, which ends its sessions", async ({ page, browser }) => {
    const admin = createStaff("admin");
    const sales = createStaff("ventas");
    const salesContext = await browser.newContext();
    const salesPage = await salesContext.newPage();
    await signIn(salesPage, sales);
    await signIn(page, admin, "/login?siguiente=%2Fadmin%2Fusuarios");
    // It asks first.
    await page.getByLabel(`Desactivar: ${sales.name}`, { exact: true }).click();
    await expect(page.getByText(`¿Desactivar la cuenta de ${sales.name}?`)).toBeVisible();
    await page.getByRole("button", { name: `Sí, desactivar: ${sales.name}` }).click();
    await expect(page.getByRole("status")).toHaveText("La cuenta se desactivó y sus sesiones se cerraron.");
    // The account's open page finds out by itself on its next poll (1 s here) and goes to the sign-in,
    // which says why; waiting for that first keeps the next navigation from racing it.
    await expect(salesPage).toHaveURL(/\/login\?siguiente=%2Fadmin%2Fsolicitudes&motivo=sesion-terminada$/, {
      timeout: 10_000,
    });
    await expect(salesPage.getByRole("status")).toHaveText(SESSION_ENDED);
    await salesPage.goto("/admin/cuenta");
    await expect(salesPage).toHaveURL(/\/login\?siguiente=%2Fadmin%2Fcuenta$/);
    // And it cannot sign in again.
    await signInPageIsLive(salesPage);
    await typeCredentials(salesPage, sales.email, sales.password);
    await expect(salesPage.getByRole("alert")).toHaveText(REFUSED);
    await salesContext.close();
  });

  test("a session ends after the idle time (the spare server: 6 s)", async ({ page }) => {
    const spare = process.env.E2E_SPARE_URL!;
    const admin = createStaff("admin", process.env.E2E_SPARE_DATA_DIR);
    await signIn(page, admin, `${spare}/login?siguiente=%2Fadmin%2Fcuenta`);
    await expect(page.getByRole("heading", { level: 1, name: "Mi cuenta" })).toBeVisible();
    // Left alone, the open page (whose polling is not activity) finds its session ended and goes to
    // the sign-in, which says why.
    await expect(page).toHaveURL(/\/login\?siguiente=%2Fadmin%2Fcuenta&motivo=sesion-terminada$/, {
      timeout: 15_000,
    });
    await expect(page.getByRole("status")).toHaveText(SESSION_ENDED);
    await page.goto(`${spare}/admin/cuenta`);
    await expect(page).toHaveURL(/\/login\?siguiente=%2Fadmin%2Fcuenta$/);
  });
});

test.describe("back office accessibility (axe)", () => {
  test("sign-in, Mi cuenta and Usuarios have no violations", BOTH_WIDTHS, async ({ page }) => {
    // Usuarios lists every account the run has made, with their passkeys and pending invitations:
    // axe over that table takes most of the time.
    test.setTimeout(90_000);
    const admin = createStaff("admin");
    await page.goto("/login");
    await signInPageIsLive(page);
    await typeCredentials(page, admin.email, "clave-equivocada-12");
    await expect(page.getByRole("alert")).toHaveText(REFUSED);
    for (const path of ["/login"]) {
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(
        results.violations.map((v) => v.id),
        path,
      ).toEqual([]);
    }
    await signIn(page, admin);
    for (const path of ["/admin/cuenta", "/admin/usuarios"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        path,
      ).toEqual([]);
    }
  });
});
