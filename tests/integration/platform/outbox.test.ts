import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailTransport } from "../../../app/platform/mail/transport.server";
import { type OutboxWorker, startOutboxWorker } from "../../../app/platform/mail/worker.server";
import { MAIL_ATTACHMENTS } from "../../../app/server/mail-attachments.server";
import { getEnv } from "~/platform/lib/env.server";
import { getDb } from "~/platform/data/db.server";
import { outboxCounts } from "~/platform/mail/outbox.server";
import { LeadCreatedSchema } from "~/server/api/api-schema";
import { contactRequest, quoteRequest, serviceRequest } from "../../factories";
import { outboxOf, waitForOutboxDrained } from "../../support/lead-audit";
import { startServerProcess } from "../../support/server-process";
import { startTestSmtp, type TestSmtp } from "../../support/smtp";
import { postJson } from "../../support/http";

let worker: OutboxWorker | undefined;
let smtp: TestSmtp | undefined;

afterEach(async () => {
  await worker?.stop();
  await smtp?.stop();
  worker = undefined;
  smtp = undefined;
});

/** A quotation line in an e-mail's text part: code, name and quantity with its unit on one row. */
function lineRow(code: string, name: string, quantity: string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`${escape(code)} +${escape(name)} +${escape(quantity)}`);
}

async function submit(path: string, body: unknown) {
  const response = await postJson(path, body);
  expect(response.status).toBe(201);
  return LeadCreatedSchema.parse(await response.json());
}

function startWorker(
  smtpUrl: string | undefined,
  mailDir = join(process.env.DATA_DIR!, "mail"),
  batchSize?: number,
) {
  worker = startOutboxWorker({
    attachments: MAIL_ATTACHMENTS,
    batchSize,
    transport: createMailTransport({ smtpUrl, mailDir }),
    from: '"Kordex Perú" <no-reply@kordex.test>',
    pollMs: 60_000,
    retryBaseMs: 20,
    retryMaxMs: 40,
  });
  return worker;
}

async function drain(target: OutboxWorker) {
  await target.runOnce();
  await target.runOnce();
}

