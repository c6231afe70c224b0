// The consent ledger on both engines (docs/decisions/035-personal-data-consent.md): versions of the
// consent text registered once per exact text, also when several connections register at once; one
// ledger row per lead, given (version, time, address, marketing) or not recorded, through the model
// and through the JSON API; migration 012 marks the leads already there as not recorded.
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Kysely } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../../db/connection.server";
import { migrationProvider } from "../../../db/migrations";
import type { Database } from "../../../db/schema";
import { COMPANY_LEGAL_NAME } from "~/platform/content/company";
import {
  ARCO_CONSENT_STATEMENT,
  COMPLAINT_CONSENT_STATEMENT,
  CONSENT_TEXT,
} from "~/platform/content/privacy-consent";
import { resetEnvCache } from "~/platform/lib/env.server";
import {
  consentTextCode,
  consentTextCodes,
  consentVersionByCode,
  currentConsentVersion,
  leadConsentOf,
  listConsentVersions,
  registerConsentText,
  registerCurrentConsentTexts,
} from "~/platform/data/consent-ledger.server";
import { getDb } from "~/platform/data/db.server";
import { receiveLead } from "~/domains/leads/server/leads.server";
import { ApiErrorSchema, LeadCreatedSchema } from "~/server/api/api-schema";
import { ContactFormSchema, QuoteFormSchema } from "~/domains/leads/lead-schema";
import { contactRequest, quoteRequest, serviceRequest } from "../../factories";
import { postJson, request } from "../../support/http";

const engine = inject("engine");
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** Extra connections to the test database, as other processes would hold. */
const extraHandles: DatabaseHandle[] = [];
function anotherConnection(): Kysely<Database> {
  const handle =
    engine === "postgres"
      ? openDatabase({ engine: "postgres", url: process.env.DATABASE_URL!, poolSize: 2 })
      : openDatabase({ engine: "sqlite", file: join(process.env.DATA_DIR!, "kordex.sqlite") });
  extraHandles.push(handle);
  return handle.db;
}
afterAll(async () => {
  await Promise.all(extraHandles.map((handle) => handle.close()));
});

async function ledgerRow(leadId: number) {
  return getDb().selectFrom("lead_consent").selectAll().where("lead_id", "=", leadId).executeTakeFirst();
}

