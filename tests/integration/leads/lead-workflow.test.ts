// The back office's lead workflow models: who may reach which lead, and what each change writes
// (history, audit, first response), resends and "No es spam" through the real outbox and SMTP.
import { join } from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createMailTransport } from "../../../app/platform/mail/transport.server";
import { type OutboxWorker, startOutboxWorker } from "../../../app/platform/mail/worker.server";
import { MAIL_ATTACHMENTS } from "../../../app/server/mail-attachments.server";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { getEnv } from "~/platform/lib/env.server";
import { getDb } from "~/platform/data/db.server";
import {
  markNotSpam,
  RESEND_PAUSE_SECONDS,
  resendLeadEmail,
} from "~/domains/leads/server/lead-email-actions.server";
import { getLeadDetail, listStaffForLead } from "~/domains/leads/server/lead-detail.server";
import { addLeadNote, assignLead, changeLeadStatus } from "~/domains/leads/server/lead-workflow.server";
import { LeadCreatedSchema } from "~/server/api/api-schema";
import { contactRequest, createStaffUser, quoteRequest, serviceRequest } from "../../factories";
import { startTestSmtp, type TestSmtp } from "../../support/smtp";
import { postJson } from "../../support/http";

let admin: StaffViewer;
let ventas: StaffViewer;
let servicio: StaffViewer;

beforeAll(async () => {
  admin = await createStaffUser(getDb(), { role: "admin", name: "Ana Administradora" });
  ventas = await createStaffUser(getDb(), { role: "ventas", name: "Víctor Ventas" });
  servicio = await createStaffUser(getDb(), { role: "servicio", name: "Sara Servicio" });
});

let worker: OutboxWorker | undefined;
let smtp: TestSmtp | undefined;
afterEach(async () => {
  await worker?.stop();
  await smtp?.stop();
  worker = undefined;
  smtp = undefined;
});

async function sendOutbox(): Promise<TestSmtp> {
  smtp ??= await startTestSmtp();
  worker ??= startOutboxWorker({
    attachments: MAIL_ATTACHMENTS,
    transport: createMailTransport({ smtpUrl: smtp.url, mailDir: join(process.env.DATA_DIR!, "mail") }),
    from: '"Kordex Perú" <no-reply@kordex.test>',
    pollMs: 60_000,
  });
  await worker.runOnce();
  await worker.runOnce();
  return smtp;
}

async function submit(body: Record<string, unknown>): Promise<{ id: number; reference: string }> {
  const path = "invoiceDetails" in body ? "/api/pe/invoices" : "/api/pe/contacts";
  const response = await postJson(path, body);
  expect(response.status).toBe(201);
  return LeadCreatedSchema.parse(await response.json());
}

async function leadRow(id: number) {
  return getDb().selectFrom("lead").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
}

async function eventsOf(id: number) {
  return getDb().selectFrom("lead_event").selectAll().where("lead_id", "=", id).orderBy("id").execute();
}

async function auditOf(reference: string) {
  return getDb().selectFrom("audit_log").selectAll().where("target", "=", reference).orderBy("id").execute();
}

async function outboxOfLead(id: number) {
  return getDb().selectFrom("outbox").selectAll().where("lead_id", "=", id).orderBy("id").execute();
}

