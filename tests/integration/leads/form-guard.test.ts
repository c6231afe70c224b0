// The forms' spam traps and rate limit through the production server (build/main.js): the client
// address the server hands the page actions, the honeypot and fill-time traps, and the 429 a form
// shows. Run `npm run build` first.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { VALID_RUCS } from "../../factories";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const SPANISH_429 =
  "Ha enviado demasiadas solicitudes en poco tiempo. Espere unos minutos e inténtelo de nuevo.";
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({
    OUTBOX_WORKER: "false",
    SEED_DEMO: "false",
    RATE_LIMIT_PER_MINUTE: "4",
    RATE_LIMIT_PER_DAY: "0",
    SPAM_MIN_FILL_MS: "3000",
    TRUST_PROXY: "0",
  });
});

afterAll(async () => {
  server.child.kill("SIGTERM");
  await server.exited;
});

function contactForm(email: string, extra: Record<string, string> = {}) {
  return new URLSearchParams({
    contactType: "CONTACT",
    name: "Lucía <b>Torres</b>",
    email,
    phone: "",
    company: "Envases & Cía S.A.C.",
    rucPeru: VALID_RUCS[0],
    message: "Cotizar <script>alert(1)</script> 500 rollos",
    privacyConsent: "on",
    ...extra,
  });
}

function post(path: string, body: URLSearchParams, headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: server.url,
      ...headers,
    },
    body,
  });
}

async function leadByEmail(email: string) {
  return getDb().selectFrom("lead").selectAll().where("email", "=", email).executeTakeFirst();
}

/** The lead's e-mails: who each goes to, and whether it is marked as possible spam. */
async function mailsOf(leadId: number) {
  const rows = await getDb()
    .selectFrom("outbox")
    .select(["purpose", "subject"])
    .where("lead_id", "=", leadId)
    .orderBy("purpose", "desc")
    .execute();
  return rows.map(
    (row) => `${row.purpose}${row.subject.startsWith("[Posible spam] ") ? " (posible spam)" : ""}`,
  );
}

describe("the lead forms against bots and floods", () => {
  it("takes a person's request, records the server's view of the client address and flags bots without telling them", async () => {
    // A person: fills in 8 s, and forges headers only the server may set.
    const person = await post(
      "/contacto.data",
      contactForm("persona@cliente.example", { formFillMs: "8000" }),
      {
        "x-kordex-client-ip": "6.6.6.6",
        "x-kordex-rate-limited": "60",
        "x-kordex-body-too-large": "1",
        "x-forwarded-for": "7.7.7.7",
      },
    );
    const personBody = await person.text();
    expect(person.status).toBeLessThan(400);
    const stored = await leadByEmail("persona@cliente.example");
    expect(stored).toMatchObject({
      spam: expect.toSatisfy((value: unknown) => !value),
      spam_reason: null,
      source_ip: "127.0.0.1",
      name: "Lucía <b>Torres</b>",
      message: "Cotizar <script>alert(1)</script> 500 rollos",
    });
    expect(await mailsOf(stored!.id)).toEqual(["sales", "ack"]);

    // A bot that fills the honeypot, and one that sends within a second: the same answer, flagged;
    // sales gets the lead marked as possible spam, the typed address gets no acknowledgement.
    const honeypot = await post(
      "/contacto.data",
      contactForm("bot1@spam.example", { website: "http://spam.example" }),
    );
    const tooFast = await post(
      "/servicio-tecnico.data",
      contactForm("bot2@spam.example", {
        contactType: "SERVICE",
        equipment: "Zunchadora a batería",
        formFillMs: "900",
      }),
    );
    for (const [response, email, reason] of [
      [honeypot, "bot1@spam.example", "honeypot"],
      [tooFast, "bot2@spam.example", "too-fast"],
    ] as const) {
      expect(response.status).toBe(person.status);
      expect(await response.text()).toBe(personBody);
      const lead = await leadByEmail(email);
      expect(lead).toBeDefined();
      expect(Boolean(lead!.spam)).toBe(true);
      expect(lead!.spam_reason).toBe(reason);
      expect(await mailsOf(lead!.id)).toEqual(["sales (posible spam)"]);
    }
  });

  it("answers the quotation bot exactly like a buyer (to the confirmation), flagged", async () => {
    const quote = (email: string, extra: Record<string, string>) =>
      new URLSearchParams({
        name: "Jorge Ramírez",
        email,
        company: "Agroexport del Sur S.A.C.",
        rucPeru: VALID_RUCS[1],
        privacyConsent: "on",
        "invoiceDetails[0].productId": "1",
        "invoiceDetails[0].quantity": "3",
        "invoiceDetails[0].name": "Zuncho PET 16 mm",
        ...extra,
      });
    const bot = await post("/cotizacion.data", quote("bot3@spam.example", { formFillMs: "200" }));
    // The one success answer of every lead form: React Router's redirect to /confirmacion (202 on `.data`).
    expect(bot.status).toBe(202);
    expect(await bot.text()).toMatch(/"redirect","\/confirmacion"/);
    const lead = await leadByEmail("bot3@spam.example");
    expect(lead?.reference).toMatch(/^COT-\d{4}-\d{6}$/);
    expect(lead?.spam_reason).toBe("too-fast");
    expect(await mailsOf(lead!.id)).toEqual(["sales (posible spam)"]);
  });

  it("past the limit, answers 429 with Retry-After and the message in the form, keeping what was typed", async () => {
    // Four submissions so far from 127.0.0.1 (the limit); the fifth is refused, with or without JavaScript.
    const withScript = await post(
      "/contacto.data",
      contactForm("tarde@cliente.example", { formFillMs: "9000" }),
    );
    expect(withScript.status).toBe(429);
    expect(Number(withScript.headers.get("retry-after"))).toBeGreaterThan(0);
    const payload = await withScript.text();
    expect(payload).toContain(SPANISH_429);

    const withoutScript = await post("/contacto", contactForm("tarde@cliente.example"));
    expect(withoutScript.status).toBe(429);
    expect(Number(withoutScript.headers.get("retry-after"))).toBeGreaterThan(0);
    const html = await withoutScript.text();
    expect(html).toContain(SPANISH_429);
    expect(html).toContain('value="tarde@cliente.example"');
    expect(html).toContain("Cotizar &lt;script&gt;alert(1)&lt;/script&gt; 500 rollos");
    expect(await leadByEmail("tarde@cliente.example")).toBeUndefined();
  });
});
