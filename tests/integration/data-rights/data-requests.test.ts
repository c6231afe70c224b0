// Personal-data rights (ARCO) requests on both engines: stored with their e-mails (the notice to the
// privacy inbox, the acknowledgement to the person), a repeat answered with the first receipt, the
// legal deadline counted in Peruvian business days across a weekend and holidays, the list with the
// overdue ones first, and the steps an administrator takes (identity verified, term extended once,
// answer e-mailed, closed), each in the history and the audit log; and migration 014 down and up.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../../db/connection.server";
import { migrationProvider } from "../../../db/migrations";
import type { Database } from "../../../db/schema";
import { deadlineState } from "~/domains/data-rights/data-rights";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import {
  answerDataRequest,
  closeDataRequest,
  extendDataRequest,
  verifyDataRequest,
} from "~/domains/data-rights/server/data-request-workflow.server";
import { getDataRequest, listDataRequests } from "~/domains/data-rights/server/data-request-reading.server";
import { receiveDataRequest } from "~/domains/data-rights/server/data-request-filing.server";
import { currentConsentVersion } from "~/platform/data/consent-ledger.server";
import { getDb } from "~/platform/data/db.server";
import { ARCO_CONSENT_STATEMENT } from "~/platform/content/privacy-consent";
import { parseJson } from "~/platform/data/sql-values.server";
import { DataRequestFormSchema } from "~/domains/data-rights/data-request-schema";
import { createStaffUser } from "../../factories";

/** An instant given as Lima wall-clock time. */
const lima = (wallClock: string) => new Date(`${wallClock.replace(" ", "T")}:00-05:00`);

function form(overrides: Record<string, unknown> = {}) {
  return DataRequestFormSchema.parse({
    fullName: "Rosa Mamani Condori",
    documentType: "dni",
    documentNumber: "4567 8912",
    email: "rosa.mamani@correo.example",
    phone: "+51 954 123 456",
    requestType: "access",
    detail: "Quiero saber qué datos míos tienen y de dónde los obtuvieron.",
    privacyConsent: true,
    ...overrides,
  });
}

let admin: StaffViewer;
let ventas: StaffViewer;

beforeAll(async () => {
  admin = await createStaffUser(getDb(), { role: "admin", name: "Ana Torres" });
  ventas = await createStaffUser(getDb(), { role: "ventas" });
});

const outboxOf = (requestId: number) =>
  getDb().selectFrom("outbox").selectAll().where("data_request_id", "=", requestId).orderBy("id").execute();

