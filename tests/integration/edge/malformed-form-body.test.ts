// Review finding (issue 12 attack): a post to a lead form whose body says multipart/form-data but
// cannot be parsed (no boundary, or garbage) used to reach the action's request.formData(), which
// threw: React Router's 500 page and a stack trace in the log. Now a 400 that says the form could not
// be read, in the form. Run `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORM_UNREADABLE } from "~/domains/leads/public/messages";
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
