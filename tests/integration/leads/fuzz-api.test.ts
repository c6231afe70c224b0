// Property-based fuzzing of POST /api/pe/contacts and POST /api/pe/invoices through the in-process
// app: random and adversarial fields, wrong types, missing and extra fields, malformed and non-object
// JSON, wrong content types, oversized bodies and invalid UTF-8. Never a 5xx; a valid body is stored
// exactly as sent (after the schema's trim and RUC spacing) and its markup reads as text in the
// e-mails; nothing invalid is stored.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EQUIPMENT_TYPES } from "~/domains/leads/equipment-types";
import { getDb } from "~/platform/data/db.server";
import { ContactRequestSchema, QuoteRequestSchema } from "~/domains/leads/lead-schema";
import { SEED_PRODUCTS } from "../../../db/seed/products";
import { contactRequest, quoteRequest } from "../../factories";
import {
  extraFields,
  field,
  FUZZ_RUNS,
  hostileJson,
  namesQuotableProducts,
  plausibleEmail,
  plausiblePhone,
  plausibleProductId,
  plausibleRuc,
  plausibleText,
  quotableProducts,
  showsAsText,
  showsInPlainText,
  unexpectedElements,
  withoutMissing,
} from "../../support/fuzz-values";
import { request } from "../../support/http";

const ALLOWED = new Set([201, 400, 413, 415, 429]);
const tally: Record<string, Record<number, number>> = {};
let quotable: Map<number, string>;

beforeAll(async () => {
  quotable = await quotableProducts();
});

afterAll(() => {
  // The case counts, for the record (vitest prints them with the file's output).
  console.warn(`fuzz-api cases per status: ${JSON.stringify(tally)}`);
});

function count(endpoint: string, status: number) {
  const byStatus = (tally[endpoint] ??= {});
  byStatus[status] = (byStatus[status] ?? 0) + 1;
}

const leadFields = {
  name: field(plausibleText(130)),
  email: field(plausibleEmail),
  phone: field(plausiblePhone),
  company: field(plausibleText(170)),
  rucPeru: field(plausibleRuc),
};

const contactBody = fc
  .record({
    ...leadFields,
    message: field(plausibleText(2100)),
    contactType: field(fc.constantFrom("CONTACT", "SERVICE")),
    equipment: field(fc.oneof(fc.constantFrom(...EQUIPMENT_TYPES), plausibleText(130))),
  })
  .chain((record) => extraFields.map((extra) => ({ ...extra, ...withoutMissing(record) })));

const invoiceLine = fc.record({
  productId: field(
    fc.oneof(plausibleProductId(SEED_PRODUCTS.length), plausibleProductId(SEED_PRODUCTS.length).map(String)),
    hostileJson,
    60,
  ),
  quantity: field(
    fc.oneof(
      { weight: 8, arbitrary: fc.integer({ min: 1, max: 1_000_000 }) },
      { weight: 1, arbitrary: fc.constantFrom("5", " 7 ", "0", "-2", "2.5", "1000001", "1e3") },
    ),
    hostileJson,
    60,
  ),
  name: field(plausibleText(210), hostileJson, 60),
});

const invoiceBody = fc
  .record({
    ...leadFields,
    message: field(fc.oneof(plausibleText(2100), fc.constant(""), fc.constant(null))),
    invoiceDetails: field(
      fc.oneof(
        { weight: 12, arbitrary: fc.array(invoiceLine.map(withoutMissing), { minLength: 1, maxLength: 4 }) },
        { weight: 1, arbitrary: fc.constant([]) },
      ),
      hostileJson,
    ),
  })
  .chain((record) => extraFields.map((extra) => ({ ...extra, ...withoutMissing(record) })));

/** A request that is not a JSON object: with the status it must get. */
function brokenRequests(valid: Record<string, unknown>) {
  const json: Record<string, string> = { "content-type": "application/json" };
  return fc.oneof(
    fc
      .constantFrom('{"name":', "{name:'x'}", "[", "", "nul", '{"a":1}}', "\u0000")
      .map((body) => ({ headers: json, body, expected: 400 })),
    fc
      .constantFrom("[]", "null", "42", '"texto"', "true", "[{}]")
      .map((body) => ({ headers: json, body, expected: 400 })),
    fc
      .constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/jsonx",
        "text/json",
        "",
      )
      .map((type) => ({
        headers: (type ? { "content-type": type } : {}) as Record<string, string>,
        body: JSON.stringify(valid),
        expected: 415,
      })),
    fc.integer({ min: 33 * 1024, max: 200 * 1024 }).map((size) => ({
      headers: json,
      body: JSON.stringify({ ...valid, message: "x".repeat(size) }),
      expected: 413,
    })),
    fc.constantFrom([0xff, 0xfe], [0xc3, 0x28], [0xed, 0xa0, 0x80], [0xe2, 0x82]).map((bad) => ({
      headers: json,
      body: new Uint8Array([...Buffer.from('{"name":"'), ...bad, ...Buffer.from('"}')]),
      expected: 400,
    })),
  );
}

