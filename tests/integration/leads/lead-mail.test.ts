// The lead e-mails and the daily digest, rendered: both parts, the brand, the signature, Reply-To,
// the lines, the wording. The signature and the inboxes come from the company settings (their first
// values here: nothing saved).
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_COLORS, COMPANY_SETTING_DEFAULTS as COMPANY } from "~/platform/content/company";
import { companyContact } from "~/platform/lib/company-contact";
import { resetEnvCache } from "~/platform/lib/env.server";
import { defaultCompanySettings } from "~/platform/settings/company-settings.server";
import { renderDigest } from "~/domains/leads/mail/digest-mail.server";
import {
  composeAcknowledgement,
  composeLeadMessages,
  draftLeadMessages,
  type LeadForMail,
} from "~/domains/leads/mail/lead-mail.server";

const SITE = "https://www.kordex.example";
const SALES = "ventas@kordex.com.pe";
const saved = { SITE_URL: process.env.SITE_URL, SALES_EMAIL: process.env.SALES_EMAIL };

beforeAll(() => {
  process.env.SITE_URL = SITE;
  process.env.SALES_EMAIL = SALES;
  resetEnvCache();
});
afterAll(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});

const BUYER = {
  createdAt: new Date("2026-11-24T15:32:00.000Z"),
  name: "Rosa Quispe Mamani",
  email: "rosa.quispe@alimentos-andinos.example",
  phone: "+51 987 111 222",
  company: "Alimentos Andinos S.A.C.",
  rucPeru: "20123456789",
};

const QUOTE: LeadForMail = {
  ...BUYER,
  kind: "QUOTE",
  reference: "COT-2026-000123",
  message: "Entrega en Arequipa <urgente>.\nDe preferencia antes de fin de mes.",
  lines: [
    {
      code: "ZPP-9-055-BL",
      name: "Zuncho de polipropileno 9 × 0,55 mm blanco",
      quantity: 3,
      unit: "bobina",
      product: { id: 16, slug: "zuncho-pp-9-blanco" },
    },
    {
      code: "EST-500",
      name: "Film estirable manual 500 mm",
      quantity: 1,
      unit: "caja",
      product: { id: 59, slug: "film-500" },
    },
    // A line whose product is gone: no link, and the bare number when its unit is unknown.
    { code: null, name: "Sellador antiguo", quantity: 2, unit: null, product: null },
  ],
};
const CONTACT: LeadForMail = {
  ...BUYER,
  kind: "CONTACT",
  reference: "CON-2026-000124",
  message: "¿Tienen stock?",
};
const SERVICE: LeadForMail = {
  ...BUYER,
  kind: "SERVICE",
  reference: "SER-2026-000125",
  equipment: "Zunchadora a batería",
  message: "La máquina no tensa.",
};

const window = new Window();
function parse(html: string) {
  return new window.DOMParser().parseFromString(html, "text/html");
}

/** What a reader sees, addresses of links aside. */
function visible(html: string): string {
  return (parse(html).body.textContent ?? "").replace(/\s+/g, " ");
}

function expectBranded(html: string, text: string) {
  expect(html.startsWith("<!DOCTYPE html")).toBe(true);
  expect(text.trim().length).toBeGreaterThan(200);
  const logo = parse(html).querySelector("img")!;
  expect(logo.getAttribute("src")).toBe(`${SITE}/art/email-logo.png`);
  expect([logo.getAttribute("width"), logo.getAttribute("height")]).toEqual(["160", "40"]);
  expect(logo.getAttribute("alt")).toBe("Kordex Perú");
  expect(html).toContain(`background-color:${BRAND_COLORS.red}`);
  // Signature: legal name, address, phone, WhatsApp, website; in both parts.
  for (const part of [visible(html), text].map((words) => words.replace(/\u00a0/g, " "))) {
    expect(part).toContain(COMPANY.legalName);
    expect(part).toContain(`${COMPANY.street}, ${COMPANY.district}, Lima, Perú`);
    expect(part).toContain("+51 1 715 4200");
    expect(part).toContain("WhatsApp: +51 987 654 321");
    expect(part).toContain("www.kordex.example");
  }
  expect(html).toContain(`href="${companyContact(defaultCompanySettings()).phoneHref}"`);
  expect(html).toContain(`href="https://wa.me/${COMPANY.whatsApp}?text=`);
  // Layout: tables, at most 600 px, inline styles only.
  expect(html).toContain("max-width:600px");
  expect(html).not.toMatch(/<style|<link /);
}

