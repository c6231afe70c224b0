// Random and adversarial values for the fuzz suites (fast-check): per field, mostly plausible values
// sprinkled with markup, SQL and odd Unicode, and sometimes something hostile or missing.
import fc from "fast-check";
import { Window } from "happy-dom";
import { VALID_RUCS } from "../factories";

/** How many cases each fuzzed endpoint or action gets (per engine). */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

/** A field left out of the body. */
export const MISSING = Symbol("missing");

export const MARKUP = [
  "<script>alert('x')</script>",
  '<img src=x onerror="alert(1)">',
  "<b>negrita</b> & <i>cursiva</i>",
  "</p></body></html>",
  "&lt;ya escapado&gt; &amp; &#39;",
  "<!-- comentario -->",
  "{{constructor.constructor('alert(1)')()}}",
];
export const SQL = [
  "'; DROP TABLE lead; --",
  '" OR 1=1 --',
  "1; DELETE FROM outbox",
  "\\'; --",
  "%' OR '%'='",
];
export const ODD_UNICODE = [
  "Ñandú Ñúñez Ü",
  "José 🇵🇪 Pérez 👷‍♀️",
  "مرحبا עברית",
  "\u202Eesrever",
  "Z͑ͫ̓ͪ̂ͫ̽͏̴̙̤̞͉͚̯̞̠͍A̴̵̜̰͔ͫ͗͢L̠ͨͧͩ͘G̴̻͈͍͔̹̑͗̎̅͛́Ǫ̵̹̻̝̳͂̌̌͘",
  "\uFEFFcon BOM",
  "zero\u200Bwidth",
  "漢字とかな",
];
export const NUMBERS_AS_TEXT = [
  "0",
  "-1",
  "3.14",
  "1e9",
  "NaN",
  "Infinity",
  "0x1F",
  "null",
  "undefined",
  "true",
];
const CONTROL = fc.string({
  unit: fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code)),
  minLength: 1,
  maxLength: 4,
});

/** Text a person might send, with the occasional hostile fragment inside; between 1 and max characters. */
export function plausibleText(max: number) {
  const fragment = fc.oneof(
    { weight: 4, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 12 }) },
    { weight: 3, arbitrary: fc.lorem({ maxCount: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(...MARKUP, ...SQL, ...ODD_UNICODE, ...NUMBERS_AS_TEXT) },
  );
  return (
    fc
      .array(fragment, { minLength: 1, maxLength: 5 })
      // Cut by code points, never inside a surrogate pair.
      .map((parts) => Array.from(parts.join(" ")).slice(0, max).join(""))
      .filter((text) => text.trim().length > 0)
  );
}

/** A string meant to break things. */
export const hostileString = fc.oneof(
  fc.constantFrom("", "   ", "\t\n", ...MARKUP, ...SQL, ...ODD_UNICODE, ...NUMBERS_AS_TEXT),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  CONTROL,
  fc.tuple(fc.string({ maxLength: 5 }), CONTROL, fc.string({ maxLength: 5 })).map((parts) => parts.join("")),
  fc.constantFrom("\uD800", "a\uDFFFb", "\u0000", "x".repeat(3000), "é".repeat(2001), " ".repeat(500) + "a"),
);

/** Any JSON value that is not what a field wants. */
export const hostileJson = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), hostileString, { maxKeys: 3 }) },
);

/** Mostly the plausible value (weight out of weight + 2); sometimes hostile; sometimes missing. */
export function field<T>(
  plausible: fc.Arbitrary<T>,
  hostile: fc.Arbitrary<unknown> = hostileJson,
  weight = 16,
) {
  return fc.oneof(
    { weight, arbitrary: plausible },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: fc.constant(MISSING) },
  );
}

const simpleEmail = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9][a-z0-9_+-]{0,15}(?:\.[a-z0-9_+-]{1,10})?$/),
    fc.constantFrom("empresa.pe", "minera-andina.example", "correo.com.pe", "xn--and-6ma2c.pe"),
  )
  .map(([local, domain]) => `${local}@${domain}`);

