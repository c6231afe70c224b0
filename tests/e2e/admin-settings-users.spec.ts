// Company settings and user administration (issue 15, decision 044), against the production build:
// a settings change shows in the public footer at once and in the next e-mail's signature (the .eml
// file the server's outbox writes); an invitation goes out by e-mail, its link lets the colleague
// choose a password and signs them in, and a used or expired link is refused with its page; a sales
// account cannot reach these pages (403 with the reason); axe at both widths. The changes are made on
// the spare server (its database is the tests' to change), once (desktop), and put back. An
// invitation withdrawn with "Retirar" (issue 27, decision 058) leaves the list and its link answers
// the expired link's 410 page.
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { BOTH_WIDTHS, desktopOnly, expect, type Page, test } from "./support/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { openE2eDatabase } from "./support/database";
import { createStaff, signIn } from "./support/staff";

desktopOnly();

const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const FORBIDDEN = "Su cuenta no tiene permiso para ver esta página.";
const SPARE = process.env.E2E_SPARE_URL!;
const SPARE_DIR = process.env.E2E_SPARE_DATA_DIR!;

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The e-mail the spare server's outbox wrote to `to`, once it is there. */
async function mailTo(to: string, dataDir = SPARE_DIR): Promise<ParsedMail> {
  const folder = join(dataDir, "mail");
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        for (const name of (await readdir(folder).catch(() => [] as string[])).filter((file) =>
          file.endsWith(".eml"),
        )) {
          const mail = await simpleParser(await readFile(join(folder, name)));
          if ((mail.to && !Array.isArray(mail.to) ? mail.to.text : "") === to) found = mail;
        }
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

const linkIn = (mail: ParsedMail) =>
  /http:\/\/[^\s"]+\/login\/invitacion\/[A-Za-z0-9_-]{43}/.exec(mail.text ?? "")![0];

test("a sales account cannot reach the settings nor the user administration: 403 with the reason", async ({
  page,
}) => {
  await signIn(page, createStaff("ventas"));
  for (const path of ["/admin/ajustes", "/admin/usuarios"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(403);
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Ajustes" })).toHaveCount(0);
});

test(
  "the settings, users and invitation pages have no axe violation, and the form says what is wrong in Spanish",
  BOTH_WIDTHS,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page, createStaff("admin"));
    await page.goto("/admin/ajustes");
    await expect(page.getByRole("heading", { name: "Ajustes", level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto("/admin/usuarios");
    await expect(page.getByRole("heading", { name: "Invitar a un colega" })).toBeVisible();
    await expectNoAxeViolations(page);

    // The invitation page, open and refused (a forged link), in a browser without a session.
    const email = `axe-${testInfo.project.name}-${Date.now()}@kordex.pe`;
    await page.getByLabel("Nombre").fill("Prueba Axe");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(page.getByRole("status")).toContainText(`Se envió la invitación a ${email}.`);
    const invitee = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
    await invitee.goto(linkIn(await mailTo(email, process.env.E2E_DATA_DIR!)));
    await expect(invitee.getByRole("heading", { name: "Bienvenido a la intranet" })).toBeVisible();
    await expectNoAxeViolations(invitee);
    await invitee.goto(`${new URL(page.url()).origin}/login/invitacion/${"A".repeat(43)}`);
    await expect(invitee.getByRole("heading", { name: "Este enlace no es válido" })).toBeVisible();
    await expectNoAxeViolations(invitee);

    // Bad values: each field's message, before anything is sent.
    await page.goto("/admin/ajustes");
    const phone = page.getByLabel("Teléfono");
    await phone.fill("12345");
    await page.getByLabel("WhatsApp").fill("+51 987");
    await page.getByLabel("Horario de atención").fill("18:00-09:00");
    await page.getByLabel("Plazo de primera respuesta (horas hábiles)").fill("0");
    await page.getByLabel("Conservación del registro de auditoría (días)").fill("29");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Escriba un teléfono peruano", { exact: false })).toBeVisible();
    await expect(
      page.getByText("Escriba el número de WhatsApp en formato internacional", { exact: false }),
    ).toBeVisible();
    await expect(page.getByText("Escriba el horario como HH:MM-HH:MM", { exact: false })).toBeVisible();
    await expect(page.getByText("Escriba un número entero de horas hábiles, de 1 a 200")).toBeVisible();
    await expect(
      page.getByText("el registro de auditoría se conserva al menos 30 días", { exact: false }),
    ).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    // The audit log's size (decision 060), beside the form.
    const auditLog = page.getByRole("region", { name: "Registro de auditoría" });
    await expect(auditLog.getByText(/^\d[\d,]* filas?$/)).toBeVisible();
    await expect(auditLog.getByText(/^\d[\d,.]* (kB|MB)/)).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

test(
  "the invitation row lines up: the role and the button as tall as the fields, at their height",
  BOTH_WIDTHS,
  async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 640, "one column on a phone");
    await signIn(page, createStaff("admin"));
    await page.goto("/admin/usuarios");
    const box = async (control: ReturnType<Page["getByRole"]>) => {
      const found = await control.boundingBox();
      return found && { top: Math.round(found.y), height: Math.round(found.height) };
    };
    const name = await box(page.getByRole("textbox", { name: "Nombre", exact: true }));
    expect(await box(page.getByRole("combobox", { name: "Rol", exact: true }))).toEqual(name);
    expect(await box(page.getByRole("button", { name: "Enviar invitación" }))).toEqual(name);
  },
);

test("a settings change shows in the footer at once and in the next e-mail; an invitation signs the colleague in once", async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== "desktop", "the spare server's settings: changed once, by one project");
  test.setTimeout(120_000);
  const admin = createStaff("admin", SPARE_DIR);
  // The spare server ends a staff session after 6 s without a request: sign in again when it did.
  const adminPage = async (path: string) => {
    await page.goto(`${SPARE}${path}`);
    if (new URL(page.url()).pathname === "/login") {
      await signIn(page, admin, `${SPARE}/login`);
      await page.goto(`${SPARE}${path}`);
    }
  };
  await signIn(page, admin, `${SPARE}/login`);
  // The footer as visitors see it now (and as the page cache keeps it).
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${SPARE}/contacto`);
  const footer = visitor.getByRole("contentinfo");
  const oldPhone =
    (await page.goto(`${SPARE}/admin/ajustes`), await page.getByLabel("Teléfono").inputValue());
  await expect(footer.getByRole("link", { name: oldPhone })).toBeVisible();

  const newPhone = `+51 1 ${600 + (Date.now() % 300)} ${1000 + (Date.now() % 8999)}`;
  await page.getByLabel("Teléfono").fill(newPhone);
  await page.getByLabel("WhatsApp").fill("51912345678");
  await page.getByRole("button", { name: "Guardar cambios" }).click();
  await expect(page.getByRole("status")).toContainText("Se guardaron los cambios (Teléfono, WhatsApp).");
  try {
    await visitor.reload();
    await expect(footer.getByRole("link", { name: newPhone })).toHaveAttribute(
      "href",
      `tel:+51${newPhone.replace(/\D/g, "").slice(2)}`,
    );
    await expect(visitor.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/51912345678\?/,
    );

    // The next e-mail: the invitation, whose signature carries the new phone and WhatsApp.
    const email = `colega-${Date.now()}@kordex.pe`;
    await adminPage("/admin/usuarios");
    await page.getByLabel("Nombre").fill("Marco Salas");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Rol", { exact: true }).selectOption("ventas");
    await page.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(page.getByRole("status")).toContainText(`Se envió la invitación a ${email}.`);
    const pending = page.getByRole("region", { name: "Invitaciones pendientes" });
    await expect(pending.getByRole("listitem").filter({ hasText: email })).toContainText(
      `Marco Salas · ${email}Ventas · invitó ${admin.name}`,
    );
    const mail = await mailTo(email);
    expect(mail.subject).toContain(`${admin.name} le invita a la intranet`);
    const text = (mail.text ?? "").replace(/\u00a0/g, " ");
    expect(text).toContain(newPhone);
    expect(text).toContain("+51 912 345 678");

    // The colleague opens the link, chooses a password and is in.
    const link = linkIn(mail);
    const colleague = await (await browser.newContext()).newPage();
    await colleague.goto(link);
    await expect(colleague.getByRole("heading", { name: "Bienvenido a la intranet" })).toBeVisible();
    await expectNoAxeViolations(colleague);
    // The admin:create rule: long enough is not enough.
    await colleague.getByLabel("Contraseña", { exact: true }).fill("password1234");
    await colleague.getByLabel("Repita la contraseña").fill("password1234");
    await colleague.getByRole("button", { name: "Guardar y entrar" }).click();
    await expect(colleague.getByRole("alert")).toHaveText(
      "Esa contraseña es muy común y fácil de adivinar. Elija otra.",
    );
    await colleague.getByLabel("Contraseña", { exact: true }).fill("Envolvedora-azul-2026!");
    await colleague.getByLabel("Repita la contraseña").fill("Envolvedora-azul-2026!");
    await colleague.getByRole("button", { name: "Guardar y entrar" }).click();
    await expect(colleague).toHaveURL(/\/admin\/solicitudes$/);
    await expect(colleague.getByRole("banner")).toContainText("Marco Salas");

    // The administrator moves him to the service desk: the answer names him and his new role.
    await adminPage("/admin/usuarios");
    await page.getByLabel("Rol de Marco Salas").selectOption("servicio");
    await page.getByRole("button", { name: "Cambiar rol: Marco Salas" }).click();
    await expect(page.getByRole("status")).toHaveText("Marco Salas tiene ahora el rol «Servicio técnico».");

    // Used: the same link again.
    const again = await colleague.goto(link);
    expect(again?.status()).toBe(410);
    await expect(colleague.getByRole("heading", { name: "Esta invitación ya se usó" })).toBeVisible();

    // Expired: another invitation, 48 hours later.
    const late = `tarde-${Date.now()}@kordex.pe`;
    await adminPage("/admin/usuarios");
    await page.getByLabel("Nombre").fill("Rosa Tarde");
    await page.getByLabel("Correo electrónico").fill(late);
    await page.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(page.getByRole("status")).toContainText(`Se envió la invitación a ${late}.`);
    const lateLink = linkIn(await mailTo(late));
    const db = openE2eDatabase(SPARE_DIR);
    db.prepare("update staff_invitation set expires_at = ? where email = ?").run(
      new Date(Date.now() - 1000).toISOString(),
      late,
    );
    db.close();
    const expired = await colleague.goto(lateLink);
    expect(expired?.status()).toBe(410);
    await expect(colleague.getByRole("heading", { name: "Esta invitación ya no es válida" })).toBeVisible();
    await expectNoAxeViolations(colleague);
    // Forged.
    const forged = await colleague.goto(`${SPARE}/login/invitacion/${"A".repeat(43)}`);
    expect(forged?.status()).toBe(404);
    await expect(colleague.getByRole("heading", { name: "Este enlace no es válido" })).toBeVisible();
  } finally {
    await adminPage("/admin/ajustes");
    await page.getByLabel("Teléfono").fill(oldPhone);
    await page.getByLabel("WhatsApp").fill("51987654321");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByRole("status")).toContainText("Se guardaron los cambios");
  }
});

test(
  "an administrator invites a colleague, sees the invitation pending, withdraws it, and the link then answers 410",
  BOTH_WIDTHS,
  async ({ page, browser }, testInfo) => {
    test.setTimeout(150_000);
    const admin = createStaff("admin");
    await signIn(page, admin);
    await page.goto("/admin/usuarios");
    const email = `retirar-${testInfo.project.name}-${Date.now()}@kordex.pe`;
    await page.getByLabel("Nombre").fill("Julia Retiro");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByLabel("Rol", { exact: true }).selectOption("admin");
    await page.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(page.getByRole("status")).toContainText(`Se envió la invitación a ${email}.`);
    const link = linkIn(await mailTo(email, process.env.E2E_DATA_DIR!));

    // Pending: the address, the role, who sent it and until when; "Retirar".
    const pending = page.getByRole("region", { name: "Invitaciones pendientes" });
    const row = pending.getByRole("listitem").filter({ hasText: email });
    await expect(row).toContainText(`Julia Retiro · ${email}`);
    await expect(row).toContainText(`Administración · invitó ${admin.name} · vence el`);
    await expect(pending).toContainText(
      "Si la cuenta que invitó se desactiva o deja el rol de administración",
    );
    await expectNoAxeViolations(page);

    // Another administrator about to deactivate the inviter is told the invitation goes with it.
    const other = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
    await signIn(other, createStaff("admin"));
    await other.goto("/admin/usuarios");
    await other.getByLabel(`Desactivar: ${admin.name}`, { exact: true }).click();
    await expect(other.getByText(`¿Desactivar la cuenta de ${admin.name}?`)).toContainText(
      "También se retirará la invitación pendiente que envió.",
    );

    await row.getByRole("button", { name: `Retirar la invitación de ${email}` }).click();
    await expect(page.getByRole("status")).toHaveText(
      `Se retiró la invitación a ${email}. Su enlace ya no sirve.`,
    );
    await expect(page.getByRole("listitem").filter({ hasText: email })).toHaveCount(0);

    // The link, in a browser without a session: the page an expired link gets.
    const invitee = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
    const answer = await invitee.goto(link);
    expect(answer?.status()).toBe(410);
    await expect(
      invitee.getByRole("heading", { name: "Esta invitación ya no es válida", level: 1 }),
    ).toBeVisible();
    await expect(
      invitee.getByText("El enlace venció o fue retirado, y ya no sirve.", { exact: false }),
    ).toBeVisible();
    await expect(invitee.getByLabel("Contraseña", { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(invitee);
  },
);

test(
  "Ajustes: the retention has its own section, and the audit log's panel sits 24 px below the form's",
  BOTH_WIDTHS,
  async ({ page }, testInfo) => {
    await signIn(page, createStaff("admin"));
    await page.goto("/admin/ajustes");
    const form = page.getByRole("region", { name: "Datos de la empresa y plazos" });
    await expect(
      form
        .getByRole("group", { name: "Registro de auditoría: conservación" })
        .getByLabel("Conservación del registro de auditoría (días)"),
    ).toBeVisible();
    const auditLog = page.getByRole("region", { name: "Registro de auditoría: tamaño" });
    await expect(page.getByRole("heading", { name: "Registro de auditoría", exact: true })).toHaveCount(0);
    const above = (await form.boundingBox())!;
    const below = (await auditLog.boundingBox())!;
    expect(Math.round(below.y - (above.y + above.height))).toBe(24);
    await page.screenshot({ path: testInfo.outputPath("ajustes.png"), fullPage: true });
  },
);

test("Usuarios: a refused role change shows the role in force; the own row offers no 'Cerrar sus sesiones'", async ({
  page,
}) => {
  const admin = createStaff("admin");
  await signIn(page, admin);
  await page.goto("/admin/usuarios");
  const row = page.getByRole("listitem").filter({ hasText: admin.email });
  // Her own sessions are ended from Mi cuenta, not here.
  await expect(row.getByLabel(`Cerrar sus sesiones: ${admin.name}`)).toHaveCount(0);
  await expect(row.getByRole("link", { name: "Mi cuenta" })).toHaveAttribute("href", "/admin/cuenta");
  // A change the server refuses (here a role it does not know, shown as "Ventas"): the select goes
  // back to the role in force, the one the text beside it names.
  const select = page.getByLabel(`Rol de ${admin.name}`);
  await select.evaluate((element: HTMLSelectElement) => {
    element.querySelector<HTMLOptionElement>('option[value="ventas"]')!.value = "jefe";
  });
  await select.selectOption({ label: "Ventas" });
  await page.getByRole("button", { name: `Cambiar rol: ${admin.name}` }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(select).toHaveValue("admin");
  await expect(row).toContainText("Administración");
});

test(
  "Usuarios: the last row's 'Cerrar sus sesiones' fits within the page and closes after another action",
  BOTH_WIDTHS,
  async ({ page, browser }) => {
    test.skip((page.viewportSize()?.width ?? 0) < 640, "inline on a phone");
    const admin = createStaff("admin");
    const last = createStaff("servicio");
    // A name that sorts after every other account's: the last row.
    last.name = `Zoila Zúñiga ${Date.now() % 10_000}`;
    const db = openE2eDatabase();
    db.prepare("update staff_user set name = ? where email = ?").run(last.name, last.email);
    db.close();
    await signIn(await (await browser.newContext()).newPage(), last);
    await signIn(page, admin);
    await page.goto("/admin/usuarios");
    const summary = page.getByLabel(`Cerrar sus sesiones: ${last.name}`, { exact: true });
    await summary.click();
    const question = page.getByText(`¿Cerrar las sesiones de ${last.name}?`);
    await expect(question).toBeVisible();
    const box = (await question.locator("..").boundingBox())!;
    const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(box.y + box.height).toBeLessThanOrEqual(pageHeight);
    // Another action on the page (the row's own role button, left of the confirmation): it closes.
    await page.getByRole("button", { name: `Cambiar rol: ${last.name}` }).click();
    await expect(page.getByRole("status")).toHaveText(`${last.name} ya tenía el rol «Servicio técnico».`);
    await expect(question).toBeHidden();
  },
);