describe("a request from /derechos-arco", () => {
  it("is stored with its deadline, its consent and its two e-mails, in one go", async () => {
    // Friday 27 March 2026: 2 and 3 April (Holy Thursday and Friday) and the weekends are skipped.
    const now = lima("2026-03-27 16:00");
    const result = await receiveDataRequest(form(), {
      idempotencyKey: "0b9a3c1e-2d4f-4a5b-8c6d-7e8f9a0b1c2d",
      sourceIp: "203.0.113.20",
      userAgent: "Navegador de prueba",
      now,
    });
    expect(result.status).toBe("stored");
    const { request } = result;
    expect(request.reference).toBe(`ARCO-2026-${String(request.id).padStart(6, "0")}`);
    expect(request.dueAt).toBe(new Date(lima("2026-04-28 23:59").getTime() + 59_999).toISOString());
    expect(request.acknowledged).toBe(true);

    const row = await getDb()
      .selectFrom("data_request")
      .selectAll()
      .where("id", "=", request.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: "access",
      document_number: "45678912",
      consent_version: (await currentConsentVersion("arco")).hash,
      consent_ip: "203.0.113.20",
      representative_name: null,
    });
    // No marketing box on this form (decision 041).
    expect(Boolean(row.marketing_consent)).toBe(false);
    // The consent text is a version of the one ledger, the ARCO form's.
    const text = await getDb()
      .selectFrom("consent_text")
      .select(["text", "purpose"])
      .where("hash", "=", row.consent_version)
      .executeTakeFirstOrThrow();
    expect(text).toEqual({ text: ARCO_CONSENT_STATEMENT, purpose: "arco" });

    const emails = await outboxOf(request.id);
    expect(emails.map((email) => [email.purpose, email.to_address, email.reply_to, email.lead_id])).toEqual([
      ["arco-notice", "ventas@kordex.com.pe", "rosa.mamani@correo.example", null],
      ["arco-ack", "rosa.mamani@correo.example", "ventas@kordex.com.pe", null],
    ]);
    expect(emails[0]!.subject).toBe(
      `[${request.reference}] Solicitud de acceso (derechos ARCO), plazo 28/04/2026`,
    );
    expect(emails[0]!.text_body).toContain(`/admin/derechos/${request.id}`);
    expect(emails[0]!.text_body).toContain("DNI 45678912");
    expect(emails[1]!.text_body).toContain("20 días hábiles, a más tardar el 28/04/2026");
    expect(emails[1]!.text_body).toContain(request.reference);

    // The same form sent again (a retry, a double click) is the same request.
    const again = await receiveDataRequest(form(), {
      idempotencyKey: "0b9a3c1e-2d4f-4a5b-8c6d-7e8f9a0b1c2d",
      now,
    });
    expect(again).toEqual({ status: "replayed", request });
    expect(await outboxOf(request.id)).toHaveLength(2);
  });

  it("takes a repeat without JavaScript within ten minutes as the same request, and a later one as new", async () => {
    const now = lima("2026-07-22 20:00");
    const first = await receiveDataRequest(form({ requestType: "rectification" }), { now });
    const repeat = await receiveDataRequest(form({ requestType: "rectification" }), {
      now: new Date(now.getTime() + 60_000),
    });
    expect(repeat).toEqual({ status: "replayed", request: first.request });
    // 23 July, 28–29 July and 6 August are holidays: ten business days end on 11 August.
    expect(first.request.dueAt).toBe(new Date(lima("2026-08-11 23:59").getTime() + 59_999).toISOString());
    const later = await receiveDataRequest(form({ requestType: "rectification" }), {
      now: new Date(now.getTime() + 11 * 60_000),
    });
    expect(later.status).toBe("stored");
    expect(later.request.id).not.toBe(first.request.id);
  });

  it("sends only the marked notice when a spam trap caught the form, and keeps a representative's name", async () => {
    const result = await receiveDataRequest(
      form({ email: "bot@spam.example", representativeName: "Carlos Mamani" }),
      { spam: { reason: "honeypot" }, now: lima("2026-11-20 10:00") },
    );
    expect(result.request.acknowledged).toBe(false);
    const emails = await outboxOf(result.request.id);
    expect(emails.map((email) => email.purpose)).toEqual(["arco-notice"]);
    expect(emails[0]!.subject.startsWith("[Posible spam] ")).toBe(true);
    expect(emails[0]!.text_body).toContain("Carlos Mamani");
  });
});

describe("the back office's list and deadline clock", () => {
  it("puts the requests waiting for an answer first, overdue ones at the top; administrators only", async () => {
    const rows = await listDataRequests();
    const open = rows.filter((row) => row.answeredAt === null);
    expect(open.map((row) => row.dueAt)).toEqual([...open.map((row) => row.dueAt)].sort());
    const now = lima("2026-05-04 12:00");
    expect(deadlineState(new Date(rows[0]!.dueAt), null, now)).toEqual({
      state: "overdue",
      businessDaysLate: 3,
    });
    expect(await getDataRequest(ventas, rows[0]!.id)).toBeUndefined();
    expect(await getDataRequest(admin, 999_999)).toBeUndefined();
  });
});

