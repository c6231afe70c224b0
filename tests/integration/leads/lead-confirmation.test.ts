// What /confirmacion shows a buyer (docs/decisions/034-confirmation-cookie.md): the model that reads
// only the leads a signed cookie names, the secret that signs it (kept in the database when the
// environment gives none), and the form action's redirect that hands the cookie over.
import { type ActionFunctionArgs, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { confirmationPageData } from "~/domains/leads/public/confirmation.server";
import { getCompanyContact } from "~/platform/settings/company-settings.server";
import { leadFormAction } from "~/domains/leads/public/lead-form-action.server";
import { signLeadIds } from "~/domains/leads/public/lead-confirmation-cookie.server";
import { resetEnvCache } from "~/platform/lib/env.server";
import { sessionSecret } from "~/platform/data/app-secret.server";
import { closeDatabase, getDb } from "~/platform/data/db.server";
import { confirmationOf } from "~/domains/leads/server/lead-confirmation.server";
import { type LeadInput, receiveLead } from "~/domains/leads/server/leads.server";
import { contactRequest, quoteRequest, serviceRequest } from "../../factories";

afterEach(() => {
  delete process.env.SESSION_SECRET;
  delete process.env.LEAD_RESPONSE_PROMISE;
  resetEnvCache();
});

async function stored(input: Record<string, unknown>, spam = false) {
  const result = await receiveLead(input as LeadInput, spam ? { spam: { reason: "honeypot" } } : {});
  if (result.status !== "stored") throw new Error(`not stored: ${result.status}`);
  return result.lead;
}

async function product(id: number) {
  return getDb()
    .selectFrom("product")
    .select(["code", "name", "unit"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
}

describe("confirmationOf", () => {
  it("gives a quotation's reference, products with code, quantity and unit, and where the copy goes", async () => {
    const lead = await stored(quoteRequest({ email: "compras@agro.example", message: "Entrega en Callao." }));
    const [first, second] = [await product(1), await product(2)];
    expect(await confirmationOf([lead.id])).toEqual([
      {
        reference: lead.reference,
        kind: "QUOTE",
        lines: [
          { code: first.code, name: first.name, quantity: 3, unit: first.unit },
          { code: second.code, name: second.name, quantity: 10, unit: second.unit },
        ],
        messageExcerpt: "Entrega en Callao.",
        equipment: null,
        acknowledgementTo: "compras@agro.example",
      },
    ]);
    expect(lead.reference).toMatch(/^COT-\d{4}-\d{6}$/);
  });

  it("gives a contact request's first words and a service request's machine type", async () => {
    const long = `Necesitamos zuncho PET de 16 mm para 400 paletas al mes. ${"Detalle adicional del pedido. ".repeat(10)}`;
    const contact = await stored(contactRequest({ message: long }));
    const service = await stored(serviceRequest());
    const [contactView, serviceView] = await confirmationOf([contact.id, service.id]);
    expect(contactView).toMatchObject({
      reference: contact.reference,
      kind: "CONTACT",
      lines: [],
      equipment: null,
    });
    expect(contactView!.messageExcerpt).toMatch(
      /^Necesitamos zuncho PET de 16 mm para 400 paletas al mes\. .+…$/,
    );
    expect(contactView!.messageExcerpt!.length).toBeLessThanOrEqual(161);
    expect(serviceView).toEqual({
      reference: service.reference,
      kind: "SERVICE",
      lines: [],
      messageExcerpt: "La zunchadora no suelda el zuncho desde ayer.",
      equipment: "Zunchadora a batería",
      acknowledgementTo: "maria.quispe@minera-andina.example",
    });
  });

  it("promises no e-mail for a request flagged as spam (it gets no acknowledgement)", async () => {
    const lead = await stored(contactRequest({ email: "rapido@bot.example" }), true);
    const [view] = await confirmationOf([lead.id]);
    expect(view).toMatchObject({ reference: lead.reference, acknowledgementTo: null });
  });

  it("keeps the order asked, and skips ids that name no lead", async () => {
    const a = await stored(contactRequest());
    const b = await stored(serviceRequest());
    const views = await confirmationOf([b.id, 999_999_999, a.id]);
    expect(views.map((view) => view.reference)).toEqual([b.reference, a.reference]);
    expect(await confirmationOf([])).toEqual([]);
  });
});

describe("sessionSecret", () => {
  it("is made once, kept in the database and found again after the database is reopened (a restart)", async () => {
    const first = await sessionSecret();
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const rows = await getDb().selectFrom("app_secret").select(["name", "value"]).execute();
    expect(rows).toEqual([{ name: "session", value: first }]);
    await closeDatabase();
    expect(await sessionSecret()).toBe(first);
    expect(await getDb().selectFrom("app_secret").select("value").execute()).toHaveLength(1);
  });

  it("is SESSION_SECRET when the environment sets it", async () => {
    process.env.SESSION_SECRET = "s".repeat(40);
    resetEnvCache();
    expect(await sessionSecret()).toBe("s".repeat(40));
  });
});

/** A plain form post of the contact form, as React Router hands it to the action. */
function postContact(fields: Record<string, string>, origin = "http://localhost") {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const request = new Request(`${origin}/contacto`, { method: "POST", body });
  return leadFormAction({
    request,
    url: new URL(request.url),
    params: {},
    context: new RouterContextProvider(),
  } as unknown as ActionFunctionArgs) as Promise<Response>;
}

function confirmationPage(cookie: string | undefined, origin = "http://localhost") {
  const request = new Request(`${origin}/confirmacion`, { headers: cookie ? { cookie } : {} });
  return confirmationPageData(request, new URL(request.url));
}

const CONTACT_FIELDS = {
  contactType: "CONTACT",
  name: "Lucía Torres",
  email: "lucia.torres@agro.example",
  company: "Agroexport del Sur S.A.C.",
  rucPeru: "20131312955",
  message: "Quisiera una visita técnica a nuestra planta de Ica.",
  privacyConsent: "on",
};

describe("the form action's redirect and the confirmation page's loader", () => {
  it("hand the buyer a signed cookie that shows them the request they just sent", async () => {
    process.env.LEAD_RESPONSE_PROMISE = "en menos de 8 horas hábiles";
    resetEnvCache();
    const answer = await postContact(CONTACT_FIELDS);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toBe("/confirmacion");
    const setCookie = answer.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^kordex-solicitud=[^;]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/);
    const page = await confirmationPage(setCookie.split(";")[0]);
    const lead = await getDb()
      .selectFrom("lead")
      .select("reference")
      .where("email", "=", CONTACT_FIELDS.email)
      .executeTakeFirstOrThrow();
    expect(page).toEqual({
      responsePromise: "en menos de 8 horas hábiles",
      // The phone and WhatsApp of "¿Qué sigue?" come from the company settings (decision 044).
      company: await getCompanyContact(),
      leads: [
        {
          reference: lead.reference,
          kind: "CONTACT",
          lines: [],
          messageExcerpt: CONTACT_FIELDS.message,
          equipment: null,
          acknowledgementTo: CONTACT_FIELDS.email,
        },
      ],
    });
  });

  it("over HTTPS, name the cookie __Host- and mark it Secure; the plain name is not read there", async () => {
    const answer = await postContact(
      { ...CONTACT_FIELDS, email: "https@agro.example" },
      "https://kordex.example",
    );
    const setCookie = answer.headers.get("set-cookie")!;
    expect(setCookie).toMatch(
      /^__Host-kordex-solicitud=[^;]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax; Secure$/,
    );
    const pair = setCookie.split(";")[0]!;
    expect((await confirmationPage(pair, "https://kordex.example")).leads).toHaveLength(1);
    const plain = pair.replace("__Host-", "");
    expect((await confirmationPage(plain, "https://kordex.example")).leads).toEqual([]);
  });

  it("show nothing personal without a cookie, or with a forged, foreign or expired one", async () => {
    const lead = await stored(contactRequest({ email: "victima@agro.example" }));
    const secret = await sessionSecret();
    const inAnHour = Date.now() / 1000 + 3600;
    const valid = signLeadIds([lead.id], inAnHour, secret);
    expect((await confirmationPage(`kordex-solicitud=${valid}`)).leads).toHaveLength(1);

    const [, expires, signature] = valid.split(".");
    const cookies = {
      none: undefined,
      "another id under a valid signature": `kordex-solicitud=${lead.id + 1}.${expires}.${signature}`,
      "a made-up signature": `kordex-solicitud=${lead.id}.${expires}.${"A".repeat(43)}`,
      "another secret": `kordex-solicitud=${signLeadIds([lead.id], inAnHour, "x".repeat(48))}`,
      expired: `kordex-solicitud=${signLeadIds([lead.id], Date.now() / 1000 - 1, secret)}`,
      "a bare id": `kordex-solicitud=${lead.id}`,
    };
    for (const [what, cookie] of Object.entries(cookies)) {
      const page = await confirmationPage(cookie);
      expect(page.leads, what).toEqual([]);
      expect(JSON.stringify(page), what).not.toContain("victima@agro.example");
    }
  });
});
