// The inbox's CSV export: every lead the filters find (the page number aside), in the list's order,
// one record per lead with its lines summarised, UTF-8 with a BOM, formula-safe (app/platform/lib/csv.ts).
// Streamed: each pull reads the next batch after the last lead written (keyset on created_at, id),
// so memory holds one batch whatever the number of leads, and the first bytes leave at once.
import type { Expression, ExpressionBuilder, SqlBool } from "kysely";
import type { Database } from "../../../../db/schema";
import { CSV_BOM, csvRow } from "~/platform/lib/csv";
import { limaDateTime } from "~/platform/lib/lima-day";
import { quantityWithUnit } from "~/domains/catalogue";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, leadKindsFor } from "../lead-vocabulary";
import type { LeadInboxQuery } from "../lead-inbox-query-schema";
import { recordAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { inboxFilter, type LeadInboxFilter } from "./lead-inbox-filter.server";
import type { LeadClock } from "./lead-inbox-rows.server";
import { CONSENT_CODE_LENGTH } from "~/platform/data/consent-ledger.server";
import { toBool, toIso } from "~/platform/data/sql-values.server";

export const LEAD_EXPORT_BATCH = 500;

export const LEAD_EXPORT_HEADER = [
  "Referencia",
  "Tipo",
  "Estado",
  "Vencida",
  "Fecha (hora de Lima)",
  "Empresa",
  "RUC",
  "Nombre",
  "Correo",
  "Teléfono",
  "Asignada a",
  "Primera respuesta (hora de Lima)",
  "Equipo",
  "Productos",
  "Mensaje",
  // The consent ledger (docs/decisions/035): at the end, so the earlier columns keep their places.
  "Consentimiento de datos",
  "Fecha del consentimiento (hora de Lima)",
  "Versión del texto de consentimiento",
  "Acepta comunicaciones comerciales",
] as const;

type LeadExpressions = ExpressionBuilder<Database, "lead">;

export interface LeadExportOptions extends LeadClock {
  /** Leads read per query (LEAD_EXPORT_BATCH by default). */
  batchSize?: number;
}

/** The file name for an export made at `now`: "solicitudes-2026-11-23-1015.csv" (Lima time). */
export function leadExportFileName(now: Date = new Date()): string {
  return `solicitudes-${limaDateTime(now).replace(" ", "-").replace(":", "")}.csv`;
}

/**
 * The CSV of every lead the query's filters find for the viewer, in the list's order ("pendientes":
 * overdue first). The stream reads from the database only as it is read (one batch per pull).
 */
export function streamLeadsCsv(
  viewer: StaffViewer,
  query: LeadInboxFilter | LeadInboxQuery,
  options: LeadExportOptions,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = leadCsvBatches(viewer, query, options);
  let started = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(LEAD_EXPORT_HEADER)));
          return;
        }
        const next = await batches.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await batches.return(undefined);
      },
    },
    // One chunk ahead at most: the reader's pace sets the reading's.
    { highWaterMark: 1 },
  );
}

/**
 * The export's audit row, written before its first byte leaves (no row, no file): who, the filter as
 * the address gave it (the page number aside), the kinds the viewer's role sees, and how many leads
 * the filter matched as the export began. Returns that count.
 */
export async function recordLeadExport(
  viewer: StaffViewer,
  query: LeadInboxFilter | LeadInboxQuery,
  context: { ip?: string | null } = {},
): Promise<number> {
  const conditions = await inboxFilter(viewer, query);
  const rows = conditions
    ? Number(
        (
          await getDb()
            .selectFrom("lead")
            .where((eb) => eb.and(conditions(eb)))
            .select((eb) => eb.fn.countAll<number | string>().as("count"))
            .executeTakeFirstOrThrow()
        ).count,
      )
    : 0;
  await recordAudit({
    action: "lead.export",
    userId: viewer.id,
    actor: viewer.email,
    ip: context.ip,
    detail: {
      filter: Object.fromEntries(
        Object.entries(query).filter(([key, value]) => key !== "page" && value !== undefined),
      ),
      kinds: leadKindsFor(viewer.role),
      rows,
    },
  });
  return rows;
}

