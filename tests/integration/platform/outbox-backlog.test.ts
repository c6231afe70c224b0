// The outbox under a large backlog: the pick query walks an index (no sort of the backlog) and a
// fresh lead's e-mails go out before an old backlog, without starving it.
import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { databaseEngine, getDb } from "~/platform/data/db.server";
import { claimDueMessages, explainClaimPlan } from "~/platform/mail/outbox.server";
import { LeadCreatedSchema } from "~/server/api/api-schema";
import { contactRequest } from "../../factories";
import { postJson } from "../../support/http";

const BACKLOG = 20_000;
const INSERT_BATCH = 1000;

/** Inserts `count` waiting e-mails an hour old: half never tried, half failed three times. */
async function fillBacklog(leadId: number, count: number): Promise<void> {
  const created = new Date(Date.now() - 3_600_000).toISOString();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      for (let start = 0; start < count; start += INSERT_BATCH) {
        const rows = Array.from({ length: Math.min(INSERT_BATCH, count - start) }, (_, offset) => {
          const index = start + offset;
          return {
            lead_id: leadId,
            purpose: "sales" as const,
            message_id: `<backlog-${index}@kordex.test>`,
            to_address: "ventas@kordex.com.pe",
            reply_to: null,
            subject: `Backlog ${index}`,
            text_body: "Correo pendiente",
            html_body: "<p>Correo pendiente</p>",
            status: "pending" as const,
            attempts: index % 2 === 0 ? 0 : 3,
            next_attempt_at: new Date(Date.now() - 3_600_000 + index).toISOString(),
            created_at: created,
          };
        });
        await trx.insertInto("outbox").values(rows).execute();
      }
    });
  if (databaseEngine() === "postgres") await sql`analyze outbox`.execute(getDb());
}

let backlogLead: number;

beforeAll(async () => {
  const response = await postJson("/api/pe/contacts", contactRequest({ message: "Lead del backlog" }));
  expect(response.status).toBe(201);
  backlogLead = LeadCreatedSchema.parse(await response.json()).id;
  await fillBacklog(backlogLead, BACKLOG);
}, 60_000);

describe("e-mail outbox with a backlog", () => {
  it("picks due e-mails through an index, without sorting the backlog", async () => {
    const plan = await explainClaimPlan(10);
    const text = plan.join("\n");
    expect(text).toMatch(/outbox_pick_idx|outbox_fresh_idx/);
    if (databaseEngine() === "sqlite") {
      expect(text).not.toMatch(/TEMP B-TREE/i);
      expect(text).not.toMatch(/SCAN outbox(?! USING)/);
    } else {
      expect(text).not.toMatch(/\bSort\b/);
      expect(text).not.toMatch(/Seq Scan on outbox/);
    }
  });

  it("sends a fresh lead's e-mails before an old backlog, and still takes the oldest backlog e-mail", async () => {
    const response = await postJson("/api/pe/contacts", contactRequest());
    expect(response.status).toBe(201);
    const fresh = LeadCreatedSchema.parse(await response.json());

    const picked = await claimDueMessages("backlog-test", 10, 60_000);
    expect(picked).toHaveLength(10);
    const ofFreshLead = picked.filter((message) => message.leadId === fresh.id);
    expect(ofFreshLead).toHaveLength(2);
    // Fair to old mail: the same pick also takes the e-mail that has been due the longest.
    expect(picked.map((message) => message.messageId)).toContain("<backlog-0@kordex.test>");
  });
});
