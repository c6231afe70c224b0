// An administrator's export and erasure of one person's data (/admin/datos-personales) on both
// engines: by e-mail, then by RUC. The erased person is gone from the leads, the outbox (their own
// e-mails deleted, the daily digest scrubbed), the inbox's search and the leads' CSV export; the
// statistics (leads by kind and month, quotation lines) stay; other people's leads are untouched;
// the ARCO request is kept; the audit log has the counts, not the data.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/platform/lib/env.server";
import { limaDateTime } from "~/platform/lib/lima-day";
import { ANONYMISED_MARKER, type PersonalDataSubject } from "~/domains/data-rights/personal-data";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { getDb } from "~/platform/data/db.server";
import { parseJson } from "~/platform/data/sql-values.server";
import { receiveDataRequest } from "~/domains/data-rights/server/data-request-filing.server";
import { digestKey, queueDailyDigest } from "~/domains/leads/server/lead-digest.server";
import { resendLeadEmail, markNotSpam } from "~/domains/leads/server/lead-email-actions.server";
import { streamLeadsCsv } from "~/domains/leads/server/lead-export.server";
import { listLeads } from "~/domains/leads/server/lead-inbox.server";
import { addLeadNote } from "~/domains/leads/server/lead-workflow.server";
import { erasePersonalData } from "~/domains/data-rights/server/personal-data-erasure.server";
import {
  exportPersonalData,
  PERSONAL_DATA_CSV_HEADER,
} from "~/domains/data-rights/server/personal-data-export.server";
import {
  erasurePlan,
  findPersonalData,
  viewPersonalData,
} from "~/domains/data-rights/server/personal-data-holdings.server";
import { DEFAULT_LEAD_INBOX_QUERY } from "~/domains/leads/lead-inbox-query-schema";
import { DataRequestFormSchema } from "~/domains/data-rights/data-request-schema";
import { parseCsv } from "~/domains/catalogue/import/csv-reader.test-support";
import { createStaffUser } from "../../factories";
import { addLead, catalogueProducts, type InboxLead } from "../../support/inbox-leads";

const MARIA = {
  name: "María Quispe Huamán",
  email: "maria.quispe@minera-andina.example",
  phone: "+51 987 654 321",
  company: "Minera Andina S.A.",
  ruc: "20131312955",
};
const JORGE = {
  name: "Jorge Ramírez Soto",
  email: "jramirez@agroexport.example",
  phone: "+51 955 111 222",
  company: "Agroexport del Sur S.A.C.",
  ruc: "10467793549",
};
/** María's colleague: the same company and RUC, another e-mail. */
const LUIS = {
  name: "Luis Pérez Cárdenas",
  email: "luis.perez@minera-andina.example",
  phone: "+51 944 333 444",
  company: "Minera Andina S.A.",
  ruc: "20131312955",
};

const clock = {
  now: new Date("2026-11-20T15:00:00.000Z"),
  overdueBefore: new Date("2026-11-19T15:00:00.000Z"),
};

let admin: StaffViewer;
let ventas: StaffViewer;
let mariaQuote: InboxLead;
let mariaContact: InboxLead;
let jorgeQuote: InboxLead;
let luisContact: InboxLead;
let digestId: number;

