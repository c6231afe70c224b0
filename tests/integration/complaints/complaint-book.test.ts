// The Libro de Reclamaciones on both engines: numbering (per Lima year, gapless under concurrent
// filings from one process's pool and from several processes), the database's refusal to change a
// filed sheet, the 15-business-day clock across weekends and holidays with settlement pauses, the
// answer appended once, the e-mails with the sheet's PDF rendered when they are sent, the CSV export.
// The multi-process cases start the production server (build/main.js): run `npm run build` first.
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, inject, it } from "vitest";
import { renderComplaintSheetPdf } from "~/domains/complaints/documents/complaint-sheet-pdf.server";
import { complaintsCsv } from "~/domains/complaints/admin/complaint-export.server";
import { complaintClock, complaintDeadline } from "~/domains/complaints/complaint-book";
import { parseFormSubmission } from "~/platform/submission/form-submission.server";
import { listAudit } from "~/platform/data/audit-log.server";
import { fileComplaint, isAppendOnlyRefusal } from "~/domains/complaints/server/complaint-filing.server";
import {
  complaintSheetDocument,
  getComplaint,
  listComplaints,
  complaintReceipt,
} from "~/domains/complaints/server/complaint-reading.server";
import {
  answerComplaint,
  COMPLAINT_REFUSALS,
  pauseComplaint,
  resendComplaintCopy,
  COPY_PAUSE_SECONDS,
} from "~/domains/complaints/server/complaint-workflow.server";
import { COMPLAINT_CONSENT_STATEMENT, CONSENT_TEXT } from "~/platform/content/privacy-consent";
import {
  consentTextCode,
  currentConsentVersion,
  registerConsentText,
} from "~/platform/data/consent-ledger.server";
import { getDb } from "~/platform/data/db.server";
import {
  COMPLAINT_MESSAGES,
  type ComplaintForm,
  ComplaintFormSchema,
} from "~/domains/complaints/complaint-schema";
import { createMailTransport } from "../../../app/platform/mail/transport.server";
import { type OutboxWorker, startOutboxWorker } from "../../../app/platform/mail/worker.server";
import { MAIL_ATTACHMENTS } from "../../../app/server/mail-attachments.server";
import { complaintForm, createStaffUser } from "../../factories";
import { type ServerProcess, startServerProcess } from "../../support/server-process";
import { startTestSmtp, type TestSmtp } from "../../support/smtp";

const engine = inject("engine");

let worker: OutboxWorker | undefined;
let smtp: TestSmtp | undefined;
let servers: ServerProcess[] = [];
afterEach(async () => {
  await worker?.stop();
  await smtp?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  worker = undefined;
  smtp = undefined;
  servers = [];
});

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

/** A sheet as the form's action hands it to the model (parsed by the same schema). */
function sheetInput(overrides: Record<string, string | undefined> = {}): ComplaintForm {
  const submission = parseFormSubmission(formData(complaintForm(overrides)), ComplaintFormSchema);
  if (submission.status !== "success")
    throw new Error(`invalid test sheet: ${JSON.stringify(submission.error)}`);
  return submission.value;
}

async function file(overrides: Record<string, string | undefined> = {}, now?: Date) {
  const result = await fileComplaint(sheetInput(overrides), { now, sourceIp: "198.51.100.7" });
  if (result.status !== "filed") throw new Error(`not filed: ${result.status}`);
  return result.sheet;
}

const storedSheet = (id: number) =>
  getDb().selectFrom("complaint_sheet").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const sequenceOf = (number: string) => Number(number.slice(-6));

