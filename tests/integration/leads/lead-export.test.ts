// The inbox's CSV export on both engines: BOM, Spanish header, RFC 4180 quoting, formula-safe cells,
// lines summarised, the list's filters and order, the viewer's kinds only, and a stream that reads
// the database batch by batch as it is read.
import { beforeAll, describe, expect, it } from "vitest";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "~/domains/leads/lead-vocabulary";
import { quantityWithUnit } from "~/domains/catalogue/sale-unit";
import { getDb } from "~/platform/data/db.server";
import {
  LEAD_EXPORT_HEADER,
  leadExportFileName,
  streamLeadsCsv,
} from "~/domains/leads/server/lead-export.server";
import { DEFAULT_LEAD_INBOX_QUERY, type LeadInboxQuery } from "~/domains/leads/lead-inbox-query-schema";
import { createStaffUser } from "../../factories";
import { addLead, catalogueProducts, type InboxLead } from "../../support/inbox-leads";
import { parseCsv } from "~/domains/catalogue/import/csv-reader.test-support";
import { limaDateTime } from "~/platform/lib/lima-day";
import { currentConsentVersion } from "~/platform/data/consent-ledger.server";
import { toIso } from "~/platform/data/sql-values.server";

const CUTOFF = new Date("2026-11-04T00:00:00.000Z");
const clock = { overdueBefore: CUTOFF, now: new Date("2026-11-10T12:00:00.000Z") };

let admin: StaffViewer;
let ventas: StaffViewer;
let products: { id: number; code: string; name: string }[];
let quote: InboxLead;
let contact: InboxLead;
let service: InboxLead;
let spam: InboxLead;

beforeAll(async () => {
  admin = await createStaffUser(getDb(), { role: "admin" });
  ventas = await createStaffUser(getDb(), { role: "ventas", name: "Valeria Ríos" });
  products = await catalogueProducts(2);
  quote = await addLead({
    kind: "QUOTE",
    name: "María Quispe Huamán",
    company: '=HYPERLINK("http://x")',
    ruc: "20131312955",
    email: "maria.quispe@minera-andina.example",
    phone: "+51 987 654 321",
    lines: [
      { productId: products[0]!.id, quantity: 3 },
      { productId: products[1]!.id, quantity: 1 },
    ],
    createdAt: "2026-11-02T15:00:00.000Z",
    assigneeId: ventas.id,
  });
  contact = await addLead({
    name: "Jorge Paredes",
    company: "Cartones, Papeles y Cía.",
    message: 'Necesito "urgente" 400 cajas,\nentrega en Arequipa.',
    createdAt: "2026-11-06T15:00:00.000Z",
    status: "in_progress",
    firstResponseAt: "2026-11-06T16:05:00.000Z",
    privacyConsent: true,
    marketingConsent: true,
  });
  service = await addLead({
    kind: "SERVICE",
    company: "@Servicios SAC",
    createdAt: "2026-11-07T15:00:00.000Z",
    privacyConsent: true,
  });
  spam = await addLead({ company: "Oferta", createdAt: "2026-11-08T15:00:00.000Z", status: "spam" });
});

const query = (overrides: Partial<LeadInboxQuery> = {}): LeadInboxQuery => ({
  ...DEFAULT_LEAD_INBOX_QUERY,
  ...overrides,
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  const parts: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
  return Buffer.concat(parts);
}

async function exported(viewer: StaffViewer, overrides: Partial<LeadInboxQuery> = {}) {
  const bytes = await readAll(streamLeadsCsv(viewer, query(overrides), clock));
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...records] = parseCsv(text.slice(1));
  expect(header).toEqual([...LEAD_EXPORT_HEADER]);
  return records.map((record) =>
    Object.fromEntries(LEAD_EXPORT_HEADER.map((name, index) => [name, record[index]!])),
  );
}