/** Words of English a Spanish e-mail must not carry (URLs removed first). */
const ENGLISH = /\b(the|and|your|you|please|click|here|view|order|quantity|product|reply|thanks?|dear)\b/i;
/** The `tú` register: the e-mails address the reader as `usted`. */
const TU = /\b(tu|tus|te|ti|contigo|responde a|escríbenos|llámanos|necesitas|recibimos tu)\b/i;

function expectSpanishUsted(text: string) {
  const words = text.replace(/https?:\/\/\S+/g, " ");
  expect(words).not.toMatch(ENGLISH);
  expect(words).not.toMatch(TU);
  // Every question and exclamation opens with its Spanish mark.
  expect(words.split("?").length).toBe(words.split("¿").length);
  expect(words.split("!").length).toBe(words.split("¡").length);
}

describe("lead e-mails", () => {
  it("acknowledges a quotation to the buyer, Reply-To the sales inbox, with linked lines and what happens next", async () => {
    const [sales, ack] = await composeLeadMessages(QUOTE);
    expect(sales!.purpose).toBe("sales");
    expect(ack).toMatchObject({ purpose: "ack", to: BUYER.email, replyTo: SALES });
    expect(ack!.subject).toBe("Recibimos su solicitud de cotización COT-2026-000123 | Kordex Perú");
    expectBranded(ack!.html, ack!.text);
    expectSpanishUsted(ack!.text);
    expectSpanishUsted(visible(ack!.html));

    const document = parse(ack!.html);
    expect(document.querySelector("h1")!.textContent).toBe("Recibimos su solicitud de cotización");
    const rows = [...document.querySelectorAll("table[data-text-format='dataTable'] tbody tr")]
      .map((row) => [...row.querySelectorAll("td")].map((cell) => cell.textContent))
      .filter((cells) => cells.length === 3);
    expect(rows).toEqual([
      ["ZPP-9-055-BL", "Zuncho de polipropileno 9 × 0,55 mm blanco", "3 bobinas"],
      ["EST-500", "Film estirable manual 500 mm", "1 caja"],
      ["—", "Sellador antiguo", "2"],
    ]);
    const links = [...document.querySelectorAll("td a")].map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toContainEqual([
      "Zuncho de polipropileno 9 × 0,55 mm blanco",
      `${SITE}/productos/zuncho-pp-9-blanco?producto=16`,
    ]);
    expect(links).toContainEqual(["Film estirable manual 500 mm", `${SITE}/productos/film-500?producto=59`]);
    expect(links.some(([text]) => text === "Sellador antiguo")).toBe(false);

    // The text part: one line per product with code, name and quantity, then its page.
    expect(ack!.text).toMatch(
      /ZPP-9-055-BL +Zuncho de polipropileno 9 × 0,55 mm blanco +3 bobinas\n +https:\/\/www\.kordex\.example\/productos\/zuncho-pp-9-blanco\?producto=16/,
    );
    expect(ack!.text).toMatch(/EST-500 +Film estirable manual 500 mm +1 caja/);
    expect(ack!.text).toContain("COT-2026-000123");
    expect(ack!.text).toContain("Recibida el 24/11/2026, 10:32 (hora de Lima)");
    expect(ack!.text).toContain("¿Qué sigue?");
    expect(ack!.text).toMatch(/le responde en menos de 8 horas\s+hábiles/);
    expect(ack!.text).toContain("Responda a este correo");
    // The visitor's text is shown as text, its line breaks kept.
    expect(ack!.html).toContain("Entrega en Arequipa &lt;urgente&gt;.<br/>De preferencia");
    expect(ack!.html).not.toContain("<urgente>");
    // The WhatsApp button carries the reference.
    expect(ack!.html).toContain(
      `href="https://wa.me/${COMPANY.whatsApp}?text=${encodeURIComponent("Hola, le escribo por mi solicitud COT-2026-000123.")}"`,
    );
  });

  it("notifies sales of a quotation, Reply-To the buyer, with the buyer's data as links", async () => {
    const [sales] = await composeLeadMessages(QUOTE);
    expect(sales).toMatchObject({ to: SALES, replyTo: BUYER.email });
    expect(sales!.subject).toBe("[COT-2026-000123] Nueva solicitud de cotización: Alimentos Andinos S.A.C.");
    expectBranded(sales!.html, sales!.text);
    expectSpanishUsted(sales!.text);
    const document = parse(sales!.html);
    expect(document.querySelector(`a[href="mailto:${BUYER.email}"]`)!.textContent).toBe(BUYER.email);
    expect(document.querySelector('a[href="tel:+51987111222"]')!.textContent).toBe("+51 987 111 222");
    for (const fact of [
      /Nombre +Rosa Quispe Mamani/,
      /Empresa +Alimentos Andinos S\.A\.C\./,
      /RUC +20123456789/,
      /Correo +rosa\.quispe@alimentos-andinos\.example/,
      /Teléfono +\+51 987 111 222/,
      /Mensaje +Entrega en Arequipa <urgente>\.\n +De preferencia antes de fin de mes\./,
      /ZPP-9-055-BL +Zuncho de polipropileno 9 × 0,55 mm blanco +3 bobinas/,
    ])
      expect(sales!.text).toMatch(fact);
    expect(sales!.text).toContain(`${SITE}/admin/solicitudes?q=COT-2026-000123`);
    expect(sales!.text).not.toContain("Posible spam");
  });

  it("renders contact and service requests for both readers, the equipment among the service's data", async () => {
    for (const lead of [CONTACT, SERVICE]) {
      const messages = await composeLeadMessages(lead);
      expect(messages.map((message) => [message.purpose, message.to, message.replyTo])).toEqual([
        ["sales", SALES, BUYER.email],
        ["ack", BUYER.email, SALES],
      ]);
      for (const message of messages) {
        expectBranded(message.html, message.text);
        expectSpanishUsted(message.text);
        expect(message.text).toContain(lead.reference);
        expect(message.html).not.toContain("Productos solicitados");
      }
    }
    const [serviceSales, serviceAck] = await composeLeadMessages(SERVICE);
    expect(serviceSales!.subject).toBe(
      "[SER-2026-000125] Nueva solicitud de servicio técnico: Alimentos Andinos S.A.C.",
    );
    expect(serviceSales!.text).toMatch(/Tipo de máquina +Zunchadora a batería/);
    expect(serviceAck!.text).toMatch(/Tipo de máquina +Zunchadora a batería/);
    expect(serviceAck!.text).toContain("nuestro equipo de servicio técnico");
    const [, contactAck] = await composeLeadMessages(CONTACT);
    expect(contactAck!.subject).toBe("Recibimos su solicitud de contacto CON-2026-000124 | Kordex Perú");
    expect(contactAck!.text).toMatch(/Mensaje +¿Tienen stock\?/);
  });

  it("sends a lead a spam trap caught to sales only, marked with its reason", async () => {
    const messages = await composeLeadMessages(CONTACT, { reason: "too-fast", fillMs: 900, minFillMs: 3000 });
    expect(messages).toHaveLength(1);
    const [sales] = messages;
    expect(sales!.subject).toBe(
      "[Posible spam] [CON-2026-000124] Nueva solicitud de contacto: Alimentos Andinos S.A.C.",
    );
    expect(sales!.text).toMatch(/Motivo: el formulario se envió en 0[.,]9 s, menos que el mínimo de 3 s/);
    expect(sales!.text).toContain("No se envió el acuse de recibo al cliente");
    expect(visible(sales!.html)).toMatch(/Posible spam.*Motivo: el formulario se envió/);
    expectBranded(sales!.html, sales!.text);
    expectSpanishUsted(sales!.text);
    const [honeypot] = await composeLeadMessages(CONTACT, { reason: "honeypot" });
    expect(honeypot!.text).toContain("Motivo: se llenó el campo trampa, oculto para las personas");
  });

  it("renders before the reference exists and fills it in everywhere", async () => {
    const { reference: _unknown, ...lead } = QUOTE;
    const draft = await draftLeadMessages(lead);
    const messages = draft("COT-2026-000999");
    expect(messages.map((message) => message.purpose)).toEqual(["sales", "ack"]);
    for (const message of messages) {
      expect(message.subject).toContain("COT-2026-000999");
      expect(message.text).toContain("COT-2026-000999");
      expect(parse(message.html).body.textContent).toContain("COT-2026-000999");
      expect(message.messageId).toMatch(
        /^<COT-2026-000999\.(sales|ack)\.[0-9a-f]{12}@www\.kordex\.example>$/,
      );
      expect(`${message.subject}${message.text}${message.html}`).not.toMatch(/REF[0-9A-F]{20}/);
    }
    expect(messages[1]!.html).toContain(encodeURIComponent("solicitud COT-2026-000999."));
    expect(messages[0]!.html).toContain(`${SITE}/admin/solicitudes?q=COT-2026-000999`);
  });

  it("composes the acknowledgement alone (after 'No es spam') as the lead's first one", async () => {
    const alone = await composeAcknowledgement(QUOTE);
    const [, first] = await composeLeadMessages(QUOTE);
    expect(alone.text).toBe(first!.text);
    expect(alone.replyTo).toBe(SALES);
  });

  it("takes a few milliseconds per lead, spent before the lead's transaction", async () => {
    const { reference: _unknown, ...lead } = QUOTE;
    for (let warm = 0; warm < 5; warm++) await draftLeadMessages(lead);
    const times: number[] = [];
    for (let run = 0; run < 30; run++) {
      const start = performance.now();
      (await draftLeadMessages(lead))("COT-2026-000999");
      times.push(performance.now() - start);
    }
    const median = times.sort((a, b) => a - b)[15]!;
    process.stdout.write(
      `lead e-mails (sales + acknowledgement, 3 lines): median ${median.toFixed(1)} ms per lead\n`,
    );
    // Generous: the machine is shared; the figure printed is what to read.
    expect(median).toBeLessThan(250);
  });
});

