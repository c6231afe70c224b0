// The erasure of one person's data: leads anonymised for statistics, their e-mails deleted, the digests
// that named them scrubbed, the records kept under a legal duty left; only once the administrator
// confirmed what the erasure would change, and audited with the keyed hash and the counts
// (docs/decisions/037-data-rights-and-retention.md).
import { removeMailFiles } from "~/platform/mail/mail-files.server";
import { logger } from "~/platform/lib/logger.server";
import type { PersonalDataSubject } from "../personal-data";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { recordAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { ANONYMISE_BATCH, type AnonymiseCounts, anonymiseLeads } from "~/domains/leads/index.server";
import { type PersonalDataActionContext, subjectDigest } from "./personal-data-audit.server";
import { erasurePlan, findPersonalData } from "./personal-data-holdings.server";

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
