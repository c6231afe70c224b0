// What every page shows and the server keeps in memory between content changes (decision 055: the
// category tree of the footer and the catalogue, the company settings) on each engine: a change made
// in the back office shows on the next page of the production server, cached pages included; on
// PostgreSQL, a change made through one process shows on a second process's pages within a second.
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, inject, it } from "vitest";
import { resetEnvCache } from "~/platform/lib/env.server";
import { getCompanySettings } from "~/platform/settings/company-settings.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const PASSWORD = "Zuncho-de-acero-2026";
const ENV = { SEED_DEMO: "false", OUTBOX_WORKER: "false", PAGE_CACHE_TTL_SECONDS: "300" };

let servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  resetEnvCache();
});

/** Signs a new administrator in on `server`; returns the session cookie. */
async function signedIn(server: ServerProcess): Promise<string> {
  const email = `admin-${randomBytes(4).toString("hex")}@kordex.pe`;
  const created = await createStaffUser({ email, name: "Ana Torres", role: "admin", password: PASSWORD });
  if (created.status !== "created") throw new Error(`account not created: ${JSON.stringify(created)}`);
  const signIn = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ email, password: PASSWORD, siguiente: "/admin" }),
  });
  expect(signIn.status).toBe(302);
  return (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
}

const post = (server: ServerProcess, path: string, cookie: string, fields: Record<string, string>) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, Cookie: cookie },
    body: new URLSearchParams(fields),
  });

const renameTopCategory = (server: ServerProcess, cookie: string, name: string) =>
  post(server, "/admin/categorias", cookie, { intent: "rename", category: "1", name });

const contactPage = (server: ServerProcess) => fetch(`${server.url}/contacto`);

/** The footer's link to the first top category (id 1), as the page shows it. */
const footerCategory = (html: string) =>
  /<footer[\s\S]*?href="\/productos\?categoryId=1"[^>]*>([^<]*)</.exec(html)?.[1];

describe("content kept in memory between changes", () => {
  it("a category renamed and a setting saved in the back office show on the next page", async () => {
    const server = await startServerProcess(ENV);
    servers = [server];
    const cookie = await signedIn(server);

    // Rendered once (the footer's categories and the settings now kept), then answered from the cache.
    const first = await (await contactPage(server)).text();
    expect(footerCategory(first)).toBe("Zunchos");
    expect((await contactPage(server)).headers.get("x-cache")).toBe("HIT");

    const name = `Zunchos ${randomBytes(3).toString("hex")}`;
    expect((await renameTopCategory(server, cookie, name)).status).toBe(200);
    const renamed = await contactPage(server);
    expect(renamed.headers.get("x-cache")).toBe("MISS");
    expect(footerCategory(await renamed.text())).toBe(name);
    // The catalogue's sidebar reads the same tree.
    expect(await (await fetch(`${server.url}/productos`)).text()).toContain(name);

    const settings = await getCompanySettings();
    const phone = `+51 1 ${600 + Math.floor(Math.random() * 300)} ${1000 + Math.floor(Math.random() * 8999)}`;
    const fields = Object.fromEntries(Object.entries({ ...settings, phone }).map(([k, v]) => [k, String(v)]));
    expect((await post(server, "/admin/ajustes", cookie, fields)).status).toBe(200);
    expect(await (await contactPage(server)).text()).toContain(phone.replace(/ /g, "\u00a0"));
  });
});

describe.skipIf(inject("engine") !== "postgres")("a category change on two PostgreSQL processes", () => {
  it("shows in the second process's footer within a second of the rename through the first", async () => {
    const [first, second] = await Promise.all([startServerProcess(ENV), startServerProcess(ENV)]);
    servers = [first!, second!];
    const cookie = await signedIn(first!);
    // The second process reads the tree, keeps it, and caches the page.
    const before = footerCategory(await (await contactPage(second!)).text());
    expect(before).toBeDefined();
    expect((await contactPage(second!)).headers.get("x-cache")).toBe("HIT");

    const name = `Zunchos ${randomBytes(3).toString("hex")}`;
    expect((await renameTopCategory(first!, cookie, name)).status).toBe(200);
    const renamedAt = Date.now();
    let seenAfterMs: number | undefined;
    while (Date.now() - renamedAt < 5000) {
      if (footerCategory(await (await contactPage(second!)).text()) === name) {
        seenAfterMs = Date.now() - renamedAt;
        break;
      }
      await new Promise((wait) => setTimeout(wait, 20));
    }
    expect(seenAfterMs, second!.output()).toBeDefined();
    expect(seenAfterMs!).toBeLessThan(1000);
  });
});