beforeAll(async () => {
  process.env.DAILY_DIGEST = "true";
  resetEnvCache();
  admin = await createStaffUser(getDb(), { role: "admin" });
  ventas = await createStaffUser(getDb(), { role: "ventas" });
  const products = await catalogueProducts(2);
  const lines = products.map((product, index) => ({ productId: product.id, quantity: index + 3 }));
  mariaQuote = await addLead({ kind: "QUOTE", ...MARIA, lines, createdAt: "2026-10-05T15:00:00.000Z" });
  jorgeQuote = await addLead({ kind: "QUOTE", ...JORGE, lines, createdAt: "2026-10-05T16:00:00.000Z" });
  mariaContact = await addLead({
    ...MARIA,
    message: "Llámenme al +51 987 654 321, por favor.",
    createdAt: "2026-10-20T15:00:00.000Z",
    status: "in_progress",
    firstResponseAt: "2026-10-20T17:00:00.000Z",
  });
  luisContact = await addLead({ ...LUIS, createdAt: "2026-10-21T15:00:00.000Z" });
  await addLeadNote(admin, mariaContact.id, "María pidió que la llamen a su celular 987 654 321.");
  // The acknowledgement sent, then sent again: a resend's history names the recipient.
  await getDb()
    .updateTable("outbox")
    .set({ status: "sent" })
    .where("lead_id", "=", mariaContact.id)
    .execute();
  await resendLeadEmail(admin, mariaContact.id, "ack");
  // The digest of 6 October lists the two quotations of the 5th.
  const digest = await queueDailyDigest(new Date("2026-10-06T15:00:00.000Z"), {
    overdueBefore: new Date("2026-10-01T00:00:00.000Z"),
  });
  if (digest.status !== "queued") throw new Error(`no digest: ${digest.status}`);
  digestId = digest.outboxId;
  await getDb()
    .updateTable("outbox")
    .set({ created_at: "2026-10-06T14:00:00.000Z" })
    .where("id", "=", digestId)
    .execute();
  // María also filed a cancellation request (kept whatever the erasure).
  await receiveDataRequest(
    DataRequestFormSchema.parse({
      fullName: MARIA.name,
      documentType: "dni",
      documentNumber: "45678912",
      email: MARIA.email,
      requestType: "cancellation",
      detail: "Eliminen mis datos de sus registros, por favor.",
      privacyConsent: true,
    }),
  );
});

afterAll(() => {
  process.env.DAILY_DIGEST = "false";
  resetEnvCache();
});

const byEmail: PersonalDataSubject = { type: "email", value: MARIA.email };
const byRuc: PersonalDataSubject = { type: "ruc", value: MARIA.ruc };

/** Every text the outbox holds, row by row. */
async function outboxTexts(): Promise<{ id: number; requestId: number | null; text: string }[]> {
  const rows = await getDb().selectFrom("outbox").selectAll().orderBy("id").execute();
  return rows.map((row) => ({
    id: row.id,
    requestId: row.data_request_id,
    text: [row.to_address, row.reply_to, row.subject, row.text_body, row.html_body].join("\n"),
  }));
}

/** Leads by kind and Lima month, and every quotation line: what the statistics read. */
async function statistics() {
  const leads = await getDb().selectFrom("lead").select(["kind", "created_at", "status"]).execute();
  const byKindAndMonth: Record<string, number> = {};
  for (const lead of leads) {
    const key = `${lead.kind} ${new Date(lead.created_at).toISOString().slice(0, 7)} ${lead.status}`;
    byKindAndMonth[key] = (byKindAndMonth[key] ?? 0) + 1;
  }
  const lines = await getDb()
    .selectFrom("lead_line")
    .select(["lead_id", "position", "product_id", "code", "name", "quantity", "unit"])
    .orderBy("lead_id")
    .orderBy("position")
    .execute();
  return { byKindAndMonth, lines };
}

/** The columns a lead keeps through an anonymisation. */
const PERSONAL_COLUMNS = [
  "name",
  "email",
  "phone",
  "company",
  "ruc",
  "message",
  "source_ip",
  "user_agent",
  "payload_hash",
  "idempotency_key",
  "anonymised_at",
];
const keptColumns = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !PERSONAL_COLUMNS.includes(column)));

