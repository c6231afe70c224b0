// Review finding (issue 12 attack): the form adapter stored `<browser key>.<16 hex of the data>`, a key
// the API also accepts ([A-Za-z0-9_.:-]{8,128}), so an API request could take the exact key a form post
// would compute (the hash is of public, plain data) with other data, and the form's lead was refused
// (503, not stored). The form's keys now use a separator the API refuses. Run `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { contentScopedKey } from "~/domains/leads/server/leads.server";
import { ContactFormSchema } from "~/domains/leads/lead-schema";
import { VALID_RUCS } from "../../factories";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false", SPAM_MIN_FILL_MS: "0" });
});

afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

describe("a form's idempotency key and the API's", () => {
  it("cannot be taken by an API request: the form's lead is stored and confirmed", async () => {
    const fields = {
      name: "Rosa Mamani",
      email: "rosa.namespace@cliente.example",
      company: "ACME S.A.C.",
      rucPeru: VALID_RUCS[0],
      message: "Cotizar 20 rollos",
      contactType: "CONTACT",
    };
    const browserKey = "browser-key-0001";
    // The browser posts the ticked box as "on"; the action reads it as true (Conform).
    const scoped = contentScopedKey(browserKey, ContactFormSchema.parse({ ...fields, privacyConsent: true }));

    const api = await fetch(`${server.url}/api/pe/contacts`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": scoped },
      body: JSON.stringify({ ...fields, email: "otro@cliente.example", message: "Otra cosa" }),
    });
    // The API refuses the form's key for what it is, and stores nothing.
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: "La clave de idempotencia no es válida" });

    const form = await fetch(`${server.url}/contacto`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
      body: new URLSearchParams({ ...fields, privacyConsent: "on", idempotencyKey: browserKey }),
    });
    expect(form.status, await form.text().then((t) => t.slice(0, 200))).toBe(302);
    expect(form.headers.get("location")).toMatch(/\/confirmacion$/);
    const stored = await getDb()
      .selectFrom("lead")
      .select("message")
      .where("email", "=", fields.email)
      .execute();
    expect(stored).toEqual([{ message: "Cotizar 20 rollos" }]);
  });
});
