import { desktopOnly, expect, test } from "./support/test";
import { openE2eDatabase } from "./support/database";
import {
  expectConfirmation,
  fillLeadForm,
  formIsLive,
  leadForm,
  uniqueEmail,
  VALID_LEAD,
} from "./support/lead-form";

desktopOnly();

// On the spare server, which keeps the default time trap (SPAM_MIN_FILL_MS=3000, playwright.config.ts).
const SPARE = process.env.E2E_SPARE_URL;

function storedLead(email: string) {
  const db = openE2eDatabase(process.env.E2E_SPARE_DATA_DIR);
  try {
    const lead = db.prepare("select id, spam, spam_reason from lead where email = ?").get(email) as
      { id: number; spam: number; spam_reason: string | null } | undefined;
    // Each e-mail as its purpose, marked when its subject flags it as possible spam.
    const mails = lead
      ? (
          db
            .prepare("select purpose, subject from outbox where lead_id = ? order by purpose desc")
            .all(lead.id) as { purpose: string; subject: string }[]
        ).map(
          (mail) => `${mail.purpose}${mail.subject.startsWith("[Posible spam] ") ? " (posible spam)" : ""}`,
        )
      : [];
    return lead && { spam: lead.spam, reason: lead.spam_reason, mails };
  } finally {
    db.close();
  }
}

test.describe("spam traps on the contact form", () => {
  test("a person who fills the form at a human pace is not flagged, and the trap is out of their way", async ({
    page,
  }) => {
    const email = uniqueEmail("persona");
    await page.goto(`${SPARE}/contacto`);
    const form = leadForm(page, "contact-form");
    await formIsLive(form);
    // Neither seen by assistive technology nor reachable with the keyboard.
    await expect(form.getByRole("textbox", { name: "Sitio web" })).toHaveCount(0);
    await expect(form.locator('input[name="website"]')).toHaveAttribute("tabindex", "-1");
    await fillLeadForm(form, { email, message: "" });
    await form.getByLabel("Mensaje").pressSequentially(VALID_LEAD.message, { delay: 60 });
    const sent = page.waitForRequest((request) => request.method() === "POST");
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    // The page's script measured the fill time and sent it with the form.
    const fillMs = Number(new URLSearchParams((await sent).postData() ?? "").get("formFillMs"));
    expect(fillMs).toBeGreaterThanOrEqual(3000);
    await expectConfirmation(page, { email, dataDir: process.env.E2E_SPARE_DATA_DIR });
    await expect.poll(() => storedLead(email)).toEqual({ spam: 0, reason: null, mails: ["sales", "ack"] });
  });

  test("a person who fills the form while the page is still starting is timed from when the form showed, not from its scripts", async ({
    page,
  }) => {
    // A slow connection: the form's own script arrives 3.5 s after the page showed the form. The
    // person fills it meanwhile (the server rendered it whole) and sends it right after it came alive.
    await page.route(/\/assets\/lead-form-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3500));
      await route.continue();
    });
    const email = uniqueEmail("deprisa");
    await page.goto(`${SPARE}/contacto`);
    const form = leadForm(page, "contact-form");
    await fillLeadForm(form, { email });
    await formIsLive(form);
    const sent = page.waitForRequest((request) => request.method() === "POST");
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    const fillMs = Number(new URLSearchParams((await sent).postData() ?? "").get("formFillMs"));
    expect(fillMs, "counted from the first paint, before the form's script arrived").toBeGreaterThanOrEqual(
      3500,
    );
    await expectConfirmation(page, { email, dataDir: process.env.E2E_SPARE_DATA_DIR });
    await expect.poll(() => storedLead(email)).toEqual({ spam: 0, reason: null, mails: ["sales", "ack"] });
  });

  test("a bot that fills the hidden field gets the same confirmation, is stored flagged and reaches sales marked, without acknowledgement", async ({
    page,
  }) => {
    const email = uniqueEmail("bot");
    await page.goto(`${SPARE}/contacto`);
    const form = leadForm(page, "contact-form");
    await formIsLive(form);
    await form.locator('input[name="website"]').fill("https://ofertas.example", { force: true });
    await fillLeadForm(form, { email });
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    // The same page, with its reference, but no e-mail promised: a flagged request gets no acknowledgement.
    await expectConfirmation(page, { email, dataDir: process.env.E2E_SPARE_DATA_DIR, acknowledged: false });
    await expect
      .poll(() => storedLead(email))
      .toEqual({
        spam: 1,
        reason: "honeypot",
        mails: ["sales (posible spam)"],
      });
  });
});