async function leadRow(id: number) {
  return getDb().selectFrom("lead").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function inboxSearch(q: string): Promise<string[]> {
  const page = await listLeads(admin, { ...DEFAULT_LEAD_INBOX_QUERY, q }, clock);
  return page.rows.map((row) => row.reference);
}

async function leadsCsv(): Promise<string> {
  const reader = streamLeadsCsv(admin, DEFAULT_LEAD_INBOX_QUERY, clock).getReader();
  const parts: Uint8Array[] = [];
  for (let read = await reader.read(); !read.done; read = await reader.read()) parts.push(read.value);
  return new TextDecoder().decode(Buffer.concat(parts));
}

describe("one person's data, by e-mail", () => {
  it("lists the leads, their e-mails, the digest that names them and the kept ARCO request; only for administrators", async () => {
    expect(await findPersonalData(ventas, byEmail)).toBeUndefined();
    const held = (await findPersonalData(admin, byEmail, clock.now))!;
    expect(held.leads.map((lead) => lead.reference)).toEqual([mariaContact.reference, mariaQuote.reference]);
    expect(held.leads[1]!.lines).toHaveLength(2);
    expect(held.leads[0]!.notes.map((note) => note.note)).toEqual([
      "María pidió que la llamen a su celular 987 654 321.",
    ]);
    const fates = held.emails.map((email) => `${email.purpose}:${email.fate}`);
    // Quotation: sales + ack; contact: sales + ack + the resent ack; the digest; the request's notice and ack.
    expect(fates.filter((fate) => fate.endsWith(":delete"))).toHaveLength(5);
    expect(fates).toContain("digest:scrub");
    expect(fates.filter((fate) => fate.endsWith(":keep")).sort()).toEqual([
      "arco-ack:keep",
      "arco-notice:keep",
    ]);
    expect(held.retained.map((group) => [group.key, group.records.length])).toEqual([
      ["data-requests", 1],
      ["complaint-sheets", 0],
    ]);
    expect(erasurePlan(held)).toEqual({ leads: 2, emailsDeleted: 5, emailsScrubbed: 1, retained: 1 });
  });

  it("audits each viewing (the back office's search) as the keyed hash and counts, never the e-mail", async () => {
    const before = await getDb()
      .selectFrom("audit_log")
      .select("id")
      .where("action", "=", "personal_data.view")
      .execute();
    const held = await viewPersonalData(admin, byEmail, { ip: "203.0.113.9", now: clock.now });
    expect(held?.leads).toHaveLength(2);
    expect(await viewPersonalData(ventas, byEmail)).toBeUndefined();
    const views = await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "personal_data.view")
      .orderBy("id")
      .execute();
    expect(views).toHaveLength(before.length + 1);
    const view = views.at(-1)!;
    expect(view).toMatchObject({ actor: admin.email, ip: "203.0.113.9" });
    expect(view.target).toMatch(/^email:[0-9a-f]{16}$/);
    expect(parseJson(view.detail)).toMatchObject({ subjectType: "email", leads: 2 });
    expect(JSON.stringify(view).toLowerCase()).not.toContain(MARIA.email.toLowerCase());
  });

  it("exports everything as JSON and CSV, audited without the data", async () => {
    const json = (await exportPersonalData(admin, byEmail, "json", { ip: "203.0.113.7", now: clock.now }))!;
    expect(json.fileName).toBe("datos-personales-2026-11-20.json");
    const document = JSON.parse(json.body) as {
      generadoHoraDeLima: string;
      titular: { tipo: string; valor: string };
      solicitudes: {
        referencia: string;
        nombre: string;
        correo: string;
        recibidaHoraDeLima: string;
        productos: { codigo: string }[];
      }[];
      correos: { motivo: string; para: string; texto: string }[];
      conservados: {
        registro: string;
        registros: { referencia: string; datos: Record<string, unknown> }[];
      }[];
    };
    expect(document.titular).toEqual({ tipo: "correo", valor: MARIA.email });
    expect(document.solicitudes.map((lead) => [lead.referencia, lead.nombre, lead.correo])).toEqual([
      [mariaContact.reference, MARIA.name, MARIA.email],
      [mariaQuote.reference, MARIA.name, MARIA.email],
    ]);
    expect(document.solicitudes[1]!.productos).toHaveLength(2);
    // Spanish labels, not the outbox's internal names; times in Lima time, and the keys say so.
    expect(document.correos.find((email) => email.motivo === "Acuse al cliente")?.para).toBe(MARIA.email);
    expect(document.correos.find((email) => email.motivo === "Resumen diario a ventas")?.texto).toContain(
      MARIA.name,
    );
    expect(document.correos.some((email) => email.motivo === "Correo a ventas")).toBe(true);
    expect(document.generadoHoraDeLima).toBe(limaDateTime(clock.now));
    expect(document.solicitudes[0]!.recibidaHoraDeLima).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(json.body).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    expect(document.conservados[0]!.registros[0]!.datos).toHaveProperty("Recibida (hora de Lima)");
    expect(document.conservados[0]!.registros[0]!.datos.Correo).toBe(MARIA.email);

    const csv = (await exportPersonalData(admin, byEmail, "csv", { now: clock.now }))!;
    expect(csv.body.startsWith("\uFEFF")).toBe(true);
    const [header, ...records] = parseCsv(csv.body.slice(1));
    expect(header).toEqual(PERSONAL_DATA_CSV_HEADER);
    expect(header![2]).toBe("Fecha (hora de Lima)");
    expect(csv.body).not.toMatch(/Correo \(|\d{2}:\d{2}:\d{2}\.\d{3}Z/);
    expect(records.some((record) => record[0] === "Acuse al cliente")).toBe(true);
    const field = (reference: string, name: string) =>
      records.find((record) => record[1] === reference && record[3] === name)?.[4];
    expect(field(mariaQuote.reference, "Correo")).toBe(MARIA.email);
    expect(field(mariaQuote.reference, "Teléfono")).toBe(`'${MARIA.phone}`);
    expect(field(mariaQuote.reference, "Producto 1")).toMatch(/ · 3 /);
    expect(
      records.some((record) => record[0] === "Solicitudes de derechos ARCO" && record[4] === MARIA.email),
    ).toBe(true);

    const audits = await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "personal_data.export")
      .orderBy("id")
      .execute();
    expect(audits).toHaveLength(2);
    for (const audit of audits) {
      const text = JSON.stringify(audit);
      expect(text).not.toContain("quispe");
      expect(text).not.toContain(MARIA.name);
      expect(audit.user_id).toBe(admin.id);
    }
    expect(parseJson(audits[0]!.detail)).toMatchObject({ subjectType: "email", format: "json", leads: 2 });
  });

  it("refuses to erase without the subject typed again, or with figures that changed", async () => {
    const plan = erasurePlan((await findPersonalData(admin, byEmail, clock.now))!);
    const emails = plan.emailsDeleted + plan.emailsScrubbed;
    expect(
      await erasePersonalData(admin, byEmail, { typed: "otra@persona.example", leads: 2, emails }),
    ).toMatchObject({
      status: "refused",
      reason: "confirmation",
    });
    expect(await erasePersonalData(admin, byEmail, { typed: MARIA.email, leads: 1, emails })).toMatchObject({
      status: "refused",
      reason: "changed",
    });
    expect(await erasePersonalData(ventas, byEmail, { typed: MARIA.email, leads: 2, emails })).toEqual({
      status: "not-found",
    });
    expect((await leadRow(mariaQuote.id)).anonymised_at).toBeNull();
  });

  it("erases: the person is gone from leads, outbox, search and export; statistics and others stay", async () => {
    const before = await statistics();
    const jorgeBefore = await leadRow(jorgeQuote.id);
    const luisBefore = await leadRow(luisContact.id);
    const mariaBefore = await leadRow(mariaQuote.id);
    expect(await inboxSearch("quispe")).toEqual([mariaContact.reference, mariaQuote.reference]);

    // Each lead's consent row records the client address (personal data): set one for María and Jorge.
    for (const lead of [mariaQuote, jorgeQuote]) {
      await getDb().deleteFrom("lead_consent").where("lead_id", "=", lead.id).execute();
      await getDb()
        .insertInto("lead_consent")
        .values({
          lead_id: lead.id,
          state: "not_recorded",
          consent_text_id: null,
          consented_at: null,
          ip: "203.0.113.50",
          marketing: 0,
        })
        .execute();
    }
    const result = await erasePersonalData(
      admin,
      byEmail,
      { typed: ` ${MARIA.email.toUpperCase()} `, leads: 2, emails: 6 },
      { ip: "203.0.113.7", now: clock.now },
    );
    expect(result).toEqual({
      status: "erased",
      counts: { leads: 2, notes: 1, emailsDeleted: 5, emailsScrubbed: 1 },
      retained: 1,
    });

    // Each lead's history says its data was erased at the person's request, and by whom.
    const erasures = await getDb()
      .selectFrom("lead_event")
      .select(["lead_id", "user_id", "detail"])
      .where("kind", "=", "anonymised")
      .where("lead_id", "in", [mariaContact.id, mariaQuote.id, jorgeQuote.id])
      .orderBy("lead_id")
      .execute();
    expect(erasures.map((event) => [event.lead_id, event.user_id, parseJson(event.detail!)])).toEqual(
      [mariaContact.id, mariaQuote.id]
        .sort((a, b) => a - b)
        .map((id) => [id, admin.id, { reason: "request" }]),
    );

    // Leads: personal fields replaced, the rest kept.
    const maria = await leadRow(mariaQuote.id);
    for (const column of ["name", "email", "company", "ruc", "phone", "payload_hash"] as const) {
      expect(maria[column], column).toBe(ANONYMISED_MARKER);
    }
    expect(maria.idempotency_key).toBeNull();
    // The consent ledger keeps its row (the proof) without the address; Jorge's keeps his.
    const consentIp = async (id: number) =>
      (
        await getDb()
          .selectFrom("lead_consent")
          .select("ip")
          .where("lead_id", "=", id)
          .executeTakeFirstOrThrow()
      ).ip;
    expect(await consentIp(mariaQuote.id)).toBeNull();
    expect(await consentIp(jorgeQuote.id)).toBe("203.0.113.50");
    expect(maria.anonymised_at).not.toBeNull();
    expect(keptColumns(maria)).toEqual(keptColumns(mariaBefore));
    expect((await leadRow(mariaContact.id)).message).toBe(ANONYMISED_MARKER);
    expect(await statistics()).toEqual(before);
    // Other people's leads are untouched: Jorge's (same day) and Luis's (same company, same RUC).
    expect(await leadRow(jorgeQuote.id)).toEqual(jorgeBefore);
    expect(await leadRow(luisContact.id)).toEqual(luisBefore);

    // History: the note replaced, the resend's recipient scrubbed.
    const events = await getDb()
      .selectFrom("lead_event")
      .select(["kind", "note", "detail"])
      .where("lead_id", "=", mariaContact.id)
      .execute();
    expect(events.find((event) => event.kind === "note")?.note).toBe(ANONYMISED_MARKER);
    expect(JSON.stringify(events)).not.toContain("quispe");

    // Outbox: nothing names her but the kept request's own e-mails; the digest still names Jorge.
    const texts = await outboxTexts();
    const naming = texts.filter(
      (row) => row.text.toLowerCase().includes("quispe") || row.text.includes("987 654 321"),
    );
    expect(naming.length).toBe(2);
    expect(naming.every((row) => row.requestId !== null)).toBe(true);
    const digest = texts.find((row) => row.id === digestId)!;
    expect(digest.text).not.toContain("Minera Andina");
    expect(digest.text).toContain(JORGE.name);
    expect(digest.text).toContain(mariaQuote.reference);
    expect(
      await getDb()
        .selectFrom("outbox")
        .select("id")
        .where("dedupe_key", "=", digestKey("2026-10-06"))
        .execute(),
    ).toHaveLength(1);

    // Search and export.
    expect(await inboxSearch("quispe")).toEqual([]);
    expect(await inboxSearch(MARIA.email)).toEqual([]);
    expect(await inboxSearch("eliminados")).toEqual([]);
    expect(await inboxSearch(mariaQuote.reference)).toEqual([mariaQuote.reference]);
    expect(await inboxSearch("jramirez")).toEqual([jorgeQuote.reference]);
    const csv = await leadsCsv();
    expect(csv.toLowerCase()).not.toContain("quispe");
    expect(csv).toContain(mariaQuote.reference);
    expect(csv).toContain(JORGE.email);

    // A second search finds only the kept records; the request still holds her data.
    const after = (await findPersonalData(admin, byEmail, clock.now))!;
    expect(erasurePlan(after)).toEqual({ leads: 0, emailsDeleted: 0, emailsScrubbed: 0, retained: 1 });
    expect(after.retained[0]!.records[0]!.data.Correo).toBe(MARIA.email);

    const [audit] = await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "personal_data.erase")
      .execute();
    // The phone as written ("987 654 321"), not bare digits: the keyed hex digest may hold "987" by chance.
    expect(JSON.stringify(audit)).not.toMatch(/quispe|María|987 654 321|987654321/i);
    expect(parseJson(audit!.detail)).toMatchObject({
      subjectType: "email",
      leads: 2,
      notes: 1,
      emailsDeleted: 5,
      emailsScrubbed: 1,
      retained: 1,
      leadIds: [mariaContact.id, mariaQuote.id],
    });
    expect(audit!.ip).toBe("203.0.113.7");
  });
});