describe("consent", () => {
  it("references the complaint book's consent text in the one ledger, and asks for no marketing", async () => {
    const sheet = await file();
    const row = await storedSheet(sheet.id);
    const version = await getDb()
      .selectFrom("consent_text")
      .select(["text", "purpose"])
      .where("hash", "=", row.privacy_consent_hash)
      .executeTakeFirstOrThrow();
    expect(version).toEqual({ text: COMPLAINT_CONSENT_STATEMENT, purpose: "complaint" });
    expect(Boolean(row.marketing_consent)).toBe(false);
  });

  it("keeps the version the form showed when it sent its code, and the current one otherwise", async () => {
    const older = await registerConsentText(
      getDb(),
      `${COMPLAINT_CONSENT_STATEMENT} (texto anterior ${engine})`,
      "complaint",
    );
    const shown = await fileComplaint(sheetInput(), { consentVersion: older.code });
    const unknown = await fileComplaint(sheetInput({ consumerName: "Otra Persona" }), {
      consentVersion: consentTextCode(CONSENT_TEXT),
    });
    if (shown.status !== "filed" || unknown.status !== "filed") throw new Error("not filed");
    expect((await storedSheet(shown.sheet.id)).privacy_consent_hash).toBe(older.hash);
    // A code of another form's text is not this form's: the current complaint text is recorded.
    expect((await storedSheet(unknown.sheet.id)).privacy_consent_hash).toBe(
      (await currentConsentVersion("complaint")).hash,
    );
  });
});

describe("numbering", () => {
  it("numbers sheets per Lima year from LR-YYYY-000001, the year being Lima's at filing", async () => {
    const first = await file({}, new Date("2031-03-10T15:00:00Z"));
    const second = await file({ kind: "queja" }, new Date("2031-03-10T15:00:01Z"));
    expect([first.number, second.number]).toEqual(["LR-2031-000001", "LR-2031-000002"]);
    // 23:30 on 31 December in Lima is already 1 January in UTC: the sheet belongs to the Lima year.
    const lastOfYear = await file({}, new Date("2032-01-01T04:30:00Z"));
    expect(lastOfYear.number).toBe("LR-2031-000003");
    const firstOfYear = await file({}, new Date("2032-01-01T05:00:00Z"));
    expect(firstOfYear.number).toBe("LR-2032-000001");
    const row = await storedSheet(firstOfYear.id);
    expect(row).toMatchObject({ year: 2032, sequence: 1, source_ip: "198.51.100.7" });
  });

  it(`gives 50 concurrent sheets 50 distinct consecutive numbers (${engine}, one process's pool)`, async () => {
    const now = new Date("2033-05-04T16:00:00Z");
    const sheets = await Promise.all(
      Array.from({ length: 50 }, (_, index) => file({ consumerName: `Consumidor ${index}` }, now)),
    );
    const sequences = sheets.map((sheet) => sequenceOf(sheet.number)).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(new Set(sheets.map((sheet) => sheet.id)).size).toBe(50);
    const counter = await getDb()
      .selectFrom("complaint_counter")
      .select("last_sequence")
      .where("year", "=", 2033)
      .executeTakeFirstOrThrow();
    expect(Number(counter.last_sequence)).toBe(50);
    if (engine === "postgres") {
      // The pool opens a connection only when all of its others are busy: several open connections
      // mean that several filings were in the database at once (and waited on the counter's row lock).
      const connections = await sql<{ count: number }>`
        select count(*)::int as count from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`.execute(getDb());
      expect(connections.rows[0]!.count).toBeGreaterThanOrEqual(2);
    }
  });

  it("gives 50 sheets posted at once to three server processes on the same database 50 consecutive numbers", async () => {
    const env = { OUTBOX_WORKER: "false", SEED_DEMO: "false", DAILY_DIGEST: "false", LOG_LEVEL: "error" };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env), startServerProcess(env)]);
    const year = Number(new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 4));
    const before = await getDb()
      .selectFrom("complaint_counter")
      .select("last_sequence")
      .where("year", "=", year)
      .executeTakeFirst();
    const start = Number(before?.last_sequence ?? 0);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => {
        const server = servers[index % servers.length]!;
        return fetch(`${server.url}/libro-de-reclamaciones`, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: server.url },
          body: new URLSearchParams(complaintForm({ consumerName: `Proceso ${index}` })),
        });
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(302));
    const rows = await getDb()
      .selectFrom("complaint_sheet")
      .select(["number", "sequence"])
      .where("consumer_name", "like", "Proceso %")
      .execute();
    expect(rows).toHaveLength(50);
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => start + index + 1),
    );
    for (const row of rows) expect(row.number).toBe(`LR-${year}-${String(row.sequence).padStart(6, "0")}`);
  }, 90_000);
});