describe("consent text versions", () => {
  it("register the text the forms show by the SHA-256 of its exact text, once", async () => {
    const version = await currentConsentVersion();
    expect(version).toMatchObject({ hash: sha256(CONSENT_TEXT), text: CONSENT_TEXT });
    expect(version.code).toBe(sha256(CONSENT_TEXT).slice(0, 12));
    expect(await currentConsentVersion()).toEqual(version);
    expect(await registerConsentText(getDb(), CONSENT_TEXT)).toEqual(version);
    const rows = await getDb()
      .selectFrom("consent_text")
      .selectAll()
      .where("hash", "=", version.hash)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("make a new version for a changed text, the old one kept", async () => {
    const before = await listConsentVersions();
    const changed = `${CONSENT_TEXT} (revisado ${randomBytes(4).toString("hex")})`;
    const version = await registerConsentText(getDb(), changed);
    expect(version.hash).toBe(sha256(changed));
    expect(version.id).not.toBe((await currentConsentVersion()).id);
    const after = await listConsentVersions();
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual(version);
    expect(after).toContainEqual(await currentConsentVersion());
  });

  it("are one version when many connections register the same new text at once", async () => {
    const text = `Texto de consentimiento de prueba ${randomBytes(6).toString("hex")}`;
    const connections = [getDb(), ...Array.from({ length: 4 }, anotherConnection)];
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        registerConsentText(connections[index % connections.length]!, text),
      ),
    );
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.every((result) => result.hash === sha256(text) && result.text === text)).toBe(true);
    const rows = await getDb()
      .selectFrom("consent_text")
      .selectAll()
      .where("hash", "=", sha256(text))
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe("a lead's ledger row", () => {
  it("records a form's consent: the version shown, the lead's time, the client address, the marketing choice", async () => {
    const input = ContactFormSchema.parse({
      ...contactRequest(),
      privacyConsent: true,
      marketingConsent: true,
    });
    const result = await receiveLead(input, { sourceIp: "203.0.113.7" });
    if (result.status !== "stored") throw new Error(result.status);
    const lead = await getDb()
      .selectFrom("lead")
      .select(["created_at"])
      .where("id", "=", result.lead.id)
      .executeTakeFirstOrThrow();
    const version = await currentConsentVersion();
    const row = await ledgerRow(result.lead.id);
    expect({ ...row, marketing: Boolean(row?.marketing) }).toMatchObject({
      state: "given",
      consent_text_id: version.id,
      ip: "203.0.113.7",
      marketing: true,
    });
    expect(new Date(row!.consented_at!).toISOString()).toBe(new Date(lead.created_at).toISOString());
    expect(await leadConsentOf(getDb(), result.lead.id)).toEqual({
      state: "given",
      version,
      at: new Date(lead.created_at).toISOString(),
      ip: "203.0.113.7",
      marketing: true,
    });
  });

  it("records a quotation's consent without marketing when that box was not ticked", async () => {
    const input = QuoteFormSchema.parse({ ...quoteRequest(), privacyConsent: true });
    const result = await receiveLead(input, { sourceIp: "2001:db8::1" });
    if (result.status !== "stored") throw new Error(result.status);
    expect(await leadConsentOf(getDb(), result.lead.id)).toMatchObject({
      state: "given",
      ip: "2001:db8::1",
      marketing: false,
    });
  });

  it("records the version the form showed (its code sent back), the current one for an unknown code", async () => {
    const older = await registerConsentText(getDb(), `Texto anterior ${randomBytes(4).toString("hex")}`);
    const input = () => ContactFormSchema.parse({ ...contactRequest(), privacyConsent: true });
    const fromOldPage = await receiveLead(input(), { consentVersion: older.code });
    const forged = await receiveLead(input(), { consentVersion: "0123456789ab" });
    const malformed = await receiveLead(input(), { consentVersion: "%" });
    if (fromOldPage.status !== "stored" || forged.status !== "stored" || malformed.status !== "stored")
      throw new Error("not stored");
    expect(await leadConsentOf(getDb(), fromOldPage.lead.id)).toMatchObject({
      state: "given",
      version: older,
    });
    const current = await currentConsentVersion();
    expect(await consentVersionByCode(current.code)).toEqual(current);
    expect(await consentVersionByCode("%")).toBeUndefined();
    for (const lead of [forged.lead, malformed.lead])
      expect(await leadConsentOf(getDb(), lead.id)).toMatchObject({ state: "given", version: current });
    expect(consentTextCode(CONSENT_TEXT)).toBe(current.code);
  });

  it("holds one versioned text per form: the lead forms', the complaint book's and the ARCO form's", async () => {
    const versions = await registerCurrentConsentTexts();
    expect(versions.map((version) => [version.purpose, version.text])).toEqual([
      ["lead", CONSENT_TEXT],
      ["complaint", COMPLAINT_CONSENT_STATEMENT],
      ["arco", ARCO_CONSENT_STATEMENT],
    ]);
    expect(new Set(versions.map((version) => version.hash)).size).toBe(3);
    expect(consentTextCodes(COMPANY_LEGAL_NAME)).toEqual({
      lead: versions[0]!.code,
      complaint: versions[1]!.code,
      arco: versions[2]!.code,
    });
    // A form's code names no version of another form: the lead forms cannot record the complaint text.
    expect(await consentVersionByCode(versions[1]!.code)).toBeUndefined();
    expect(await consentVersionByCode(versions[1]!.code, "complaint")).toEqual(versions[1]);
    // One text is one version: registering it for another form is an error, not a second row.
    await expect(registerConsentText(getDb(), ARCO_CONSENT_STATEMENT, "complaint")).rejects.toThrow(
      /belongs to the arco form/,
    );
  });

  it("refuses an impossible row on both engines: given without its version, not recorded with marketing", async () => {
    const input = ContactFormSchema.parse({ ...contactRequest(), privacyConsent: true });
    const result = await receiveLead(input);
    if (result.status !== "stored") throw new Error(result.status);
    const id = result.lead.id;
    await expect(
      getDb().updateTable("lead_consent").set({ consent_text_id: null }).where("lead_id", "=", id).execute(),
    ).rejects.toThrow(/check constraint|CHECK constraint/i);
    await expect(
      getDb()
        .updateTable("lead_consent")
        .set({ state: "not_recorded", consent_text_id: null, consented_at: null, marketing: 1 })
        .where("lead_id", "=", id)
        .execute(),
    ).rejects.toThrow(/check constraint|CHECK constraint/i);
  });
});

describe("the JSON API and consent", () => {
  beforeEach(() => {
    // The address comes from X-Forwarded-For behind one trusted proxy (in-process requests have no peer).
    process.env.TRUST_PROXY = "1";
    resetEnvCache();
  });
  afterEach(() => {
    delete process.env.TRUST_PROXY;
    resetEnvCache();
  });
  const fromClient = { "x-forwarded-for": "198.51.100.23" };

  it("stores a request without the consent fields (the SPEC's contract) as not recorded, without marketing", async () => {
    const response = await postJson("/api/pe/contacts", contactRequest(), fromClient);
    expect(response.status).toBe(201);
    const { id } = LeadCreatedSchema.parse(await response.json());
    expect(await ledgerRow(id)).toMatchObject({
      state: "not_recorded",
      consent_text_id: null,
      consented_at: null,
      ip: null,
    });
    expect(await leadConsentOf(getDb(), id)).toEqual({ state: "not_recorded", marketing: false });
  });

  it("records the fields when sent, with the client's address", async () => {
    const response = await postJson(
      "/api/pe/invoices",
      quoteRequest({ privacyConsent: true, marketingConsent: true }),
      fromClient,
    );
    expect(response.status).toBe(201);
    const { id } = LeadCreatedSchema.parse(await response.json());
    expect(await leadConsentOf(getDb(), id)).toMatchObject({
      state: "given",
      version: await currentConsentVersion(),
      ip: "198.51.100.23",
      marketing: true,
    });
    const service = await postJson("/api/pe/contacts", serviceRequest({ privacyConsent: true }), fromClient);
    expect(service.status).toBe(201);
    const stored = LeadCreatedSchema.parse(await service.json());
    expect(await leadConsentOf(getDb(), stored.id)).toMatchObject({ state: "given", marketing: false });
  });

  it("refuses privacyConsent false, and marketing without privacy consent, with the reason; nothing stored", async () => {
    const email = `sin-consentimiento-${randomBytes(4).toString("hex")}@cliente.example`;
    const refused = await postJson("/api/pe/contacts", contactRequest({ email, privacyConsent: false }));
    expect(refused.status).toBe(400);
    expect(ApiErrorSchema.parse(await refused.json())).toEqual({
      error: "Revise los datos enviados",
      fields: { privacyConsent: "Debe aceptar la política de privacidad" },
    });
    const marketingOnly = await postJson("/api/pe/invoices", quoteRequest({ email, marketingConsent: true }));
    expect(marketingOnly.status).toBe(400);
    expect(ApiErrorSchema.parse(await marketingOnly.json()).fields).toEqual({
      marketingConsent:
        "Para autorizar comunicaciones comerciales debe aceptar también la política de privacidad",
    });
    const stored = await getDb().selectFrom("lead").select("id").where("email", "=", email).execute();
    expect(stored).toEqual([]);
  });
});

describe("migration 012", () => {
  let handle: DatabaseHandle | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await handle?.close();
    await cleanup?.();
  });

  async function emptyDatabase(): Promise<Kysely<Database>> {
    if (engine === "sqlite") {
      const dir = mkdtempSync(join(tmpdir(), "kordex-migration-012-"));
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

  it("gives every lead already stored a 'not recorded' row without marketing, and goes down cleanly", async () => {
    const db = await emptyDatabase();
    await migrateTo(db, "011-app-secret");
    const lead = (reference: string) => ({
      kind: "CONTACT" as const,
      reference,
      payload_hash: "x",
      name: "Ana",
      email: "ana@example.com",
      company: "Ana S.A.C.",
      ruc: "20131312955",
      status: "new" as const,
      spam: 0 as const,
      created_at: new Date().toISOString(),
    });
    const ids = (
      await db
        .insertInto("lead")
        .values([lead("CON-2026-000001"), lead("CON-2026-000002")])
        .returning("id")
        .execute()
    ).map((row) => row.id);

    await migrateTo(db, "012-consent-ledger");
    const rows = await db.selectFrom("lead_consent").selectAll().orderBy("lead_id").execute();
    expect(rows.map((row) => ({ ...row, marketing: Boolean(row.marketing) }))).toEqual(
      ids.map((id) => ({
        lead_id: id,
        state: "not_recorded",
        consent_text_id: null,
        consented_at: null,
        ip: null,
        marketing: false,
      })),
    );
    expect(await db.selectFrom("consent_text").selectAll().execute()).toEqual([]);

    await migrateTo(db, "011-app-secret");
    await migrateTo(db, "012-consent-ledger");
    expect(await db.selectFrom("lead_consent").select("lead_id").execute()).toHaveLength(2);
  });
});

describe("the OpenAPI document", () => {
  interface JsonSchema {
    type?: string;
    properties?: Record<string, JsonSchema>;
    required?: string[];
    anyOf?: JsonSchema[];
    oneOf?: JsonSchema[];
  }
  /** The object schemas of a request body (one per member of a union). */
  const objectsOf = (schema: JsonSchema): JsonSchema[] =>
    schema.properties ? [schema] : [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(objectsOf);

  it("lists both consent fields, optional booleans, on both lead calls, and says what their absence means", async () => {
    const document = (await (await request("/api/openapi.json")).json()) as {
      paths: Record<
        string,
        { post: { description: string; requestBody: { content: Record<string, { schema: JsonSchema }> } } }
      >;
    };
    for (const path of ["/pe/contacts", "/pe/invoices"]) {
      const { description, requestBody } = document.paths[path]!.post;
      expect(description).toContain("consent not recorded");
      const objects = objectsOf(requestBody.content["application/json"]!.schema);
      expect(objects.length).toBe(path === "/pe/contacts" ? 2 : 1);
      for (const object of objects)
        for (const field of ["privacyConsent", "marketingConsent"]) {
          expect(object.properties?.[field]?.type, `${path} ${field}`).toBe("boolean");
          expect(object.required).not.toContain(field);
        }
    }
  });
});