describe("one company's data, by RUC", () => {
  it("exports and erases the leads of the RUC (the colleague's), leaving the other RUC alone", async () => {
    const held = (await findPersonalData(admin, byRuc, clock.now))!;
    expect(held.leads.map((lead) => lead.reference)).toEqual([luisContact.reference]);
    // Requests are filed by people: a RUC finds none.
    expect(held.retained[0]!.records).toEqual([]);
    const csv = (await exportPersonalData(admin, byRuc, "csv", { now: clock.now }))!;
    expect(csv.body).toContain(LUIS.email);
    expect(csv.body).not.toContain(JORGE.email);

    const jorgeBefore = await leadRow(jorgeQuote.id);
    const before = await statistics();
    const plan = erasurePlan(held);
    expect(
      await erasePersonalData(admin, byRuc, {
        typed: "201 3131 2955",
        leads: plan.leads,
        emails: plan.emailsDeleted + plan.emailsScrubbed,
      }),
    ).toMatchObject({ status: "erased", counts: { leads: 1, emailsDeleted: 2 } });
    expect((await leadRow(luisContact.id)).ruc).toBe(ANONYMISED_MARKER);
    expect(await leadRow(jorgeQuote.id)).toEqual(jorgeBefore);
    expect(await statistics()).toEqual(before);
    expect(await inboxSearch(MARIA.ruc)).toEqual([]);
    expect((await leadsCsv()).includes(LUIS.email)).toBe(false);
    expect((await outboxTexts()).filter((row) => row.text.includes(LUIS.email))).toEqual([]);
    // Nothing left to erase.
    expect(await erasePersonalData(admin, byRuc, { typed: MARIA.ruc, leads: 0, emails: 0 })).toMatchObject({
      status: "refused",
      reason: "nothing",
    });
  });
});