/** The records after the header, one string per batch of leads. */
async function* leadCsvBatches(
  viewer: StaffViewer,
  query: LeadInboxFilter,
  options: LeadExportOptions,
): AsyncGenerator<string> {
  const batchSize = options.batchSize ?? LEAD_EXPORT_BATCH;
  const conditions = await inboxFilter(viewer, query);
  if (!conditions) return;
  const cutoff = options.overdueBefore.toISOString();
  // The list's order as runs of created_at: "pendientes" shows the overdue leads first.
  const runs: ((eb: LeadExpressions) => Expression<SqlBool>[])[] =
    query.view === "pendientes"
      ? [(eb) => [eb("lead.created_at", "<=", cutoff)], (eb) => [eb("lead.created_at", ">", cutoff)]]
      : [() => []];
  for (const run of runs) {
    let after: { createdAt: Date | string; id: number } | undefined;
    for (;;) {
      const last = after;
      const leads = await getDb()
        .selectFrom("lead")
        .leftJoin("staff_user", "staff_user.id", "lead.assignee_id")
        .leftJoin("lead_consent", "lead_consent.lead_id", "lead.id")
        .leftJoin("consent_text", "consent_text.id", "lead_consent.consent_text_id")
        .select([
          "lead.id",
          "lead.reference",
          "lead.kind",
          "lead.status",
          "lead.first_response_at",
          "lead.created_at",
          "lead.company",
          "lead.ruc",
          "lead.name",
          "lead.email",
          "lead.phone",
          "lead.equipment",
          "lead.message",
          "staff_user.name as assignee_name",
          "lead_consent.state as consent_state",
          "lead_consent.consented_at",
          "lead_consent.marketing",
          "consent_text.hash as consent_hash",
        ])
        .where((eb) =>
          eb.and([
            ...conditions(eb),
            ...run(eb),
            ...(last
              ? [eb(eb.refTuple("lead.created_at", "lead.id"), "<", eb.tuple(last.createdAt, last.id))]
              : []),
          ]),
        )
        .orderBy("lead.created_at", "desc")
        .orderBy("lead.id", "desc")
        .limit(batchSize)
        .execute();
      if (leads.length === 0) break;
      const lines = await linesOf(leads.map((lead) => lead.id));
      yield leads
        .map((lead) => {
          const createdAt = toIso(lead.created_at);
          const overdue = lead.status === "new" && lead.first_response_at === null && createdAt <= cutoff;
          // Given: when (null on a row that is not recorded). Leads without a ledger row read as not recorded.
          const consentedAt =
            lead.consent_state === "given" && lead.consented_at !== null ? toIso(lead.consented_at) : null;
          const consented = consentedAt !== null;
          return csvRow([
            lead.reference,
            LEAD_KIND_LABELS[lead.kind],
            LEAD_STATUS_LABELS[lead.status],
            overdue ? "Sí" : "No",
            limaDateTime(createdAt),
            lead.company,
            lead.ruc,
            lead.name,
            lead.email,
            lead.phone,
            lead.assignee_name,
            lead.first_response_at === null ? null : limaDateTime(toIso(lead.first_response_at)),
            lead.equipment,
            lines.get(lead.id),
            lead.message,
            consented ? "Otorgado" : "No registrado",
            consentedAt === null ? null : limaDateTime(consentedAt),
            consented ? (lead.consent_hash?.slice(0, CONSENT_CODE_LENGTH) ?? null) : null,
            consented && lead.marketing !== null && toBool(lead.marketing) ? "Sí" : "No",
          ]);
        })
        .join("");
      if (leads.length < batchSize) break;
      const tail = leads.at(-1)!;
      after = { createdAt: tail.created_at, id: tail.id };
    }
  }
}

/** Each lead's lines as one text: "3 bobinas × ZPP-12N Zuncho PP 12 mm; 10 cajas × …". */
async function linesOf(leadIds: number[]): Promise<Map<number, string>> {
  const lines = await getDb()
    .selectFrom("lead_line")
    .select(["lead_id", "quantity", "code", "name", "unit"])
    .where("lead_id", "in", leadIds)
    .orderBy("lead_id")
    .orderBy("position")
    .execute();
  const byLead = new Map<number, string[]>();
  for (const line of lines) {
    const text = `${quantityWithUnit(line.quantity, line.unit)} × ${[line.code, line.name].filter(Boolean).join(" ")}`;
    byLead.set(line.lead_id, [...(byLead.get(line.lead_id) ?? []), text]);
  }
  return new Map([...byLead].map(([id, texts]) => [id, texts.join("; ")]));
}
