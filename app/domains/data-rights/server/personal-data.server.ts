// What the site holds about one e-mail or one RUC, for an administrator answering a rights request
// (/admin/datos-personales): the leads with their lines and notes, the e-mails in the outbox that hold
// their data, and the records kept under a legal duty (personal-data-sources.server.ts); exported as
// JSON and CSV, and erased: leads anonymised for statistics, their e-mails deleted, the digests that
// named them scrubbed. Each export and erasure is audited with a keyed hash of the subject and the
// counts, never the data. See docs/decisions/037-data-rights-and-retention.md.
import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, LeadKind, LeadStatus, OutboxPurpose } from "../../../../db/schema";
import { csvRow, CSV_BOM } from "~/platform/lib/csv";
import { limaDateTime, limaDay } from "~/platform/lib/lima-day";
import { removeMailFiles } from "~/platform/mail/mail-files.server";
import { logger } from "~/platform/lib/logger.server";
import type { PersonalDataSubject } from "~/domains/data-rights/personal-data";
import { quantityWithUnit } from "~/domains/catalogue";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "~/domains/leads";
import { sessionSecret } from "../../../platform/data/app-secret.server";
import { recordAudit } from "~/platform/data/audit-log.server";
import { getDb } from "../../../platform/data/db.server";
import {
  ANONYMISE_BATCH,
  type AnonymiseCounts,
  anonymiseLeads,
  digestsNaming,
} from "~/domains/leads/index.server";
import { RETAINED_SOURCES, type RetainedRecord } from "./personal-data-sources.server";
import { toIso } from "../../../platform/data/sql-values.server";

export interface HeldLead {
  id: number;
  reference: string;
  kind: LeadKind;
  status: LeadStatus;
  createdAt: string;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  ruc: string;
  message: string | null;
  equipment: string | null;
  sourceIp: string | null;
  userAgent: string | null;
  lines: { code: string | null; name: string; quantity: string }[];
  notes: { at: string; note: string }[];
}

/** What an erasure does to an e-mail: a lead's own is deleted, a digest scrubbed, a kept record's kept. */
export type EmailFate = "delete" | "scrub" | "keep";

export interface HeldEmail {
  id: number;
  purpose: OutboxPurpose;
  to: string;
  replyTo: string | null;
  subject: string;
  status: "pending" | "sent";
  createdAt: string;
  sentAt: string | null;
  text: string;
  /** The lead or kept record it belongs to (null for a digest). */
  about: string | null;
  fate: EmailFate;
}

export interface RetainedGroup {
  key: string;
  label: string;
  reason: string;
  records: RetainedRecord[];
}

export interface PersonalDataHoldings {
  subject: PersonalDataSubject;
  leads: HeldLead[];
  emails: HeldEmail[];
  retained: RetainedGroup[];
}

/** What an erasure of these holdings would change: the figures the confirmation repeats. */
export interface ErasurePlan {
  leads: number;
  emailsDeleted: number;
  emailsScrubbed: number;
  retained: number;
}

export function erasurePlan(holdings: PersonalDataHoldings): ErasurePlan {
  return {
    leads: holdings.leads.length,
    emailsDeleted: holdings.emails.filter((email) => email.fate === "delete").length,
    emailsScrubbed: holdings.emails.filter((email) => email.fate === "scrub").length,
    retained: holdings.retained.reduce((total, group) => total + group.records.length, 0),
  };
}

type Db = Kysely<Database>;

/** The leads of the subject that still hold personal data (anonymised ones hold none). */
function subjectLeads(db: Db, subject: PersonalDataSubject) {
  return db
    .selectFrom("lead")
    .selectAll()
    .where("anonymised_at", "is", null)
    .$if(subject.type === "email", (query) =>
      query.where((eb) => eb(eb.fn("lower", ["email"]), "=", subject.value)),
    )
    .$if(subject.type === "ruc", (query) => query.where("ruc", "=", subject.value))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}

