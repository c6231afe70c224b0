// Passkeys in a real browser: Chromium's virtual authenticator (CDP WebAuthn domain) stands in for the
// fingerprint reader. A staff member signs in with the password, registers a passkey on Mi cuenta,
// signs out, signs in with the passkey alone, and removes it.
// The pages are opened as http://localhost: WebAuthn needs a domain name as RP ID (not 127.0.0.1)
// and a secure context, which localhost is over plain HTTP.
import { randomBytes } from "node:crypto";
import { BOTH_WIDTHS, type CDPSession, desktopOnly, expect, type Page, test } from "./support/test";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./support/back-office";
import { openE2eDatabase } from "./support/database";
import { createStaff, type StaffAccount } from "./support/staff";

desktopOnly();

test.use({ baseURL: `http://localhost:${Number(process.env.E2E_PORT ?? 4319)}` });

const UNKNOWN_KEY =
  "Esa llave de acceso no está registrada en la intranet. Ingrese con su correo y contraseña.";
const ALREADY_REGISTERED = "Esa llave de acceso ya está registrada.";
const CANCELLED =
  "Se canceló el ingreso con la llave de acceso o se agotó el tiempo. Puede intentarlo de nuevo.";
const UNSUPPORTED = "Su navegador no admite llaves de acceso. Ingrese con su correo y contraseña.";
const WRONG_PASSWORD = "La contraseña actual no es correcta. No se registró ninguna llave de acceso.";
/** The passkey form's password field (the password change's is "Contraseña actual"). */
const PASSKEY_PASSWORD = "Su contraseña actual, para registrar la llave";

