// Property-based fuzzing of the form actions (contact/service and quotation) with FormData bodies
// as browsers and bots send them: random and hostile values, missing, repeated and extra fields,
// files instead of text, odd field names. The answer is a redirect or success for valid data and a
// 400 with the form's errors otherwise, never an exception (a 500); what is stored is what was typed.
import fc from "fast-check";
import { type ActionFunctionArgs, RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leadFormAction } from "~/domains/leads/public/lead-form-action.server";
import { quoteAction } from "~/domains/leads/public/quote-action.server";
import { parseFormSubmission } from "~/platform/submission/form-submission.server";
import { getDb } from "~/platform/data/db.server";
import { ContactFormSchema, QuoteFormSchema, ServiceFormSchema } from "~/domains/leads/lead-schema";
import { SEED_PRODUCTS } from "../../../db/seed/products";
import {
  FUZZ_RUNS,
  hostileString,
  namesQuotableProducts,
  plausibleEmail,
  plausiblePhone,
  plausibleProductId,
  plausibleRuc,
  plausibleText,
  quotableProducts,
  showsAsText,
  unexpectedElements,
} from "../../support/fuzz-values";

type Entry = [name: string, value: string | File];
const tally: Record<string, Record<number, number>> = {};
let quotable: Map<number, string>;

beforeAll(async () => {
  quotable = await quotableProducts();
});

afterAll(() => {
  console.warn(`fuzz-forms cases per status: ${JSON.stringify(tally)}`);
});

/** A form value: mostly typed text, sometimes hostile text, a file, missing, or sent twice. */
function formValue(plausible: fc.Arbitrary<string>, weight = 40): fc.Arbitrary<(string | File)[]> {
  return fc.oneof(
    { weight, arbitrary: plausible.map((value) => [value]) },
    { weight: 1, arbitrary: hostileString.map((value) => [value]) },
    { weight: 1, arbitrary: fc.constant<(string | File)[]>([]) },
    { weight: 1, arbitrary: fc.tuple(plausible, hostileString) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          new File(["<script>alert(1)</script>"], "x.html", { type: "text/html" }),
          new File([new Uint8Array([0xff, 0xfe, 0x00])], "x.bin"),
        )
        .map((file) => [file]),
    },
  );
}

const oddEntries = fc.array(
  fc.tuple(
    fc.constantFrom(
      "__intent__",
      "__proto__",
      "constructor",
      "name[0]",
      "email.value",
      "invoiceDetails",
      "invoiceDetails[x]",
      "invoiceDetails[0].productId[]",
      "invoiceDetails[-1].name",
      "rucPeru[]",
      "spam",
      "id",
    ),
    hostileString,
  ),
  { maxLength: 2 },
);

function entriesOf(fields: Record<string, (string | File)[]>, odd: [string, string][]): Entry[] {
  const entries: Entry[] = [];
  for (const [name, values] of Object.entries(fields))
    for (const value of values) entries.push([name, value]);
  return [...entries, ...odd];
}

const leadFields = {
  name: formValue(plausibleText(130)),
  email: formValue(plausibleEmail),
  phone: formValue(plausiblePhone),
  company: formValue(plausibleText(170)),
  rucPeru: formValue(plausibleRuc),
  idempotencyKey: formValue(fc.uuid()),
  // The consent boxes: a ticked box posts "on", an unticked one nothing.
  privacyConsent: formValue(fc.constant("on")),
  marketingConsent: fc.oneof(formValue(fc.constant("on")), fc.constant<(string | File)[]>([])),
};

const contactForm = fc
  .record({
    ...leadFields,
    contactType: formValue(fc.constantFrom("CONTACT", "SERVICE"), 30),
    message: formValue(plausibleText(2100)),
    equipment: formValue(
      fc.constantFrom(
        "Zunchadora a batería",
        "Envolvedora de pilar",
        "Envolvedora <semi> automática",
        "Otro",
      ),
    ),
  })
  .chain((fields) => oddEntries.map((odd) => entriesOf(fields, odd)));

const quoteLine = (index: number) =>
  fc.record({
    [`invoiceDetails[${index}].productId`]: formValue(
      plausibleProductId(SEED_PRODUCTS.length).map(String),
      60,
    ),
    [`invoiceDetails[${index}].quantity`]: formValue(
      fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 1, max: 1_000_000 }).map(String) },
        { weight: 1, arbitrary: fc.constantFrom("0", "-1", "2.5", "1e3", " 4 ", "") },
      ),
      60,
    ),
    [`invoiceDetails[${index}].name`]: formValue(plausibleText(210), 60),
  });

const quoteForm = fc
  .record({
    ...leadFields,
    message: formValue(fc.oneof(plausibleText(2100), fc.constant(""))),
  })
  .chain((fields) =>
    fc
      .integer({ min: 0, max: 3 })
      .chain((lines) => fc.tuple(...Array.from({ length: lines }, (_, index) => quoteLine(index))))
      .map((lines) => Object.assign({}, fields, ...lines) as Record<string, (string | File)[]>),
  )
  .chain((fields) => oddEntries.map((odd) => entriesOf(fields, odd)));

function formRequest(path: string, entries: Entry[]): Request {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request(`http://localhost${path}`, { method: "POST", body });
}