describe("an anonymised lead", () => {
  it("takes no internal note and sends no acknowledgement when staff say it is not spam", async () => {
    const email = "caught.by.the.trap@correo.example";
    const lead = await addLead({ name: "Rita Salas", email, status: "spam" });
    await getDb().updateTable("lead").set({ spam: 1 }).where("id", "=", lead.id).execute();
    await getDb().deleteFrom("outbox").where("lead_id", "=", lead.id).where("purpose", "=", "ack").execute();
    const subject: PersonalDataSubject = { type: "email", value: email };
    const plan = erasurePlan((await findPersonalData(admin, subject))!);
    expect(
      await erasePersonalData(admin, subject, {
        typed: email,
        leads: plan.leads,
        emails: plan.emailsDeleted + plan.emailsScrubbed,
      }),
    ).toMatchObject({ status: "erased" });

    expect(await addLeadNote(admin, lead.id, "Llamó Rita desde el 999 888 777.")).toEqual({
      status: "refused",
      reason: "anonymised",
      message: "Los datos personales de esta solicitud se eliminaron: ya no admite notas.",
    });
    // Staff are told why no acknowledgement left (not that the buyer already had one).
    expect(await markNotSpam(admin, lead.id)).toEqual({
      status: "ok",
      changed: true,
      acknowledgementQueued: false,
      anonymised: true,
    });
    expect(await getDb().selectFrom("outbox").select("id").where("lead_id", "=", lead.id).execute()).toEqual(
      [],
    );
    expect((await leadRow(lead.id)).status).toBe("new");
    // New but erased: nobody can answer it, so it is neither pending nor overdue.
    const pendingIds = (
      await listLeads(admin, { ...DEFAULT_LEAD_INBOX_QUERY, view: "pendientes" }, clock)
    ).rows.map((row) => row.id);
    expect(pendingIds).not.toContain(lead.id);
    // Its e-mails were erased with it: a resend says so (not "it arrived flagged as spam").
    for (const purpose of ["ack", "sales"] as const) {
      expect(await resendLeadEmail(admin, lead.id, purpose)).toEqual({
        status: "refused",
        reason: "anonymised",
        message:
          "Los datos personales de esta solicitud se eliminaron: sus correos ya no se pueden reenviar.",
      });
    }
  });
});