async function leadCount(): Promise<number> {
  const row = await getDb()
    .selectFrom("lead")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function expectStoredAsSent(
  id: number,
  sent: Record<string, unknown>,
  parsed: Record<string, unknown>,
) {
  const lead = await getDb().selectFrom("lead").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const asSent = (key: string) =>
    typeof sent[key] === "string" ? (sent[key] as string).trim() || null : null;
  // Independent of the schema: stored text is the sent text, trimmed; nothing cut, nothing encoded.
  expect(lead.name).toBe(asSent("name"));
  expect(lead.email).toBe(asSent("email"));
  expect(lead.company).toBe(asSent("company"));
  expect(lead.phone).toBe(asSent("phone"));
  expect(lead.message).toBe(asSent("message"));
  expect(lead.ruc).toBe(String(sent.rucPeru).replace(/\s/g, ""));
  expect(lead.equipment).toBe(sent.contactType === "SERVICE" ? asSent("equipment") : null);
  expect(Boolean(lead.spam)).toBe(false);

  const lines = await getDb()
    .selectFrom("lead_line")
    .selectAll()
    .where("lead_id", "=", id)
    .orderBy("position")
    .execute();
  // A line's name is the catalogue's; the name sent is informative only.
  const sentLines = (parsed.invoiceDetails as { productId: number; quantity: number }[] | undefined) ?? [];
  expect(lines.map((line) => ({ name: line.name, quantity: line.quantity }))).toEqual(
    sentLines.map((line) => ({ name: quotable.get(line.productId), quantity: line.quantity })),
  );

  const sales = await getDb()
    .selectFrom("outbox")
    .select(["html_body", "text_body"])
    .where("lead_id", "=", id)
    .where("purpose", "=", "sales")
    .executeTakeFirstOrThrow();
  expect(unexpectedElements(sales.html_body)).toEqual([]);
  const texts = [
    lead.name,
    lead.email,
    lead.company,
    lead.phone,
    lead.message,
    lead.equipment,
    ...lines.map((line) => line.name),
  ];
  for (const text of texts) {
    if (text === null) continue;
    expect(showsAsText(sales.html_body, text), `sales e-mail shows ${JSON.stringify(text)} as text`).toBe(
      true,
    );
    expect(showsInPlainText(sales.text_body, text), `text part shows ${JSON.stringify(text)}`).toBe(true);
  }
}

for (const endpoint of [
  { path: "/api/pe/contacts", schema: ContactRequestSchema, body: contactBody, valid: contactRequest() },
  { path: "/api/pe/invoices", schema: QuoteRequestSchema, body: invoiceBody, valid: quoteRequest() },
] as const) {
  describe(`fuzzing POST ${endpoint.path}`, () => {
    it(`answers ${FUZZ_RUNS} random and hostile requests with 2xx or 4xx, storing exactly the valid ones`, async () => {
      const cases = fc.oneof(
        { weight: 6, arbitrary: endpoint.body.map((body) => ({ kind: "object" as const, body })) },
        {
          weight: 1,
          arbitrary: brokenRequests(endpoint.valid).map((broken) => ({ kind: "broken" as const, ...broken })),
        },
      );
      // Nothing refused is stored: afterwards there are exactly as many more leads as 201 answers
      // (each of which was checked row by row).
      const before = await leadCount();
      const createdBefore = tally[endpoint.path]?.[201] ?? 0;
      await fc.assert(
        fc.asyncProperty(cases, async (testCase) => {
          if (testCase.kind === "broken") {
            const response = await request(endpoint.path, {
              method: "POST",
              headers: testCase.headers,
              body: testCase.body,
            });
            count(endpoint.path, response.status);
            expect(response.status).toBe(testCase.expected);
            expect(await response.json()).toEqual({ error: expect.any(String) });
            return;
          }
          const text = JSON.stringify(testCase.body);
          const sent = JSON.parse(text) as Record<string, unknown>;
          const response = await request(endpoint.path, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: text,
          });
          count(endpoint.path, response.status);
          expect(ALLOWED.has(response.status), `status ${response.status}`).toBe(true);
          const parsed = endpoint.schema.safeParse(sent);
          // Valid, and every quotation line names a product that exists and is shown.
          if (parsed.success && namesQuotableProducts(parsed.data, quotable)) {
            expect(response.status).toBe(201);
            const { id } = (await response.json()) as { id: number };
            await expectStoredAsSent(id, sent, parsed.data as Record<string, unknown>);
          } else {
            expect(response.status).toBe(400);
          }
        }),
        { numRuns: FUZZ_RUNS },
      );
      const valid = (tally[endpoint.path]?.[201] ?? 0) - createdBefore;
      expect(await leadCount()).toBe(before + valid);
      // The generators must reach both sides: a fuzz run that never stores proves little.
      expect(valid).toBeGreaterThan(FUZZ_RUNS / 20);
      expect(tally[endpoint.path]?.[400] ?? 0).toBeGreaterThan(FUZZ_RUNS / 20);
    }, 120_000);
  });
}
