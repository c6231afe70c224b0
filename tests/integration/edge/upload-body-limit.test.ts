// The upload forms' body limit on the production build (decision 045): only a signed-in
// administrator's multipart post to a banner or product form may pass the 64 KB of every page, up to
// the form's own limit (decision 048 for the product form); past it the answer is 413 with the upload's Spanish reason (documents) or the form's
// error (a hydrated form's `.data` post), at once, never a 500 or a hang.
import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_TOO_LARGE_MESSAGE } from "~/platform/submission/edge-context.server";
import {
  BANNER_FORM_MAX_BYTES,
  PRODUCT_FORM_MAX_BYTES,
  UPLOAD_MESSAGES,
} from "~/platform/uploads/upload-rules";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import {
  IMPORT_MESSAGES,
  PRODUCT_IMPORT_FORM_MAX_BYTES,
  PRODUCT_IMPORT_MAX_SIZE_TEXT,
} from "~/domains/catalogue/product-sheet-schema";
import { raw } from "../../support/http-raw";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const PASSWORD = "Zuncho-de-acero-2026";
let server: ServerProcess;
const cookies: Record<"admin" | "ventas", string> = { admin: "", ventas: "" };

async function signIn(email: string): Promise<string> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  return (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}

/** A banner form whose desktop image is `size` bytes of text under an image's name. */
function bannerForm(size: number): FormData {
  const form = new FormData();
  form.set("name", "Campaña de verano");
  form.set("link", "/productos");
  form.set("active", "on");
  form.set("desktopImage", new File([Buffer.alloc(size, "a")], "verano.jpg", { type: "image/jpeg" }));
  return form;
}

/**
 * Posts a multipart body of `size` bytes the way a browser does: it stops sending once the answer has
 * come (the server answers an oversized post early and then closes the connection).
 */
function postOversized(
  path: string,
  cookie: string,
  size: number,
): Promise<{ status: number; body: string }> {
  const boundary = "----kordexprueba";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="desktopImage"; filename="verano.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + size + tail.length;
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = httpRequest(
      new URL(path, server.url),
      {
        method: "POST",
        headers: {
          cookie,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(total),
        },
      },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on("error", (error) => {
      if (!answered) reject(error);
    });
    const piece = Buffer.alloc(256 * 1024, "a");
    let sent = 0;
    const send = () => {
      if (answered || request.destroyed) return;
      if (sent === 0) request.write(head);
      while (sent < size && !answered) {
        const part = piece.subarray(0, Math.min(piece.length, size - sent));
        sent += part.length;
        if (!request.write(part)) return void request.once("drain", send);
      }
      if (!answered) request.end(tail);
    };
    send();
  });
}