/** Everything the site holds about the subject, and what an erasure would do to each e-mail. */
export async function findPersonalData(
  viewer: StaffViewer,
  subject: PersonalDataSubject,
  now = new Date(),
): Promise<PersonalDataHoldings | undefined> {
  if (viewer.role !== "admin") return undefined;
  const db = getDb();
  const leads = await subjectLeads(db, subject).execute();
  const ids = leads.map((lead) => lead.id);
  const [lines, notes, leadEmails, digests, retained] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .selectFrom("lead_line")
          .select(["lead_id", "position", "code", "name", "quantity", "unit"])
          .where("lead_id", "in", ids)
          .orderBy("lead_id")
          .orderBy("position")
          .execute(),
    ids.length === 0
      ? []
      : db
          .selectFrom("lead_event")
          .select(["lead_id", "at", "note"])
          .where("lead_id", "in", ids)
          .where("kind", "=", "note")
          .orderBy("at")
          .orderBy("id")
          .execute(),
    ids.length === 0
      ? []
      : db.selectFrom("outbox").selectAll().where("lead_id", "in", ids).orderBy("id").execute(),
    digestsNaming(db, leads, now),
    Promise.all(
      RETAINED_SOURCES.map(async (source) => ({
        key: source.key,
        label: source.label,
        reason: source.reason,
        records: await source.find(subject),
      })),
    ),
  ]);
  const keptIds = retained.flatMap((group) => group.records.flatMap((record) => record.emailIds));
  const otherIds = [...digests.keys(), ...keptIds];
  const others =
    otherIds.length === 0
      ? []
      : await db.selectFrom("outbox").selectAll().where("id", "in", otherIds).orderBy("id").execute();
  const referenceOf = new Map(leads.map((lead) => [lead.id, lead.reference]));
  const recordOf = new Map(
    retained.flatMap((group) =>
      group.records.flatMap((record) => record.emailIds.map((id) => [id, record.reference])),
    ),
  );
  const emails: HeldEmail[] = [...leadEmails, ...others].map((row) => ({
    id: row.id,
    purpose: row.purpose,
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    status: row.status,
    createdAt: toIso(row.created_at),
    sentAt: toIso(row.sent_at),
    text: row.text_body,
    about: row.lead_id !== null ? (referenceOf.get(row.lead_id) ?? null) : (recordOf.get(row.id) ?? null),
    fate: row.lead_id !== null ? "delete" : digests.has(row.id) ? "scrub" : "keep",
  }));
  return {
    subject,
    leads: leads.map((lead) => ({
      id: lead.id,
      reference: lead.reference,
      kind: lead.kind,
      status: lead.status,
      createdAt: toIso(lead.created_at),
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      ruc: lead.ruc,
      message: lead.message,
      equipment: lead.equipment,
      sourceIp: lead.source_ip,
      userAgent: lead.user_agent,
      lines: lines
        .filter((line) => line.lead_id === lead.id)
        .map((line) => ({
          code: line.code,
          name: line.name,
          quantity: quantityWithUnit(line.quantity, line.unit),
        })),
      notes: notes.flatMap((note) =>
        note.lead_id === lead.id && note.note !== null ? [{ at: toIso(note.at), note: note.note }] : [],
      ),
    })),
    emails: emails.sort((a, b) => a.id - b.id),
    retained,
  };
}

/** A keyed hash of the subject: the audit log can tell two actions on one person apart without naming them. */
async function subjectDigest(subject: PersonalDataSubject): Promise<string> {
  return createHmac("sha256", await sessionSecret())
    .update(`personal-data:${subject.type}:${subject.value}`)
    .digest("hex");
}

export interface PersonalDataActionContext {
  ip?: string;
  now?: Date;
}

export type ExportFormat = "json" | "csv";

/** The file name of an export: no personal data in it; the date is Lima's, like the times inside. */
export function personalDataFileName(format: ExportFormat, now: Date): string {
  return `datos-personales-${limaDay(now)}.${format}`;
}

