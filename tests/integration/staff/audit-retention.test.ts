// The audit log's retention on both engines (issue 27 item 5, decision 060): the daily retention job
// deletes the rows older than the setting (default two years), in batches, keeps the newer ones and
// writes one `audit.prune` row with the count; the setting refuses less than 30 days with its Spanish
// reason (schema and the page's action); /admin/ajustes shows the log's rows and size.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIT_RETENTION_DEFAULT_DAYS, AUDIT_RETENTION_MIN_DAYS } from "~/platform/data/audit-retention";
import { type AuditEntry, recordAudits } from "~/platform/data/audit-log.server";
import { AUDIT_PRUNE_BATCH, auditLogSize } from "~/platform/data/audit-log-retention.server";
import {
  defaultCompanySettings,
  getCompanySettings,
  saveCompanySettings,
} from "~/platform/settings/company-settings.server";
import { getDb } from "~/platform/data/db.server";
import { runLeadRetention } from "~/domains/leads/server/lead-retention.server";
import { parseJson } from "~/platform/data/sql-values.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { CompanySettingsSchema, SETTINGS_MESSAGES } from "~/platform/settings/company-settings-schema";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const PASSWORD = "Zuncho-de-acero-2026";
const DAY_MS = 86_400_000;

const form = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

/** Audit rows of `action` written at `at` (recordAudits stamps the time of the call: set it after). */
async function addRows(action: string, count: number, at: Date) {
  const entries: AuditEntry[] = Array.from({ length: count }, (_, index) => ({
    action,
    actor: "prueba@kordex.pe",
    target: String(index),
  }));
  await recordAudits(entries);
  await getDb().updateTable("audit_log").set({ at: at.toISOString() }).where("action", "=", action).execute();
}

const countOf = async (action: string) =>
  Number(
    (
      await getDb()
        .selectFrom("audit_log")
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("action", "=", action)
        .executeTakeFirstOrThrow()
    ).count,
  );

const pruneRows = async () =>
  (
    await getDb()
      .selectFrom("audit_log")
      .selectAll()
      .where("action", "=", "audit.prune")
      .orderBy("id")
      .execute()
  ).map((row) => ({ ...row, detail: parseJson<Record<string, unknown>>(row.detail) }));

describe("the daily job", () => {
  it("deletes the rows older than the setting (two years by default), keeps the newer, and records the count", async () => {
    const now = new Date();
    expect((await getCompanySettings()).auditRetentionDays).toBe(AUDIT_RETENTION_DEFAULT_DAYS);
    // More than one batch of rows three years old, a few just past two years, and some a year old.
    await addRows("test.ancient", AUDIT_PRUNE_BATCH + 3, new Date(now.getTime() - 3 * 365 * DAY_MS));
    await addRows("test.just-past", 4, new Date(now.getTime() - (AUDIT_RETENTION_DEFAULT_DAYS + 1) * DAY_MS));
    await addRows("test.kept", 5, new Date(now.getTime() - (AUDIT_RETENTION_DEFAULT_DAYS - 1) * DAY_MS));

    const result = await runLeadRetention(now, { years: 5, worker: "a" });
    expect(result.status).toBe("done");
    const cutoff = new Date(now.getTime() - AUDIT_RETENTION_DEFAULT_DAYS * DAY_MS).toISOString();
    expect(result.status === "done" && result.auditLog).toEqual({
      days: AUDIT_RETENTION_DEFAULT_DAYS,
      cutoff,
      removed: AUDIT_PRUNE_BATCH + 7,
    });
    expect([
      await countOf("test.ancient"),
      await countOf("test.just-past"),
      await countOf("test.kept"),
    ]).toEqual([0, 0, 5]);
    const rows = await pruneRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_id: null, actor: "retención automática", target: result.day });
    expect(rows[0]!.detail).toEqual({
      days: AUDIT_RETENTION_DEFAULT_DAYS,
      cutoff,
      removed: AUDIT_PRUNE_BATCH + 7,
    });
  });

  it("follows the setting saved on /admin/ajustes, and records a run with nothing to delete too", async () => {
    const admin = await createStaffUser({
      email: `ret-${randomBytes(4).toString("hex")}@kordex.pe`,
      name: "Ana Torres",
      role: "admin",
      password: PASSWORD,
    });
    if (admin.status !== "created") throw new Error(JSON.stringify(admin));
    const settings = await getCompanySettings();
    await saveCompanySettings(
      admin.user,
      CompanySettingsSchema.parse({ ...form(settings), auditRetentionDays: "90" }),
    );
    const tomorrow = new Date(Date.now() + DAY_MS);
    await addRows("test.old-quarter", 2, new Date(tomorrow.getTime() - 91 * DAY_MS));
    await addRows("test.this-quarter", 2, new Date(tomorrow.getTime() - 89 * DAY_MS));

    const result = await runLeadRetention(tomorrow, { years: 5, worker: "b" });
    expect(result).toMatchObject({ status: "done", auditLog: { days: 90, removed: 7 } });
    expect([await countOf("test.old-quarter"), await countOf("test.this-quarter")]).toEqual([0, 2]);
    // The first run's rows kept under two years are older than 90 days: gone too, counted (2 + 5).
    expect(await countOf("test.kept")).toBe(0);

    const nothing = await runLeadRetention(new Date(tomorrow.getTime() + DAY_MS), { years: 5, worker: "c" });
    expect(nothing).toMatchObject({ status: "done", auditLog: { days: 90, removed: 0 } });
    expect((await pruneRows()).map((row) => row.detail.removed)).toEqual([AUDIT_PRUNE_BATCH + 7, 7, 0]);
  });
});