export const plausibleEmail = fc.oneof(
  { weight: 6, arbitrary: simpleEmail },
  { weight: 1, arbitrary: fc.emailAddress().filter((email) => email.length <= 254) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "compras@minera.example",
      "o'brien+cotiza@empresa.pe",
      "ÑAN@empresa.pe",
      "a@b",
    ),
  },
);
export const plausibleRuc = fc.constantFrom(...VALID_RUCS, " 20131312955 ", "201 313 129 55", "20131312956");
export const plausiblePhone = fc.constantFrom(
  "+51 987 654 321",
  "(01) 555-1234",
  "",
  "987654321",
  "anexo <12>",
);

/** Drops MISSING fields, so the body lacks them. */
export function withoutMissing(record: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== MISSING));
}

/** Fields a client should not send, added on top. */
export const extraFields = fc.dictionary(
  fc.constantFrom("id", "spam", "status", "reference", "created_at", "isAdmin", "constructor", "extra"),
  hostileJson,
  { maxKeys: 2 },
);

const window = new Window();

/** The text a reader of this HTML sees (line breaks dropped: the e-mail turns them into <br>). */
export function visibleText(html: string): string {
  const document = new window.DOMParser().parseFromString(html, "text/html");
  return (document.body.textContent ?? "").replace(/[\r\n]/g, "");
}

/** Asserting helper: what a reader sees contains the text as typed, markup and all. */
export function showsAsText(html: string, text: string): boolean {
  return visibleText(html).includes(text.replace(/[\r\n]/g, ""));
}

/**
 * Asserting helper: an e-mail's plain-text part contains the text as typed. That part is derived from
 * the HTML (React Email's toPlainText), which, like any HTML-to-text conversion, collapses runs of
 * white space and wraps a long value inside its table column: compared with white space normalised.
 */
export function showsInPlainText(plainText: string, text: string): boolean {
  const normalise = (value: string) => value.replace(/\s+/g, " ").trim();
  return normalise(plainText).includes(normalise(text));
}

/** The elements an HTML document holds besides the ones a mail template uses. */
export function unexpectedElements(html: string): string[] {
  const document = new window.DOMParser().parseFromString(html, "text/html");
  const allowed = new Set([
    "HTML",
    "HEAD",
    "BODY",
    "P",
    "STRONG",
    "BR",
    "TABLE",
    "THEAD",
    "TBODY",
    "TR",
    "TH",
    "TD",
    // The e-mail templates' own elements (app/platform/mail/email-blocks.server.tsx and the domains' mail/).
    "META",
    "DIV",
    "SPAN",
    "H1",
    "H2",
    "IMG",
    "A",
  ]);
  return [...document.querySelectorAll("*")]
    .map((element) => element.tagName)
    .filter((tag) => !allowed.has(tag));
}

/**
 * A product id as a quotation line sends it: mostly one of the demo catalogue's (ids 1 to
 * `catalogueSize`), sometimes one that does not exist.
 */
export function plausibleProductId(catalogueSize: number) {
  return fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: catalogueSize }) },
    { weight: 1, arbitrary: fc.integer({ min: catalogueSize + 1, max: catalogueSize + 50 }) },
  );
}

/** The products a quotation may name (active ones), id to catalogue name, read from the test database. */
export async function quotableProducts(): Promise<Map<number, string>> {
  const { getDb } = await import("~/platform/data/db.server");
  const rows = await getDb().selectFrom("product").select(["id", "name"]).where("active", "=", 1).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Whether every line of a valid quotation names a product that may be quoted. */
export function namesQuotableProducts(
  parsed: Record<string, unknown>,
  quotable: ReadonlyMap<number, string>,
): boolean {
  const lines = (parsed.invoiceDetails as { productId: number }[] | undefined) ?? [];
  return lines.every((line) => quotable.has(line.productId));
}
