// The consent ledger (docs/decisions/035-personal-data-consent.md): the versions of the consent text,
// each the SHA-256 of its exact text, registered the first time a process uses it (an insert that
// loses a race reads the winner's), and the row each lead gets with it: the version accepted, when,
// from which address and the marketing choice, or "not recorded".
import { createHash } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import type { ConsentState, ConsentTextTable, Database } from "../../../db/schema";
import { CONSENT_PURPOSES, type ConsentPurpose, consentTextOf } from "~/platform/content/privacy-consent";
import type { ConsentRecord } from "~/platform/submission/consent-schema";
import { getCompanyContact } from "~/platform/settings/company-settings.server";
import { getDb } from "./db.server";
import { fromBool, nowIso, toBool, toIso } from "./sql-values.server";

/** One version of the consent text. */
export interface ConsentVersion {
  id: number;
  /** SHA-256 of the exact text, hex. */
  hash: string;
  /** How people name the version: the hash's first 12 hex digits. */
  code: string;
  text: string;
  /** The form that shows it. */
  purpose: ConsentPurpose;
  /** When a process first registered it (the version is in force from then on). */
  createdAt: string;
}

/** A lead's consent as the back office shows it. */
export type LeadConsent =
  | { state: "given"; version: ConsentVersion; at: string; ip: string | null; marketing: boolean }
  | { state: "not_recorded"; marketing: false };

type Writer = Kysely<Database> | Transaction<Database>;

/** The length of a version's code (its hash's prefix). */
export const CONSENT_CODE_LENGTH = 12;