describe("working a request", () => {
  it("verifies, extends once before the deadline, answers by e-mail and closes, each step in the history and the audit log", async () => {
    const received = lima("2026-11-20 10:00");
    const { request } = await receiveDataRequest(
      form({ email: "pedro.salas@correo.example", fullName: "Pedro Salas" }),
      {
        now: received,
      },
    );
    const id = request.id;
    const context = (wallClock: string) => ({ ip: "198.51.100.4", now: lima(wallClock) });

    expect(await verifyDataRequest(ventas, id, "", context("2026-11-23 09:00"))).toEqual({
      status: "not-found",
    });
    expect(await closeDataRequest(admin, id, context("2026-11-23 09:00"))).toMatchObject({
      status: "refused",
      reason: "not-answered",
    });
    expect(
      await verifyDataRequest(admin, id, "Copia del DNI recibida por correo.", context("2026-11-23 09:00")),
    ).toEqual({
      status: "ok",
      message: "Se registró la verificación de identidad.",
    });
    expect(await verifyDataRequest(admin, id, "", context("2026-11-23 09:05"))).toMatchObject({
      reason: "verified",
    });

    expect(await extendDataRequest(admin, id, "   ", context("2026-11-24 09:00"))).toMatchObject({
      reason: "empty-text",
    });
    expect(
      await extendDataRequest(admin, id, "Reunimos los datos de tres sistemas.", context("2026-11-24 09:00")),
    ).toMatchObject({
      status: "ok",
    });
    // 20 business days from Friday 20 November 2026 (8 and 9 December skipped) end on 22 December; the
    // extension adds 20 more (25 December and 1 January skipped): 21 January 2027.
    const extended = (await getDataRequest(admin, id))!;
    expect(extended.dueAt).toBe(new Date(lima("2027-01-21 23:59").getTime() + 59_999).toISOString());
    expect(await extendDataRequest(admin, id, "Otra vez.", context("2026-11-25 09:00"))).toMatchObject({
      reason: "extended",
    });

    // Control characters (a NUL, an escape) are refused with the reason, before anything is stored.
    for (const text of ["hola\u0000mundo", "texto \u001b[31mrojo"]) {
      expect(await answerDataRequest(admin, id, text, context("2026-12-01 10:59"))).toEqual({
        status: "refused",
        reason: "bad-characters",
        message: "El texto contiene caracteres no permitidos.",
      });
    }
    expect(await extendDataRequest(admin, id, "x\u0007", context("2026-12-01 10:59"))).toMatchObject({
      reason: "bad-characters",
    });
    expect(
      await answerDataRequest(
        admin,
        id,
        "Adjuntamos sus datos:\nNombre, correo y teléfono.",
        context("2026-12-01 11:00"),
      ),
    ).toMatchObject({
      status: "ok",
    });
    expect(await answerDataRequest(admin, id, "Otra respuesta.", context("2026-12-01 11:05"))).toMatchObject({
      reason: "answered",
    });
    expect(await closeDataRequest(admin, id, context("2026-12-01 11:10"))).toMatchObject({ status: "ok" });
    expect(await verifyDataRequest(admin, id, "", context("2026-12-01 11:15"))).toMatchObject({
      reason: "closed",
    });

    const detail = (await getDataRequest(admin, id))!;
    expect(detail.history.map((entry) => [entry.kind, entry.by])).toEqual([
      ["received", null],
      ["verified", "Ana Torres"],
      ["extended", "Ana Torres"],
      ["answered", "Ana Torres"],
      ["closed", "Ana Torres"],
    ]);
    expect(detail.history[3]!.note).toBe("Adjuntamos sus datos:\nNombre, correo y teléfono.");
    expect(
      deadlineState(new Date(detail.dueAt), new Date(detail.answeredAt!), lima("2027-03-01 10:00")),
    ).toEqual({
      state: "answered",
      inTime: true,
    });
    expect(detail.emails.map((email) => [email.purpose, email.to])).toEqual([
      ["arco-notice", "ventas@kordex.com.pe"],
      ["arco-ack", "pedro.salas@correo.example"],
      ["arco-extension", "pedro.salas@correo.example"],
      ["arco-answer", "pedro.salas@correo.example"],
    ]);
    const [, , extension, answer] = await outboxOf(id);
    expect(extension!.text_body).toContain("Reunimos los datos de tres sistemas.");
    expect(extension!.text_body).toContain("21/01/2027");
    expect(answer!.text_body).toContain("Nombre, correo y teléfono.");

    const audits = await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("target", "=", request.reference)
      .orderBy("id")
      .execute();
    expect(audits.map((audit) => audit.action)).toEqual([
      "data_request.verified",
      "data_request.extended",
      "data_request.answered",
      "data_request.closed",
    ]);
    for (const audit of audits) {
      expect(JSON.stringify(audit)).not.toMatch(/pedro|salas|Adjuntamos/i);
      expect(parseJson(audit.detail)).toMatchObject({ requestId: id, requestKind: "access" });
      expect(audit.ip).toBe("198.51.100.4");
    }
  });

  it("refuses to extend an information request, or any request once its term has run out", async () => {
    const received = lima("2026-12-04 10:00");
    const info = await receiveDataRequest(
      form({ requestType: "information", email: "info@correo.example" }),
      {
        now: received,
      },
    );
    expect(
      await extendDataRequest(admin, info.request.id, "Motivo.", { now: lima("2026-12-07 10:00") }),
    ).toMatchObject({
      reason: "no-extension",
    });
    const opposition = await receiveDataRequest(
      form({ requestType: "opposition", email: "op@correo.example" }),
      {
        now: received,
      },
    );
    // Ten business days from Friday 4 December 2026 (8 and 9 December skipped) end on 22 December.
    expect(opposition.request.dueAt).toBe(
      new Date(lima("2026-12-22 23:59").getTime() + 59_999).toISOString(),
    );
    expect(
      await extendDataRequest(admin, opposition.request.id, "Motivo.", { now: lima("2026-12-23 00:00") }),
    ).toMatchObject({ reason: "overdue" });
  });
});