/** What each e-mail is, in the export's words. */
export const EMAIL_PURPOSE_LABELS: Record<OutboxPurpose, string> = {
  sales: "Correo a ventas",
  ack: "Acuse al cliente",
  digest: "Resumen diario a ventas",
  "complaint-copy": "Copia de la hoja de reclamación al consumidor",
  "complaint-inbox": "Hoja de reclamación al buzón de reclamaciones",
  "complaint-answer": "Respuesta a la hoja de reclamación",
  "complaint-pause": "Propuesta de solución y nuevo plazo al consumidor",
  "arco-ack": "Acuse de la solicitud de derechos ARCO",
  "arco-notice": "Aviso de la solicitud ARCO al buzón de privacidad",
  "arco-extension": "Ampliación del plazo de la solicitud ARCO",
  "arco-answer": "Respuesta a la solicitud de derechos ARCO",
  "staff-invitation": "Invitación a la intranet del personal",
  "staff-passkey": "Aviso de una llave de acceso agregada o quitada de una cuenta del personal",
  "staff-sign-in-alert": "Aviso de intentos fallidos de ingreso a la intranet",
};

/** An instant as the export writes it: Lima time, "2026-11-23 10:15" (the keys and columns say so). */
const lima = (iso: string | null) => (iso === null ? null : limaDateTime(iso));