beforeAll(async () => {
  server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false" });
  for (const role of ["admin", "ventas"] as const) {
    const email = `subidas-${role}-${Date.now()}@kordex.pe`;
    await createStaffUser({ email, name: `Prueba ${role}`, role, password: PASSWORD });
    cookies[role] = await signIn(email);
  }
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("the product import's form (decision 049)", () => {
  // Before the oversized posts, like the banner's first test.
  it("takes an administrator's 1 MB file to the review, which refuses it by its content", async () => {
    const form = new FormData();
    form.set("intent", "revisar");
    form.set("archivo", new File([Buffer.alloc(1024 * 1024, 0)], "productos.csv", { type: "text/csv" }));
    const response = await fetch(`${server.url}/admin/productos/importar`, {
      method: "POST",
      headers: { cookie: cookies.admin },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(IMPORT_MESSAGES.unknownFormat);
  });
});

// Before any oversized post: the server closes those connections, and fetch would reuse one.
describe("the product form's body limit, under it", () => {
  it("lets an administrator's post larger than a banner's reach the checks, which name the refused file", async () => {
    const form = new FormData();
    form.set("code", "LIM-1");
    form.set("name", "Producto con fotos pesadas");
    form.set("categoryId", "20");
    form.set("unit", "unidad");
    const size = BANNER_FORM_MAX_BYTES + 2 * 1024 * 1024;
    form.append("newImages", new File([Buffer.alloc(size, "a")], "catalogo.jpg", { type: "image/jpeg" }));
    const response = await fetch(`${server.url}/admin/productos/nuevo`, {
      method: "POST",
      headers: { cookie: cookies.admin },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(UPLOAD_MESSAGES.imageTooLarge("catalogo.jpg", size));
  });
});

describe("the banner form's body limit", () => {
  // Its accepted image kept across a refused post, and saved next time (a banner row and its media):
  // tests/integration/site/banner-image-kept.test.ts, on both engines.
  it("lets an administrator's 1 MB upload reach the checks, which refuse a text file by its content", async () => {
    const response = await fetch(`${server.url}/admin/banners/nuevo`, {
      method: "POST",
      headers: { cookie: cookies.admin },
      body: bannerForm(1024 * 1024),
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(UPLOAD_MESSAGES.notAnImage("verano.jpg"));
  });

  it("keeps the 64 KB limit for a role that may not post there and for a visitor", async () => {
    for (const cookie of [cookies.ventas, ""]) {
      const response = await fetch(`${server.url}/admin/banners/nuevo`, {
        method: "POST",
        headers: cookie ? { cookie } : {},
        body: bannerForm(200 * 1024),
      });
      expect(response.status).toBe(413);
      expect(await response.text()).toBe(BODY_TOO_LARGE_MESSAGE);
    }
  });

  it("refuses an administrator's post over the form's limit at once, with the reason", async () => {
    const started = Date.now();
    const response = await postOversized("/admin/banners/nuevo", cookies.admin, BANNER_FORM_MAX_BYTES + 1024);
    expect(response.status).toBe(413);
    expect(response.body).toBe(UPLOAD_MESSAGES.bodyTooLarge(BANNER_FORM_MAX_BYTES));
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("answers a hydrated form's oversized post with the reason as the form's error", async () => {
    const response = await postOversized(
      "/admin/banners/nuevo.data",
      cookies.admin,
      BANNER_FORM_MAX_BYTES + 1024,
    );
    expect(response.status).toBe(413);
    expect(response.body).toContain(UPLOAD_MESSAGES.bodyTooLarge(BANNER_FORM_MAX_BYTES));
  });
});

describe("the product import's body limit (decision 049)", () => {
  it("refuses a post over the import's limit at once, with the import's own reason", async () => {
    const response = await postOversized(
      "/admin/productos/importar",
      cookies.admin,
      PRODUCT_IMPORT_FORM_MAX_BYTES + 1024,
    );
    expect(response.status).toBe(413);
    expect(response.body).toBe(IMPORT_MESSAGES.tooLarge(PRODUCT_IMPORT_MAX_SIZE_TEXT));
  });
});

describe("the product form's body limit, over it", () => {
  it("keeps the 64 KB limit for a ventas account", async () => {
    const response = await postOversized("/admin/productos/nuevo", cookies.ventas, 200 * 1024);
    expect(response.status).toBe(413);
    expect(response.body).toBe(BODY_TOO_LARGE_MESSAGE);
  });

  it("refuses an administrator's post over the form's limit at once, with the reason", async () => {
    const response = await postOversized(
      "/admin/productos/nuevo",
      cookies.admin,
      PRODUCT_FORM_MAX_BYTES + 1024,
    );
    expect(response.status).toBe(413);
    expect(response.body).toBe(UPLOAD_MESSAGES.bodyTooLarge(PRODUCT_FORM_MAX_BYTES));
  });
});

describe("a hydrated form's post over 64 KB to a back-office form without uploads", () => {
  const FORM = { "content-type": "application/x-www-form-urlencoded" };
  const refusals = ["correo o contraseña", "contraseña actual"];

  it("is answered 413 with the size as the reason at sign-in, not as a wrong password", async () => {
    const response = await raw(server.url, "/login.data", {
      method: "POST",
      headers: FORM,
      body: new URLSearchParams({ email: "ana@kordex.pe", password: "x".repeat(70 * 1024) }).toString(),
    });
    const body = response.body.toString();
    expect(response.status).toBe(413);
    expect(body).toContain(BODY_TOO_LARGE_MESSAGE);
    for (const refusal of refusals) expect(body).not.toContain(refusal);
  });

  it("is answered 413 with the size as the reason at an invitation's page and at the passkey sign-in", async () => {
    const body = new URLSearchParams({ password: "x".repeat(70 * 1024), confirm: "x" }).toString();
    for (const path of [`/login/invitacion/${"a".repeat(43)}.data`, "/login/llave.data"]) {
      const response = await raw(server.url, path, { method: "POST", headers: FORM, body });
      const text = response.body.toString();
      expect({ path, status: response.status }).toEqual({ path, status: 413 });
      expect(text).toContain(BODY_TOO_LARGE_MESSAGE);
      for (const refusal of ["12 caracteres", "venció", "ya no es válido"])
        expect(text).not.toContain(refusal);
    }
  });

  it("is answered 413 with the size as the reason behind the staff guard, before the action reads an empty form", async () => {
    const response = await raw(server.url, "/admin/cuenta.data", {
      method: "POST",
      headers: { ...FORM, cookie: cookies.ventas },
      body: new URLSearchParams({ intent: "password", currentPassword: "x".repeat(70 * 1024) }).toString(),
    });
    const body = response.body.toString();
    expect(response.status).toBe(413);
    expect(body).toContain(BODY_TOO_LARGE_MESSAGE);
    for (const refusal of refusals) expect(body).not.toContain(refusal);
  });
});
