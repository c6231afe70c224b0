// Records that hold a person's data but are kept under a legal duty, whatever an erasure asks: an
// administrator's search lists them, the export carries them, the erasure leaves them (and says so).
// Decision 037: the ARCO requests themselves (the proof each one was answered in time) and, with part
// B of issue 17, the complaint sheets of the Libro de Reclamaciones (kept at least two years).
//
// The complaint sheets are found by the consumer's e-mail, or by RUC when a sheet was filed with a RUC
// as its document; the page, the export and the erasure read this list.
import type { PersonalDataSubject } from "../personal-data";
import {
  amountText,
  COMPLAINT_KIND_LABELS,
  DOCUMENT_TYPE_LABELS as COMPLAINT_DOCUMENT_LABELS,
} from "~/domains/complaints";
import { DATA_REQUEST_KIND_LABELS, DOCUMENT_TYPE_LABELS } from "../data-rights";
import { limaDateTime } from "~/platform/lib/lima-day";
import { getDb } from "~/platform/data/db.server";
import { toBool, toIso } from "~/platform/data/sql-values.server";

/** A stored instant as the export writes it: Lima time, "2026-11-23 10:15"; null stays null. */
const limaTime = (value: Date | string | null) => (value === null ? null : limaDateTime(toIso(value)));

/** One kept record, as the search page lists it and the export writes it. */
export interface RetainedRecord {
  id: number;
  reference: string;
  /** When it was made (ISO). */
  at: string;
  /** One line for the list, e.g. "Acceso · recibida, respondida". */
  summary: string;
  /** Where the back office shows it, if it does. */
  path?: string;
  /** Every field it holds, labelled in Spanish, for the export. */
  data: Record<string, string | number | boolean | null>;
  /** The outbox e-mails that belong to it (kept with it). */
  emailIds: number[];
}

export interface RetainedSource {
  key: string;
  /** "Solicitudes de derechos ARCO". */
  label: string;
  /** Why the erasure keeps them, completing "Se conservan al eliminar: …". */
  reason: string;
  find(subject: PersonalDataSubject): Promise<RetainedRecord[]>;
}

const dataRequests: RetainedSource = {
  key: "data-requests",
  label: "Solicitudes de derechos ARCO",
  reason: "son la prueba de que cada solicitud se atendió en el plazo legal (Ley 29733 y su reglamento).",
  async find(subject) {
    // Requests are filed by people, with an e-mail and a personal document: never by RUC.
    if (subject.type !== "email") return [];
    const db = getDb();
    const rows = await db
      .selectFrom("data_request")
      .selectAll()
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", subject.value))
      .orderBy("received_at", "desc")
      .orderBy("id", "desc")
      .execute();
    if (rows.length === 0) return [];
    const emails = await db
      .selectFrom("outbox")
      .select(["id", "data_request_id"])
      .where(
        "data_request_id",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
    return rows.map((row) => ({
      id: row.id,
      reference: row.reference,
      at: toIso(row.received_at),
      summary: `${DATA_REQUEST_KIND_LABELS[row.kind]} · ${row.closed_at ? "cerrada" : row.answered_at ? "respondida" : "en trámite"}`,
      path: `/admin/derechos/${row.id}`,
      emailIds: emails.flatMap((email) => (email.data_request_id === row.id ? [email.id] : [])),
      data: {
        Derecho: DATA_REQUEST_KIND_LABELS[row.kind],
        "Recibida (hora de Lima)": limaTime(row.received_at),
        "Plazo legal (hora de Lima)": limaTime(row.due_at),
        "Nombre completo": row.full_name,
        Documento: `${DOCUMENT_TYPE_LABELS[row.document_type]} ${row.document_number}`,
        Correo: row.email,
        Teléfono: row.phone,
        Representante: row.representative_name,
        Detalle: row.detail,
        "Consentimiento: versión del texto": row.consent_version,
        "Consentimiento: fecha (hora de Lima)": limaTime(row.consent_at),
        "Consentimiento: dirección IP": row.consent_ip,
        "Comunicaciones comerciales": toBool(row.marketing_consent),
        "Dirección IP": row.source_ip,
        Navegador: row.user_agent,
        "Respondida (hora de Lima)": limaTime(row.answered_at),
        "Cerrada (hora de Lima)": limaTime(row.closed_at),
      },
    }));
  },
};

const complaintSheets: RetainedSource = {
  key: "complaint-sheets",
  label: "Hojas del Libro de Reclamaciones",
  reason:
    "el Libro de Reclamaciones se conserva al menos dos años y sus hojas no se modifican ni se eliminan (D.S. 011-2011-PCM).",
  async find(subject) {
    const db = getDb();
    const rows = await db
      .selectFrom("complaint_sheet")
      .selectAll()
      .$if(subject.type === "email", (query) =>
        query.where((eb) => eb(eb.fn("lower", ["email"]), "=", subject.value.toLowerCase())),
      )
      // A sheet names a RUC when the consumer filed it with one as the document.
      .$if(subject.type === "ruc", (query) =>
        query.where("document_type", "=", "RUC").where("document_number", "=", subject.value),
      )
      .orderBy("filed_at", "desc")
      .orderBy("id", "desc")
      .execute();
    if (rows.length === 0) return [];
    const [answers, emails] = await Promise.all([
      db
        .selectFrom("complaint_event")
        .select(["sheet_id", "at"])
        .where("kind", "=", "answer")
        .where(
          "sheet_id",
          "in",
          rows.map((row) => row.id),
        )
        .execute(),
      db
        .selectFrom("outbox")
        .select(["id", "complaint_sheet_id"])
        .where(
          "complaint_sheet_id",
          "in",
          rows.map((row) => row.id),
        )
        .execute(),
    ]);
    return rows.map((row) => {
      const answer = answers.find((event) => event.sheet_id === row.id);
      return {
        id: row.id,
        reference: row.number,
        at: toIso(row.filed_at),
        summary: `${COMPLAINT_KIND_LABELS[row.kind]} · ${answer ? "respondida" : "en plazo de respuesta"}`,
        path: `/admin/reclamaciones/${row.id}`,
        emailIds: emails.flatMap((email) => (email.complaint_sheet_id === row.id ? [email.id] : [])),
        data: {
          Tipo: COMPLAINT_KIND_LABELS[row.kind],
          "Presentada (hora de Lima)": limaTime(row.filed_at),
          Nombre: row.consumer_name,
          Domicilio: row.consumer_address,
          Documento: `${COMPLAINT_DOCUMENT_LABELS[row.document_type]} ${row.document_number}`,
          Teléfono: row.phone,
          Correo: row.email,
          "Menor de edad": toBool(row.minor),
          "Padre, madre o apoderado": row.guardian_name,
          "Bien contratado": row.good_description,
          "Monto reclamado": amountText(row.amount, row.currency) ?? null,
          Detalle: row.detail,
          Pedido: row.request,
          "Comunicaciones comerciales": toBool(row.marketing_consent),
          "Dirección IP": row.source_ip,
          Navegador: row.user_agent,
          "Respondida (hora de Lima)": answer ? limaDateTime(answer.at) : null,
        },
      };
    });
  },
};

/** Every kind of kept record, in the order the page lists them. */
export const RETAINED_SOURCES: readonly RetainedSource[] = [dataRequests, complaintSheets];
