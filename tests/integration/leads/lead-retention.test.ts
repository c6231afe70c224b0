// The retention job on both engines: leads older than LEAD_RETENTION_YEARS are anonymised (as an
// erasure does it), recent ones are untouched, leads already anonymised are skipped, a second run
// changes nothing, two concurrent runs do the job once, a run abandoned by its process is taken over;
// each run is audited with its counts.
import { beforeAll, describe, expect, it } from "vitest";
import { ANONYMISED_MARKER } from "~/domains/data-rights/personal-data";
import { getDb } from "~/platform/data/db.server";
import {
  RETENTION_LEASE_MS,
  retentionCutoff,
  runLeadRetention,
} from "~/domains/leads/server/lead-retention.server";
import { parseJson } from "~/platform/data/sql-values.server";
import { startRetentionSchedule } from "../../../app/domains/leads/server/retention-schedule.server";
import { addLead, catalogueProducts, type InboxLead } from "../../support/inbox-leads";

/** 10:00 in Lima on Wednesday 25 November 2026. */
const NOW = new Date("2026-11-25T15:00:00.000Z");
const DAY_MS = 86_400_000;

let old: InboxLead;
let oldQuote: InboxLead;
let justInside: InboxLead;
let recent: InboxLead;
let alreadyAnonymised: InboxLead;

beforeAll(async () => {
  const [product] = await catalogueProducts(1);
  old = await addLead({
    name: "Rosa Mamani",
    email: "rosa@antigua.example",
    createdAt: "2020-06-01T15:00:00.000Z",
  });
  oldQuote = await addLead({
    kind: "QUOTE",
    name: "Pedro Salas",
    email: "psalas@antigua.example",
    lines: [{ productId: product!.id, quantity: 7 }],
    createdAt: "2021-11-25T14:00:00.000Z",
  });
  // Five years and a day and an hour before NOW: kept today and tomorrow, anonymised the day after.
  justInside = await addLead({
    name: "Elena Ruiz",
    email: "elena@reciente.example",
    createdAt: "2021-11-26T16:00:00.000Z",
  });
  recent = await addLead({
    name: "Carla Núñez",
    email: "carla@reciente.example",
    createdAt: "2025-11-25T15:00:00.000Z",
  });
  alreadyAnonymised = await addLead({ name: "Ana Ríos", createdAt: "2019-01-10T15:00:00.000Z" });
  await getDb()
    .updateTable("lead")
    .set({ name: ANONYMISED_MARKER, email: ANONYMISED_MARKER, anonymised_at: "2025-01-01T00:00:00.000Z" })
    .where("id", "=", alreadyAnonymised.id)
    .execute();
});

async function snapshot() {
  const db = getDb();
  return {
    leads: await db.selectFrom("lead").selectAll().orderBy("id").execute(),
    lines: await db.selectFrom("lead_line").selectAll().orderBy("lead_id").orderBy("position").execute(),
    words: await db.selectFrom("lead_search_word").selectAll().orderBy("lead_id").orderBy("word").execute(),
    outbox: await db.selectFrom("outbox").select(["id", "lead_id", "subject"]).orderBy("id").execute(),
  };
}

const lead = (id: number) =>
  getDb().selectFrom("lead").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

const retentionAudits = () =>
  getDb().selectFrom("audit_log").selectAll().where("action", "=", "lead.retention").orderBy("id").execute();

describe("the cutoff", () => {
  it("is the same instant the given number of years before, 29 February falling back to the 28th", () => {
    expect(retentionCutoff(NOW, 5).toISOString()).toBe("2021-11-25T15:00:00.000Z");
    expect(retentionCutoff(new Date("2028-02-29T12:00:00.000Z"), 5).toISOString()).toBe(
      "2023-02-28T12:00:00.000Z",
    );
  });
});