/** The export as a JSON document with Spanish keys (the person may receive it as it is); times in Lima time. */
export function personalDataJson(holdings: PersonalDataHoldings, now: Date): string {
  const document = {
    generadoHoraDeLima: lima(now.toISOString()),
    titular: { tipo: holdings.subject.type === "email" ? "correo" : "ruc", valor: holdings.subject.value },
    solicitudes: holdings.leads.map((lead) => ({
      referencia: lead.reference,
      tipo: LEAD_KIND_LABELS[lead.kind],
      estado: LEAD_STATUS_LABELS[lead.status],
      recibidaHoraDeLima: lima(lead.createdAt),
      nombre: lead.name,
      correo: lead.email,
      telefono: lead.phone,
      empresa: lead.company,
      ruc: lead.ruc,
      mensaje: lead.message,
      tipoDeMaquina: lead.equipment,
      direccionIp: lead.sourceIp,
      navegador: lead.userAgent,
      productos: lead.lines.map((line) => ({
        codigo: line.code,
        producto: line.name,
        cantidad: line.quantity,
      })),
      notasInternas: lead.notes.map((note) => ({ fechaHoraDeLima: lima(note.at), nota: note.note })),
    })),
    correos: holdings.emails.map((email) => ({
      sobre: email.about,
      motivo: EMAIL_PURPOSE_LABELS[email.purpose],
      para: email.to,
      responderA: email.replyTo,
      asunto: email.subject,
      estado: email.status === "sent" ? "enviado" : "pendiente",
      creadoHoraDeLima: lima(email.createdAt),
      enviadoHoraDeLima: lima(email.sentAt),
      texto: email.text,
    })),
    conservados: holdings.retained.map((group) => ({
      registro: group.label,
      motivo: group.reason,
      registros: group.records.map((record) => ({
        referencia: record.reference,
        fechaHoraDeLima: lima(record.at),
        datos: record.data,
      })),
    })),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}

export const PERSONAL_DATA_CSV_HEADER = ["Registro", "Referencia", "Fecha (hora de Lima)", "Campo", "Valor"];

/**
 * The export as a CSV file (the leads export's conventions: BOM, CRLF, formula-safe cells), one row per
 * field of each record, so leads, e-mails and kept records fit one sheet.
 */
export function personalDataCsv(holdings: PersonalDataHoldings): string {
  const rows: (string | number | null)[][] = [];
  for (const lead of holdings.leads) {
    const field = (name: string, value: string | null) =>
      rows.push([
        `Solicitud (${LEAD_KIND_LABELS[lead.kind]})`,
        lead.reference,
        lima(lead.createdAt),
        name,
        value,
      ]);
    field("Estado", LEAD_STATUS_LABELS[lead.status]);
    field("Nombre", lead.name);
    field("Correo", lead.email);
    field("Teléfono", lead.phone);
    field("Empresa", lead.company);
    field("RUC", lead.ruc);
    field("Mensaje", lead.message);
    field("Tipo de máquina", lead.equipment);
    field("Dirección IP", lead.sourceIp);
    field("Navegador", lead.userAgent);
    lead.lines.forEach((line, index) =>
      field(`Producto ${index + 1}`, `${line.code ? `${line.code} · ` : ""}${line.name} · ${line.quantity}`),
    );
    for (const note of lead.notes) field(`Nota interna del ${lima(note.at)} (hora de Lima)`, note.note);
  }
  for (const email of holdings.emails) {
    const field = (name: string, value: string | null) =>
      rows.push([EMAIL_PURPOSE_LABELS[email.purpose], email.about ?? "", lima(email.createdAt), name, value]);
    field("Para", email.to);
    field("Responder a", email.replyTo);
    field("Asunto", email.subject);
    field("Estado", email.status === "sent" ? "enviado" : "pendiente");
    field("Texto", email.text);
  }
  for (const group of holdings.retained) {
    for (const record of group.records) {
      for (const [name, value] of Object.entries(record.data)) {
        rows.push([
          group.label,
          record.reference,
          lima(record.at),
          name,
          typeof value === "boolean" ? (value ? "sí" : "no") : value,
        ]);
      }
    }
  }
  return CSV_BOM + csvRow(PERSONAL_DATA_CSV_HEADER) + rows.map((row) => csvRow(row)).join("");
}

/** An action on one person's data in the audit log: the keyed hash of the subject and counts, never the data. */
async function auditSubject(
  viewer: StaffViewer,
  action: "personal_data.view" | "personal_data.export",
  subject: PersonalDataSubject,
  detail: Record<string, unknown>,
  context: PersonalDataActionContext,
  now: Date,
): Promise<void> {
  const digest = await subjectDigest(subject);
  await recordAudit({
    at: now.toISOString(),
    userId: viewer.id,
    actor: viewer.email,
    action,
    target: `${subject.type}:${digest.slice(0, 16)}`,
    ip: context.ip ?? null,
    detail: { subjectType: subject.type, subjectDigest: digest, ...detail },
  });
}

/**
 * What the back office shows of one person's data (the search of /admin/datos-personales), each viewing
 * written to the audit log: who looked up whom (as the keyed hash) and how much was shown.
 */
export async function viewPersonalData(
  viewer: StaffViewer,
  subject: PersonalDataSubject,
  context: PersonalDataActionContext = {},
): Promise<PersonalDataHoldings | undefined> {
  const now = context.now ?? new Date();
  const holdings = await findPersonalData(viewer, subject, now);
  if (!holdings) return undefined;
  const plan = erasurePlan(holdings);
  await auditSubject(
    viewer,
    "personal_data.view",
    subject,
    { leads: plan.leads, emails: holdings.emails.length, retained: plan.retained },
    context,
    now,
  );
  return holdings;
}

/** The export of the subject's data in a format, written to the audit log (hash and counts only). */
export async function exportPersonalData(
  viewer: StaffViewer,
  subject: PersonalDataSubject,
  format: ExportFormat,
  context: PersonalDataActionContext = {},
): Promise<{ body: string; fileName: string; holdings: PersonalDataHoldings } | undefined> {
  const now = context.now ?? new Date();
  const holdings = await findPersonalData(viewer, subject, now);
  if (!holdings) return undefined;
  const plan = erasurePlan(holdings);
  await auditSubject(
    viewer,
    "personal_data.export",
    subject,
    { format, leads: plan.leads, emails: holdings.emails.length, retained: plan.retained },
    context,
    now,
  );
  return {
    body: format === "json" ? personalDataJson(holdings, now) : personalDataCsv(holdings),
    fileName: personalDataFileName(format, now),
    holdings,
  };
}

export interface ErasureConfirmation {
  /** What the administrator typed: the e-mail or RUC again. */
  typed: string;
  /** The figures the confirmation showed. */
  leads: number;
  emails: number;
}

export type ErasureRefusal = "confirmation" | "changed" | "nothing";

export type ErasureResult =
  | { status: "erased"; counts: AnonymiseCounts; retained: number }
  | { status: "refused"; reason: ErasureRefusal; message: string }
  | { status: "not-found" };

const ERASURE_REFUSALS: Record<ErasureRefusal, string> = {
  confirmation: "Escriba el correo o el RUC exactamente como se buscó para confirmar.",
  changed:
    "Los datos cambiaron desde que se mostró la confirmación (llegó o se eliminó algo): revise el resumen y confirme de nuevo.",
  nothing: "No hay datos personales que eliminar para esta búsqueda.",
};

const typedMatches = (typed: string, subject: PersonalDataSubject) =>
  subject.type === "email"
    ? typed.trim().toLowerCase() === subject.value
    : typed.replace(/\s+/g, "") === subject.value;

/**
 * Erases the subject's personal data: its leads anonymised (kind, dates, status and lines kept),
 * their e-mails deleted, the digests that named them scrubbed, in one transaction; the kept records
 * stay. Only when the administrator typed the subject again and the figures they confirmed are still
 * the figures. Audited with the keyed hash and the counts; the .eml copies of the e-mails go after.
 */
export async function erasePersonalData(
  viewer: StaffViewer,
  subject: PersonalDataSubject,
  confirmation: ErasureConfirmation,
  context: PersonalDataActionContext = {},
): Promise<ErasureResult> {
  const now = context.now ?? new Date();
  const holdings = await findPersonalData(viewer, subject, now);
  if (!holdings) return { status: "not-found" };
  const refuse = (reason: ErasureRefusal): ErasureResult => ({
    status: "refused",
    reason,
    message: ERASURE_REFUSALS[reason],
  });
  if (!typedMatches(confirmation.typed, subject)) return refuse("confirmation");
  const plan = erasurePlan(holdings);
  if (plan.leads !== confirmation.leads || plan.emailsDeleted + plan.emailsScrubbed !== confirmation.emails)
    return refuse("changed");
  if (plan.leads === 0) return refuse("nothing");
  const digest = await subjectDigest(subject);
  const ids = holdings.leads.map((lead) => lead.id);
  const result = await getDb()
    .transaction()
    .execute(async (trx) => {
      const counts = { leads: 0, notes: 0, emailsDeleted: 0, emailsScrubbed: 0 };
      const outboxIds: number[] = [];
      for (let start = 0; start < ids.length; start += ANONYMISE_BATCH) {
        const batch = await anonymiseLeads(trx, ids.slice(start, start + ANONYMISE_BATCH), now, {
          reason: "request",
          userId: viewer.id,
        });
        counts.leads += batch.leads;
        counts.notes += batch.notes;
        counts.emailsDeleted += batch.emailsDeleted;
        counts.emailsScrubbed += batch.emailsScrubbed;
        outboxIds.push(...batch.outboxIds);
      }
      await recordAudit(
        {
          at: now.toISOString(),
          userId: viewer.id,
          actor: viewer.email,
          action: "personal_data.erase",
          target: `${subject.type}:${digest.slice(0, 16)}`,
          ip: context.ip ?? null,
          detail: {
            subjectType: subject.type,
            subjectDigest: digest,
            ...counts,
            retained: plan.retained,
            leadIds: ids,
          },
        },
        trx,
      );
      return { counts, outboxIds };
    });
  await removeMailFiles(result.outboxIds).catch((error: unknown) =>
    logger.warn({ err: String(error) }, "the .eml copies of erased e-mails could not all be removed"),
  );
  logger.info({ subjectType: subject.type, ...result.counts }, "personal data erased");
  return { status: "erased", counts: result.counts, retained: plan.retained };
}
