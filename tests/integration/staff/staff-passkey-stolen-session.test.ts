// Issue 27, item 1: a stolen staff session cannot plant a passkey. Against the production server behind
// an HTTPS proxy (a real RP ID), on both engines: the options call asks for the current password (a
// session alone gets a refusal with its reason; a wrong one counts like a failed sign-in), every new
// passkey e-mails its owner and is audited, a password change may take the passkeys with it, and an
// administrator sees and removes an account's passkeys; "Cerrar sus sesiones" and deactivation say
// what they do to them, and do it.
import { randomBytes } from "node:crypto";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { type ServerProcess, startServerProcess } from "../../support/server-process";
import { SoftwareAuthenticator } from "../../support/software-authenticator";

const HOST = "www.kordex.com.pe";
const ORIGIN = `https://${HOST}`;
const PASSWORD = "Zuncho-de-acero-2026";
const NEW_PASSWORD = "Fleje-de-poliester-77";
let server: ServerProcess;
let addresses = 0;

interface Account {
  id: number;
  email: string;
  name: string;
  /** The client address this account's requests come from (its own, so limits do not mix). */
  ip: string;
}

async function account(role: "admin" | "ventas" = "ventas"): Promise<Account> {
  const email = `robo-${role}-${randomBytes(4).toString("hex")}@kordex.pe`;
  const name = `Prueba ${role === "admin" ? "Administración" : "Ventas"} ${randomBytes(2).toString("hex")}`;
  const created = await createStaffUser({ email, name, role, password: PASSWORD });
  if (created.status !== "created") throw new Error(JSON.stringify(created));
  addresses += 1;
  return { id: created.user.id, email, name, ip: `198.18.27.${addresses}` };
}

const headers = (ip: string, cookies: string[] = []) => ({
  "x-forwarded-proto": "https",
  "x-forwarded-host": HOST,
  "x-forwarded-for": ip,
  origin: ORIGIN,
  ...(cookies.length > 0 ? { cookie: cookies.join("; ") } : {}),
});

function post(path: string, ip: string, cookies: string[], fields: Record<string, string>) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: headers(ip, cookies),
    body: new URLSearchParams(fields),
  });
}

/** The `name=value` of each cookie a response sets. */
const setCookies = (response: Response) => response.headers.getSetCookie().map((line) => line.split(";")[0]!);

/** Signs in with the password; the session cookie (`__Host-kordex-sesion=…`). */
async function signIn(who: Account, password = PASSWORD): Promise<string> {
  const response = await post("/login", who.ip, [], { email: who.email, password });
  const [cookie] = setCookies(response).filter((line) => line.startsWith("__Host-kordex-sesion="));
  if (response.status !== 302 || !cookie) throw new Error(`not signed in: ${response.status}`);
  return cookie;
}

/** Runs the registration ceremony over HTTP with this password; the final answer. */
async function registerOverHttp(
  who: Account,
  session: string,
  authenticator: SoftwareAuthenticator,
  name: string,
) {
  const options = await post("/admin/api/llaves/opciones", who.ip, [session], { contrasena: PASSWORD });
  expect(options.status).toBe(200);
  const challenge = setCookies(options);
  const body = (await options.json()) as { options: PublicKeyCredentialCreationOptionsJSON };
  const answer = authenticator.register(body.options);
  return post("/admin/api/llaves", who.ip, [session, ...challenge], {
    nombre: name,
    respuesta: JSON.stringify(answer),
  });
}

/** A passkey sign-in over HTTP: the answer's status and body. */
async function passkeySignIn(authenticator: SoftwareAuthenticator, ip: string) {
  const options = await post("/login/llave/opciones", ip, [], {});
  const body = (await options.json()) as { options: Parameters<SoftwareAuthenticator["authenticate"]>[0] };
  const answer = await post("/login/llave", ip, setCookies(options), {
    respuesta: JSON.stringify(authenticator.authenticate(body.options)),
  });
  return { status: answer.status, body: (await answer.json()) as { code?: string; redirect?: string } };
}

