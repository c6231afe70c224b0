// One rule for a reused idempotency key (docs/decisions/021-one-lead-pipeline.md), as a browser's form
// meets it: the key stays in the page while the visitor edits after an error, so the same key with
// other data is a new request (stored, never lost), and a retry of either request stores nothing more.
import { type ActionFunctionArgs, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { leadFormAction } from "~/domains/leads/public/lead-form-action.server";
import { getDb } from "~/platform/data/db.server";
import { VALID_RUCS } from "../../factories";

function post(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request("http://localhost/contacto", { method: "POST", body });
  return leadFormAction({
    request,
    url: new URL(request.url),
    params: {},
    context: new RouterContextProvider(),
  } as unknown as ActionFunctionArgs);
}

async function leadsOf(email: string) {
  return getDb()
    .selectFrom("lead")
    .select(["message", "idempotency_key"])
    .where("email", "=", email)
    .orderBy("id")
    .execute();
}

describe("a lead form's idempotency key", () => {
  it("stores a retry once and an edited request as a new lead with a key of its own", async () => {
    const email = "clave-repetida@cliente.example";
    const form = {
      idempotencyKey: "form-key-0001-abcdef",
      contactType: "CONTACT",
      name: "Lucía Torres",
      email,
      company: "Agroexport del Sur S.A.C.",
      rucPeru: VALID_RUCS[1],
      message: "Primera versión",
      formFillMs: "9000",
      privacyConsent: "on",
    };
    const answers = [
      await post(form),
      await post(form), // a double click or a retry after a lost answer
      await post({ ...form, message: "Versión corregida" }), // edited after an error, same key
      await post({ ...form, message: "Versión corregida" }), // and retried
    ];
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get("location")).toBe("/confirmacion");
    }
    const leads = await leadsOf(email);
    expect(leads.map((lead) => lead.message)).toEqual(["Primera versión", "Versión corregida"]);
    const [first, edited] = leads.map((lead) => lead.idempotency_key);
    expect(first).toMatch(/^form-key-0001-abcdef~[0-9a-f]{16}$/);
    expect(edited).toMatch(/^form-key-0001-abcdef~[0-9a-f]{16}$/);
    expect(edited).not.toBe(first);
  });
});