describe("a filed sheet cannot change", () => {
  it("is refused any UPDATE and DELETE by the database itself, sheet and events alike", async () => {
    const { id } = await file();
    const before = await storedSheet(id);
    const attempts: Array<() => Promise<unknown>> = [
      () =>
        getDb()
          .updateTable("complaint_sheet")
          .set({ detail: "Texto cambiado" })
          .where("id", "=", id)
          .execute(),
      () => getDb().updateTable("complaint_sheet").set({ kind: "queja" }).where("id", "=", id).execute(),
      () =>
        sql`update complaint_sheet set email = null, consumer_address = null where id = ${id}`.execute(
          getDb(),
        ),
      () => getDb().deleteFrom("complaint_sheet").where("id", "=", id).execute(),
    ];
    for (const attempt of attempts) {
      const error = await attempt().then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(isAppendOnlyRefusal(error), String(error)).toBe(true);
    }
    expect(await storedSheet(id)).toEqual(before);

    const viewer = await createStaffUser(getDb(), { role: "ventas" });
    await answerComplaint(viewer, id, "Atendido: cambiamos el equipo.");
    const updateEvent = await getDb()
      .updateTable("complaint_event")
      .set({ text: "Otra respuesta" })
      .where("sheet_id", "=", id)
      .execute()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isAppendOnlyRefusal(updateEvent)).toBe(true);
    const deleteEvent = await getDb()
      .deleteFrom("complaint_event")
      .where("sheet_id", "=", id)
      .execute()
      .then(
        () => undefined,
        (caught: unknown) => caught,
      );
    expect(isAppendOnlyRefusal(deleteEvent)).toBe(true);
    const detail = await getComplaint(viewer, id);
    expect(detail?.answer?.text).toBe("Atendido: cambiamos el equipo.");
  });

  it("keeps one answer: a second one is refused and the first stays", async () => {
    const viewer = await createStaffUser(getDb(), { role: "admin" });
    const { id } = await file();
    expect(await answerComplaint(viewer, id, "Primera respuesta.")).toEqual({ status: "ok", emailed: true });
    expect(await answerComplaint(viewer, id, "Segunda respuesta.")).toEqual({
      status: "refused",
      message: COMPLAINT_REFUSALS.alreadyAnswered,
    });
    // Two members of staff at once: one answer is kept, the other refused (the one-answer index).
    const race = await file();
    const results = await Promise.all([
      answerComplaint(viewer, race.id, "Respuesta A."),
      answerComplaint(viewer, race.id, "Respuesta B."),
    ]);
    expect(results.filter((result) => result.status === "ok")).toHaveLength(1);
    expect(results.find((result) => result.status === "refused")).toEqual({
      status: "refused",
      message: COMPLAINT_REFUSALS.alreadyAnswered,
    });
    const answers = await getDb()
      .selectFrom("complaint_event")
      .select("text")
      .where("sheet_id", "=", race.id)
      .where("kind", "=", "answer")
      .execute();
    expect(answers).toHaveLength(1);
  });

  it("refuses a sheet without e-mail and without address, with the reason", async () => {
    const submission = parseFormSubmission(
      formData(complaintForm({ email: undefined, address: undefined })),
      ComplaintFormSchema,
    );
    if (submission.status === "success") throw new Error("a sheet without e-mail and address was accepted");
    expect(submission.error?.email).toEqual([COMPLAINT_MESSAGES.contactRequired]);
    expect(submission.error?.address).toEqual([COMPLAINT_MESSAGES.contactRequired]);
    // The model refuses it too, whoever calls it, and files nothing.
    const count = async () =>
      Number(
        (
          await getDb()
            .selectFrom("complaint_sheet")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const input = { ...sheetInput(), email: undefined, address: undefined };
    expect(await fileComplaint(input)).toEqual({ status: "refused", reason: "no-contact" });
    expect(await count()).toBe(before);
    // One of the two is enough.
    expect((await fileComplaint({ ...sheetInput(), email: undefined })).status).toBe("filed");
    expect((await fileComplaint({ ...sheetInput(), address: undefined })).status).toBe("filed");
  });
});

describe("the answer deadline (15 business days, Peruvian holidays)", () => {
  // Filed on Thursday 16 July 2026 at 10:00 in Lima. Business days after it: 17, 20, 21, 22 (23 is the
  // Air Force's holiday), 24, 27 (28 and 29 are Fiestas Patrias), 30, 31 July, 3, 4, 5 (6 is the Battle
  // of Junín), 7, 10, 11, 12 August: the 15th is Wednesday 12 August, until 23:59:59.999 in Lima.
  const filedAt = new Date("2026-07-16T15:00:00Z");
  const deadline = new Date("2026-08-13T04:59:59.999Z");

  it("crosses weekends and holidays, extends by the pauses, and turns overdue after the last day", async () => {
    expect(complaintDeadline(filedAt)).toEqual(deadline);
    const viewer = await createStaffUser(getDb(), { role: "ventas" });
    const { id } = await file({}, filedAt);
    const at = (iso: string) => getComplaint(viewer, id, new Date(iso));

    const early = await at("2026-07-17T14:00:00Z");
    expect(early?.clock).toMatchObject({
      deadline,
      state: "pending",
      businessDaysLeft: 14,
      pauseDaysAvailable: 5,
    });
    // Saturday 25 July: business days left are counted from the Lima date (24 July was the 5th).
    expect((await at("2026-07-25T16:00:00Z"))?.clock.businessDaysLeft).toBe(10);
    expect((await at("2026-08-13T04:59:59.999Z"))?.clock).toMatchObject({
      state: "pending",
      businessDaysLeft: 0,
    });
    expect((await at("2026-08-13T05:00:00Z"))?.clock.state).toBe("overdue");

    // A pause of 3 business days (then 2 more, the most allowed in total) moves the deadline.
    const pausedAt = new Date("2026-08-03T15:00:00Z");
    expect(await pauseComplaint(viewer, id, 3, "Ofrecimos cambiar el equipo.", {}, pausedAt)).toEqual({
      status: "ok",
      emailed: true,
    });
    expect((await at("2026-08-04T15:00:00Z"))?.clock.deadline).toEqual(new Date("2026-08-18T04:59:59.999Z"));
    // The consumer is told by e-mail (through the outbox), with the offer and the new deadline.
    const pauseMails = await getDb()
      .selectFrom("outbox")
      .selectAll()
      .where("complaint_sheet_id", "=", id)
      .where("purpose", "=", "complaint-pause")
      .execute();
    expect(pauseMails.map((mail) => [mail.to_address, mail.reply_to])).toEqual([
      ["rosa.huaman@correo.example", "ventas@kordex.com.pe"],
    ]);
    expect(pauseMails[0]!.subject).toContain("nuevo plazo");
    expect(pauseMails[0]!.text_body).toContain("Ofrecimos cambiar el equipo.");
    expect(pauseMails[0]!.text_body).toContain("a más tardar el 17/08/2026");
    // The receipt shows the deadline now, not the filing's.
    expect(await complaintReceipt(id)).toMatchObject({
      deadline: "2026-08-18T04:59:59.999Z",
      pausedBusinessDays: 3,
    });
    expect(await pauseComplaint(viewer, id, 3, "Más tiempo.", {}, pausedAt)).toEqual({
      status: "refused",
      message: COMPLAINT_REFUSALS.pauseDays(2),
    });
    expect((await pauseComplaint(viewer, id, 2, "El cliente pidió dos días más.", {}, pausedAt)).status).toBe(
      "ok",
    );
    const paused = await at("2026-08-04T15:00:00Z");
    expect(paused?.pausedBusinessDays).toBe(5);
    expect(paused?.clock).toMatchObject({
      deadline: new Date("2026-08-20T04:59:59.999Z"),
      pauseDaysAvailable: 0,
    });
    expect(await pauseComplaint(viewer, id, 1, "Otro día.", {}, pausedAt)).toEqual({
      status: "refused",
      message: COMPLAINT_REFUSALS.pauseUsed,
    });

    // Answered on 19 August: within the extended deadline.
    await answerComplaint(
      viewer,
      id,
      "Cambiamos el equipo el 18 de agosto.",
      {},
      new Date("2026-08-19T20:00:00Z"),
    );
    const answered = await at("2026-09-30T15:00:00Z");
    expect(answered?.clock.state).toBe("answered");
    expect(await pauseComplaint(viewer, id, 1, "Tarde.", {}, new Date("2026-08-19T21:00:00Z"))).toEqual({
      status: "refused",
      message: COMPLAINT_REFUSALS.pauseAnswered,
    });

    const audit = await listAudit({ userId: viewer.id });
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "complaint.answer",
      "complaint.pause",
      "complaint.pause",
    ]);
  });

  it("refuses a pause once the deadline has passed, and marks a late answer", async () => {
    const viewer = await createStaffUser(getDb(), { role: "admin" });
    const { id } = await file({}, filedAt);
    const late = new Date("2026-08-14T15:00:00Z");
    expect(await pauseComplaint(viewer, id, 1, "Tarde.", {}, late)).toEqual({
      status: "refused",
      message: COMPLAINT_REFUSALS.pauseOverdue,
    });
    await answerComplaint(viewer, id, "Respuesta fuera de plazo.", {}, late);
    expect((await getComplaint(viewer, id, late))?.clock.state).toBe("answered-late");
    expect(complaintClock({ filedAt, pausedBusinessDays: 0, answeredAt: late }, late).businessDaysLeft).toBe(
      -2,
    );
  });

  it("lists overdue sheets first, then those waiting by deadline, then the answered", async () => {
    const viewer = await createStaffUser(getDb(), { role: "ventas" });
    const now = new Date("2029-03-20T15:00:00Z");
    const overdue = await file({ consumerName: "Vencida" }, new Date("2029-01-05T15:00:00Z"));
    const soon = await file({ consumerName: "Pronto" }, new Date("2029-03-01T15:00:00Z"));
    const later = await file({ consumerName: "Después" }, new Date("2029-03-15T15:00:00Z"));
    const answered = await file({ consumerName: "Respondida" }, new Date("2029-03-16T15:00:00Z"));
    await answerComplaint(viewer, answered.id, "Atendida.", {}, now);
    const first = await listComplaints(viewer, { view: "todas", page: 1 }, now);
    const rows = [...first.rows];
    for (let page = 2; page <= first.totalPages; page++)
      rows.push(...(await listComplaints(viewer, { view: "todas", page }, now)).rows);
    expect(rows).toHaveLength(first.total);
    const ours = rows.filter((row) => [overdue.id, soon.id, later.id, answered.id].includes(row.id));
    expect(ours.map((row) => [row.consumerName, row.clock.state])).toEqual([
      ["Vencida", "overdue"],
      ["Pronto", "pending"],
      ["Después", "pending"],
      ["Respondida", "answered"],
    ]);
    expect(rows[0]!.clock.state).toBe("overdue");
    const states = rows.map((row) => row.clock.state);
    expect(states.lastIndexOf("overdue")).toBeLessThan(states.indexOf("pending"));
    expect(states.lastIndexOf("pending")).toBeLessThan(states.indexOf("answered"));
    expect(first.counts.vencidas).toBe(states.filter((state) => state === "overdue").length);
    // Servicio técnico does not handle the book: nothing is listed for it.
    const servicio = await createStaffUser(getDb(), { role: "servicio" });
    expect((await listComplaints(servicio, { view: "todas", page: 1 }, now)).total).toBe(0);
    expect(await getComplaint(servicio, overdue.id, now)).toBeUndefined();
  });
});