/** A back-office page as its signed-in viewer gets it (status and HTML). */
async function page(path: string, who: Account, session: string, fields?: Record<string, string>) {
  const response = fields
    ? await post(path, who.ip, [session], fields)
    : await fetch(`${server.url}${path}`, { redirect: "manual", headers: headers(who.ip, [session]) });
  return { status: response.status, html: await response.text() };
}

async function passkeysOf(userId: number): Promise<string[]> {
  const rows = await getDb()
    .selectFrom("staff_passkey")
    .select("name")
    .where("user_id", "=", userId)
    .execute();
  return rows.map((row) => row.name);
}

async function mailsTo(email: string) {
  return getDb()
    .selectFrom("outbox")
    .select(["purpose", "subject", "text_body", "html_body"])
    .where("to_address", "=", email)
    .orderBy("id")
    .execute();
}

/** An account with one passkey registered over HTTP (its session and authenticator). */
async function withPasskey(name = "Notebook de oficina") {
  const owner = await account();
  const session = await signIn(owner);
  const authenticator = new SoftwareAuthenticator(ORIGIN);
  expect((await registerOverHttp(owner, session, authenticator, name)).status).toBe(201);
  return { owner, session, authenticator };
}

beforeAll(async () => {
  server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false", TRUST_PROXY: "1" });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("the options of a new passkey ask for the current password", () => {
  it("refuses a session alone with the reason, and issues no challenge", async () => {
    const owner = await account();
    const session = await signIn(owner);
    const response = await post("/admin/api/llaves/opciones", owner.ip, [session], {});
    expect(response.status).toBe(400);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(setCookies(response)).toEqual([]);
    expect(await response.json()).toEqual({
      error: "Para registrar una llave de acceso, escriba su contraseña actual.",
      code: "password-required",
    });
  });

  it("refuses a wrong password, counts it as a failed sign-in, and past the limit checks none", async () => {
    const owner = await account();
    const session = await signIn(owner);
    const wrong = await post("/admin/api/llaves/opciones", owner.ip, [session], {
      contrasena: "adivinanza-1",
    });
    expect(wrong.status).toBe(403);
    expect(setCookies(wrong)).toEqual([]);
    expect(await wrong.json()).toEqual({
      error: "La contraseña actual no es correcta. No se registró ninguna llave de acceso.",
      code: "wrong-password",
    });
    const [row] = await listAudit({ userId: owner.id, limit: 1 });
    expect(row).toMatchObject({
      action: "login.failure",
      actor: owner.email,
      ip: owner.ip,
      detail: { reason: "wrong-current-password", purpose: "passkey-registration" },
    });

    // Four more wrong guesses reach the limit per account and address (5): then even the right
    // password gets 429 from that address.
    for (let i = 2; i <= 5; i++) {
      const guess = await post("/admin/api/llaves/opciones", owner.ip, [session], {
        contrasena: `adivinanza-${i}`,
      });
      expect(guess.status).toBe(403);
    }
    const held = await post("/admin/api/llaves/opciones", owner.ip, [session], { contrasena: PASSWORD });
    expect(held.status).toBe(429);
    // What is left of the 15-minute window that opened with the first wrong guess (a loaded machine
    // may take a few seconds over the six requests).
    const retryAfter = Number(held.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(880);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(await held.json()).toEqual({
      error:
        "Hubo demasiados intentos con una contraseña incorrecta desde su conexión. Por seguridad, espere 15 minutos antes de registrar una llave de acceso; su sesión sigue abierta.",
      code: "throttled",
    });
    // The same limit holds back the password sign-in of that account from that address, never the
    // owner's sign-in from another one (issue 27 item 3).
    const signInHere = await post("/login", owner.ip, [], { email: owner.email, password: PASSWORD });
    expect(signInHere.status).toBe(429);
    expect(await signIn({ ...owner, ip: "203.0.113.200" })).toMatch(/^__Host-kordex-sesion=/);
  });

  it("answers the right password with the options and their challenge cookie", async () => {
    const owner = await account();
    const session = await signIn(owner);
    const response = await post("/admin/api/llaves/opciones", owner.ip, [session], { contrasena: PASSWORD });
    expect(response.status).toBe(200);
    expect(setCookies(response)).toEqual([expect.stringMatching(/^__Host-kordex-llave=[A-Za-z0-9_-]{22}$/)]);
    const body = (await response.json()) as { options: PublicKeyCredentialCreationOptionsJSON };
    expect(body.options.rp).toEqual({ id: HOST, name: "Kordex Perú" });
    expect(body.options.user.name).toBe(owner.email);
  });
});

describe("a new passkey", () => {
  it("is audited and e-mails its owner with the device name, the time in Lima and a link to Mi cuenta", async () => {
    const { owner } = await withPasskey("Celular de Rosa");
    const [row] = await listAudit({ userId: owner.id, limit: 1 });
    expect(row).toMatchObject({ action: "passkey.register", target: "Celular de Rosa", ip: owner.ip });
    const [mail, ...others] = await mailsTo(owner.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      purpose: "staff-passkey",
      subject: "Se agregó una llave de acceso a su cuenta: «Celular de Rosa»",
    });
    expect(mail!.text_body).toContain("Se agregó una llave de acceso a su cuenta");
    expect(mail!.text_body).toContain("Celular de Rosa");
    expect(mail!.text_body).toContain(owner.ip);
    expect(mail!.text_body).toMatch(/Fecha y hora \(Lima\)\s+\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    expect(mail!.html_body).toMatch(/href="http[^"]+\/admin\/cuenta"/);
    expect(mail!.text_body).toMatch(/Abrir Mi cuenta\s*\[?http[^\s\]]+\/admin\/cuenta/);
  });
});

describe("a stolen session cookie", () => {
  it("plants no passkey, and one planted before goes with a password change with the box ticked", async () => {
    const { owner, session: stolen, authenticator: intruders } = await withPasskey("Llave del intruso");
    const intruderIp = "192.0.2.66";
    // Without the password, the stolen cookie gets a refusal.
    const refused = await post("/admin/api/llaves/opciones", intruderIp, [stolen], {});
    expect(await refused.json()).toMatchObject({ code: "password-required" });
    // The planted passkey signs in (as it did before the password was asked for).
    expect((await passkeySignIn(intruders, intruderIp)).status).toBe(200);

    // The owner, in another session, changes the password with "Quitar también mis llaves de acceso".
    const own = await signIn(owner);
    const form = await page("/admin/cuenta", owner, own);
    expect(form.html).toContain("Quitar también mis llaves de acceso (1)");
    expect(form.html).toMatch(
      /name="remove-passkeys" checked=""|checked="" name="remove-passkeys"|name="remove-passkeys"[^>]*checked/,
    );
    const changed = await page("/admin/cuenta", owner, own, {
      intent: "change-password",
      current: PASSWORD,
      next: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
      "remove-passkeys": "on",
    });
    expect(changed.status).toBe(200);
    expect(changed.html).toContain(
      "Su contraseña se cambió. Sus otras sesiones se cerraron y se quitó su llave de acceso.",
    );
    expect(await passkeysOf(owner.id)).toEqual([]);
    const [removal] = await listAudit({ userId: owner.id, limit: 1 });
    expect(removal).toMatchObject({
      action: "passkey.remove",
      target: "Llave del intruso",
      detail: { reason: "password-change" },
    });

    // The intruder's passkey and cookie are both worthless now.
    expect(await passkeySignIn(intruders, intruderIp)).toEqual({
      status: 401,
      body: {
        error: "Esa llave de acceso no está registrada en la intranet. Ingrese con su correo y contraseña.",
        code: "unknown-key",
      },
    });
    expect((await page("/admin/cuenta", owner, stolen)).status).toBe(302);
  });

  it("a password change with the box unticked keeps the passkeys, and says so", async () => {
    const { owner, authenticator } = await withPasskey("Llave USB");
    const own = await signIn(owner);
    const changed = await page("/admin/cuenta", owner, own, {
      intent: "change-password",
      current: PASSWORD,
      next: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    });
    expect(changed.html).toContain(
      "Su contraseña se cambió. Sus otras sesiones se cerraron. Su llave de acceso sigue sirviendo para ingresar.",
    );
    expect(await passkeysOf(owner.id)).toEqual(["Llave USB"]);
    expect((await passkeySignIn(authenticator, owner.ip)).status).toBe(200);
  });
});

describe("an administrator and an account's passkeys", () => {
  it("sees them on Usuarios and removes one: audited, the owner e-mailed, and it no longer signs in", async () => {
    const admin = await account("admin");
    const adminSession = await signIn(admin);
    const { owner, authenticator } = await withPasskey("Tableta del almacén");
    const users = await page("/admin/usuarios", admin, adminSession);
    expect(users.html).toContain("Tableta del almacén");
    expect(users.html).toContain(`aria-label="Quitar la llave «Tableta del almacén» de ${owner.name}"`);

    const removed = await page("/admin/usuarios", admin, adminSession, {
      intent: "remove-passkey",
      user: String(owner.id),
      passkey: authenticator.id,
    });
    expect(removed.status).toBe(200);
    expect(removed.html).toContain(
      `Se quitó la llave de acceso «Tableta del almacén» de ${owner.name}. Ya no sirve para ingresar. Le avisamos a ${owner.name} por correo.`,
    );
    expect(await passkeysOf(owner.id)).toEqual([]);
    const [row] = await listAudit({ userId: admin.id, limit: 1 });
    expect(row).toMatchObject({
      action: "passkey.remove",
      actor: admin.email,
      target: "Tableta del almacén",
      detail: {
        reason: "administrator",
        owner: owner.email,
        ownerId: owner.id,
        credential: authenticator.id,
      },
    });
    const mails = await mailsTo(owner.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Se agregó una llave de acceso a su cuenta: «Tableta del almacén»",
      "Se quitó una llave de acceso de su cuenta: «Tableta del almacén»",
    ]);
    expect(mails[1]!.text_body).toContain(`${admin.name} quitó una llave de acceso de su cuenta`);
    // Its only passkey: no "other passkeys" to speak of; and the footer promises only what is e-mailed.
    const flat = (text: string) => text.replace(/\s+/g, " ");
    expect(flat(mails[1]!.text_body)).toContain(
      "Esa llave ya no sirve para ingresar; su contraseña sigue sirviendo.",
    );
    expect(flat(mails[1]!.text_body)).not.toContain("sus otras llaves");
    for (const mail of mails) {
      expect(flat(mail.text_body)).toContain(
        "Le avisamos de cada llave nueva y de las que quite un administrador.",
      );
      expect(flat(mail.text_body)).not.toContain("cada cambio");
    }
    expect((await passkeySignIn(authenticator, owner.ip)).body).toMatchObject({ code: "unknown-key" });

    // Gone already: said so.
    const again = await page("/admin/usuarios", admin, adminSession, {
      intent: "remove-passkey",
      user: String(owner.id),
      passkey: authenticator.id,
    });
    expect(again.status).toBe(404);
    expect(again.html).toContain("Esa llave de acceso ya no estaba registrada.");
  });

  it("a sales account cannot remove another's passkey (403 with the reason)", async () => {
    const { owner, authenticator } = await withPasskey();
    const sales = await account("ventas");
    const response = await page("/admin/usuarios", sales, await signIn(sales), {
      intent: "remove-passkey",
      user: String(owner.id),
      passkey: authenticator.id,
    });
    expect(response.status).toBe(403);
    expect(response.html).toContain("Su cuenta no tiene permiso para ver esta página.");
    expect(await passkeysOf(owner.id)).toEqual(["Notebook de oficina"]);
  });

  it("'Cerrar sus sesiones' says the passkeys stay and keeps them, or removes them with the box ticked", async () => {
    const admin = await account("admin");
    const adminSession = await signIn(admin);
    const { owner, authenticator } = await withPasskey("Notebook de casa");
    const users = await page("/admin/usuarios", admin, adminSession);
    expect(users.html).toContain(
      "Sus llaves de acceso (1) no se quitan: con ellas puede volver a ingresar, salvo que marque la casilla.",
    );
    expect(users.html).toContain("Quitar también sus llaves de acceso (1)");

    const kept = await page("/admin/usuarios", admin, adminSession, {
      intent: "end-sessions",
      user: String(owner.id),
    });
    expect(kept.html).toContain(
      "Se cerró 1 sesión. Sus llaves de acceso siguen sirviendo para ingresar (1 llave de acceso).",
    );
    expect(await passkeysOf(owner.id)).toEqual(["Notebook de casa"]);
    const again = await passkeySignIn(authenticator, owner.ip);
    expect(again.status).toBe(200);

    const removed = await page("/admin/usuarios", admin, adminSession, {
      intent: "end-sessions",
      user: String(owner.id),
      "remove-passkeys": "on",
    });
    expect(removed.html).toContain(
      "Se cerró 1 sesión y se quitaron sus llaves de acceso (1). Le avisamos por correo.",
    );
    expect(await passkeysOf(owner.id)).toEqual([]);
    expect((await passkeySignIn(authenticator, owner.ip)).body).toMatchObject({ code: "unknown-key" });
    const [row] = await listAudit({ userId: admin.id, limit: 1 });
    expect(row).toMatchObject({
      action: "passkey.remove",
      detail: { reason: "sessions-ended", owner: owner.email },
    });
    expect((await mailsTo(owner.email)).map((mail) => mail.subject)).toContain(
      "Se quitó una llave de acceso de su cuenta: «Notebook de casa»",
    );
  });

  it("an administrator cannot end her own sessions through Usuarios: the reason points to Mi cuenta", async () => {
    const admin = await account("admin");
    const adminSession = await signIn(admin);
    const users = await page("/admin/usuarios", admin, adminSession);
    expect(users.html).not.toContain(`aria-label="Cerrar sus sesiones: ${admin.name}"`);
    expect(users.html).toContain("Sus sesiones se cierran desde");
    const refused = await page("/admin/usuarios", admin, adminSession, {
      intent: "end-sessions",
      user: String(admin.id),
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain(
      "Sus propias sesiones no se cierran desde Usuarios: en Mi cuenta puede cerrar cada una de sus otras sesiones.",
    );
    // Still signed in.
    expect((await page("/admin/usuarios", admin, adminSession)).status).toBe(200);
  });

  it("deactivation says the passkeys are kept but do not sign in, which holds", async () => {
    const admin = await account("admin");
    const adminSession = await signIn(admin);
    const { owner, authenticator } = await withPasskey("Llave de seguridad");
    const users = await page("/admin/usuarios", admin, adminSession);
    expect(users.html).toContain(
      "Sus llaves de acceso se conservan, pero no sirven mientras esté desactivada; si no deben volver a servir, quítelas.",
    );
    const deactivated = await page("/admin/usuarios", admin, adminSession, {
      intent: "deactivate",
      user: String(owner.id),
    });
    expect(deactivated.html).toContain(
      "La cuenta se desactivó y sus sesiones se cerraron. Sus llaves de acceso (1) se conservan, pero no sirven mientras esté desactivada.",
    );
    expect(await passkeysOf(owner.id)).toEqual(["Llave de seguridad"]);
    expect(await passkeySignIn(authenticator, owner.ip)).toMatchObject({
      status: 401,
      body: { code: "refused" },
    });
  });
});