describe("the retention job", () => {
  it("anonymises the leads older than the period, keeps recent ones and skips those already anonymised", async () => {
    const before = await snapshot();
    const skippedBefore = await lead(alreadyAnonymised.id);
    const result = await runLeadRetention(NOW, { years: 5, worker: "a" });
    expect(result).toEqual({
      status: "done",
      day: "2026-11-25",
      cutoff: "2021-11-25T15:00:00.000Z",
      counts: { leads: 2, notes: 0, emailsDeleted: 4, emailsScrubbed: 0 },
      // The same run prunes the audit log (decision 060; tests/integration/staff/audit-retention.test.ts).
      auditLog: { days: 730, cutoff: "2024-11-25T15:00:00.000Z", removed: 0 },
    });
    for (const id of [old.id, oldQuote.id]) {
      const row = await lead(id);
      expect([row.name, row.email, row.company, row.ruc]).toEqual(Array(4).fill(ANONYMISED_MARKER));
      expect(new Date(row.anonymised_at!).toISOString()).toBe(NOW.toISOString());
    }
    // Each lead's history says why: the retention period, by no one in particular.
    const events = await getDb()
      .selectFrom("lead_event")
      .select(["lead_id", "user_id", "detail"])
      .where("kind", "=", "anonymised")
      .where("lead_id", "in", [old.id, oldQuote.id, alreadyAnonymised.id])
      .orderBy("lead_id")
      .execute();
    expect(events.map((event) => [event.lead_id, event.user_id, parseJson(event.detail!)])).toEqual(
      [old.id, oldQuote.id].sort((a, b) => a - b).map((id) => [id, null, { reason: "retention" }]),
    );
    // The quotation's line stays, for the statistics; its e-mails are gone.
    const after = await snapshot();
    expect(after.lines).toEqual(before.lines);
    expect(after.outbox.filter((row) => row.lead_id === old.id || row.lead_id === oldQuote.id)).toEqual([]);
    expect(after.words.filter((row) => row.lead_id === oldQuote.id).map((row) => row.word)).not.toContain(
      "salas",
    );
    // Recent leads and the one anonymised before are exactly as they were.
    for (const id of [justInside.id, recent.id]) {
      expect(after.leads.find((row) => row.id === id)).toEqual(before.leads.find((row) => row.id === id));
    }
    expect(await lead(alreadyAnonymised.id)).toEqual(skippedBefore);

    const audits = await retentionAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ user_id: null, target: "2026-11-25" });
    expect(parseJson(audits[0]!.detail)).toEqual({
      years: 5,
      cutoff: "2021-11-25T15:00:00.000Z",
      leads: 2,
      notes: 0,
      emailsDeleted: 4,
      emailsScrubbed: 0,
    });
  });

  it("changes nothing when run again, the same day or the next", async () => {
    const before = await snapshot();
    expect(await runLeadRetention(NOW, { years: 5, worker: "b" })).toEqual({
      status: "already-done",
      day: "2026-11-25",
    });
    const nextDay = await runLeadRetention(new Date(NOW.getTime() + DAY_MS), { years: 5, worker: "b" });
    expect(nextDay).toMatchObject({
      status: "done",
      day: "2026-11-26",
      counts: { leads: 0, notes: 0, emailsDeleted: 0, emailsScrubbed: 0 },
    });
    // The next day's cutoff (26 November 2021, 15:00) still leaves the lead of 16:00 that day.
    const inside = await lead(justInside.id);
    expect(inside.anonymised_at).toBeNull();
    expect(await snapshot()).toEqual(before);
    expect(await retentionAudits()).toHaveLength(2);
  });

  it("runs once when two processes start it at the same moment", async () => {
    const day = new Date(NOW.getTime() + 2 * DAY_MS);
    const results = await Promise.all([
      runLeadRetention(day, { years: 5, worker: "first" }),
      runLeadRetention(day, { years: 5, worker: "second" }),
    ]);
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === "done")).toHaveLength(1);
    expect(["already-done", "running-elsewhere"]).toContain(statuses.find((status) => status !== "done"));
    const done = results.find((result) => result.status === "done")!;
    // The lead of 26 November 2021, 16:00 is now past the five years.
    expect(done).toMatchObject({ counts: { leads: 1 } });
    expect((await lead(justInside.id)).anonymised_at).not.toBeNull();
    expect((await retentionAudits()).filter((audit) => audit.target === "2026-11-27")).toHaveLength(1);
    expect(
      await getDb().selectFrom("retention_run").selectAll().where("day", "=", "2026-11-27").execute(),
    ).toEqual([expect.objectContaining({ anonymised: 1 })]);
    expect((await lead(recent.id)).anonymised_at).toBeNull();
  });

  it("lets another process finish a day whose run was abandoned, once its lease has passed", async () => {
    const day = new Date(NOW.getTime() + 3 * DAY_MS);
    const stale = new Date(day.getTime() - RETENTION_LEASE_MS - 1000).toISOString();
    await getDb()
      .insertInto("retention_run")
      .values({ day: "2026-11-28", worker: "dead", started_at: stale, lease_until: stale, finished_at: null })
      .execute();
    expect(await runLeadRetention(day, { years: 5, worker: "alive" })).toMatchObject({ status: "done" });
    const row = await getDb()
      .selectFrom("retention_run")
      .selectAll()
      .where("day", "=", "2026-11-28")
      .executeTakeFirst();
    expect(row).toMatchObject({ worker: "alive" });
    expect(row!.finished_at).not.toBeNull();
    // A claim still within its lease is left to its process.
    const fresh = new Date(day.getTime() + DAY_MS);
    await getDb()
      .insertInto("retention_run")
      .values({
        day: "2026-11-29",
        worker: "busy",
        started_at: fresh.toISOString(),
        lease_until: new Date(fresh.getTime() + RETENTION_LEASE_MS).toISOString(),
        finished_at: null,
      })
      .execute();
    expect(await runLeadRetention(fresh, { years: 5, worker: "alive" })).toEqual({
      status: "running-elsewhere",
      day: "2026-11-29",
    });
  });

  it("is run by each process's schedule at start, once per day", async () => {
    const day = new Date(NOW.getTime() + 10 * DAY_MS);
    const schedule = startRetentionSchedule({ now: () => day });
    await expect
      .poll(async () => (await retentionAudits()).some((audit) => audit.target === "2026-12-05"))
      .toBe(true);
    expect(await schedule.check()).toEqual({ status: "already-done", day: "2026-12-05" });
    await schedule.stop();
  });
});