describe("e-mails with the sheet's PDF", () => {
  it("sends the consumer's copy and the complaints inbox's, each with the PDF rendered from the stored sheet", async () => {
    smtp = await startTestSmtp();
    const { id, number } = await file({ detail: "Entrega incompleta: faltaron 12 bobinas de zuncho PET." });
    const outbox = await getDb()
      .selectFrom("outbox")
      .select(["purpose", "to_address", "attachments", "lead_id"])
      .where("complaint_sheet_id", "=", id)
      .orderBy("id")
      .execute();
    // Earlier tests' e-mails are not this test's subject: they are set aside, so the worker sends only these.
    await getDb()
      .updateTable("outbox")
      .set({ status: "sent" })
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("complaint_sheet_id", "is", null), eb("complaint_sheet_id", "<>", id)]))
      .execute();
    expect(outbox.map((row) => [row.purpose, row.to_address, row.lead_id])).toEqual([
      ["complaint-inbox", "ventas@kordex.com.pe", null],
      ["complaint-copy", "rosa.huaman@correo.example", null],
    ]);
    worker = startOutboxWorker({
      attachments: MAIL_ATTACHMENTS,
      transport: createMailTransport({ smtpUrl: smtp.url, mailDir: join(process.env.DATA_DIR!, "mail") }),
      from: '"Kordex Perú" <no-reply@kordex.test>',
      pollMs: 60_000,
    });
    await worker.runOnce();
    const mails = smtp.received.filter((mail) => mail.subject.includes(number));
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      "rosa.huaman@correo.example",
      "ventas@kordex.com.pe",
    ]);
    const copy = mails.find((mail) => mail.to === "rosa.huaman@correo.example")!;
    expect(copy.replyTo).toBe("ventas@kordex.com.pe");
    expect(copy.text).toContain("Entrega incompleta: faltaron 12 bobinas de zuncho PET.");
    expect(copy.text).toContain("no impide acudir a otras vías de solución de controversias");
    // The amount as Peru writes it (es-PE), not "S/ 1250.50".
    expect(copy.text).toContain("S/\u00a01,250.50");
    for (const mail of mails) {
      expect(mail.attachments).toHaveLength(1);
      const [pdf] = mail.attachments;
      expect(pdf).toMatchObject({
        filename: `hoja-de-reclamacion-${number}.pdf`,
        contentType: "application/pdf",
      });
      expect(pdf!.content.subarray(0, 5).toString()).toBe("%PDF-");
      // The document's keywords (its info dictionary, not compressed) are the sheet's number.
      expect(pdf!.content.toString("latin1")).toContain(`(${number})`);
    }
    // The same stored sheet always makes the same document.
    const document = await complaintSheetDocument(id, { withAnswer: false });
    const again = await renderComplaintSheetPdf({
      ...document!,
      siteUrl: process.env.SITE_URL ?? "http://localhost:3000",
      contact: { phone: "+51 1 715 4200", email: "ventas@kordex.com.pe" },
    });
    const twice = await renderComplaintSheetPdf({
      ...document!,
      siteUrl: process.env.SITE_URL ?? "http://localhost:3000",
      contact: { phone: "+51 1 715 4200", email: "ventas@kordex.com.pe" },
    });
    expect(again.equals(twice)).toBe(true);
  });

  it("sends the answer with the sheet whose part 4 carries it, and a copy again on request; no e-mail, no copy", async () => {
    smtp = await startTestSmtp();
    const viewer = await createStaffUser(getDb(), { role: "ventas" });
    const { id, number } = await file();
    await answerComplaint(viewer, id, "Le cambiaremos el equipo el lunes.");
    expect(await resendComplaintCopy(viewer, id)).toEqual({ status: "ok", emailed: true });
    // A second copy within a minute (a double click, two colleagues, even at once) is refused with the
    // reason, and queues nothing.
    const again = await Promise.all([resendComplaintCopy(viewer, id), resendComplaintCopy(viewer, id)]);
    expect(again).toEqual([
      { status: "refused", message: COMPLAINT_REFUSALS.copiedRecently },
      { status: "refused", message: COMPLAINT_REFUSALS.copiedRecently },
    ]);
    expect(COMPLAINT_REFUSALS.copiedRecently).toBe(
      "La copia de esta hoja se envió hace menos de un minuto. Espere un momento antes de enviarla otra vez.",
    );
    // A minute later it can be sent again.
    expect(
      await resendComplaintCopy(viewer, id, {}, new Date(Date.now() + (COPY_PAUSE_SECONDS + 1) * 1000)),
    ).toEqual({ status: "ok", emailed: true });
    const purposes = await getDb()
      .selectFrom("outbox")
      .select("purpose")
      .where("complaint_sheet_id", "=", id)
      .orderBy("id")
      .execute();
    expect(purposes.map((row) => row.purpose)).toEqual([
      "complaint-inbox",
      "complaint-copy",
      "complaint-answer",
      "complaint-copy",
      "complaint-copy",
    ]);
    await getDb()
      .updateTable("outbox")
      .set({ status: "sent" })
      .where("status", "=", "pending")
      .where((eb) => eb.or([eb("complaint_sheet_id", "is", null), eb("complaint_sheet_id", "<>", id)]))
      .execute();
    worker = startOutboxWorker({
      attachments: MAIL_ATTACHMENTS,
      transport: createMailTransport({ smtpUrl: smtp.url, mailDir: join(process.env.DATA_DIR!, "mail") }),
      from: '"Kordex Perú" <no-reply@kordex.test>',
      pollMs: 60_000,
    });
    await worker.runOnce();
    expect(smtp.received.map((mail) => mail.subject.includes(number))).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    const answer = smtp.received.find((mail) =>
      mail.subject.startsWith(`Respuesta a su hoja de reclamación ${number}`),
    );
    expect(answer?.text).toContain("Le cambiaremos el equipo el lunes.");
    expect(answer?.attachments[0]?.contentType).toBe("application/pdf");
    const withAnswer = await complaintSheetDocument(id, { withAnswer: true });
    expect(withAnswer?.answer?.text).toBe("Le cambiaremos el equipo el lunes.");

    const noEmail = await file({ email: undefined });
    expect(await resendComplaintCopy(viewer, noEmail.id)).toEqual({
      status: "refused",
      message: COMPLAINT_REFUSALS.noEmail,
    });
    expect(await answerComplaint(viewer, noEmail.id, "Respuesta enviada por carta.")).toEqual({
      status: "ok",
      emailed: false,
    });
    const noEmailMail = await getDb()
      .selectFrom("outbox")
      .select("purpose")
      .where("complaint_sheet_id", "=", noEmail.id)
      .execute();
    expect(noEmailMail.map((row) => row.purpose)).toEqual(["complaint-inbox"]);
  });
});

