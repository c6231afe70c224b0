// The daily digest to the sales inbox: what it lists, once per Lima day (also when several callers
// race), off with DAILY_DIGEST=false, delivered by the outbox worker; and migration 007, which lets the
// outbox hold an e-mail without a lead.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../../db/connection.server";
import { migrationProvider } from "../../../db/migrations";
import type { Database } from "../../../db/schema";
import { startDailyDigestSchedule } from "../../../app/domains/leads/server/digest-schedule.server";
import { createMailTransport } from "../../../app/platform/mail/transport.server";
import { startOutboxWorker } from "../../../app/platform/mail/worker.server";
import { MAIL_ATTACHMENTS } from "../../../app/server/mail-attachments.server";
import { getEnv, resetEnvCache } from "~/platform/lib/env.server";
import { limaDay } from "~/platform/lib/lima-day";
import { getDb } from "~/platform/data/db.server";
import { composeDailyDigest, digestKey, queueDailyDigest } from "~/domains/leads/server/lead-digest.server";
import { assignLead, changeLeadStatus } from "~/domains/leads/server/lead-workflow.server";
import { LeadCreatedSchema } from "~/server/api/api-schema";
import { contactRequest, createStaffUser, quoteRequest, serviceRequest } from "../../factories";
import { startServerProcess } from "../../support/server-process";
import { startTestSmtp } from "../../support/smtp";
import { postJson } from "../../support/http";

beforeAll(() => {
  process.env.DAILY_DIGEST = "true";
  resetEnvCache();
});
afterEach(() => {
  process.env.DAILY_DIGEST = "true";
  resetEnvCache();
});
afterAll(() => {
  process.env.DAILY_DIGEST = "false";
  resetEnvCache();
});

/** 10:00 in Lima on Tuesday 12 March 2030: the digest of that day lists Monday the 11th. */
const NOW = new Date("2030-03-12T15:00:00.000Z");
const OVERDUE_BEFORE = new Date("2030-03-11T12:00:00.000Z");

async function leadAt(body: Record<string, unknown>, createdAt: string) {
  const path = "invoiceDetails" in body ? "/api/pe/invoices" : "/api/pe/contacts";
  const response = await postJson(path, body);
  expect(response.status).toBe(201);
  const lead = LeadCreatedSchema.parse(await response.json());
  await getDb().updateTable("lead").set({ created_at: createdAt }).where("id", "=", lead.id).execute();
  return lead;
}

async function digestRows(day: string) {
  return getDb().selectFrom("outbox").selectAll().where("dedupe_key", "=", digestKey(day)).execute();
}