/** Signs in with e-mail and password (the form works before hydration too) and lands on Mi cuenta. */
async function signInWithPassword(page: Page, account: StaffAccount) {
  await page.goto("/login?siguiente=%2Fadmin%2Fcuenta");
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByLabel("Contraseña").fill(account.password);
  await page.getByRole("button", { name: "Ingresar", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mi cuenta" })).toBeVisible();
}

/** Names the new passkey, types the current password and starts the ceremony on Mi cuenta. */
async function registerOnAccountPage(page: Page, name: string, password: string) {
  const panel = page.getByRole("region", { name: "Llaves de acceso" });
  await panel.getByLabel("Nombre de la nueva llave").fill(name);
  await panel.getByLabel(PASSKEY_PASSWORD).fill(password);
  await panel.getByRole("button", { name: "Registrar una llave de acceso" }).click();
}

/** A platform authenticator with resident keys and user verification, which approves every request. */
async function addVirtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable", { enableUI: false });
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

function auditRows(email: string): { action: string; detail: Record<string, unknown> | null }[] {
  const db = openE2eDatabase();
  try {
    const rows = db
      .prepare(
        `select action, detail from audit_log
         where user_id = (select id from staff_user where email = ?) order by id`,
      )
      .all(email) as { action: string; detail: string | null }[];
    return rows.map((row) => ({ action: row.action, detail: row.detail ? JSON.parse(row.detail) : null }));
  } finally {
    db.close();
  }
}

/** The signature counter stored with the account's (only) passkey. */
function storedCounter(email: string): number | undefined {
  const db = openE2eDatabase();
  try {
    const row = db
      .prepare(
        "select counter from staff_passkey where user_id = (select id from staff_user where email = ?)",
      )
      .get(email) as { counter: number } | undefined;
    return row?.counter;
  } finally {
    db.close();
  }
}

test.describe("passkeys", () => {
  // Each journey checks passwords (argon2) and runs ceremonies several times on a shared machine.
  test.describe.configure({ timeout: 90_000 });
  test(
    "register a passkey with the password, sign out, sign in with it alone, then remove it",
    BOTH_WIDTHS,
    async ({ page, context }) => {
      const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
      const account = createStaff("ventas");
      await signInWithPassword(page, account);

      const panel = page.getByRole("region", { name: "Llaves de acceso" });
      await expect(panel.getByText("Aún no tiene llaves de acceso.")).toBeVisible();
      // A wrong current password: refused in Spanish, and the authenticator was never asked.
      await registerOnAccountPage(page, "Notebook de oficina", "no-es-mi-clave-actual");
      await expect(panel.getByRole("alert")).toHaveText(WRONG_PASSWORD);
      expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials).toEqual([]);
      // The password field is emptied after every try; the name stays.
      await expect(panel.getByLabel(PASSKEY_PASSWORD)).toHaveValue("");
      await registerOnAccountPage(page, "Notebook de oficina", account.password);
      await expect(panel.getByRole("status")).toHaveText(
        "La llave de acceso «Notebook de oficina» quedó registrada.",
      );
      await expect(panel.getByText("Notebook de oficina", { exact: true })).toBeVisible();
      await expect(panel.getByText(/Último uso: nunca/)).toBeVisible();
      const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
      expect(credentials).toHaveLength(1);
      expect(credentials[0]).toMatchObject({ isResidentCredential: true, rpId: "localhost" });
      const registeredCount = credentials[0]!.signCount;
      expect(storedCounter(account.email)).toBe(registeredCount);
      // The challenge's cookie went with the ceremony.
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("kordex-llave");

      // The same authenticator again: the options exclude its passkey, so the browser refuses.
      await registerOnAccountPage(page, "Otra vez la misma", account.password);
      await expect(panel.getByRole("alert")).toHaveText(ALREADY_REGISTERED);
      // The list and the password change's box, as the owner sees them: no axe violation, no sideways scroll.
      await expect(page.getByLabel("Quitar también mis llaves de acceso (1)")).toBeChecked();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);

      await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.getByRole("button", { name: "Ingresar con una llave de acceso" }).click();
      // The back office opens on the inbox.
      await expect(page).toHaveURL(/\/admin\/solicitudes$/);
      await expect(page.getByRole("heading", { level: 1, name: "Solicitudes" })).toBeVisible();
      await page.getByRole("link", { name: "Mi cuenta" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Mi cuenta" })).toBeVisible();
      await expect(page.getByText(account.email)).toBeVisible();
      await expect(panel.getByText(/Último uso: \d/)).toBeVisible();
      // The authenticator counted the use, and the site stored its new counter.
      const [used] = (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials;
      expect(used!.signCount).toBeGreaterThan(registeredCount);
      expect(storedCounter(account.email)).toBe(used!.signCount);
      const session = (await context.cookies()).find((cookie) => cookie.name === "kordex-sesion");
      expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

      await panel.getByRole("button", { name: "Quitar: Notebook de oficina" }).click();
      await expect(page.getByText("La llave de acceso se quitó. Ya no sirve para ingresar.")).toBeVisible();
      await expect(panel.getByText("Aún no tiene llaves de acceso.")).toBeVisible();

      // The authenticator still holds it, but the site no longer knows it.
      await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" }).click();
      await page.getByRole("button", { name: "Ingresar con una llave de acceso" }).click();
      await expect(page.getByRole("alert").filter({ hasText: UNKNOWN_KEY })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      expect(auditRows(account.email).map(({ action, detail }) => [action, detail?.method ?? null])).toEqual([
        ["login.success", null],
        ["login.failure", null],
        ["passkey.register", null],
        ["logout", null],
        ["login.success", "passkey"],
        ["passkey.remove", null],
        ["logout", null],
      ]);
    },
  );

  test("Mi cuenta after each change: the password form starts again, the older passkey message goes", async ({
    page,
  }) => {
    const { cdp, authenticatorId } = await addVirtualAuthenticator(page);
    const account = createStaff("ventas");
    await signInWithPassword(page, account);
    const keys = page.getByRole("region", { name: "Llaves de acceso" });
    const password = page.getByRole("region", { name: "Contraseña", exact: true });
    // One accessible name per field: the two current-password fields are told apart.
    await expect(page.getByLabel("Contraseña actual", { exact: true })).toHaveCount(1);
    await expect(page.getByLabel(PASSKEY_PASSWORD, { exact: true })).toHaveCount(1);

    const registered = (name: string) => `La llave de acceso «${name}» quedó registrada.`;
    await registerOnAccountPage(page, "Llave uno", account.password);
    await expect(keys.getByRole("status")).toHaveText(registered("Llave uno"));
    // Removing it: the list and the message no longer disagree.
    await keys.getByRole("button", { name: "Quitar: Llave uno" }).click();
    await expect(page.getByText("La llave de acceso se quitó. Ya no sirve para ingresar.")).toBeVisible();
    await expect(keys.getByText("Aún no tiene llaves de acceso.")).toBeVisible();
    await expect(keys.getByText(registered("Llave uno"))).toHaveCount(0);

    await registerOnAccountPage(page, "Llave dos", account.password);
    await expect(keys.getByRole("status")).toHaveText(registered("Llave dos"));
    const box = password.getByLabel("Quitar también mis llaves de acceso (1)");
    await expect(box).toBeChecked();

    async function change(from: string, to: string, removePasskeys: boolean) {
      await password.getByLabel("Contraseña actual", { exact: true }).fill(from);
      await password.getByLabel("Nueva contraseña", { exact: true }).fill(to);
      await password.getByLabel("Repita la nueva contraseña").fill(to);
      await password.getByLabel(/Quitar también mis llaves de acceso/).setChecked(removePasskeys);
      await password.getByRole("button", { name: "Cambiar contraseña" }).click();
    }
    // A change that keeps the passkey: the fields are emptied and the box is ticked again.
    const second = `Fleje-${randomBytes(6).toString("base64url")}-77`;
    await change(account.password, second, false);
    await expect(page.getByRole("status").first()).toHaveText(
      "Su contraseña se cambió. Sus otras sesiones se cerraron. Su llave de acceso sigue sirviendo para ingresar.",
    );
    await expect(password.getByLabel("Contraseña actual", { exact: true })).toHaveValue("");
    await expect(password.getByLabel("Nueva contraseña", { exact: true })).toHaveValue("");
    await expect(password.getByLabel("Repita la nueva contraseña")).toHaveValue("");
    await expect(box).toBeChecked();
    await expect(keys.getByText(registered("Llave dos"))).toHaveCount(0);

    // A refused change keeps what was typed (nothing reloaded) and leaves the box as it was.
    await password.getByLabel("Contraseña actual", { exact: true }).fill(second);
    await password.getByLabel("Nueva contraseña", { exact: true }).fill("Fleje-distinta-1234");
    await password.getByLabel("Repita la nueva contraseña").fill("Fleje-distinta-9876");
    await box.uncheck();
    await password.getByRole("button", { name: "Cambiar contraseña" }).click();
    await expect(password.getByText("Las dos contraseñas nuevas no coinciden.")).toBeVisible();
    await expect(box).not.toBeChecked();

    // A new passkey ticks the box again (the authenticator forgets "Llave dos", which the site
    // would otherwise exclude: one passkey per authenticator and account).
    await cdp.send("WebAuthn.clearCredentials", { authenticatorId });
    await registerOnAccountPage(page, "Llave tres", second);
    await expect(keys.getByRole("status")).toHaveText(registered("Llave tres"), { timeout: 15_000 });
    await expect(password.getByLabel("Quitar también mis llaves de acceso (2)")).toBeChecked();
    await expect(password.getByLabel("Contraseña actual", { exact: true })).toHaveValue("");

    // The default (ticked) change removes both: the passkey message goes with them.
    const third = `Fleje-${randomBytes(6).toString("base64url")}-78`;
    await change(second, third, true);
    await expect(page.getByRole("status").first()).toHaveText(
      "Su contraseña se cambió. Sus otras sesiones se cerraron y se quitaron sus 2 llaves de acceso.",
    );
    await expect(keys.getByText("Aún no tiene llaves de acceso.")).toBeVisible();
    await expect(keys.getByText(registered("Llave tres"))).toHaveCount(0);
    await expect(password.getByLabel("Contraseña actual", { exact: true })).toHaveValue("");
    await expect(password.getByLabel("Nueva contraseña", { exact: true })).toHaveValue("");
  });

  test(
    "an administrator sees a colleague's passkey on Usuarios and removes it; the colleague is e-mailed",
    BOTH_WIDTHS,
    async ({ page }) => {
      // axe reads the whole users page, every account the e2e run has made (slow on a loaded machine).
      test.setTimeout(180_000);
      await addVirtualAuthenticator(page);
      const colleague = createStaff("ventas");
      const admin = createStaff("admin");
      await signInWithPassword(page, colleague);
      await registerOnAccountPage(page, "Celular de Paula", colleague.password);
      await expect(page.getByRole("region", { name: "Llaves de acceso" }).getByRole("status")).toHaveText(
        "La llave de acceso «Celular de Paula» quedó registrada.",
        { timeout: 15_000 },
      );
      await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" }).click();
      await expect(page).toHaveURL(/\/login$/);

      await signInWithPassword(page, admin);
      await page.goto("/admin/usuarios");
      const passkeys = page.getByRole("list", { name: `Llaves de acceso de ${colleague.name}` });
      await expect(passkeys.getByText("Celular de Paula")).toBeVisible();
      await expect(passkeys.getByText(/último uso: nunca/)).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await passkeys
        .getByRole("button", { name: `Quitar la llave «Celular de Paula» de ${colleague.name}` })
        .click();
      await expect(page.getByRole("status")).toHaveText(
        `Se quitó la llave de acceso «Celular de Paula» de ${colleague.name}. Ya no sirve para ingresar. Le avisamos a ${colleague.name} por correo.`,
      );
      await expect(passkeys).toHaveCount(0);
      await expect(
        page.getByRole("listitem").filter({ hasText: colleague.email }).getByText("Sin llaves de acceso."),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      const db = openE2eDatabase();
      try {
        const subjects = db
          .prepare("select subject from outbox where to_address = ? order by id")
          .all(colleague.email) as { subject: string }[];
        expect(subjects.map((row) => row.subject)).toEqual([
          "Se agregó una llave de acceso a su cuenta: «Celular de Paula»",
          "Se quitó una llave de acceso de su cuenta: «Celular de Paula»",
        ]);
      } finally {
        db.close();
      }
      // The authenticator still holds it, but it no longer opens the back office.
      await page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" }).click();
      await page.getByRole("button", { name: "Ingresar con una llave de acceso" }).click();
      await expect(page.getByRole("alert").filter({ hasText: UNKNOWN_KEY })).toBeVisible();
    },
  );

  test("a ceremony the browser ends without a passkey (cancelled, none there) says so in Spanish", async ({
    page,
  }) => {
    // An authenticator without any passkey of this site: Chromium ends the request as it does when the
    // person closes the dialog (NotAllowedError).
    await addVirtualAuthenticator(page);
    const account = createStaff("admin");
    await page.goto("/login");
    await page.getByRole("button", { name: "Ingresar con una llave de acceso" }).click();
    await expect(page.getByRole("alert").filter({ hasText: CANCELLED })).toBeVisible();
    // The password still works, on the same page.
    await page.getByLabel("Correo electrónico").fill(account.email);
    await page.getByLabel("Contraseña").fill(account.password);
    await page.getByRole("button", { name: "Ingresar", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Solicitudes" })).toBeVisible();
  });

  test("a browser without WebAuthn keeps the password and says so", async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    const account = createStaff("servicio");
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Ingresar con una llave de acceso" })).toBeHidden();
    await signInWithPassword(page, account);
    const panel = page.getByRole("region", { name: "Llaves de acceso" });
    await expect(panel.getByText(UNSUPPORTED)).toBeVisible();
    await expect(panel.getByRole("button", { name: "Registrar una llave de acceso" })).toHaveCount(0);
  });

  test("the JSON calls refuse without a session, and only take POST", async ({ request }) => {
    const options = await request.post("/admin/api/llaves/opciones", { form: {} });
    expect(options.status()).toBe(401);
    expect(options.headers()["cache-control"]).toBe("no-store");
    expect(await options.json()).toEqual({ error: "Inicie sesión para continuar." });

    const signInOptions = await request.post("/login/llave/opciones", { form: {} });
    expect(signInOptions.status()).toBe(200);
    expect(signInOptions.headers()["cache-control"]).toBe("no-store");
    expect(signInOptions.headers()["set-cookie"]).toMatch(
      /^kordex-llave=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=300; HttpOnly; SameSite=Strict$/,
    );
    const body = (await signInOptions.json()) as { options: { rpId: string; userVerification: string } };
    expect(body.options).toMatchObject({ rpId: "localhost", userVerification: "preferred" });

    // Not an answer: refused, and the challenge is used up (its cookie cleared)…
    const malformed = await request.post("/login/llave", { form: { respuesta: "{}" } });
    expect(malformed.status()).toBe(401);
    expect(malformed.headers()["set-cookie"]).toMatch(/^kordex-llave=; Path=\/; Max-Age=0;/);
    expect(await malformed.json()).toMatchObject({ code: "refused" });
    // …so the next answer has no challenge left.
    const again = await request.post("/login/llave", { form: { respuesta: "{}" } });
    expect(again.status()).toBe(400);
    expect(await again.json()).toEqual({
      error: "La solicitud de la llave de acceso venció. Inténtelo de nuevo.",
      code: "expired",
    });

    const read = await request.get("/login/llave/opciones");
    expect(read.status()).toBe(405);
    expect(read.headers()["allow"]).toBe("POST");
  });
});
