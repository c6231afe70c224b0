// The company settings (decision 044) on each engine: their first values from the environment, the
// schema's Spanish message per field, the audited save (who, what from what to what), the inboxes and
// the clock that read them; on PostgreSQL, a change through one server process shows on a page of a
// second one (LISTEN/NOTIFY drops its cached pages) within a second.
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, inject, it } from "vitest";
import { resetEnvCache } from "~/platform/lib/env.server";
import { listAudit } from "~/platform/data/audit-log.server";
import {
  defaultCompanySettings,
  getCompanySettings,
  saveCompanySettings,
} from "~/platform/settings/company-settings.server";
import { composeLeadMessages } from "~/domains/leads/mail/lead-mail.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import {
  CompanySettingsSchema,
  SETTINGS_BAD_CHARACTERS,
  SETTINGS_MESSAGES,
} from "~/platform/settings/company-settings-schema";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const PASSWORD = "Zuncho-de-acero-2026";

async function admin() {
  const email = `admin-${randomBytes(4).toString("hex")}@kordex.pe`;
  const result = await createStaffUser({ email, name: "Ana Torres", role: "admin", password: PASSWORD });
  if (result.status !== "created") throw new Error(`account not created: ${JSON.stringify(result)}`);
  return result.user;
}

const form = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

describe("company settings", () => {
  it("start from the environment and company.ts until staff save them", async () => {
    const settings = await getCompanySettings();
    expect(settings).toEqual(defaultCompanySettings());
    expect(settings).toMatchObject({
      legalName: "Kordex Packaging Perú S.A.C.",
      phone: "+51 1 715 4200",
      whatsApp: "51987654321",
      officeHours: "09:00-18:00",
      overdueHours: 8,
      responsePromise: "en menos de 8 horas hábiles",
    });
    expect(settings.serviceEmail).toBe(settings.salesEmail);
  });

  it("refuses each bad field with its own Spanish message", () => {
    const bad = {
      ...form(defaultCompanySettings()),
      phone: "12345",
      email: "ventas@",
      whatsApp: "+51 987 654 321",
      officeHours: "18:00-09:00",
      overdueHours: "0",
      postalCode: "1582",
      salesEmail: "no es un correo",
      responsePromise: "",
    };
    const result = CompanySettingsSchema.safeParse(bad);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      phone: SETTINGS_MESSAGES.phone,
      email: SETTINGS_MESSAGES.email,
      whatsApp: SETTINGS_MESSAGES.whatsApp,
      officeHours: SETTINGS_MESSAGES.officeHours,
      overdueHours: SETTINGS_MESSAGES.overdueHours,
      postalCode: SETTINGS_MESSAGES.postalCode,
      salesEmail: SETTINGS_MESSAGES.email,
      responsePromise: SETTINGS_MESSAGES.responsePromise,
    });
    expect(CompanySettingsSchema.safeParse({ ...bad, overdueHours: "201" }).error?.issues).toContainEqual(
      expect.objectContaining({ path: ["overdueHours"], message: SETTINGS_MESSAGES.overdueHours }),
    );
    // Accepted forms: a Lima landline, a mobile, office hours with spaces, a number as text.
    const good = CompanySettingsSchema.parse({
      ...form(defaultCompanySettings()),
      phone: "+51 987 111 222",
      officeHours: " 8:30 - 17:30 ",
      overdueHours: "12",
    });
    expect(good).toMatchObject({ phone: "+51 987 111 222", officeHours: "08:30-17:30", overdueHours: 12 });
  });

  it("refuses control characters in its texts (a NUL, a line break in the legal name), with the reason", async () => {
    const before = form(await getCompanySettings());
    const fields = ["legalName", "street", "district", "city", "region", "responsePromise"] as const;
    for (const field of fields) {
      for (const bad of [`Kordex\u0000 Perú`, `Kordex\nBcc: otro@example.com`, `Kordex \uD800 Perú`]) {
        const result = CompanySettingsSchema.safeParse({ ...before, [field]: bad });
        expect(result.error?.issues).toEqual([
          expect.objectContaining({ path: [field], message: SETTINGS_BAD_CHARACTERS }),
        ]);
      }
    }
    // What staff may type stays accepted: accents, quotes, «», &.
    const legalName = `Kordex "Packaging" & Cía. «Perú» S.A.C.`;
    expect(CompanySettingsSchema.parse({ ...before, legalName }).legalName).toBe(legalName);
  });

  it("saves with one audit row naming who changed which field from what to what, and routes the inboxes", async () => {
    const ana = await admin();
    const before = await getCompanySettings();
    const next = CompanySettingsSchema.parse({
      ...form(before),
      phone: "+51 1 700 1234",
      serviceEmail: "servicio@kordex.pe",
      overdueHours: "16",
    });
    const changes = await saveCompanySettings(ana, next, "203.0.113.9");
    expect(changes.map(({ field }) => field).sort()).toEqual(["overdueHours", "phone", "serviceEmail"]);
    const [row] = await listAudit({ userId: ana.id, limit: 1 });
    expect(row).toMatchObject({
      action: "settings.update",
      actor: ana.email,
      target: "company",
      ip: "203.0.113.9",
    });
    expect(row!.detail).toEqual({
      changes: {
        phone: { from: "+51 1 715 4200", to: "+51 1 700 1234" },
        serviceEmail: { from: before.serviceEmail, to: "servicio@kordex.pe" },
        overdueHours: { from: 8, to: 16 },
      },
    });
    expect(await getCompanySettings()).toEqual(next);
    // The same values again: nothing to save, no audit row.
    expect(await saveCompanySettings(ana, next)).toEqual([]);
    expect(
      (await listAudit({ userId: ana.id })).filter((entry) => entry.action === "settings.update"),
    ).toHaveLength(1);

    // Service requests now reach the service inbox; the rest the sales inbox; the signature shows the phone.
    const lead = {
      reference: "SER-2026-000001",
      createdAt: new Date(),
      name: "Rosa Quispe",
      email: "rosa@example.com",
      company: "Alimentos Andinos S.A.C.",
      rucPeru: "20123456789",
      message: "La máquina no tensa.",
    };
    const [service] = await composeLeadMessages({ ...lead, kind: "SERVICE" });
    const [contact] = await composeLeadMessages({ ...lead, kind: "CONTACT", reference: "CON-2026-000002" });
    expect(service!.to).toBe("servicio@kordex.pe");
    expect(contact!.to).toBe(before.salesEmail);
    expect(service!.text.replace(/\u00a0/g, " ")).toContain("+51 1 700 1234");
  });
});

