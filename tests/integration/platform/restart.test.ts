import { describe, expect, it } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { LeadCreatedSchema } from "~/server/api/api-schema";
import { idempotencyKey, quoteRequest } from "../../factories";
import { startServerProcess } from "../../support/server-process";

describe("a lead answered 201 survives SIGKILL", () => {
  it("is still stored, with its lines and e-mails, after the process is killed and started again", async () => {
    const env = { OUTBOX_WORKER: "false", SEED_DEMO: "false" };
    const first = await startServerProcess(env);
    const receipts = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await fetch(`${first.url}/api/pe/invoices`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": idempotencyKey() },
        body: JSON.stringify(quoteRequest({ message: `Pedido ${index}` })),
      });
      expect(response.status).toBe(201);
      receipts.push(LeadCreatedSchema.parse(await response.json()));
    }
    first.child.kill("SIGKILL");
    expect(await first.exited).toBe("SIGKILL");

    const second = await startServerProcess(env);
    try {
      const ids = receipts.map((receipt) => receipt.id);
      const leads = await getDb()
        .selectFrom("lead")
        .select(["id", "reference", "message"])
        .where("id", "in", ids)
        .orderBy("id")
        .execute();
      expect(leads).toEqual(receipts.map((receipt, index) => ({ ...receipt, message: `Pedido ${index}` })));
      const lines = await getDb()
        .selectFrom("lead_line")
        .select("lead_id")
        .where("lead_id", "in", ids)
        .execute();
      expect(lines).toHaveLength(10);
      const mails = await getDb()
        .selectFrom("outbox")
        .select("lead_id")
        .where("lead_id", "in", ids)
        .execute();
      expect(mails).toHaveLength(10);
      const health = await fetch(`${second.url}/health`);
      expect(health.status).toBe(200);
    } finally {
      second.child.kill("SIGTERM");
      await second.exited;
    }
  });
});