describe("the daily digest", () => {
  it("lists yesterday's new leads, the overdue ones and yesterday's possible spam, and goes out once per Lima day", async () => {
    const ventas = await createStaffUser(getDb(), { role: "ventas", name: "Víctor Ventas" });
    // Lima midnight opens the 11th (05:00 UTC) and the 12th.
    const firstOfDay = await leadAt(contactRequest(), "2030-03-11T05:00:00.000Z");
    const lastOfDay = await leadAt(quoteRequest(), "2030-03-12T04:59:59.999Z");
    await assignLead(ventas, lastOfDay.id, ventas.id);
    const today = await leadAt(serviceRequest(), "2030-03-12T05:00:00.000Z");
    const dayBefore = await leadAt(
      contactRequest({ company: "Forestal del Norte S.A." }),
      "2030-03-11T04:59:59.999Z",
    );
    const flagged = await leadAt(
      contactRequest({ website: "https://casino.example" }),
      "2030-03-11T15:00:00.000Z",
    );
    const answered = await leadAt(contactRequest(), "2030-03-10T15:00:00.000Z");
    await changeLeadStatus(ventas, answered.id, "in_progress");

    const digest = await composeDailyDigest(NOW, { overdueBefore: OVERDUE_BEFORE });
    expect(digest.day).toBe("2030-03-12");
    expect(digest.covers).toBe("2030-03-11");
    expect(digest.to).toBe("ventas@kordex.com.pe");
    expect(digest.newLeads.leads.map((lead) => lead.reference)).toEqual([
      firstOfDay.reference,
      lastOfDay.reference,
    ]);
    expect(digest.overdue.leads.map((lead) => lead.reference)).toEqual([
      dayBefore.reference,
      firstOfDay.reference,
    ]);
    expect(digest.flagged.leads.map((lead) => lead.reference)).toEqual([flagged.reference]);
    expect([digest.newLeads.total, digest.overdue.total, digest.flagged.total]).toEqual([2, 2, 1]);
    expect(digest.subject).toBe(
      "Resumen diario 12/03/2030: 2 nuevas, 2 vencidas, 1 posible spam | Kordex Perú",
    );
    expect(digest.text).toContain("Solicitudes nuevas del 11/03/2030 (2)");
    expect(digest.text).toContain(
      `${firstOfDay.reference} · Contacto\nMinera Andina S.A. (María Quispe Huamán)\n11/03/2030, 00:00 · Nuevo, sin asignar`,
    );
    expect(digest.text).toContain(
      `${lastOfDay.reference} · Cotización\nAgroexport del Sur S.A.C. (Jorge Ramírez)\n11/03/2030, 23:59 · Nuevo, Víctor Ventas`,
    );
    expect(digest.text).toContain(
      `${flagged.reference} · Contacto\nMinera Andina S.A. (María Quispe Huamán)\n11/03/2030, 10:00 · motivo: campo trampa lleno`,
    );
    expect(digest.text).not.toContain(today.reference);
    expect(digest.text).not.toContain(answered.reference);
    expect(digest.html).toContain(`href="${getEnv().SITE_URL}/admin/solicitudes?q=${lastOfDay.reference}"`);
    expect(digest.html).toContain(`src="${getEnv().SITE_URL}/art/email-logo.png"`);

    // Queued once: the same day again (later, or from another process) finds it there.
    const queued = await queueDailyDigest(NOW, { overdueBefore: OVERDUE_BEFORE });
    expect(queued).toMatchObject({
      status: "queued",
      day: "2030-03-12",
      counts: { newLeads: 2, overdue: 2, flagged: 1 },
    });
    const evening = new Date("2030-03-13T04:30:00.000Z");
    expect(await queueDailyDigest(evening, { overdueBefore: OVERDUE_BEFORE })).toEqual({
      status: "already-queued",
      day: "2030-03-12",
    });
    const rows = await digestRows("2030-03-12");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      lead_id: null,
      purpose: "digest",
      status: "pending",
      subject: digest.subject,
    });

    // The worker sends it like any other e-mail.
    const smtp = await startTestSmtp();
    const worker = startOutboxWorker({
      attachments: MAIL_ATTACHMENTS,
      transport: createMailTransport({ smtpUrl: smtp.url, mailDir: join(process.env.DATA_DIR!, "mail") }),
      from: '"Kordex Perú" <no-reply@kordex.test>',
      pollMs: 60_000,
    });
    try {
      await worker.runOnce();
      await worker.runOnce();
      const mails = smtp.received.filter((mail) => mail.subject === digest.subject);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.to).toBe("ventas@kordex.com.pe");
      expect(mails[0]!.messageId).toBe(rows[0]!.message_id);
      expect(mails[0]!.text).toContain(flagged.reference);
      expect((await digestRows("2030-03-12"))[0]!.status).toBe("sent");
    } finally {
      await worker.stop();
      await smtp.stop();
    }
  });

  it("of callers racing for the same day, exactly one queues the digest; the database refuses a second row", async () => {
    const now = new Date("2030-04-02T14:30:00.000Z");
    const results = await Promise.all(
      Array.from({ length: 4 }, () => queueDailyDigest(now, { overdueBefore: OVERDUE_BEFORE })),
    );
    expect(results.filter((result) => result.status === "queued")).toHaveLength(1);
    expect(results.filter((result) => result.status === "already-queued")).toHaveLength(3);
    const [row] = await digestRows("2030-04-02");
    expect(row).toBeDefined();
    const at = new Date().toISOString();
    await expect(
      getDb()
        .insertInto("outbox")
        .values({
          lead_id: null,
          purpose: "digest",
          dedupe_key: row!.dedupe_key,
          message_id: `<other.${randomBytes(4).toString("hex")}@test>`,
          to_address: row!.to_address,
          subject: row!.subject,
          text_body: row!.text_body,
          html_body: row!.html_body,
          status: "pending",
          attempts: 0,
          next_attempt_at: at,
          created_at: at,
        })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i);
    expect(await digestRows("2030-04-02")).toHaveLength(1);
  });

  it("is off with DAILY_DIGEST=false", async () => {
    process.env.DAILY_DIGEST = "false";
    resetEnvCache();
    expect(
      await queueDailyDigest(new Date("2030-05-06T15:00:00.000Z"), { overdueBefore: OVERDUE_BEFORE }),
    ).toEqual({
      status: "disabled",
    });
    expect(await digestRows("2030-05-06")).toHaveLength(0);
  });

  it("the schedule waits for the office's opening in Lima, then queues the day's digest once", async () => {
    let clock = new Date("2030-06-03T13:59:00.000Z"); // 08:59 in Lima
    const cutoffs: Date[] = [];
    const schedule = startDailyDigestSchedule({
      officeClock: async () => ({
        opensAtMinute: 9 * 60,
        overdueBefore: (now) => {
          cutoffs.push(now);
          return OVERDUE_BEFORE;
        },
      }),
      intervalMs: 3_600_000,
      now: () => clock,
    });
    try {
      expect(await schedule.check()).toBeUndefined();
      expect(await digestRows("2030-06-03")).toHaveLength(0);
      clock = new Date("2030-06-03T14:00:00.000Z"); // 09:00
      expect(await schedule.check()).toMatchObject({ status: "queued", day: "2030-06-03" });
      clock = new Date("2030-06-03T22:00:00.000Z"); // 17:00
      expect(await schedule.check()).toEqual({ status: "already-queued", day: "2030-06-03" });
      expect(await digestRows("2030-06-03")).toHaveLength(1);
      expect(cutoffs.map((at) => at.toISOString())).toEqual([
        "2030-06-03T14:00:00.000Z",
        "2030-06-03T22:00:00.000Z",
      ]);
    } finally {
      await schedule.stop();
    }
  });
});