describe("who may reach a lead", () => {
  it("ventas cannot read or change a service request, and gets the answer of a missing id", async () => {
    const service = await submit(serviceRequest());
    const missing = 987_654_321;
    for (const id of [service.id, missing]) {
      expect(await getLeadDetail(ventas, id)).toEqual({ status: "not-found" });
      expect(await changeLeadStatus(ventas, id, "in_progress")).toEqual({ status: "not-found" });
      expect(await assignLead(ventas, id, ventas.id)).toEqual({ status: "not-found" });
      expect(await addLeadNote(ventas, id, "Llamé al cliente")).toEqual({ status: "not-found" });
      expect(await resendLeadEmail(ventas, id, "sales")).toEqual({ status: "not-found" });
      expect(await markNotSpam(ventas, id)).toEqual({ status: "not-found" });
      expect(await listStaffForLead(ventas, id)).toEqual({ status: "not-found" });
    }
    // Nothing was written.
    const row = await leadRow(service.id);
    expect([row.status, row.assignee_id, row.first_response_at]).toEqual(["new", null, null]);
    expect(await eventsOf(service.id)).toEqual([]);
    expect(await auditOf(service.reference)).toEqual([]);
    expect((await outboxOfLead(service.id)).length).toBe(2);
    // The ids that are not leads are refused the same way.
    for (const id of [0, -1, 1.5, Number.NaN])
      expect(await getLeadDetail(admin, id)).toEqual({ status: "not-found" });
  });

  it("servicio cannot touch a quotation or a contact; each role reaches its own kinds, admin all", async () => {
    const quote = await submit(quoteRequest());
    const contact = await submit(contactRequest());
    const service = await submit(serviceRequest());
    for (const id of [quote.id, contact.id]) {
      expect(await getLeadDetail(servicio, id)).toEqual({ status: "not-found" });
      expect(await changeLeadStatus(servicio, id, "won")).toEqual({ status: "not-found" });
      expect(await addLeadNote(servicio, id, "Nota")).toEqual({ status: "not-found" });
      expect((await leadRow(id)).status).toBe("new");
    }
    expect((await getLeadDetail(servicio, service.id)).status).toBe("ok");
    expect((await getLeadDetail(ventas, quote.id)).status).toBe("ok");
    expect((await getLeadDetail(ventas, contact.id)).status).toBe("ok");
    for (const id of [quote.id, contact.id, service.id])
      expect((await getLeadDetail(admin, id)).status).toBe("ok");
  });
});