/** The SHA-256 of the exact text (UTF-8), hex. */
export function consentTextHash(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

function versionOf(row: Selectable<ConsentTextTable>): ConsentVersion {
  return {
    id: row.id,
    hash: row.hash,
    code: row.hash.slice(0, CONSENT_CODE_LENGTH),
    text: row.text,
    purpose: row.purpose,
    createdAt: toIso(row.created_at),
  };
}

/**
 * The version of `text`, registered if it is new. Idempotent, and safe when several processes (or
 * requests) register the same text at once: the hash is unique, the losers' inserts do nothing and
 * they read the winner's row.
 */
export async function registerConsentText(
  db: Writer,
  text: string,
  purpose: ConsentPurpose = "lead",
): Promise<ConsentVersion> {
  const hash = consentTextHash(text);
  const read = () => db.selectFrom("consent_text").selectAll().where("hash", "=", hash).executeTakeFirst();
  let row = await read();
  if (!row) {
    await db
      .insertInto("consent_text")
      .values({ hash, text, purpose, created_at: nowIso() })
      .onConflict((conflict) => conflict.column("hash").doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error("the consent text could not be registered");
  if (row.text !== text) throw new Error(`consent version ${hash} holds another text`);
  if (row.purpose !== purpose) throw new Error(`consent version ${hash} belongs to the ${row.purpose} form`);
  return versionOf(row);
}

/** One registration per database handle and text (a test may open another database in the same process). */
const current = new WeakMap<Kysely<Database>, Map<string, Promise<ConsentVersion>>>();

/** The legal name the texts name now: the company settings' (decision 053; the first one if unreadable). */
async function legalNameInForce(): Promise<string> {
  return (await getCompanyContact()).legalName;
}

/**
 * The version of the consent text a form shows now (consentTextOf(purpose) with the settings' legal
 * name), registered on first use and then kept in memory: a changed text — a new build, or a new
 * "Razón social" saved at /admin/ajustes — is a new version from its first request.
 */
export async function currentConsentVersion(purpose: ConsentPurpose = "lead"): Promise<ConsentVersion> {
  const text = consentTextOf(purpose, await legalNameInForce());
  const db = getDb();
  let versions = current.get(db);
  if (!versions) current.set(db, (versions = new Map()));
  let version = versions.get(text);
  if (!version) {
    version = registerConsentText(db, text, purpose);
    // A failed registration (the database was briefly away) is tried again on the next call.
    version.catch(() => versions.delete(text));
    versions.set(text, version);
  }
  return version;
}

/** Registers the text of every form (at start): each is a version of the ledger before its first use. */
export async function registerCurrentConsentTexts(): Promise<ConsentVersion[]> {
  return Promise.all(CONSENT_PURPOSES.map((purpose) => currentConsentVersion(purpose)));
}

/** The code of a text's version (its hash's first 12 hex digits), known without the database. */
export function consentTextCode(text: string): string {
  return consentTextHash(text).slice(0, CONSENT_CODE_LENGTH);
}

/** The codes of the forms' texts by legal name: every page sends them, a hash per form per page adds up. */
const codesByLegalName = new Map<string, Readonly<Record<ConsentPurpose, string>>>();

/** The code of each form's text for this legal name, for the pages to send back with their form. */
export function consentTextCodes(legalName: string): Readonly<Record<ConsentPurpose, string>> {
  let codes = codesByLegalName.get(legalName);
  if (!codes) {
    codes = Object.freeze(
      Object.fromEntries(
        CONSENT_PURPOSES.map((purpose) => [purpose, consentTextCode(consentTextOf(purpose, legalName))]),
      ) as Record<ConsentPurpose, string>,
    );
    // A name is changed by hand at /admin/ajustes: a handful in a process's life, never many.
    if (codesByLegalName.size >= 16) codesByLegalName.clear();
    codesByLegalName.set(legalName, codes);
  }
  return codes;
}

/**
 * The version a form showed, by the code it sent back, when it is a version of this form; else the
 * form's current version (a page of an older build, a client that sent no code).
 */
export async function consentVersionShown(
  code: string | undefined,
  purpose: ConsentPurpose,
): Promise<ConsentVersion> {
  return (code ? await consentVersionByCode(code, purpose) : undefined) ?? currentConsentVersion(purpose);
}

/**
 * The version a form showed, by the code it sent back (a hidden field the page rendered with its text):
 * a page opened before a deployment that changed the text and sent after it is recorded with the text
 * it showed. Undefined for a code that names no version.
 */
export async function consentVersionByCode(
  code: string,
  purpose: ConsentPurpose = "lead",
): Promise<ConsentVersion | undefined> {
  if (!/^[0-9a-f]{12}$/.test(code)) return undefined;
  const rows = await getDb()
    .selectFrom("consent_text")
    .selectAll()
    // The code is hex digits only: nothing in it is a LIKE wildcard. The table holds a handful of rows.
    .where("hash", "like", `${code}%`)
    .limit(2)
    .execute();
  // Two versions sharing 48 bits of hash: the code cannot tell which one the page showed.
  return rows.length === 1 && rows[0]!.purpose === purpose ? versionOf(rows[0]!) : undefined;
}

/** Every version, oldest first. */
export async function listConsentVersions(): Promise<ConsentVersion[]> {
  const rows = await getDb()
    .selectFrom("consent_text")
    .selectAll()
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(versionOf);
}

/**
 * Writes a lead's ledger row in the lead's transaction: given (the version shown, the time, the
 * request's address, the marketing choice) or not recorded (no address, no marketing permission).
 */
export async function recordLeadConsent(
  trx: Writer,
  leadId: number,
  consent: ConsentRecord & { version: ConsentVersion; at: string; ip: string | undefined },
): Promise<void> {
  const given = consent.state === "given";
  await trx
    .insertInto("lead_consent")
    .values({
      lead_id: leadId,
      state: consent.state,
      consent_text_id: given ? consent.version.id : null,
      consented_at: given ? consent.at : null,
      ip: given ? (consent.ip ?? null) : null,
      marketing: fromBool(given && consent.marketing),
    })
    .execute();
}

/** The consent of one lead; "not recorded" for a lead without a ledger row. */
export async function leadConsentOf(db: Writer, leadId: number): Promise<LeadConsent> {
  const row = await db
    .selectFrom("lead_consent")
    .leftJoin("consent_text", "consent_text.id", "lead_consent.consent_text_id")
    .select([
      "lead_consent.state",
      "lead_consent.consented_at",
      "lead_consent.ip",
      "lead_consent.marketing",
      "consent_text.id as text_id",
      "consent_text.hash",
      "consent_text.text",
      "consent_text.purpose",
      "consent_text.created_at as text_created_at",
    ])
    .where("lead_consent.lead_id", "=", leadId)
    .executeTakeFirst();
  if (
    !row ||
    (row.state satisfies ConsentState) !== "given" ||
    row.text_id === null ||
    row.hash === null ||
    row.text === null ||
    row.purpose === null ||
    row.text_created_at === null ||
    row.consented_at === null
  )
    return { state: "not_recorded", marketing: false };
  return {
    state: "given",
    version: versionOf({
      id: row.text_id,
      hash: row.hash,
      text: row.text,
      purpose: row.purpose,
      created_at: row.text_created_at,
    }),
    at: toIso(row.consented_at),
    ip: row.ip,
    marketing: toBool(row.marketing),
  };
}

/**
 * The version of the consent text the forms show, as the privacy policy names it: its code always
 * (the hash of the text in this build), and since when it is in force when the database answers.
 */
export async function currentConsentSummary(
  purpose: ConsentPurpose = "lead",
): Promise<{ code: string; since: string | undefined }> {
  const code = consentTextCode(consentTextOf(purpose, await legalNameInForce()));
  const since = await currentConsentVersion(purpose).then(
    (version) => version.createdAt,
    () => undefined,
  );
  return { code, since };
}

/** Every form's current version, as the privacy policy lists them. */
export async function currentConsentSummaries(): Promise<
  Record<ConsentPurpose, { code: string; since: string | undefined }>
> {
  const entries = await Promise.all(
    CONSENT_PURPOSES.map(async (purpose) => [purpose, await currentConsentSummary(purpose)] as const),
  );
  return Object.fromEntries(entries) as Record<ConsentPurpose, { code: string; since: string | undefined }>;
}
