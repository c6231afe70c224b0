// Every back-office route, read from the production build's own route table, refuses a visitor
// without a session (pages: redirect to /login; the admin API: 401) and a role it does not admit
// (403), for every method it answers, so no admin route can be left open. Also: admin answers are
// never cached nor indexed, admin forms pass the same-origin check, and behind an HTTPS proxy the
// cookie is __Host- and Secure.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServerBuild } from "react-router";
import { FORBIDDEN_MESSAGE, SIGN_IN_REQUIRED_MESSAGE } from "~/platform/admin-kit/messages";
import { isBackOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { BANNER_NOT_FOUND_MESSAGE } from "~/domains/site/admin/banner-messages";
import { COMPLAINT_NOT_FOUND_MESSAGE } from "~/domains/complaints/admin/complaint-route-params";
import { DATA_REQUEST_NOT_FOUND_MESSAGE } from "~/domains/data-rights/admin/data-request-route-params";
import { COMPANY_NOT_FOUND_MESSAGE, LEAD_NOT_FOUND_MESSAGE } from "~/domains/leads/admin/lead-route-params";
import { PRODUCT_EDIT_NOT_FOUND_MESSAGE } from "~/domains/catalogue/admin/product-list-params";
import { STAFF_ROLES, type StaffRole } from "~/platform/admin-kit/staff-roles";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { CROSS_SITE_MESSAGE } from "../../../app/server/middleware/same-origin";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const PASSWORD = "Zuncho-de-acero-2026";
const SAMPLE_PARAMS: Record<string, string> = { id: "1", ruc: "20131312955" };
/** A route with a record in its address answers 404 for a record that is not there (this database has none). */
const NOT_FOUND_MESSAGES = [
  LEAD_NOT_FOUND_MESSAGE,
  COMPANY_NOT_FOUND_MESSAGE,
  COMPLAINT_NOT_FOUND_MESSAGE,
  DATA_REQUEST_NOT_FOUND_MESSAGE,
  BANNER_NOT_FOUND_MESSAGE,
  PRODUCT_EDIT_NOT_FOUND_MESSAGE,
];

interface AdminRoute {
  id: string;
  path: string;
  roles: readonly StaffRole[];
  hasAction: boolean;
  hasLoader: boolean;
  /** The path has a dynamic segment (a record's id). */
  hasParams: boolean;
}

let server: ServerProcess;
let routes: AdminRoute[];
const cookies = {} as Record<StaffRole, string>;

function fullPath(build: ServerBuild, id: string): string {
  const route = build.routes[id]!;
  const own = route.index ? "" : (route.path ?? "");
  const parent = route.parentId && route.parentId !== "root" ? fullPath(build, route.parentId) : "";
  return [parent, own].filter(Boolean).join("/");
}

async function signIn(email: string, origin: string): Promise<string> {
  const response = await fetch(`${origin}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  const cookie = response.headers.get("set-cookie") ?? "";
  return cookie.split(";")[0]!;
}

beforeAll(async () => {
  const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
  routes = Object.keys(build.routes)
    .map((id) => ({ id, path: `/${fullPath(build, id)}` }))
    .filter(({ path }) => path === "/admin" || path.startsWith("/admin/"))
    .map(({ id, path }) => {
      const module = build.routes[id]!.module;
      return {
        id,
        path: path.replace(/:(\w+)\??/g, (_, name: string) => SAMPLE_PARAMS[name] ?? "1"),
        hasParams: path.includes(":"),
        roles: isBackOfficeHandle(module.handle) ? module.handle.roles : [],
        hasAction: typeof module.action === "function",
        hasLoader: typeof module.loader === "function",
      };
    });
  server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false" });
  for (const role of STAFF_ROLES) {
    const email = `${role}-${Date.now()}@kordex.pe`;
    await createStaffUser({ email, name: `Prueba ${role}`, role, password: PASSWORD });
    cookies[role] = await signIn(email, server.url);
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const isApi = (path: string) => path.startsWith("/admin/api/");

describe("the back office's route table", () => {
  it("has routes, each declaring who may enter and the guard that enforces it", async () => {
    expect(routes.length).toBeGreaterThanOrEqual(5);
    const build = (await import(pathToFileURL(resolve("build/server/index.js")).href)) as ServerBuild;
    for (const route of routes) {
      const module = build.routes[route.id]!.module as { handle?: unknown; middleware?: unknown[] };
      expect(isBackOfficeHandle(module.handle), route.id).toBe(true);
      expect(route.roles.length, route.id).toBeGreaterThan(0);
      expect(module.middleware?.length, route.id).toBeGreaterThan(0);
    }
  });

  it("sends a visitor without a session to sign in (pages) or answers 401 (API), for every method", async () => {
    for (const route of routes) {
      const methods = ["GET", ...(route.hasAction ? ["POST"] : [])];
      for (const method of methods) {
        for (const suffix of isApi(route.path) ? [""] : ["", ".data"]) {
          const path = `${route.path}${suffix}`;
          const response = await fetch(`${server.url}${path}`, {
            method,
            redirect: "manual",
            ...(method === "POST" ? { body: new URLSearchParams({ intent: "deactivate", user: "1" }) } : {}),
          });
          const label = `${method} ${path}`;
          expect(response.headers.get("cache-control"), label).toBe("no-store");
          expect(response.headers.get("x-robots-tag"), label).toBe("noindex, nofollow");
          if (isApi(route.path)) {
            expect(response.status, label).toBe(401);
            expect(await response.json(), label).toEqual({ error: SIGN_IN_REQUIRED_MESSAGE });
          } else if (suffix === ".data") {
            expect(response.status, label).toBe(202);
            expect(await response.text(), label).toContain(
              `/login?siguiente=${encodeURIComponent(route.path)}`,
            );
          } else {
            expect(response.status, label).toBe(302);
            expect(response.headers.get("location"), label).toBe(
              `/login?siguiente=${encodeURIComponent(route.path)}`,
            );
          }
        }
      }
    }
  });

  it("answers 403 to a signed-in role the route does not admit, and lets the admitted ones in", async () => {
    let refusals = 0;
    for (const route of routes) {
      for (const role of STAFF_ROLES) {
        const admitted = route.roles.includes(role);
        const response = await fetch(`${server.url}${route.path}`, {
          headers: { cookie: cookies[role] },
          redirect: "manual",
        });
        const label = `${role} GET ${route.path}`;
        if (admitted) {
          // Let in: the page, a redirect inside the back office, (for a record that does not exist)
          // the page's own 404 with its message, or (a POST-only admin API) 405 with `Allow: POST`;
          // never the guard's refusal.
          const letIn = [200, 302, ...(route.hasParams ? [404] : []), ...(isApi(route.path) ? [405] : [])];
          expect(letIn, label).toContain(response.status);
          if (response.status === 405) expect(response.headers.get("allow"), label).toBe("POST");
          if (response.status === 302)
            expect(response.headers.get("location"), label).not.toMatch(/^\/login/);
          if (response.status === 404) {
            const body = await response.text();
            expect(
              NOT_FOUND_MESSAGES.some((message) => body.includes(message)),
              label,
            ).toBe(true);
            expect(body, label).not.toContain(FORBIDDEN_MESSAGE);
          }
          continue;
        }
        refusals += 1;
        expect(response.status, label).toBe(403);
        const body = await response.text();
        expect(body, label).toContain(
          isApi(route.path) ? JSON.stringify({ error: FORBIDDEN_MESSAGE }) : FORBIDDEN_MESSAGE,
        );
        if (route.hasAction) {
          const post = await fetch(`${server.url}${route.path}`, {
            method: "POST",
            headers: { cookie: cookies[role] },
            body: new URLSearchParams({ intent: "deactivate", user: "1" }),
            redirect: "manual",
          });
          expect(post.status, `${role} POST ${route.path}`).toBe(403);
        }
      }
    }
    // At least the administrators' pages refuse the other roles.
    expect(refusals).toBeGreaterThan(0);
  });

  it("lists the company settings and the user administration as administrators' routes, refusing ventas its reason", async () => {
    const byPath = new Map(routes.map((route) => [route.path, route]));
    expect(byPath.get("/admin/ajustes")).toMatchObject({
      roles: ["admin"],
      hasAction: true,
      hasLoader: true,
    });
    expect(byPath.get("/admin/usuarios")).toMatchObject({
      roles: ["admin"],
      hasAction: true,
      hasLoader: true,
    });
    // ventas may not invite, change a role nor save the settings: 403 with the reason, nothing done.
    for (const [path, body] of [
      ["/admin/usuarios", { intent: "invite", email: "colado@kordex.pe", name: "Colado", role: "admin" }],
      ["/admin/usuarios", { intent: "role", user: "1", role: "ventas" }],
      ["/admin/ajustes", { legalName: "Otra S.A.C." }],
    ] as const) {
      const response = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { cookie: cookies.ventas, origin: server.url },
        body: new URLSearchParams(body),
        redirect: "manual",
      });
      expect(response.status, `${path} ${body.intent ?? "save"}`).toBe(403);
      expect(await response.text()).toContain(FORBIDDEN_MESSAGE);
    }
  });

  it("answers a forged invitation link with its Spanish page, never cached nor indexed", async () => {
    const response = await fetch(`${server.url}/login/invitacion/${"x".repeat(43)}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain("Este enlace no es válido");
  });

  it("refuses an admin form posted from another site, even with a valid session", async () => {
    const response = await fetch(`${server.url}/admin/usuarios`, {
      method: "POST",
      headers: { cookie: cookies.admin, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: new URLSearchParams({ intent: "deactivate", user: "1" }),
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(CROSS_SITE_MESSAGE);
  });

  it("never caches nor indexes the sign-in page", async () => {
    const response = await fetch(`${server.url}/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe("behind an HTTPS proxy", () => {
  let proxied: ServerProcess;
  beforeAll(async () => {
    proxied = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false", TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await proxied?.stop();
  });

  it("hands out a __Host- cookie with Secure, and reads only that name", async () => {
    const email = `https-${Date.now()}@kordex.pe`;
    await createStaffUser({ email, name: "Prueba HTTPS", role: "admin", password: PASSWORD });
    const forwarded = {
      "x-forwarded-proto": "https",
      "x-forwarded-host": "www.kordex.com.pe",
      "x-forwarded-for": "203.0.113.9",
    };
    const response = await fetch(`${proxied.url}/login`, {
      method: "POST",
      headers: { ...forwarded, origin: "https://www.kordex.com.pe" },
      body: new URLSearchParams({ email, password: PASSWORD }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(setCookie).toMatch(
      /^__Host-kordex-sesion=[A-Za-z0-9_-]{22}; Path=\/; HttpOnly; SameSite=Lax; Secure$/,
    );
    const token = setCookie.split(";")[0]!.split("=")[1]!;
    const secure = await fetch(`${proxied.url}/admin/cuenta`, {
      headers: { ...forwarded, cookie: `__Host-kordex-sesion=${token}` },
      redirect: "manual",
    });
    expect(secure.status).toBe(200);
    // The same token under the plain name is not read over HTTPS.
    const plain = await fetch(`${proxied.url}/admin/cuenta`, {
      headers: { ...forwarded, cookie: `kordex-sesion=${token}` },
      redirect: "manual",
    });
    expect(plain.status).toBe(302);
  });
});
