import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { contactRequest, quoteRequest } from "../factories";
import { type ServerProcess, startServerProcess } from "../support/server-process";
import { raw } from "./http-raw";

/** The public origin the server is configured with; requests reach it under its own address. */
const SITE_URL = "https://www.kordex.example";

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ SITE_URL });
}, 60_000);

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
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
const formPost = (path: string, headers: Record<string, string>) =>
  raw(server.url, path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: INVALID_FORM,
  });
const apiPost = (path: string, body: unknown, headers: Record<string, string>) =>
  raw(server.url, path, {
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
        expect(response.body.toString(), path).toMatch(/^Solicitud rechazada: .*desde el propio sitio/);
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
    ["Origin of SITE_URL (behind a proxy)", () => ({ "sec-fetch-site": "same-origin", origin: SITE_URL })],
    ["Sec-Fetch-Site: none (typed by the user)", () => ({ "sec-fetch-site": "none" })],
  ];

  it("reach the form actions: 400 with the field errors for an invalid form", async () => {
    for (const path of FORM_PATHS) {
      for (const [label, headers] of OWN) {
        const response = await formPost(path, headers());
        expect(response.status, `${label} → ${path}`).toBe(400);
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