/** The HTTP status React Router answers for an action's result. */
function statusOf(result: unknown): number {
  if (result instanceof Response) return result.status;
  if (result && typeof result === "object" && "init" in result) {
    return (result as { init?: { status?: number } | null }).init?.status ?? 200;
  }
  return 200;
}

async function leadCount(): Promise<number> {
  const row = await getDb()
    .selectFrom("lead")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Checks the stored lead against the form as the server received it (a post carries well-formed text). */
async function expectStoredAsTyped(leadId: number, posted: FormData, parsed: Record<string, unknown>) {
  const typed = (name: string) => {
    const value = posted.get(name);
    return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
  };
  const lead = await getDb()
    .selectFrom("lead")
    .selectAll()
    .where("id", "=", leadId)
    .executeTakeFirstOrThrow();
  expect(lead.name).toBe(typed("name"));
  expect(lead.email).toBe(typed("email"));
  expect(lead.company).toBe(typed("company"));
  expect(lead.phone).toBe(typed("phone"));
  expect(lead.message).toBe(typed("message"));
  expect(lead.ruc).toBe(typed("rucPeru")?.replace(/\s/g, ""));
  expect(lead.equipment).toBe(typed("contactType") === "SERVICE" ? typed("equipment") : null);
  expect(Boolean(lead.spam)).toBe(false);

  const lines = await getDb()
    .selectFrom("lead_line")
    .selectAll()
    .where("lead_id", "=", leadId)
    .orderBy("position")
    .execute();
  // A line's name is the catalogue's; the name typed is informative only.
  const parsedLines = (parsed.invoiceDetails as { productId: number; quantity: number }[] | undefined) ?? [];
  expect(lines.map(({ name, quantity }) => ({ name, quantity }))).toEqual(
    parsedLines.map(({ productId, quantity }) => ({ name: quotable.get(productId), quantity })),
  );

  const sales = await getDb()
    .selectFrom("outbox")
    .select(["html_body"])
    .where("lead_id", "=", leadId)
    .where("purpose", "=", "sales")
    .executeTakeFirstOrThrow();
  expect(unexpectedElements(sales.html_body)).toEqual([]);
  for (const text of [
    lead.name,
    lead.company,
    lead.message,
    lead.equipment,
    ...lines.map((line) => line.name),
  ]) {
    if (text !== null) expect(showsAsText(sales.html_body, text), JSON.stringify(text)).toBe(true);
  }
}

// No edge facts: the defaults of the build's context key (no address, not limited, body read).
const args = (request: Request) =>
  ({
    request,
    url: new URL(request.url),
    params: {},
    context: new RouterContextProvider(),
  }) as unknown as ActionFunctionArgs;

const ACTIONS = [
  {
    name: "the contact and service form action",
    path: "/contacto",
    cases: contactForm,
    action: leadFormAction,
    schemaFor: (form: FormData) =>
      form.get("contactType") === "SERVICE" ? ServiceFormSchema : ContactFormSchema,
    success: 302,
  },
  {
    name: "the quotation form action",
    path: "/cotizacion",
    cases: quoteForm,
    action: quoteAction,
    schemaFor: () => QuoteFormSchema,
    success: 302,
  },
] as const;

for (const subject of ACTIONS) {
  describe(`fuzzing ${subject.name}`, () => {
    it(`answers ${FUZZ_RUNS} random and hostile form posts without an error, storing exactly the valid ones`, async () => {
      const before = await leadCount();
      let created = 0;
      await fc.assert(
        fc.asyncProperty(subject.cases, async (entries) => {
          const request = formRequest(subject.path, entries);
          // The oracle: the shared schema on the posted fields (a bogus Conform intent is ignored).
          const posted = await request.clone().formData();
          const oracle = parseFormSubmission(posted, subject.schemaFor(posted));
          if (oracle.status !== "success" && process.env.FUZZ_DEBUG) console.warn(oracle.error);
          const result = await subject.action(args(request));
          const status = statusOf(result);
          (tally[subject.path] ??= {})[status] = (tally[subject.path]?.[status] ?? 0) + 1;
          // Valid, and every quotation line names a product that exists and is shown.
          if (oracle.status !== "success" || !namesQuotableProducts(oracle.value, quotable)) {
            expect(status).toBe(400);
            return;
          }
          expect(status).toBe(subject.success);
          if (status === 302) expect((result as Response).headers.get("location")).toBe("/confirmacion");
          created += 1;
          const reference = (result as { reference?: string }).reference;
          const lead = await getDb()
            .selectFrom("lead")
            .select("id")
            .$if(reference !== undefined, (query) => query.where("reference", "=", reference!))
            .orderBy("id", "desc")
            .executeTakeFirstOrThrow();
          await expectStoredAsTyped(lead.id, posted, oracle.value as Record<string, unknown>);
        }),
        { numRuns: FUZZ_RUNS },
      );
      expect(await leadCount()).toBe(before + created);
      expect(created).toBeGreaterThan(FUZZ_RUNS / 20);
      expect(tally[subject.path]?.[400] ?? 0).toBeGreaterThan(FUZZ_RUNS / 20);
    }, 120_000);
  });
}
