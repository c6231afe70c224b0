// The spam traps on the JSON API: optional for API clients, and a hit looks like any success.
import { describe, expect, it } from "vitest";
import { getDb } from "~/models/db.server";
import { LeadCreatedSchema } from "~/schemas/api";
import { contactRequest, quoteRequest } from "../factories";
import { postJson } from "./http";

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
    .select("purpose")
    .where("lead_id", "=", receipt.id)
    .execute();
  return { spam: Boolean(lead.spam), reason: lead.spam_reason, mails: mails.length };
}

describe("spam traps on POST /api/pe/contacts and /api/pe/invoices", () => {
  it("stores a honeypot hit flagged, without e-mails, answering 201 with a receipt", async () => {
    expect(
      await stored(await postJson("/api/pe/contacts", contactRequest({ website: "https://casino.example" }))),
    ).toEqual({
      spam: true,
      reason: "honeypot",
      mails: 0,
    });
    expect(await stored(await postJson("/api/pe/invoices", quoteRequest({ website: "x" })))).toEqual({
      spam: true,
      reason: "honeypot",
      mails: 0,
    });
  });

  it("flags a submission sent faster than SPAM_MIN_FILL_MS (default 3 s)", async () => {
    expect(await stored(await postJson("/api/pe/contacts", contactRequest({ formFillMs: 1200 })))).toEqual({
      spam: true,
      reason: "too-fast",
      mails: 0,
    });
    expect(await stored(await postJson("/api/pe/invoices", quoteRequest({ formFillMs: "40" })))).toEqual({
      spam: true,
      reason: "too-fast",
      mails: 0,
    });
  });

  it.each([
    ["without the trap fields (a SPEC client)", {}],
    ["with an empty honeypot and a human fill time", { website: "", formFillMs: 15000 }],
    ["with a blank honeypot and an unreadable fill time", { website: "  ", formFillMs: "ayer" }],
    ["with a null honeypot", { website: null }],
  ])("takes a normal lead %s, with its two e-mails", async (_label, extra) => {
    expect(await stored(await postJson("/api/pe/contacts", contactRequest(extra)))).toEqual({
      spam: false,
      reason: null,
      mails: 2,
    });
  });
});
