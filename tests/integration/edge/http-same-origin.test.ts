import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { CROSS_SITE_MESSAGE } from "../../../app/server/middleware/same-origin";
import { contactRequest, quoteRequest } from "../../factories";
import { type ServerProcess, startServerProcess } from "../../support/server-process";
import { type RawResponse, raw, untilCached } from "../../support/http-raw";

/** The public origin the servers are configured with; requests reach them under their own address. */
const SITE_URL = "https://www.kordex.example";

/** Reached directly: forwarded headers are not trusted (TRUST_PROXY=0). */
let server: ServerProcess;
/** Behind one trusted proxy that terminates HTTPS (TRUST_PROXY=1). */
let proxied: ServerProcess;

beforeAll(async () => {
  [server, proxied] = await Promise.all([
    startServerProcess({ SITE_URL, TRUST_PROXY: "0" }),
    startServerProcess({ SITE_URL, TRUST_PROXY: "1" }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([server?.stop(), proxied?.stop()]);
});

const FORM_PATHS = [
  "/contacto",
  "/contacto.data",
  "/servicio-tecnico",
  "/servicio-tecnico.data",
  "/cotizacion",
  "/cotizacion.data",
];
const API_CALLS = [
  ["/api/pe/contacts", (overrides = {}) => contactRequest(overrides)],
  ["/api/pe/invoices", (overrides = {}) => quoteRequest(overrides)],
] as const;

const FOREIGN: [label: string, headers: Record<string, string>][] = [
  ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ["Origin of another site", { origin: "https://otro-sitio.example" }],
  ["a sibling subdomain", { "sec-fetch-site": "same-site", origin: "https://tienda.kordex.example" }],
  ["Origin: null", { origin: "null" }],
  [
    "another site that claims same-origin",
    { "sec-fetch-site": "same-origin", origin: "https://otro-sitio.example" },
  ],
];

const countLeads = async () =>
  Number(
    (
      await getDb()
        .selectFrom("lead")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Form fields that fail validation (no e-mail): an accepted request answers 400 and stores nothing. */
const INVALID_FORM = "name=Ana&contactType=CONTACT&message=Hola";
/** The field message that shows the action itself ran (not a refusal before it). */
const ACTION_RAN = "Ingrese su correo electrónico";
/** React Router's own answer when the Origin does not match the address it was handed. */
const ROUTER_REFUSAL = "Bad Request";
const formPost = (path: string, headers: Record<string, string>, baseUrl = server.url) =>
  raw(baseUrl, path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: INVALID_FORM,
  });
const apiPost = (path: string, body: unknown, headers: Record<string, string>, baseUrl = server.url) =>
  raw(baseUrl, path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

describe("cross-site posts", () => {
  it("are rejected with 403 and a Spanish message on every form route and its .data form", async () => {
    for (const path of FORM_PATHS) {
      for (const [label, headers] of FOREIGN) {
        const response = await formPost(path, headers);
        expect(response.status, `${label} → ${path}`).toBe(403);
        expect(response.header("content-type"), path).toMatch(/^text\/plain/);
        expect(response.body.toString(), path).toBe(CROSS_SITE_MESSAGE);
        expect(response.header("cache-control"), path).toBe("no-store");
      }
    }
  });

  it("are rejected with 403 and a JSON error on the API, and store no lead", async () => {
    const before = await countLeads();
    for (const [path, body] of API_CALLS) {
      for (const [label, headers] of FOREIGN) {
        const response = await apiPost(path, body(), headers);
        expect(response.status, `${label} → ${path}`).toBe(403);
        expect(response.header("content-type")).toMatch(/^application\/json/);
        expect(JSON.parse(response.body.toString())).toEqual({
          error: expect.stringMatching(/^Solicitud rechazada/),
        });
      }
    }
    expect(await countLeads()).toBe(before);
  });

  it("do not affect reading: a cross-site GET of a form page answers 200", async () => {
    const response = await raw(server.url, "/contacto", { headers: { "sec-fetch-site": "cross-site" } });
    expect(response.status).toBe(200);
  });
});

describe("posts from our own pages and header-less clients", () => {
  const OWN: [label: string, headers: () => Record<string, string>][] = [
    ["no Origin and no Sec-Fetch-Site (curl, server-to-server)", () => ({})],
    [
      "Sec-Fetch-Site: same-origin with the request's origin",
      () => ({ "sec-fetch-site": "same-origin", origin: server.url }),
    ],
    ["Sec-Fetch-Site: none (typed by the user)", () => ({ "sec-fetch-site": "none" })],
  ];

  it("reach the form actions: 400 with the field errors for an invalid form", async () => {
    for (const path of FORM_PATHS) {
      for (const [label, headers] of OWN) {
        const response = await formPost(path, headers());
        expect(response.status, `${label} → ${path}`).toBe(400);
        expect(response.body.toString(), `${label} → ${path}`).toContain(ACTION_RAN);
        expect(response.header("cache-control"), path).toBe("no-store");
      }
    }
  });

  it("reach the API: 201 for a valid lead, 400 for an invalid one", async () => {
    const before = await countLeads();
    let created = 0;
    for (const [path, body] of API_CALLS) {
      for (const [label, headers] of OWN) {
        const response = await apiPost(path, body(), headers());
        expect(response.status, `${label} → ${path}`).toBe(201);
        created += 1;
        const invalid = await apiPost(path, body({ email: "no-es-un-correo" }), headers());
        expect(invalid.status, `${label} → ${path} (invalid)`).toBe(400);
        expect(invalid.body.toString(), `${label} → ${path} (invalid)`).toContain(
          "Escriba un correo electrónico válido, por ejemplo nombre@empresa.com",
        );
      }
    }
    expect(await countLeads()).toBe(before + created);
  });

  it("a valid plain form post from our own page is stored and redirected to /confirmacion", async () => {
    const before = await countLeads();
    const fields = new URLSearchParams({
      name: "Ana Torres",
      email: "ana.torres@cliente.example",
      phone: "+51 954 123 456",
      company: "Conservas del Pacífico S.A.C.",
      rucPeru: "20131312955",
      message: "Necesitamos zuncho PET para 200 paletas al mes.",
      contactType: "CONTACT",
      privacyConsent: "on",
    });
    const response = await raw(server.url, "/contacto", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "sec-fetch-site": "same-origin",
        origin: server.url,
      },
      body: fields.toString(),
    });
    expect([302, 303]).toContain(response.status);
    expect(response.header("location")).toBe("/confirmacion");
    expect(await countLeads()).toBe(before + 1);
  });
});

describe("behind a proxy that terminates HTTPS", () => {
  const PUBLIC_HOST = new URL(SITE_URL).host;
  /** What the proxy adds to a browser's post made on https://www.kordex.example. */
  const throughProxy = (extra: Record<string, string> = {}) => ({
    host: PUBLIC_HOST,
    "x-forwarded-proto": "https",
    "x-forwarded-for": "203.0.113.7",
    "sec-fetch-site": "same-origin",
    origin: SITE_URL,
    ...extra,
  });
  const validForm = (email: string) =>
    new URLSearchParams({
      name: "Ana Torres",
      email,
      company: "Conservas del Pacífico S.A.C.",
      rucPeru: "20131312955",
      message: "Necesitamos zuncho PET para 200 paletas al mes.",
      contactType: "CONTACT",
      privacyConsent: "on",
    }).toString();
  const validPost = (baseUrl: string, path: string, email: string, headers: Record<string, string>) =>
    raw(baseUrl, path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: validForm(email),
    });
  const leadsOf = async (email: string) =>
    (await getDb().selectFrom("lead").select("kind").where("email", "=", email).execute()).length;
  let sequence = 0;
  const email = () => `proxy.${Date.now()}.${(sequence += 1)}@cliente.example`;

  it("with TRUST_PROXY=1, a valid form post is stored, with and without JavaScript", async () => {
    for (const path of ["/contacto", "/contacto.data"]) {
      const address = email();
      const response = await validPost(proxied.url, path, address, throughProxy());
      expect(response.body.toString(), path).not.toContain(ROUTER_REFUSAL);
      expect(await leadsOf(address), path).toBe(1);
      if (path === "/contacto") {
        expect(response.status).toBe(302);
        expect(response.header("location")).toBe("/confirmacion");
      }
    }
  });

  it("with TRUST_PROXY=1, the public host may come from X-Forwarded-Host", async () => {
    const address = email();
    const response = await validPost(
      proxied.url,
      "/contacto",
      address,
      throughProxy({ host: new URL(proxied.url).host, "x-forwarded-host": PUBLIC_HOST }),
    );
    expect(response.status, response.body.toString()).toBe(302);
    expect(await leadsOf(address)).toBe(1);
  });

  it("with TRUST_PROXY=1, our check and React Router's agree: the action runs on every form route", async () => {
    for (const path of FORM_PATHS) {
      const response = await formPost(path, throughProxy(), proxied.url);
      expect(response.status, path).toBe(400);
      expect(response.body.toString(), path).toContain(ACTION_RAN);
    }
    const api = await apiPost("/api/pe/contacts", contactRequest(), throughProxy(), proxied.url);
    expect(api.status).toBe(201);
  });

  it("with TRUST_PROXY=1, an https Origin on a request the proxy says was plain HTTP is refused", async () => {
    const address = email();
    const response = await validPost(
      proxied.url,
      "/contacto",
      address,
      throughProxy({ "x-forwarded-proto": "http" }),
    );
    expect(response.status).toBe(403);
    expect(response.body.toString()).toBe(CROSS_SITE_MESSAGE);
    expect(await leadsOf(address)).toBe(0);
  });

  it("with TRUST_PROXY=0, a forged X-Forwarded-Proto changes nothing: refused with our reason, nothing stored", async () => {
    for (const path of ["/contacto", "/contacto.data"]) {
      const address = email();
      const response = await validPost(server.url, path, address, throughProxy());
      expect(response.status, path).toBe(403);
      expect(response.body.toString(), path).toBe(CROSS_SITE_MESSAGE);
      expect(await leadsOf(address), path).toBe(0);
    }
    const api = await apiPost("/api/pe/contacts", contactRequest(), throughProxy(), server.url);
    expect(api.status).toBe(403);
    expect(JSON.parse(api.body.toString())).toEqual({ error: CROSS_SITE_MESSAGE });
  });

  it("keeps one cached page per public origin, each with its own origins and the canonical link of SITE_URL", async () => {
    const canonical = `<link rel="canonical" href="${SITE_URL}/contacto"/>`;
    const overHttps = await untilCached(() =>
      raw(proxied.url, "/contacto", { headers: { host: PUBLIC_HOST, "x-forwarded-proto": "https" } }),
    );
    const overHttp = await untilCached(() =>
      raw(proxied.url, "/contacto", { headers: { host: PUBLIC_HOST, "x-forwarded-proto": "http" } }),
    );
    const has = (response: RawResponse, text: string) => response.body.toString().includes(text);
    expect(has(overHttps, canonical)).toBe(true);
    expect(has(overHttp, canonical)).toBe(true);
    // The root loader's list of the site's own origins (for in-app links) names the request's origin.
    expect(has(overHttps, `http://${PUBLIC_HOST}`)).toBe(false);
    expect(has(overHttp, `http://${PUBLIC_HOST}`)).toBe(true);
    // Reached directly without TRUST_PROXY, a forged proto does not make an https variant.
    const forged = await untilCached(() =>
      raw(server.url, "/contacto", { headers: { host: PUBLIC_HOST, "x-forwarded-proto": "https" } }),
    );
    expect(has(forged, `http://${PUBLIC_HOST}`)).toBe(true);
  });
});