describe("a sheet a spam trap caught", () => {
  it("is filed and numbered all the same; the inbox is warned, the typed address gets nothing until staff send it", async () => {
    const viewer = await createStaffUser(getDb(), { role: "ventas" });
    const result = await fileComplaint(sheetInput({ email: "desconocido@correo.example" }), {
      spam: { reason: "honeypot" },
    });
    if (result.status !== "filed") throw new Error(result.status);
    expect(result.sheet.number).toMatch(/^LR-\d{4}-\d{6}$/);
    const mails = await getDb()
      .selectFrom("outbox")
      .select(["purpose", "to_address", "subject"])
      .where("complaint_sheet_id", "=", result.sheet.id)
      .execute();
    expect(mails).toEqual([
      {
        purpose: "complaint-inbox",
        to_address: "ventas@kordex.com.pe",
        subject: `[Posible spam] [${result.sheet.number}] Reclamo de Rosa Elena Huamán Ccori`,
      },
    ]);
    expect((await storedSheet(result.sheet.id)).spam_reason).toBe("honeypot");
    expect(await resendComplaintCopy(viewer, result.sheet.id)).toEqual({ status: "ok", emailed: true });
    const after = await getDb()
      .selectFrom("outbox")
      .select("purpose")
      .where("complaint_sheet_id", "=", result.sheet.id)
      .orderBy("id")
      .execute();
    expect(after.map((row) => row.purpose)).toEqual(["complaint-inbox", "complaint-copy"]);
    expect((await listAudit({ userId: viewer.id })).map((entry) => entry.action)).toEqual(["complaint.copy"]);
  });
});

describe("the CSV export", () => {
  it("lists every sheet with its fields, formula-safe", async () => {
    const viewer = await createStaffUser(getDb(), { role: "admin" });
    const { number } = await file({
      detail: '=HYPERLINK("https://evil.example","Ver")',
      consumerName: "@Fórmula",
    });
    const csv = await complaintsCsv(viewer, new Date());
    const line = csv.split("\r\n").find((row) => row.startsWith(number))!;
    expect(line).toContain(`'@Fórmula`);
    expect(line).toContain(`"'=HYPERLINK(""https://evil.example"",""Ver"")"`);
    expect(csv.startsWith("\uFEFFNúmero,")).toBe(true);
    const servicio = await createStaffUser(getDb(), { role: "servicio" });
    expect((await complaintsCsv(servicio, new Date())).split("\r\n").filter(Boolean)).toHaveLength(1);
  });
});