describe("the setting", () => {
  it("refuses fewer than 30 days, more than ten years and a non-number with its Spanish reason", () => {
    const base = form(defaultCompanySettings());
    for (const bad of ["29", "0", "-30", "3651", "dos años", "30.5", ""]) {
      expect(
        CompanySettingsSchema.safeParse({ ...base, auditRetentionDays: bad }).error?.issues,
        bad,
      ).toEqual([
        expect.objectContaining({
          path: ["auditRetentionDays"],
          message: SETTINGS_MESSAGES.auditRetentionDays,
        }),
      ]);
    }
    expect(SETTINGS_MESSAGES.auditRetentionDays).toBe(
      "Escriba un número entero de días, de 30 a 3650: el registro de auditoría se conserva al menos 30 días.",
    );
    expect(
      CompanySettingsSchema.parse({ ...base, auditRetentionDays: ` ${AUDIT_RETENTION_MIN_DAYS} ` }),
    ).toMatchObject({
      auditRetentionDays: AUDIT_RETENTION_MIN_DAYS,
    });
  });
});

describe("/admin/ajustes", () => {
  let server: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    server = await startServerProcess({ OUTBOX_WORKER: "false", SEED_DEMO: "false" });
    const email = `ajustes-${randomBytes(4).toString("hex")}@kordex.pe`;
    const created = await createStaffUser({ email, name: "Ana Torres", role: "admin", password: PASSWORD });
    if (created.status !== "created") throw new Error(JSON.stringify(created));
    const response = await fetch(`${server.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url },
      body: new URLSearchParams({ email, password: PASSWORD, siguiente: "/admin" }),
    });
    cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
    if (response.status !== 302 || !cookie) throw new Error(`not signed in: ${response.status}`);
  }, 60_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("shows the audit log's rows and its measured size", async () => {
    const size = await auditLogSize();
    expect(size.rows).toBeGreaterThan(0);
    expect(size.bytes).toBeGreaterThan(0);
    expect(size.method).toBe("measured");
    const page = await fetch(`${server.url}/admin/ajustes`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Registro de auditoría");
    expect(html).toContain(`${size.rows.toLocaleString("es-PE")} filas`);
    expect(html).toContain("(tabla e índices, medido por la base de datos)");
    expect(html).toMatch(/\d[\d,.]* (kB|MB)/);
  });

  it("saving only the retention does not claim the public site shows it; a public field does", async () => {
    const before = await getCompanySettings();
    const post = (values: Record<string, unknown>) =>
      fetch(`${server.url}/admin/ajustes`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: server.url },
        body: new URLSearchParams(form(values)),
      }).then(async (response) => ({ status: response.status, html: await response.text() }));
    const retention = before.auditRetentionDays === 400 ? 401 : 400;
    const onlyRetention = await post({ ...before, auditRetentionDays: retention });
    expect(onlyRetention.status).toBe(200);
    expect(onlyRetention.html).toContain(
      "Se guardaron los cambios (Conservación del registro de auditoría).",
    );
    expect(onlyRetention.html).not.toContain("El sitio ya los muestra");
    const withPhone = await post({
      ...before,
      auditRetentionDays: before.auditRetentionDays,
      phone: "+51 1 715 4299",
    });
    expect(withPhone.html).toContain(
      "Se guardaron los cambios (Teléfono, Conservación del registro de auditoría). El sitio ya los muestra.",
    );
    await post(before);
  });

  it("refuses a retention under 30 days with the Spanish reason, and keeps the one in force", async () => {
    const before = await getCompanySettings();
    const response = await fetch(`${server.url}/admin/ajustes`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: server.url },
      body: new URLSearchParams({ ...form(before), auditRetentionDays: "7" }),
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(SETTINGS_MESSAGES.auditRetentionDays);
    const stored = await getDb().selectFrom("company_setting").select("value").executeTakeFirst();
    expect(stored && parseJson<{ auditRetentionDays: number }>(stored.value).auditRetentionDays).toBe(
      before.auditRetentionDays,
    );
  });
});