describe("migration 014", () => {
  const engine = inject("engine");
  let handle: DatabaseHandle | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  async function emptyDatabase(): Promise<Kysely<Database>> {
    if (engine === "sqlite") {
      const dir = mkdtempSync(join(tmpdir(), "kordex-migration-014-"));
      handle = openDatabase({ engine: "sqlite", file: join(dir, "db.sqlite") });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
      return handle.db;
    }
    const name = `migration_${randomBytes(6).toString("hex")}`;
    const adminUrl = inject("postgresAdminUrl");
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    handle = openDatabase({ engine: "postgres", url: adminUrl.replace(/\/[^/]+$/, `/${name}`), poolSize: 2 });
    cleanup = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
    return handle.db;
  }

  it("goes down and up again, keeping the leads and the outbox", async () => {
    const db = await emptyDatabase();
    const migrator = new Migrator({ db, provider: migrationProvider });
    const up = await migrator.migrateToLatest();
    if (up.error) throw up.error;
    const { id } = await db
      .insertInto("lead")
      .values({
        kind: "CONTACT",
        reference: "CON-2026-000001",
        payload_hash: "x",
        name: "Ana",
        email: "ana@example.com",
        company: "Ana S.A.C.",
        ruc: "20131312955",
        status: "new",
        spam: 0,
        created_at: "2026-01-01T15:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const down = await migrator.migrateTo("011-app-secret");
    if (down.error) throw down.error;
    const again = await migrator.migrateToLatest();
    if (again.error) throw again.error;
    const lead = await db.selectFrom("lead").select(["id", "anonymised_at"]).executeTakeFirstOrThrow();
    expect(lead).toEqual({ id, anonymised_at: null });
    expect(await db.selectFrom("data_request").select("id").execute()).toEqual([]);
  });
});