describe("daily digest e-mail", () => {
  const lead = (reference: string, kind: "QUOTE" | "CONTACT", createdAt: string) => ({
    id: 1,
    reference,
    kind,
    status: "new" as const,
    company: "Agroexport del Sur S.A.C.",
    name: "Jorge Ramírez",
    createdAt,
    assigneeName: null,
    spamReason: null,
  });

  it("lists the day's leads with links into the inbox, branded, in both parts", async () => {
    const { html, text } = await renderDigest(
      {
        day: "2030-03-12",
        covers: "2030-03-11",
        newLeads: { total: 3, leads: [lead("COT-2030-000002", "QUOTE", "2030-03-12T04:59:00.000Z")] },
        overdue: { total: 0, leads: [] },
        flagged: {
          total: 1,
          leads: [
            { ...lead("CON-2030-000003", "CONTACT", "2030-03-11T15:00:00.000Z"), spamReason: "honeypot" },
          ],
        },
        inboxUrl: `${SITE}/admin`,
      },
      SITE,
    );
    expectBranded(html, text);
    expectSpanishUsted(text);
    expect(parse(html).querySelector("h1")!.textContent).toBe("Resumen diario del 12/03/2030");
    expect(text).toContain("Solicitudes nuevas del 11/03/2030 (3)");
    expect(text).toContain(
      "COT-2030-000002 · Cotización\nAgroexport del Sur S.A.C. (Jorge Ramírez)\n11/03/2030, 23:59 · Nuevo, sin asignar",
    );
    expect(text).toContain("… y 2 solicitudes más en la bandeja.");
    expect(text).toContain("Vencidas: sin primera respuesta en el plazo (0)");
    expect(text).toContain("Ninguna solicitud está vencida.");
    expect(text).toContain("10:00 · motivo: campo trampa lleno");
    expect(html).toContain(`href="${SITE}/admin/solicitudes?q=COT-2030-000002"`);
  });
});
