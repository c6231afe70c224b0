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

  it("refuses a multipart text field that is not UTF-8 although another part really holds U+FFFD", async () => {
    const boundary = "----kordex";
    const part = (name: string, value: number[], file = false) => [
      ...ascii(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="a.txt"' : ""}\r\n\r\n`,
      ),
      ...value,
      ...ascii("\r\n"),
    ];
    const realReplacement = [0xef, 0xbf, 0xbd];
    for (const vouching of [part("zz", realReplacement), part("adjunto", realReplacement, true)]) {
      const body = new Uint8Array([
        ...part("contactType", ascii("CONTACT")),
        ...part("name", [0x41, 0x6e, 0x61, 0xff, 0xfe]),
        ...vouching,
        ...ascii(`--${boundary}--\r\n`),
      ]);
      const answer = await post(body, `multipart/form-data; boundary=${boundary}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain(FORM_UNREADABLE);
    }
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

  it("stores the same form when the name is sent in UTF-8, raw or escaped, a real U+FFFD and a bare % included", async () => {
    const sent = [
      ["utf8-raw@cliente.example", ascii("Peña"), "Peña"],
      ["utf8-escaped@cliente.example", ascii("Pe%C3%B1a"), "Peña"],
      ["utf8-replacement@cliente.example", ascii("Pe%EF%BF%BDa"), "Pe\uFFFDa"],
      ["utf8-percent@cliente.example", ascii("Pe%a 100%"), "Pe%a 100%"],
    ] as const;
    for (const [email, name] of sent) {
      expect({ email, status: (await post(contactBody(email, [...name]))).status }).toEqual({
        email,
        status: 302,
      });
    }
    const stored = await getDb()
      .selectFrom("lead")
      .select(["email", "name"])
      .where(
        "email",
        "in",
        sent.map(([email]) => email),
      )
      .execute();
    expect(Object.fromEntries(stored.map(({ email, name }) => [email, name]))).toEqual(
      Object.fromEntries(sent.map(([email, , name]) => [email, name])),
    );
  });
});
