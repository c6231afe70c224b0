// A quotation line's `name` from the client is informative: what is stored and e-mailed (the
// acknowledgement goes to any address given) is the catalogue's product name, through the API and the form.
import { type ActionFunctionArgs, RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { quoteAction } from "~/domains/leads/public/quote-action.server";
import { getDb } from "~/platform/data/db.server";
import { LeadCreatedSchema } from "~/server/api/api-schema";
import { quoteRequest, VALID_RUCS } from "../../factories";
import { postJson } from "../../support/http";

const SPAM = "GRATIS llame al 999";

async function catalogueName(productId: number): Promise<string> {
  const row = await getDb()
    .selectFrom("product")
    .select("name")
    .where("id", "=", productId)
    .executeTakeFirstOrThrow();
  return row.name;
}

/** The stored lines' names and the text and HTML of both e-mails of a lead. */
async function storedAndMailed(leadId: number) {
  const lines = await getDb()
    .selectFrom("lead_line")
    .select(["product_id", "name"])
    .where("lead_id", "=", leadId)
    .orderBy("position")
    .execute();
  const mails = await getDb()
    .selectFrom("outbox")
    .select(["purpose", "to_address", "text_body", "html_body"])
    .where("lead_id", "=", leadId)
    .orderBy("purpose")
    .execute();
  return { lines, mails };
}

async function expectCatalogueNames(leadId: number, email: string) {
  const name = await catalogueName(1);
  expect(name).not.toBe(SPAM);
  const { lines, mails } = await storedAndMailed(leadId);
  expect(lines).toEqual([{ product_id: 1, name }]);
  expect(mails.map((mail) => mail.purpose)).toEqual(["ack", "sales"]);
  expect(mails[0]?.to_address).toBe(email);
  for (const mail of mails) {
    expect(mail.text_body).toMatch(
      new RegExp(`ZPP-09B +${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} +1 bobina\n`),
    );
    expect(mail.text_body).not.toContain(SPAM);
    expect(mail.html_body).not.toContain(SPAM);
  }
}

describe("quotation line names", () => {
  it("the API stores and e-mails the catalogue's name, not the name sent", async () => {
    const email = "victim-api@example.com";
    const response = await postJson(
      "/api/pe/invoices",
      quoteRequest({ email, invoiceDetails: [{ productId: 1, quantity: 1, name: SPAM }] }),
    );
    expect(response.status).toBe(201);
    const created = LeadCreatedSchema.parse(await response.json());
    await expectCatalogueNames(created.id, email);
  });

  it("the quotation form stores and e-mails the catalogue's name, not the name posted", async () => {
    const email = "victim-form@example.com";
    const body = new FormData();
    for (const [field, value] of Object.entries({
      name: "Jorge Ramírez",
      email,
      company: "Agroexport del Sur S.A.C.",
      rucPeru: VALID_RUCS[1],
      formFillMs: "9000",
      privacyConsent: "on",
      "invoiceDetails[0].productId": "1",
      "invoiceDetails[0].quantity": "1",
      "invoiceDetails[0].name": SPAM,
    }))
      body.append(field, value);
    const request = new Request("http://localhost/cotizacion", { method: "POST", body });
    const context = new RouterContextProvider();
    const result = await quoteAction({
      request,
      url: new URL(request.url),
      params: {},
      context,
    } as unknown as ActionFunctionArgs);
    // Stored: the one success answer of every lead form, a redirect to the confirmation.
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(302);
    expect((result as Response).headers.get("location")).toBe("/confirmacion");
    const lead = await getDb()
      .selectFrom("lead")
      .select(["id", "reference"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(lead.reference).toMatch(/^COT-/);
    await expectCatalogueNames(lead.id, email);
  });
});
