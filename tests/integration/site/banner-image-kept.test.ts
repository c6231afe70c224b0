// A banner form's accepted image on the production build, on both engines (decision 045): when the
// rest of the form comes back with errors, the image is kept (its media row, named by its hash in
// the form) and the next post saves the banner with it. The form's body limits, which touch no SQL,
// are in tests/integration/edge/upload-body-limit.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { plainPng } from "../../support/crafted-files";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const PASSWORD = "Zuncho-de-acero-2026";
let server: ServerProcess;
let cookie = "";

beforeAll(async () => {
  server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false" });
  const email = `banner-imagen-${Date.now()}@kordex.pe`;
  await createStaffUser({ email, name: "Prueba admin", role: "admin", password: PASSWORD });
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    body: new URLSearchParams({ email, password: PASSWORD }),
    redirect: "manual",
  });
  expect(response.status).toBe(302);
  cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe("the banner form's accepted image", () => {
  it("keeps an accepted image when the rest of the form comes back with errors, and saves it next time", async () => {
    const form = new FormData();
    form.set("name", "");
    form.set("link", "/productos");
    form.set("active", "on");
    const bytes = await plainPng(1600, 600);
    form.set("desktopImage", new File([new Uint8Array(bytes)], "campaña.png", { type: "image/png" }));
    const refused = await fetch(`${server.url}/admin/banners/nuevo`, {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("Escriba el título del banner.");
    const hash = /name="desktopImageHash" value="([a-f0-9]{64})"/.exec(html)?.[1];
    expect(hash).toBeDefined();

    const again = new FormData();
    again.set("name", "Campaña guardada en dos pasos");
    again.set("link", "/productos");
    again.set("active", "on");
    again.set("desktopImageHash", hash!);
    const saved = await fetch(`${server.url}/admin/banners/nuevo`, {
      method: "POST",
      headers: { cookie },
      body: again,
      redirect: "manual",
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/admin/banners?aviso=creado");
    const row = await getDb()
      .selectFrom("banner")
      .innerJoin("media", "media.id", "banner.image_media_id")
      .select(["media.hash", "media.content_type"])
      .where("banner.name", "=", "Campaña guardada en dos pasos")
      .executeTakeFirst();
    expect(row).toEqual({ hash, content_type: "image/webp" });
  });
});
