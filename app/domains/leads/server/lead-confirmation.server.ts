import type { LeadKind } from "../../../../db/schema";
import { excerpt } from "~/platform/lib/excerpt";
import { getDb } from "~/platform/data/db.server";

/** A quotation line as the buyer sent it (the catalogue's code, name and unit at the time). */
export interface ConfirmedLine {
  code: string | null;
  name: string;
  quantity: number;
  unit: string | null;
}

/** What the confirmation page tells a buyer about a request they just sent. */
export interface LeadConfirmation {
  reference: string;
  kind: LeadKind;
  /** The quotation's products, in the order sent; empty for contact and service requests. */
  lines: ConfirmedLine[];
  /** The first words of the message, when there is one. */
  messageExcerpt: string | null;
  /** The machine type of a technical-service request. */
  equipment: string | null;
  /** Where the acknowledgement is sent; null when none was queued (a request flagged as spam gets none). */
  acknowledgementTo: string | null;
}

/**
 * The confirmation of the leads a buyer just sent (their ids come from the signed cookie, never from
 * the address), in the order given: only what the page shows, nothing of staff work on them.
 */
export async function confirmationOf(ids: readonly number[]): Promise<LeadConfirmation[]> {
  if (ids.length === 0) return [];
  const db = getDb();
  const [leads, lines, acknowledgements] = await Promise.all([
    db
      .selectFrom("lead")
      .select(["id", "reference", "kind", "message", "equipment"])
      .where("id", "in", ids)
      .execute(),
    db
      .selectFrom("lead_line")
      .select(["lead_id", "code", "name", "quantity", "unit"])
      .where("lead_id", "in", ids)
      .orderBy("lead_id")
      .orderBy("position")
      .execute(),
    db
      .selectFrom("outbox")
      .select(["lead_id", "to_address"])
      .where("lead_id", "in", ids)
      .where("purpose", "=", "ack")
      .orderBy("id")
      .execute(),
  ]);
  const byId = new Map(leads.map((lead) => [lead.id, lead]));
  return ids.flatMap((id) => {
    const lead = byId.get(id);
    if (!lead) return [];
    return [
      {
        reference: lead.reference,
        kind: lead.kind,
        lines: lines
          .filter((line) => line.lead_id === id)
          .map(({ code, name, quantity, unit }) => ({ code, name, quantity: Number(quantity), unit })),
        messageExcerpt: lead.message ? excerpt(lead.message) : null,
        equipment: lead.equipment,
        acknowledgementTo: acknowledgements.find((row) => row.lead_id === id)?.to_address ?? null,
      },
    ];
  });
}