let servers: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  servers = [];
  resetEnvCache();
});

describe.skipIf(inject("engine") !== "postgres")("a settings change on two PostgreSQL processes", () => {
  it("shows on the second process's cached page within a second of the save through the first", async () => {
    const ana = await admin();
    const env = {
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      OUTBOX_WORKER: "false",
      PAGE_CACHE_TTL_SECONDS: "300",
    };
    const [first, second] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    servers = [first!, second!];
    const signIn = await fetch(`${first!.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: first!.url },
      body: new URLSearchParams({ email: ana.email, password: PASSWORD, siguiente: "/admin" }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(signIn.status).toBe(302);

    // The second process caches the contact page with the phone in force.
    const current = await getCompanySettings();
    const page = () => fetch(`${second!.url}/contacto`).then((response) => response.text());
    expect(await page()).toContain(current.phone.replace(/ /g, "\u00a0"));
    const cached = await fetch(`${second!.url}/contacto`);
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(await cached.text()).toContain(current.phone.replace(/ /g, "\u00a0"));

    const phone = `+51 1 ${600 + Math.floor(Math.random() * 300)} ${1000 + Math.floor(Math.random() * 8999)}`;
    const saved = await fetch(`${first!.url}/admin/ajustes`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: first!.url, Cookie: cookie },
      body: new URLSearchParams({ ...form(current), phone }),
    });
    expect(saved.status).toBe(200);
    const savedAt = Date.now();
    const shown = phone.replace(/ /g, "\u00a0");
    let seenAfterMs: number | undefined;
    while (Date.now() - savedAt < 5000) {
      if ((await page()).includes(shown)) {
        seenAfterMs = Date.now() - savedAt;
        break;
      }
      await new Promise((wait) => setTimeout(wait, 20));
    }
    expect(seenAfterMs, second!.output()).toBeDefined();
    expect(seenAfterMs!).toBeLessThan(1000);
  });
});
