// Staff accounts for the back-office journeys: made with the real CLI (build/admin-create.js) in the
// e2e server's database, each with its own e-mail, and signed in through the real form.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { expect, type Page } from "@playwright/test";

export type Role = "admin" | "ventas" | "servicio";

export interface StaffAccount {
  email: string;
  password: string;
  name: string;
  role: Role;
}

const NAMES: Record<Role, string> = { admin: "Ana Torres", ventas: "Luis Rojas", servicio: "Rosa Quispe" };

/** A new account of this role in the e2e server's database (or another's: `dataDir`). */
export function createStaff(role: Role, dataDir = process.env.E2E_DATA_DIR): StaffAccount {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (see playwright.config.ts)");
  const id = randomBytes(5).toString("hex");
  const email = `${role}-${id}@kordex.pe`;
  const name = `${NAMES[role]} ${id.slice(0, 4).toUpperCase()}`;
  const password = `Zuncho-${randomBytes(9).toString("base64url")}`;
  execFileSync(
    process.execPath,
    [resolve("build/admin-create.js"), "--email", email, "--name", name, "--role", role],
    {
      input: `${password}\n`,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn", NODE_ENV: "production" },
      cwd: dataDir,
    },
  );
  return { email, password, name, role };
}

/** The sign-in page is ready for a client-side submission. */
export async function signInPageIsLive(page: Page) {
  await expect(page.locator("main[data-hydrated]")).toBeAttached();
}

/** Signs in through /login and waits for the back office. */
export async function signIn(page: Page, account: StaffAccount, path = "/login") {
  await page.goto(path);
  await signInPageIsLive(page);
  await page.getByLabel("Correo electrónico").fill(account.email);
  await page.getByLabel("Contraseña").fill(account.password);
  await page.getByRole("button", { name: "Ingresar", exact: true }).click();
  await expect(page.getByRole("banner").getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await expect(page.locator("[data-hydrated]").first()).toBeAttached();
}