describe("a running server", () => {
  it("queues the day's digest once the office has opened, when DAILY_DIGEST is on", async () => {
    const day = limaDay(new Date());
    expect(await digestRows(day)).toHaveLength(0);
    // Open from midnight, so "after the opening" holds whenever the test runs.
    const server = await startServerProcess({
      SEED_DEMO: "false",
      OUTBOX_WORKER: "false",
      DAILY_DIGEST: "true",
      OFFICE_HOURS: "00:00-23:59",
      LOG_LEVEL: "error",
    });
    try {
      const deadline = Date.now() + 15_000;
      while ((await digestRows(day)).length === 0) {
        if (Date.now() > deadline) throw new Error("no digest queued by the server");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await digestRows(day)).toMatchObject([
        { purpose: "digest", lead_id: null, to_address: "ventas@kordex.com.pe" },
      ]);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});

describe("migration 007", () => {
  const engine = inject("engine");
  let handle: DatabaseHandle | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  async function emptyDatabase(): Promise<Kysely<Database>> {
    if (engine === "sqlite") {
      const dir = mkdtempSync(join(tmpdir(), "kordex-migration-007-"));
      handle = openDatabase({ engine: "sqlite", file: join(dir, "db.sqlite") });
      cleanup = async () => rmSync(dir, { recursive: true, force: true });
      return handle.db;
    }
    const name = `migration_${randomBytes(6).toString("hex")}`;
    const adminUrl = inject("postgresAdminUrl");
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    handle = openDatabase({ engine: "postgres", url: adminUrl.replace(/\/[^/]+$/, `/${name}`), poolSize: 2 });
    cleanup = async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
    return handle.db;
  }

  async function migrateTo(db: Kysely<Database>, target: string) {
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo(target);
    if (error) throw error;
  }

  it("keeps every outbox row, its ids and the pick indexes, and lets an e-mail have no lead", async () => {
    const db = await emptyDatabase();
    await migrateTo(db, "006-product-codes");
    const { id: leadId } = await db
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
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const mail = (id: number, status: "pending" | "sent") => ({
      id,
      lead_id: leadId,
      purpose: "sales" as const,
      message_id: `<m${id}@test>`,
      to_address: "ventas@kordex.com.pe",
      subject: `Correo ${id}`,
      text_body: "texto",
      html_body: "<p>texto</p>",
      status,
      attempts: status === "sent" ? 1 : 0,
      next_attempt_at: new Date().toISOString(),
      created_at: new Date().toISOString(),
    });
    const raw = db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    await raw
      .insertInto("outbox")
      .values([mail(5, "sent"), mail(9, "pending")])
      .execute();
    const before = await raw.selectFrom("outbox").selectAll().orderBy("id").execute();

    await migrateTo(db, "007-outbox-digest");
    const after = await db.selectFrom("outbox").selectAll().orderBy("id").execute();
    expect(after.map(({ dedupe_key, ...row }) => ({ ...row, dedupe: dedupe_key }))).toEqual(
      before.map((row) => ({ ...row, dedupe: null })),
    );
    // A digest without a lead.
    const { id } = await db
      .insertInto("outbox")
      .values({
        ...mail(0, "pending"),
        id: undefined,
        lead_id: null,
        purpose: "digest",
        dedupe_key: "daily-digest:2030-01-01",
        message_id: "<d@test>",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // The rebuilt SQLite table keeps AUTOINCREMENT's high-water mark, so .eml files named by outbox id
    // are never overwritten by a new e-mail. (PostgreSQL's table is altered in place; the explicit ids
    // above never advanced its identity.)
    if (engine === "sqlite") expect(id).toBeGreaterThan(9);
    else expect(id).toBeGreaterThan(0);
    // The outbox's partial indexes are all there again.
    const { rows: indexRows } = await (
      engine === "sqlite"
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'outbox'`
        : sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'outbox'`
    ).execute(db);
    const indexes = indexRows.map((row) => row.name);
    expect(indexes).toEqual(
      expect.arrayContaining([
        "outbox_lead_idx",
        "outbox_pick_idx",
        "outbox_fresh_idx",
        "outbox_waiting_idx",
        "outbox_dedupe_idx",
      ]),
    );

    // Down: the e-mail without a lead goes, the others stay, and a lead is required again.
    await migrateTo(db, "006-product-codes");
    expect(
      (await raw.selectFrom("outbox").select("id").orderBy("id").execute()).map((row) => row.id),
    ).toEqual([5, 9]);
    await expect(
      raw
        .insertInto("outbox")
        .values({ ...mail(20, "pending"), lead_id: null })
        .execute(),
    ).rejects.toThrow(/null/i);
  });
});