describe("e-mail outbox", () => {
  it("sends the sales e-mail with every field and line, and the buyer's acknowledgement, once each", async () => {
    smtp = await startTestSmtp();
    const outboxBefore = await outboxCounts();
    const receipt = await submit(
      "/api/pe/invoices",
      quoteRequest({ message: "Entrega en Arequipa <urgente>" }),
    );
    await drain(startWorker(smtp.url));

    const mails = smtp.received.filter((mail) => mail.subject.includes(receipt.reference));
    expect(mails).toHaveLength(2);
    const sales = mails.find((mail) => mail.to === "ventas@kordex.com.pe")!;
    expect(sales.replyTo).toBe("jramirez@agroexport.example");
    // The lines carry the catalogue's names, codes and units, not the "Producto uno" and "Producto dos" sent.
    const [first, second] = await getDb()
      .selectFrom("product")
      .select(["id", "slug", "name", "code"])
      .where("id", "in", [1, 2])
      .orderBy("id")
      .execute();
    const site = getEnv().SITE_URL;
    for (const text of [
      /Nombre +Jorge Ramírez/,
      /Correo +jramirez@agroexport\.example/,
      /Empresa +Agroexport del Sur S\.A\.C\./,
      /RUC +10467793549/,
      /Mensaje +Entrega en Arequipa <urgente>/,
      lineRow("ZPP-09B", first!.name, "3 bobinas"),
      lineRow("ZPP-12N", second!.name, "10 bobinas"),
    ]) {
      expect(sales.text).toMatch(text);
    }
    expect(first!.code).toBe("ZPP-09B");
    expect(second!.code).toBe("ZPP-12N");
    expect(sales.text).not.toContain("Producto uno");
    // Codes, not database ids; each product linked to its page by an absolute address.
    expect(sales.text).not.toMatch(/\(id \d+\)/);
    for (const product of [first!, second!]) {
      const url = `${site}/productos/${product.slug}?producto=${product.id}`;
      expect(url).toMatch(/^https?:\/\//);
      expect(sales.html).toContain(`href="${url}"`);
      expect(sales.text).toContain(url);
    }
    expect(sales.html).toContain(">ZPP-12N</td>");
    expect(sales.html).toContain(">10 bobinas</td>");
    expect(sales.html).toContain(`src="${site}/art/email-logo.png"`);
    // When it arrived, in Lima time (UTC−5, no daylight saving), e.g. "23/11/2026, 04:28".
    const lima = new Date(Date.now() - 5 * 3_600_000);
    const day = `${String(lima.getUTCDate()).padStart(2, "0")}/${String(lima.getUTCMonth() + 1).padStart(2, "0")}/${lima.getUTCFullYear()}`;
    expect(sales.text).toMatch(new RegExp(`Recibida el ${day}, \\d{2}:\\d{2} \\(hora de Lima\\)`));
    expect(sales.html).toContain("Entrega en Arequipa &lt;urgente&gt;");
    expect(sales.html).not.toContain("<urgente>");

    const ack = mails.find((mail) => mail.to === "jramirez@agroexport.example")!;
    expect(ack.replyTo).toBe("ventas@kordex.com.pe");
    expect(ack.subject).toBe(`Recibimos su solicitud de cotización ${receipt.reference} | Kordex Perú`);
    expect(ack.text).toContain(receipt.reference);
    expect(ack.text).toMatch(lineRow("ZPP-09B", first!.name, "3 bobinas"));
    expect(ack.text).not.toContain("Producto uno");

    const counts = await outboxCounts();
    expect(counts.sent - outboxBefore.sent).toBeGreaterThanOrEqual(2);
    expect(counts.pending).toBe(0);
  });

  it("includes the equipment in service e-mails", async () => {
    smtp = await startTestSmtp();
    const receipt = await submit("/api/pe/contacts", serviceRequest());
    await drain(startWorker(smtp.url));
    const sales = smtp.received.find(
      (mail) => mail.subject.includes(receipt.reference) && mail.to === "ventas@kordex.com.pe",
    )!;
    expect(sales.text).toMatch(/Tipo de máquina +Zunchadora a batería/);
    expect(sales.subject).toContain("solicitud de servicio técnico");
  });

  it("delivers a lead caught by a spam trap to sales only, marked with its reason, and no acknowledgement", async () => {
    smtp = await startTestSmtp();
    const honeypot = await submit("/api/pe/contacts", contactRequest({ website: "https://casino.example" }));
    const tooFast = await submit("/api/pe/invoices", quoteRequest({ formFillMs: 900 }));
    await drain(startWorker(smtp.url));
    for (const [receipt, motive] of [
      [honeypot, "Motivo: se llenó el campo trampa, oculto para las personas"],
      [tooFast, "Motivo: el formulario se envió en 0.9 s, menos que el mínimo de 3 s"],
    ] as const) {
      const mails = smtp.received.filter((mail) => mail.subject.includes(receipt.reference));
      expect(mails.map((mail) => mail.to)).toEqual(["ventas@kordex.com.pe"]);
      expect(mails[0]!.subject.startsWith(`[Posible spam] [${receipt.reference}]`)).toBe(true);
      expect(mails[0]!.text).toContain(motive);
    }
  });

  it("keeps leads while SMTP is down and delivers each message exactly once when it returns", async () => {
    smtp = await startTestSmtp();
    await drain(startWorker(smtp.url));
    const port = smtp.port;
    await smtp.stop();

    const receipts = [
      await submit("/api/pe/contacts", contactRequest()),
      await submit("/api/pe/invoices", quoteRequest()),
    ];
    await drain(worker!);
    const failed = await getDb()
      .selectFrom("outbox")
      .select(["status", "attempts", "last_error"])
      .where(
        "lead_id",
        "in",
        receipts.map((receipt) => receipt.id),
      )
      .execute();
    expect(failed).toHaveLength(4);
    for (const row of failed) {
      expect(row.status).toBe("pending");
      expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(row.last_error).toBeTruthy();
    }
    const stored = await getDb()
      .selectFrom("lead")
      .select("id")
      .where(
        "id",
        "in",
        receipts.map((receipt) => receipt.id),
      )
      .execute();
    expect(stored).toHaveLength(2);

    const restarted = await startTestSmtp(port);
    smtp = restarted;
    await new Promise((resolve) => setTimeout(resolve, 60));
    await drain(worker!);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await drain(worker!);

    const delivered = restarted.received.filter((mail) =>
      receipts.some((receipt) => mail.subject.includes(receipt.reference)),
    );
    expect(delivered).toHaveLength(4);
    expect(new Set(delivered.map((mail) => mail.messageId)).size).toBe(4);
    const rows = await getDb()
      .selectFrom("outbox")
      .select("status")
      .where(
        "lead_id",
        "in",
        receipts.map((receipt) => receipt.id),
      )
      .execute();
    expect(rows.every((row) => row.status === "sent")).toBe(true);
  });

  it("a running server keeps taking leads while the mail server is down, then delivers each message once", async () => {
    smtp = await startTestSmtp();
    await smtp.stop();
    const server = await startServerProcess({
      SEED_DEMO: "false",
      OUTBOX_WORKER: "true",
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "100",
      OUTBOX_RETRY_BASE_MS: "200",
      OUTBOX_RETRY_MAX_MS: "400",
      LOG_LEVEL: "error",
    });
    try {
      const prefix = `outage-${Date.now()}`;
      const bodies = [contactRequest(), quoteRequest(), serviceRequest(), quoteRequest({ message: "Otra" })];
      for (const [index, body] of bodies.entries()) {
        const path = "invoiceDetails" in body ? "/api/pe/invoices" : "/api/pe/contacts";
        const response = await fetch(`${server.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": `${prefix}-${index}` },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(201);
      }
      // Stored at once; the worker keeps trying and failing while the mail server is away.
      const deadline = Date.now() + 15_000;
      let rows = await outboxOf(prefix);
      while (!rows.every((row) => row.attempts >= 2 && row.last_error)) {
        if (Date.now() > deadline) throw new Error(`worker did not retry: ${JSON.stringify(rows)}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        rows = await outboxOf(prefix);
      }
      expect(rows).toHaveLength(2 * bodies.length);
      expect(rows.every((row) => row.status === "pending")).toBe(true);
      expect(smtp.received).toHaveLength(0);

      await smtp.start();
      await waitForOutboxDrained(prefix, smtp.received, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(await server.stop()).toBe(0);
      const delivered = smtp.received.map((mail) => mail.messageId).sort();
      expect(delivered).toEqual(rows.map((row) => row.message_id).sort());
    } finally {
      await server.stop();
    }
  });

  it("a worker told to stop finishes the messages it is sending and hands the rest of its batch back", async () => {
    smtp = await startTestSmtp(0, { acceptDelayMs: 300 });
    const receipts = [];
    for (let index = 0; index < 4; index += 1)
      receipts.push(await submit("/api/pe/contacts", contactRequest()));
    const ids = receipts.map((receipt) => receipt.id);
    // One batch claims all eight messages; five go out at once, three wait in the batch.
    const stopping = startWorker(smtp.url, undefined, 20);
    const pass = stopping.runOnce();
    // Stop while the first messages are with the (slow) SMTP server.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await stopping.stop();
    worker = undefined;
    const sent = await pass;

    const rows = await getDb()
      .selectFrom("outbox")
      .select(["message_id", "status", "attempts", "locked_until"])
      .where("lead_id", "in", ids)
      .execute();
    const done = rows.filter((row) => row.status === "sent");
    const handedBack = rows.filter((row) => row.status === "pending");
    expect(done.length).toBe(sent);
    expect(sent).toBeGreaterThan(0);
    expect(handedBack.length).toBeGreaterThan(0);
    // Handed back as if never claimed: free for another worker now, no attempt counted.
    expect(handedBack.every((row) => row.locked_until === null && row.attempts === 0)).toBe(true);
    expect(smtp.received.map((mail) => mail.messageId).sort()).toEqual(
      done.map((row) => row.message_id).sort(),
    );

    const next = startWorker(smtp.url);
    await drain(next);
    const after = await getDb().selectFrom("outbox").select("status").where("lead_id", "in", ids).execute();
    expect(after.every((row) => row.status === "sent")).toBe(true);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(rows.length);
    expect(smtp.received).toHaveLength(rows.length);
  });

  it("writes .eml files when no SMTP server is configured", async () => {
    const mailDir = join(process.env.DATA_DIR!, `mail-${Date.now()}`);
    const receipt = await submit("/api/pe/contacts", contactRequest());
    await drain(startWorker(undefined, mailDir));
    const files = await readdir(mailDir);
    const contents = await Promise.all(files.map((file) => readFile(join(mailDir, file), "utf8")));
    const forLead = contents.filter((content) => content.includes(receipt.reference));
    expect(forLead).toHaveLength(2);
    expect(forLead.every((content) => content.includes("Message-ID: <"))).toBe(true);
  });
});
