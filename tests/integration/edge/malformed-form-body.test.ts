// Review finding (issue 12 attack): a post to a lead form whose body says multipart/form-data but
// cannot be parsed (no boundary, or garbage) used to reach the action's request.formData(), which
// threw: React Router's 500 page and a stack trace in the log. Now a 400 that says the form could not
// be read, in the form. Run `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_UNREADABLE } from "~/domains/leads/public/messages";
import { getDb } from "~/platform/data/db.server";
import { VALID_RUCS } from "../../factories";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false" });
});

afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

describe("a lead form post whose body cannot be read as a form", () => {
  it.each([
    ["multipart without a boundary", "/contacto", "multipart/form-data"],
    ["multipart without a boundary (.data)", "/contacto.data", "multipart/form-data"],
    ["multipart with a boundary but no parts", "/cotizacion", "multipart/form-data; boundary=zz"],
  ])("%s is refused as a client error, not a server error", async (_case, path, contentType) => {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": contentType, origin: server.url },
      body: "name=Ana",
    });
    const body = await response.text();
    expect(response.status, body.slice(0, 200)).toBe(400);
    expect(body).not.toContain("Unexpected Server Error");
    expect(body).toContain(FORM_UNREADABLE);
  });
});

describe("a lead form post that is not valid UTF-8", () => {
  /** The contact form as a browser sends it, its name field given as raw bytes. */
  function contactBody(email: string, nameBytes: number[]): Uint8Array<ArrayBuffer> {
    const before = new URLSearchParams({
      contactType: "CONTACT",
      email,
      phone: "",
      company: "Envases del Norte S.A.C.",
    });
    const after = new URLSearchParams({
      rucPeru: VALID_RUCS[0],
      message: "Necesito 200 rollos de film",
      formFillMs: "9000",
      privacyConsent: "on",
    });
    const text = (value: string) => [...new TextEncoder().encode(value)];
    return new Uint8Array([...text(`${before}&name=`), ...nameBytes, ...text(`&${after}`)]);
  }

  async function post(body: Uint8Array<ArrayBuffer>, contentType = "application/x-www-form-urlencoded") {
    const response = await fetch(`${server.url}/contacto`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": contentType, origin: server.url },
      body,
    });
    return { status: response.status, body: await response.text() };
  }

  const leadsTo = async (email: string) =>
    (await getDb().selectFrom("lead").select("id").where("email", "=", email).execute()).length;
  const ascii = (value: string) => [...new TextEncoder().encode(value)];

  it.each([
    ["a raw byte that is not UTF-8", [0x50, 0x65, 0xf1, 0x61]],
    ["a percent escape that is not UTF-8", ascii("Pe%F1a")],
    ["a truncated UTF-8 sequence, escaped", ascii("Pe%C3")],
  ])("%s is refused as unreadable and nothing is stored", async (_case, nameBytes) => {
    const email = `bytes-${nameBytes.length}-${nameBytes.at(-1)}@cliente.example`;
    const answer = await post(contactBody(email, nameBytes));
    expect(answer.status, answer.body.slice(0, 200)).toBe(400);
    expect(answer.body).toContain(FORM_UNREADABLE);
    expect(await leadsTo(email)).toBe(0);
  });

  it("refuses a multipart body with bytes that are not UTF-8", async () => {
    const boundary = "----kordex";
    const part = (name: string, value: number[]) => [
      ...ascii(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      ...value,
      ...ascii("\r\n"),
    ];
    const body = new Uint8Array([
      ...part("contactType", ascii("CONTACT")),
      ...part("name", [0x50, 0x65, 0xf1, 0x61]),
      ...ascii(`--${boundary}--\r\n`),
    ]);
    const answer = await post(body, `multipart/form-data; boundary=${boundary}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toContain(FORM_UNREADABLE);
  });

  it("stores the same form when the name is sent in UTF-8, raw or escaped", async () => {
    const raw = "utf8-raw@cliente.example";
    const escaped = "utf8-escaped@cliente.example";
    expect((await post(contactBody(raw, ascii("Peña")))).status).toBe(302);
    expect((await post(contactBody(escaped, ascii("Pe%C3%B1a")))).status).toBe(302);
    const names = await getDb()
      .selectFrom("lead")
      .select("name")
      .where("email", "in", [raw, escaped])
      .execute();
    expect(names.map(({ name }) => name)).toEqual(["Peña", "Peña"]);
  });
});
