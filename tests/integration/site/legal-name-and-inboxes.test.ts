// The company settings staff may change without a developer (issue 15, decision 053), on each engine:
// a new "Razón social" is a new version of every form's consent text from the next request (a page
// opened before still records the text it showed), and the company pages and the privacy policy name
// it (production build); the complaints and privacy inboxes are settings too, and the next e-mails go to them.
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { COMPANY_LEGAL_NAME } from "~/platform/content/company";
import { CONSENT_TEXT, consentTextOf } from "~/platform/content/privacy-consent";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { getCompanySettings, saveCompanySettings } from "~/platform/settings/company-settings.server";
import { fileComplaint } from "~/domains/complaints/server/complaint-filing.server";
import {
  consentTextCode,
  consentVersionByCode,
  currentConsentVersion,
  registerCurrentConsentTexts,
} from "~/platform/data/consent-ledger.server";
import { receiveDataRequest } from "~/domains/data-rights/server/data-request-filing.server";
import { getDb } from "~/platform/data/db.server";
import { receiveLead } from "~/domains/leads/server/leads.server";
import { ComplaintFormSchema } from "~/domains/complaints/complaint-schema";
import { CompanySettingsSchema } from "~/platform/settings/company-settings-schema";
import { DataRequestFormSchema } from "~/domains/data-rights/data-request-schema";
import { ContactFormSchema } from "~/domains/leads/lead-schema";
import { parseFormSubmission } from "~/platform/submission/form-submission.server";
import { complaintForm, contactRequest, createStaffUser } from "../../factories";
import { startBuiltApp } from "../../support/built-app";

const NEW_NAME = `Kordex Embalajes del Perú S.A. ${randomBytes(2).toString("hex").toUpperCase()}`;
const COMPLAINTS_INBOX = "reclamos@kordex.pe";
const PRIVACY_INBOX = "datos.personales@kordex.pe";

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

let admin: StaffViewer;
let before: { code: string; name: string };

beforeAll(async () => {
  admin = await createStaffUser(getDb(), { role: "admin", name: "Ana Torres" });
  // The page a visitor opened before the change showed the first name's text.
  const first = await currentConsentVersion("lead");
  before = { code: first.code, name: COMPANY_LEGAL_NAME };
  expect(first.text).toBe(CONSENT_TEXT);
  const current = await getCompanySettings();
  const next = CompanySettingsSchema.parse({
    ...current,
    legalName: NEW_NAME,
    complaintsEmail: COMPLAINTS_INBOX,
    privacyEmail: PRIVACY_INBOX,
  });
  const changes = await saveCompanySettings(admin, next);
  expect(changes.map(({ field }) => field).sort()).toEqual(["complaintsEmail", "legalName", "privacyEmail"]);
});

describe("a new legal name", () => {
  it("is a new version of each form's consent text; a page opened before still records its own", async () => {
    const versions = await registerCurrentConsentTexts();
    for (const version of versions) {
      expect(version.text).toContain(NEW_NAME);
      expect(version.text).not.toContain(COMPANY_LEGAL_NAME);
      expect(version.text).toBe(consentTextOf(version.purpose, NEW_NAME));
      expect(version.code).toBe(consentTextCode(version.text));
    }
    const [lead] = versions;
    expect(lead!.code).not.toBe(before.code);

    const input = ContactFormSchema.parse({ ...contactRequest(), privacyConsent: true });
    const now = await receiveLead(input);
    const old = await receiveLead(
      ContactFormSchema.parse({ ...contactRequest({ name: "Luis Paredes" }), privacyConsent: true }),
      { consentVersion: before.code },
    );
    if (now.status !== "stored" || old.status !== "stored") throw new Error("not stored");
    const ledger = await getDb()
      .selectFrom("lead_consent")
      .innerJoin("consent_text", "consent_text.id", "lead_consent.consent_text_id")
      .select(["lead_consent.lead_id", "consent_text.text"])
      .where("lead_consent.lead_id", "in", [now.lead.id, old.lead.id])
      .execute();
    const byLead = new Map(ledger.map((row) => [row.lead_id, row.text]));
    expect(byLead.get(now.lead.id)).toContain(NEW_NAME);
    expect(byLead.get(old.lead.id)).toBe(CONSENT_TEXT);
    expect(await consentVersionByCode(before.code)).toMatchObject({ text: CONSENT_TEXT });
  });

  it("is what the forms, the company pages and the privacy policy say (production build)", async () => {
    const app = await startBuiltApp(undefined);
    onTestFinished(() => app.stop());
    const request = app.request;
    const contact = await request("/contacto");
    const contactHtml = await contact.text();
    expect(text(contactHtml)).toContain(`autorizo a ${NEW_NAME} a tratar mis datos personales`);
    expect(contactHtml).toContain(`value="${(await currentConsentVersion("lead")).code}"`);
    for (const path of ["/nosotros", "/politica-calidad", "/codigo-etica", "/politica-de-privacidad"]) {
      const page = text(await (await request(path)).text());
      expect(page, path).toContain(NEW_NAME);
      expect(page, path).not.toContain(COMPANY_LEGAL_NAME);
    }
    const complaintPage = text(await (await request("/libro-de-reclamaciones")).text());
    expect(complaintPage).toContain(`autorizo a ${NEW_NAME} a tratar mis datos personales para registrar`);
  });
});

describe("the complaints and privacy inboxes", () => {
  it("receive the next complaint sheet and the next rights request", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(complaintForm())) form.set(name, value);
    const submission = parseFormSubmission(form, ComplaintFormSchema);
    if (submission.status !== "success") throw new Error("invalid test sheet");
    const filed = await fileComplaint(submission.value, {});
    if (filed.status !== "filed") throw new Error(filed.status);
    const sheetMail = await getDb()
      .selectFrom("outbox")
      .select(["purpose", "to_address", "reply_to"])
      .where("complaint_sheet_id", "=", filed.sheet.id)
      .orderBy("id")
      .execute();
    expect(sheetMail).toEqual([
      expect.objectContaining({ purpose: "complaint-inbox", to_address: COMPLAINTS_INBOX }),
      expect.objectContaining({ purpose: "complaint-copy", reply_to: COMPLAINTS_INBOX }),
    ]);

    const arco = await receiveDataRequest(
      DataRequestFormSchema.parse({
        fullName: "Rosa Mamani Condori",
        documentType: "dni",
        documentNumber: "45678912",
        email: "rosa.mamani@correo.example",
        requestType: "access",
        detail: "Quiero saber qué datos míos tienen.",
        privacyConsent: true,
      }),
    );
    if (arco.status !== "stored") throw new Error(arco.status);
    const arcoMail = await getDb()
      .selectFrom("outbox")
      .select(["purpose", "to_address", "reply_to"])
      .where("data_request_id", "=", arco.request.id)
      .orderBy("id")
      .execute();
    expect(arcoMail).toEqual([
      expect.objectContaining({ purpose: "arco-notice", to_address: PRIVACY_INBOX }),
      expect.objectContaining({ purpose: "arco-ack", reply_to: PRIVACY_INBOX }),
    ]);
  });
});