describe("a lead's detail", () => {
  it("has every field, the lines with code, unit and product link, the assignee and both e-mails' delivery", async () => {
    const quote = await submit(
      quoteRequest({
        phone: "+51 912 345 678",
        message: "Entrega en Arequipa",
        invoiceDetails: [
          { productId: 2, quantity: 10, name: "x" },
          { productId: 1, quantity: 1, name: "y" },
        ],
      }),
    );
    await assignLead(admin, quote.id, ventas.id);
    const before = await getLeadDetail(ventas, quote.id);
    if (before.status !== "ok") throw new Error("not found");
    const products = await getDb()
      .selectFrom("product")
      .select(["id", "slug", "name"])
      .where("id", "in", [1, 2])
      .orderBy("id")
      .execute();
    expect(before.lead).toMatchObject({
      id: quote.id,
      kind: "QUOTE",
      reference: quote.reference,
      status: "new",
      name: "Jorge Ramírez",
      email: "jramirez@agroexport.example",
      phone: "+51 912 345 678",
      company: "Agroexport del Sur S.A.C.",
      ruc: "10467793549",
      message: "Entrega en Arequipa",
      equipment: null,
      spam: false,
      spamReason: null,
      firstResponseAt: null,
      // Sent through the API without the consent fields.
      consent: { state: "not_recorded", marketing: false },
      assignee: { id: ventas.id, name: "Víctor Ventas", email: ventas.email, role: "ventas", active: true },
    });
    expect(Date.parse(before.lead.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(before.lead.lines).toEqual([
      {
        position: 0,
        code: "ZPP-12N",
        name: products[1]!.name,
        quantity: 10,
        unit: "bobina",
        productId: 2,
        productSlug: products[1]!.slug,
        productPath: `/productos/${products[1]!.slug}?producto=2`,
      },
      {
        position: 1,
        code: "ZPP-09B",
        name: products[0]!.name,
        quantity: 1,
        unit: "bobina",
        productId: 1,
        productSlug: products[0]!.slug,
        productPath: `/productos/${products[0]!.slug}?producto=1`,
      },
    ]);
    expect(
      before.lead.emails.map(({ purpose, to, status, attempts, sentAt }) => ({
        purpose,
        to,
        status,
        attempts,
        sentAt,
      })),
    ).toEqual([
      { purpose: "sales", to: "ventas@kordex.com.pe", status: "pending", attempts: 0, sentAt: null },
      { purpose: "ack", to: "jramirez@agroexport.example", status: "pending", attempts: 0, sentAt: null },
    ]);

    await sendOutbox();
    const after = await getLeadDetail(ventas, quote.id);
    if (after.status !== "ok") throw new Error("not found");
    for (const email of after.lead.emails) {
      expect(email.status).toBe("sent");
      expect(email.attempts).toBe(1);
      expect(email.lastError).toBeNull();
      expect(Date.parse(email.sentAt!)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("keeps a line readable when its product is hidden or deleted, without a link", async () => {
    const category = await getDb()
      .selectFrom("product")
      .select("category_id")
      .where("id", "=", 1)
      .executeTakeFirstOrThrow();
    const { id: productId } = await getDb()
      .insertInto("product")
      .values({
        slug: "cinta-de-prueba",
        code: "PRB-CINTA",
        unit: "rollo",
        name: "Cinta de prueba",
        name_search: "cinta de prueba",
        subtitle: "",
        alt: "",
        description: "",
        category_id: category.category_id,
        details: "{}",
        position: 999,
        active: 1,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const quote = await submit(
      quoteRequest({
        invoiceDetails: [
          { productId, quantity: 2, name: "x" },
          { productId: 3, quantity: 1, name: "y" },
        ],
      }),
    );
    await getDb().deleteFrom("product").where("id", "=", productId).execute();
    await getDb().updateTable("product").set({ active: 0 }).where("id", "=", 3).execute();
    try {
      const detail = await getLeadDetail(admin, quote.id);
      if (detail.status !== "ok") throw new Error("not found");
      expect(detail.lead.lines[0]).toEqual({
        position: 0,
        code: "PRB-CINTA",
        name: "Cinta de prueba",
        quantity: 2,
        unit: "rollo",
        productId: null,
        productSlug: null,
        productPath: null,
      });
      expect(detail.lead.lines[1]).toMatchObject({ code: "ZPP-12AM", productId: 3, productPath: null });
      expect(detail.lead.lines[1]!.productSlug).toBeTruthy();
    } finally {
      await getDb().updateTable("product").set({ active: 1 }).where("id", "=", 3).execute();
    }
  });
});

describe("status", () => {
  it("writes history and audit rows, and sets the first response once, when the lead leaves «new»", async () => {
    const lead = await submit(contactRequest());
    const moved = await changeLeadStatus(ventas, lead.id, "in_progress", { ip: "203.0.113.9" });
    expect(moved).toMatchObject({ status: "ok", changed: true });
    const firstResponse = (await leadRow(lead.id)).first_response_at;
    expect(firstResponse).not.toBeNull();
    expect(moved.status === "ok" && moved.firstResponseAt).toBe(new Date(firstResponse!).toISOString());

    const [event] = await eventsOf(lead.id);
    expect(event).toMatchObject({
      kind: "status",
      from_value: "new",
      to_value: "in_progress",
      user_id: ventas.id,
    });
    const [audit] = await auditOf(lead.reference);
    expect(audit).toMatchObject({
      action: "lead.status",
      user_id: ventas.id,
      actor: ventas.email,
      ip: "203.0.113.9",
    });

    // Later moves, even back to "new" and out again, keep the first response.
    for (const status of ["quoted", "new", "won"] as const) {
      expect(await changeLeadStatus(admin, lead.id, status)).toMatchObject({ status: "ok", changed: true });
    }
    const row = await leadRow(lead.id);
    expect(row.status).toBe("won");
    expect(new Date(row.first_response_at!).toISOString()).toBe(new Date(firstResponse!).toISOString());

    // The same status again records nothing.
    expect(await changeLeadStatus(admin, lead.id, "won")).toMatchObject({ status: "ok", changed: false });
    const events = await eventsOf(lead.id);
    expect(events.map((e) => `${e.from_value}→${e.to_value}`)).toEqual([
      "new→in_progress",
      "in_progress→quoted",
      "quoted→new",
      "new→won",
    ]);
    expect((await auditOf(lead.reference)).map((a) => a.action)).toEqual(Array(4).fill("lead.status"));

    const detail = await getLeadDetail(ventas, lead.id);
    if (detail.status !== "ok") throw new Error("not found");
    // Newest first, with the actor's name.
    expect(detail.lead.history.map((h) => [h.to, h.actor?.name])).toEqual([
      ["won", "Ana Administradora"],
      ["new", "Ana Administradora"],
      ["quoted", "Ana Administradora"],
      ["in_progress", "Víctor Ventas"],
    ]);
  });

  it("refuses a status that does not exist, and working a flagged lead before «No es spam»", async () => {
    const lead = await submit(contactRequest());
    expect(await changeLeadStatus(ventas, lead.id, "closed" as never)).toEqual({
      status: "refused",
      reason: "invalid-status",
      message: "Elija uno de los estados de la lista.",
    });
    const flagged = await submit(contactRequest({ website: "https://casino.example" }));
    expect((await leadRow(flagged.id)).status).toBe("spam");
    const refusedMove = await changeLeadStatus(ventas, flagged.id, "in_progress");
    expect(refusedMove).toMatchObject({ status: "refused", reason: "flagged-spam" });
    expect(refusedMove.status === "refused" && refusedMove.message).toContain("«No es spam»");
    expect(await eventsOf(flagged.id)).toEqual([]);
    // Archiving it is allowed.
    expect(await changeLeadStatus(ventas, flagged.id, "archived")).toMatchObject({
      status: "ok",
      changed: true,
    });
  });
});

describe("assignment", () => {
  it("gives a lead to an active member whose role works its kind, and records who and to whom", async () => {
    const quote = await submit(quoteRequest());
    const otherVentas = await createStaffUser(getDb(), { role: "ventas", name: "Olga Ventas" });
    const inactive = await createStaffUser(getDb(), { role: "ventas", active: false });
    for (const assigneeId of [servicio.id, inactive.id, 987_654]) {
      expect(await assignLead(ventas, quote.id, assigneeId)).toEqual({
        status: "refused",
        reason: "invalid-assignee",
        message: "Elija a una persona con cuenta activa que atienda este tipo de solicitud.",
      });
    }
    expect(await assignLead(ventas, quote.id, otherVentas.id)).toEqual({ status: "ok", changed: true });
    expect(await assignLead(ventas, quote.id, admin.id)).toEqual({ status: "ok", changed: true });
    expect(await assignLead(ventas, quote.id, admin.id)).toEqual({ status: "ok", changed: false });
    expect(await assignLead(admin, quote.id, null)).toEqual({ status: "ok", changed: true });
    const row = await leadRow(quote.id);
    expect(row.assignee_id).toBeNull();
    // Assigning is not a response.
    expect(row.first_response_at).toBeNull();
    expect(row.status).toBe("new");
    const events = await eventsOf(quote.id);
    expect(events.map((e) => [e.kind, e.from_value, e.to_value])).toEqual([
      ["assignee", null, String(otherVentas.id)],
      ["assignee", String(otherVentas.id), String(admin.id)],
      ["assignee", String(admin.id), null],
    ]);
    const detail = await getLeadDetail(admin, quote.id);
    if (detail.status !== "ok") throw new Error("not found");
    expect(detail.lead.history.at(-1)!.detail).toEqual({ fromName: null, toName: "Olga Ventas" });
    expect((await auditOf(quote.reference)).map((a) => a.action)).toEqual(Array(3).fill("lead.assignee"));

    const service = await submit(serviceRequest());
    expect(await assignLead(servicio, service.id, admin.id)).toEqual({ status: "ok", changed: true });
    expect(await assignLead(servicio, service.id, ventas.id)).toMatchObject({ reason: "invalid-assignee" });
    const assignable = await listStaffForLead(servicio, service.id);
    if (assignable.status !== "ok") throw new Error("not found");
    const ids = assignable.staff.map((member) => member.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, servicio.id]));
    expect(ids).not.toContain(ventas.id);
    expect(ids).not.toContain(inactive.id);
  });
});

describe("notes", () => {
  it("stores trimmed notes of 1 to 5000 characters, newest first, and they are not a response", async () => {
    const lead = await submit(serviceRequest());
    expect(await addLeadNote(servicio, lead.id, "   \n ")).toEqual({
      status: "refused",
      reason: "empty-note",
      message: "Escriba la nota antes de guardarla.",
    });
    expect(await addLeadNote(servicio, lead.id, "é".repeat(5001))).toEqual({
      status: "refused",
      reason: "note-too-long",
      message: "La nota puede tener hasta 5000 caracteres.",
    });
    const first = await addLeadNote(servicio, lead.id, "  Llamé al cliente: la zunchadora no suelda.  ");
    const second = await addLeadNote(admin, lead.id, "ñ".repeat(5000));
    expect(first).toMatchObject({ status: "ok" });
    expect(second).toMatchObject({ status: "ok" });
    const detail = await getLeadDetail(servicio, lead.id);
    if (detail.status !== "ok") throw new Error("not found");
    expect(detail.lead.notes.map((note) => [note.note?.slice(0, 12), note.actor?.name])).toEqual([
      ["ñ".repeat(12), "Ana Administradora"],
      ["Llamé al cli", "Sara Servicio"],
    ]);
    expect(detail.lead.notes[1]!.note).toBe("Llamé al cliente: la zunchadora no suelda.");
    expect(detail.lead.firstResponseAt).toBeNull();
    expect(detail.lead.status).toBe("new");
    const audit = await auditOf(lead.reference);
    expect(audit.map((a) => a.action)).toEqual(["lead.note", "lead.note"]);
    // The audit log records that a note was written, not its text.
    expect(JSON.stringify(audit)).not.toContain("zunchadora");
  });
});

describe("resending an e-mail", () => {
  it("queues a copy of a sent e-mail with a new Message-ID, which the worker delivers", async () => {
    const quote = await submit(quoteRequest());
    const server = await sendOutbox();
    const [sales] = await outboxOfLead(quote.id);
    expect(sales).toMatchObject({ purpose: "sales", status: "sent" });
    // Stopped, so the copy is seen as queued before a worker (woken by the resend) takes it.
    await worker?.stop();
    worker = undefined;

    const resent = await resendLeadEmail(ventas, quote.id, "sales", { ip: "198.51.100.4" });
    expect(resent).toMatchObject({ status: "ok", mode: "copied" });
    const rows = await outboxOfLead(quote.id);
    expect(rows).toHaveLength(3);
    const copy = rows[2]!;
    expect(resent.status === "ok" && resent.outboxId).toBe(copy.id);
    expect(copy).toMatchObject({
      purpose: "sales",
      status: "pending",
      attempts: 0,
      to_address: sales!.to_address,
      subject: sales!.subject,
      text_body: sales!.text_body,
    });
    expect(copy.message_id).not.toBe(sales!.message_id);

    await sendOutbox();
    const delivered = server.received.filter((mail) => mail.subject === sales!.subject);
    expect(delivered.map((mail) => mail.messageId)).toEqual([sales!.message_id, copy.message_id]);
    expect((await outboxOfLead(quote.id))[2]!.status).toBe("sent");

    const [event] = await eventsOf(quote.id);
    expect(event).toMatchObject({ kind: "resend", to_value: "sales", user_id: ventas.id });
    expect(await auditOf(quote.reference)).toMatchObject([{ action: "lead.resend", ip: "198.51.100.4" }]);
    const detail = await getLeadDetail(ventas, quote.id);
    if (detail.status !== "ok") throw new Error("not found");
    expect(detail.lead.emails.map((email) => [email.purpose, email.status])).toEqual([
      ["sales", "sent"],
      ["ack", "sent"],
      ["sales", "sent"],
    ]);
    // A second resend of the same e-mail within a minute (a double click, two colleagues) is refused
    // with the reason and queues nothing; the other e-mail of the lead can still be resent.
    const again = await resendLeadEmail(admin, quote.id, "sales");
    expect(again).toEqual({
      status: "refused",
      reason: "resent-recently",
      message:
        "Este correo se reenvió hace menos de un minuto. Espere un momento antes de reenviarlo otra vez.",
    });
    expect(await outboxOfLead(quote.id)).toHaveLength(3);
    expect(await eventsOf(quote.id)).toHaveLength(1);
    expect(await resendLeadEmail(admin, quote.id, "ack")).toMatchObject({ status: "ok", mode: "copied" });
    expect(await outboxOfLead(quote.id)).toHaveLength(4);
    // A minute later it can be resent again.
    await getDb()
      .updateTable("lead_event")
      .set({ at: new Date(Date.now() - (RESEND_PAUSE_SECONDS + 1) * 1000).toISOString() })
      .where("id", "=", event!.id)
      .execute();
    expect(await resendLeadEmail(admin, quote.id, "sales")).toMatchObject({ status: "ok", mode: "copied" });
    expect(await outboxOfLead(quote.id)).toHaveLength(5);
  });

  it("makes a waiting e-mail due now instead of copying it, and refuses an e-mail the lead never had", async () => {
    const lead = await submit(contactRequest());
    const later = new Date(Date.now() + 3_600_000).toISOString();
    await getDb()
      .updateTable("outbox")
      .set({ next_attempt_at: later, attempts: 3, last_error: "421 Service not available" })
      .where("lead_id", "=", lead.id)
      .where("purpose", "=", "ack")
      .execute();
    const retried = await resendLeadEmail(ventas, lead.id, "ack");
    expect(retried).toMatchObject({ status: "ok", mode: "retried" });
    const rows = await outboxOfLead(lead.id);
    expect(rows).toHaveLength(2);
    const ack = rows.find((row) => row.purpose === "ack")!;
    expect(new Date(ack.next_attempt_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(ack.attempts).toBe(3);

    const flagged = await submit(contactRequest({ website: "https://casino.example" }));
    const refusedResend = await resendLeadEmail(ventas, flagged.id, "ack");
    expect(refusedResend).toMatchObject({ status: "refused", reason: "no-message" });
    expect(refusedResend.status === "refused" && refusedResend.message).toContain("«No es spam»");
    expect(await eventsOf(flagged.id)).toEqual([]);
  });
});

describe("No es spam", () => {
  it("clears the flag, reopens the lead and queues exactly one acknowledgement, however often it is called", async () => {
    const flagged = await submit(quoteRequest({ email: "comprador.real@example.com", formFillMs: 900 }));
    expect((await outboxOfLead(flagged.id)).map((row) => row.purpose)).toEqual(["sales"]);

    const [first, second] = await Promise.all([
      markNotSpam(ventas, flagged.id),
      markNotSpam(ventas, flagged.id),
    ]);
    expect([first, second]).toEqual(
      expect.arrayContaining([
        { status: "ok", changed: true, acknowledgementQueued: true, anonymised: false },
        { status: "ok", changed: false, acknowledgementQueued: false, anonymised: false },
      ]),
    );
    expect(await markNotSpam(admin, flagged.id)).toEqual({
      status: "ok",
      changed: false,
      acknowledgementQueued: false,
      anonymised: false,
    });

    const row = await leadRow(flagged.id);
    expect(row.status).toBe("new");
    expect(Boolean(row.spam)).toBe(false);
    expect(row.spam_reason).toBe("too-fast");
    // Not a response: the clock runs.
    expect(row.first_response_at).toBeNull();
    const outbox = await outboxOfLead(flagged.id);
    expect(outbox.map((r) => r.purpose)).toEqual(["sales", "ack"]);
    expect(outbox[1]!.to_address).toBe("comprador.real@example.com");
    expect(await eventsOf(flagged.id)).toMatchObject([
      { kind: "not_spam", from_value: "spam", to_value: "new" },
    ]);
    expect((await auditOf(flagged.reference)).map((a) => a.action)).toEqual(["lead.not_spam"]);

    const server = await sendOutbox();
    const acks = server.received.filter((mail) => mail.to === "comprador.real@example.com");
    expect(acks).toHaveLength(1);
    expect(acks[0]!.subject).toBe(`Recibimos su solicitud de cotización ${flagged.reference} | Kordex Perú`);
    expect(acks[0]!.replyTo).toBe("ventas@kordex.com.pe");
    const product = await getDb()
      .selectFrom("product")
      .select(["id", "slug", "name"])
      .where("code", "=", "ZPP-09B")
      .executeTakeFirstOrThrow();
    expect(acks[0]!.text).toContain(`ZPP-09B   ${product.name}`);
    expect(acks[0]!.text).toMatch(/ {3}3 bobinas\n/);
    expect(acks[0]!.html).toContain(
      `href="${getEnv().SITE_URL}/productos/${product.slug}?producto=${product.id}"`,
    );
  });

  it("changes nothing on a lead that is not spam, and queues no second acknowledgement for one marked spam by hand", async () => {
    const lead = await submit(contactRequest());
    expect(await markNotSpam(ventas, lead.id)).toEqual({
      status: "ok",
      changed: false,
      acknowledgementQueued: false,
      anonymised: false,
    });
    expect(await changeLeadStatus(ventas, lead.id, "spam")).toMatchObject({ status: "ok", changed: true });
    expect(await markNotSpam(ventas, lead.id)).toEqual({
      status: "ok",
      changed: true,
      acknowledgementQueued: false,
      anonymised: false,
    });
    expect((await leadRow(lead.id)).status).toBe("new");
    expect((await outboxOfLead(lead.id)).map((r) => r.purpose).sort()).toEqual(["ack", "sales"]);
  });
});