describe("the inbox's CSV export", () => {
  it("writes UTF-8 with a BOM, a Spanish header and one record per lead, newest first, spam left out", async () => {
    const bytes = await readAll(streamLeadsCsv(admin, query(), clock));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = await exported(admin);
    expect(records.map((record) => record.Referencia)).toEqual([
      service.reference,
      contact.reference,
      quote.reference,
    ]);
    expect(records.every((record) => Object.keys(record).length === LEAD_EXPORT_HEADER.length)).toBe(true);
  });

  it("writes each field, the lines summarised, dates in Lima time", async () => {
    const records = await exported(admin);
    const lines = await getDb()
      .selectFrom("lead_line")
      .select(["quantity", "code", "name", "unit"])
      .where("lead_id", "=", quote.id)
      .orderBy("position")
      .execute();
    expect(records.at(-1)).toEqual({
      Referencia: quote.reference,
      Tipo: LEAD_KIND_LABELS.QUOTE,
      Estado: LEAD_STATUS_LABELS.new,
      Vencida: "Sí",
      "Fecha (hora de Lima)": "2026-11-02 10:00",
      // The formula is written as text: a leading apostrophe.
      Empresa: `'=HYPERLINK("http://x")`,
      RUC: "20131312955",
      Nombre: "María Quispe Huamán",
      Correo: "maria.quispe@minera-andina.example",
      Teléfono: "'+51 987 654 321",
      "Asignada a": "Valeria Ríos",
      "Primera respuesta (hora de Lima)": "",
      Equipo: "",
      Productos: lines
        .map((line) => `${quantityWithUnit(line.quantity, line.unit)} × ${line.code} ${line.name}`)
        .join("; "),
      Mensaje: "",
      "Consentimiento de datos": "No registrado",
      "Fecha del consentimiento (hora de Lima)": "",
      "Versión del texto de consentimiento": "",
      "Acepta comunicaciones comerciales": "No",
    });
    expect(records.at(-1)!.Productos).toMatch(new RegExp(`^3 \\S+ × ${products[0]!.code} `));
    const contactRecord = records.find((record) => record.Referencia === contact.reference)!;
    expect(contactRecord).toMatchObject({
      Tipo: "Contacto",
      Estado: "En proceso",
      Vencida: "No",
      Empresa: "Cartones, Papeles y Cía.",
      Mensaje: 'Necesito "urgente" 400 cajas,\nentrega en Arequipa.',
      "Primera respuesta (hora de Lima)": "2026-11-06 11:05",
    });
    const serviceRecord = records.find((record) => record.Referencia === service.reference)!;
    expect(serviceRecord).toMatchObject({ Empresa: "'@Servicios SAC", Equipo: "Zunchadora a batería" });
  });

  it("writes each lead's consent from the ledger: given (when, which text, marketing) or not recorded", async () => {
    const records = await exported(admin);
    const version = await currentConsentVersion();
    const consentedAt = async (id: number) => {
      const row = await getDb()
        .selectFrom("lead_consent")
        .select("consented_at")
        .where("lead_id", "=", id)
        .executeTakeFirstOrThrow();
      return limaDateTime(toIso(row.consented_at!));
    };
    expect(records.find((record) => record.Referencia === contact.reference)).toMatchObject({
      "Consentimiento de datos": "Otorgado",
      "Fecha del consentimiento (hora de Lima)": await consentedAt(contact.id),
      "Versión del texto de consentimiento": version.code,
      "Acepta comunicaciones comerciales": "Sí",
    });
    expect(records.find((record) => record.Referencia === service.reference)).toMatchObject({
      "Consentimiento de datos": "Otorgado",
      "Fecha del consentimiento (hora de Lima)": await consentedAt(service.id),
      "Versión del texto de consentimiento": version.code,
      "Acepta comunicaciones comerciales": "No",
    });
    expect(version.code).toMatch(/^[0-9a-f]{12}$/);
  });

  it("applies the list's filters and order, and only the viewer's kinds", async () => {
    expect((await exported(ventas)).map((record) => record.Referencia)).toEqual([
      contact.reference,
      quote.reference,
    ]);
    expect((await exported(ventas, { kind: "SERVICE" })).map((record) => record.Referencia)).toEqual([]);
    expect((await exported(ventas, { q: "servicios" })).map((record) => record.Referencia)).toEqual([]);
    expect((await exported(admin, { q: "servicios" })).map((record) => record.Referencia)).toEqual([
      service.reference,
    ]);
    expect(await exported(admin, { q: "servicios zzzz" })).toEqual([]);
    expect((await exported(admin, { spam: "solo" })).map((record) => record.Referencia)).toEqual([
      spam.reference,
    ]);
    expect((await exported(admin, { q: products[1]!.code })).map((record) => record.Referencia)).toEqual([
      quote.reference,
    ]);
    // "Pendientes": the overdue quotation first, then the newer service request.
    expect((await exported(admin, { view: "pendientes" })).map((record) => record.Referencia)).toEqual([
      quote.reference,
      service.reference,
    ]);
  });

  it("reads the database batch by batch as the stream is read", async () => {
    const many: InboxLead[] = [];
    for (let index = 0; index < 12; index += 1)
      many.push(
        await addLead({
          company: `Lote ${index}`,
          email: `lote${index}@lotes.example`,
          createdAt: new Date(Date.parse("2026-08-01T12:00:00.000Z") + index * 60_000),
        }),
      );
    const reader = streamLeadsCsv(admin, query({ q: "lotes" }), { ...clock, batchSize: 5 }).getReader();
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const header = decoder.decode((await reader.read()).value);
    expect(header).toBe(`\uFEFF${LEAD_EXPORT_HEADER.join(",")}\r\n`);
    const firstBatch = parseCsv(decoder.decode((await reader.read()).value));
    expect(firstBatch.map((record) => record[0])).toEqual(
      many
        .slice(7)
        .reverse()
        .map((lead) => lead.reference),
    );
    // Changed after the first batch was written: the later batches are read afterwards and show it.
    await getDb()
      .updateTable("lead")
      .set({ company: "Cambiada después" })
      .where("id", "=", many[0]!.id)
      .execute();
    const rest: string[][] = [];
    let chunks = 2;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks += 1;
      rest.push(...parseCsv(decoder.decode(value)));
    }
    expect(chunks).toBe(1 + Math.ceil(12 / 5));
    expect(rest.map((record) => record[0])).toEqual(
      many
        .slice(0, 7)
        .reverse()
        .map((lead) => lead.reference),
    );
    expect(rest.at(-1)![5]).toBe("Cambiada después");
  });

  it("stops reading when the reader cancels", async () => {
    const stream = streamLeadsCsv(admin, query(), { ...clock, batchSize: 2 });
    const reader = stream.getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(await reader.read()).toEqual({ done: true, value: undefined });
  });

  it("names the file after the Lima date and time", () => {
    expect(leadExportFileName(new Date("2026-11-23T15:05:00Z"))).toBe("solicitudes-2026-11-23-1005.csv");
  });
});
