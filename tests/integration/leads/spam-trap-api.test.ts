// The spam traps on the JSON API: optional for API clients, and a hit looks like any success. A hit
// still reaches the sales inbox, marked as possible spam with its reason; only the buyer's
// acknowledgement is withheld, so a real buyer caught by a trap is never lost in silence.
import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { LeadCreatedSchema } from "~/server/api/api-schema";
import { contactRequest, quoteRequest } from "../../factories";
import { postJson } from "../../support/http";

const SALES_INBOX = "ventas@kordex.com.pe";

async function stored(response: Response) {
  expect(response.status).toBe(201);
  const body: unknown = await response.json();
  // Exactly the receipt of a real lead: nothing tells a bot it was caught.
  const receipt = LeadCreatedSchema.strict().parse(body);
  const lead = await getDb()
    .selectFrom("lead")
    .selectAll()
    .where("id", "=", receipt.id)
    .executeTakeFirstOrThrow();
  const mails = await getDb()
    .selectFrom("outbox")
    .select(["purpose", "to_address", "subject", "text_body", "html_body"])
    .where("lead_id", "=", receipt.id)
    .orderBy("purpose", "desc")
    .execute();
  return { reference: receipt.reference, spam: Boolean(lead.spam), reason: lead.spam_reason, mails };
}

/** Exactly one e-mail, to the sales inbox, marked as possible spam and saying why; no acknowledgement. */
function expectFlaggedSalesMailOnly(lead: Awaited<ReturnType<typeof stored>>, motive: string) {
  expect(lead.mails.map((mail) => [mail.purpose, mail.to_address])).toEqual([["sales", SALES_INBOX]]);
  const [sales] = lead.mails;
  expect(sales!.subject).toMatch(new RegExp(`^\\[Posible spam\\] \\[${lead.reference}\\] Nueva solicitud`));
  expect(sales!.text_body).toContain(`Motivo: ${motive}`);
  expect(sales!.text_body).toContain("Posible spam");
  expect(sales!.text_body).toContain(
    "No se envió el acuse de recibo al cliente; si es un cliente real, respóndale directamente.",
  );
  expect(sales!.html_body).toContain(`<strong>Motivo:</strong> <!-- -->${motive}`);
}

describe("spam traps on POST /api/pe/contacts and /api/pe/invoices", () => {
  it("stores a honeypot hit flagged, answers 201 with a receipt, and e-mails only sales, marked", async () => {
    for (const response of [
      await postJson("/api/pe/contacts", contactRequest({ website: "https://casino.example" })),
      await postJson("/api/pe/invoices", quoteRequest({ website: "x" })),
    ]) {
      const lead = await stored(response);
      expect(lead).toMatchObject({ spam: true, reason: "honeypot" });
      expectFlaggedSalesMailOnly(lead, "se llenó el campo trampa, oculto para las personas");
    }
  });

  it("flags a submission sent faster than SPAM_MIN_FILL_MS (default 3 s), saying how fast", async () => {
    const contact = await stored(await postJson("/api/pe/contacts", contactRequest({ formFillMs: 1200 })));
    expect(contact).toMatchObject({ spam: true, reason: "too-fast" });
    expectFlaggedSalesMailOnly(contact, "el formulario se envió en 1.2 s, menos que el mínimo de 3 s");

    const quote = await stored(await postJson("/api/pe/invoices", quoteRequest({ formFillMs: "40" })));
    expect(quote).toMatchObject({ spam: true, reason: "too-fast" });
    expectFlaggedSalesMailOnly(quote, "el formulario se envió en 0.04 s, menos que el mínimo de 3 s");
  });

  it.each([
    ["without the trap fields (a SPEC client)", {}],
    ["with an empty honeypot and a human fill time", { website: "", formFillMs: 15000 }],
    ["with a blank honeypot and an unreadable fill time", { website: "  ", formFillMs: "ayer" }],
    ["with a null honeypot", { website: null }],
  ])("takes a normal lead %s, with its two e-mails, unmarked", async (_label, extra) => {
    const lead = await stored(await postJson("/api/pe/contacts", contactRequest(extra)));
    expect(lead).toMatchObject({ spam: false, reason: null });
    expect(lead.mails.map((mail) => mail.purpose)).toEqual(["sales", "ack"]);
    expect(lead.mails.every((mail) => !mail.subject.includes("Posible spam"))).toBe(true);
    expect(lead.mails.every((mail) => !mail.text_body.includes("Motivo"))).toBe(true);
  });
});
