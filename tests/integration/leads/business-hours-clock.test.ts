// The overdue query of the back office's inbox, on both engines: `created_at <= cutoff and
// first_response_at is null`, with the cutoff from overdueCutoff, selects exactly the leads whose
// business time since creation reaches the threshold, as businessMillisecondsBetween computes it.
// SQLite compares the ISO-8601 text the models write; PostgreSQL compares timestamptz values.
import { beforeAll, describe, expect, it } from "vitest";
import {
  addBusinessHours,
  businessMillisecondsBetween,
  type OfficeHours,
  overdueCutoff,
} from "~/platform/lib/business-hours";
import { databaseEngine, getDb } from "~/platform/data/db.server";
import { VALID_RUCS } from "../../factories";

const OFFICE: OfficeHours = { open: "09:00", close: "18:00" };
const HOUR = 3_600_000;

/** An instant given as Lima wall-clock time, with milliseconds when needed. */
function lima(wallClock: string): Date {
  return new Date(`${wallClock.replace(" ", "T")}-05:00`);
}

/**
 * Leads around Fiestas Patrias 2026 (Tuesday 28 and Wednesday 29 July) and the weekend before. With
 * 8 business hours and `now` on Thursday 30 July at 10:00 the cutoff is Monday 27 July at 11:00.
 */
const LEADS: { label: string; createdAt: Date; firstResponseAt?: Date }[] = [
  { label: "friday-afternoon", createdAt: lima("2026-07-24 16:00:00.000") },
  {
    label: "friday-answered",
    createdAt: lima("2026-07-24 16:00:00.000"),
    firstResponseAt: lima("2026-07-27 09:30:00.000"),
  },
  { label: "saturday", createdAt: lima("2026-07-25 12:00:00.000") },
  // Monday 04:30 in UTC, still Sunday in Lima.
  { label: "sunday-night", createdAt: lima("2026-07-26 23:30:00.000") },
  { label: "monday-before-cutoff", createdAt: lima("2026-07-27 10:59:59.999") },
  { label: "monday-at-cutoff", createdAt: lima("2026-07-27 11:00:00.000") },
  { label: "monday-after-cutoff", createdAt: lima("2026-07-27 11:00:00.001") },
  { label: "monday-evening", createdAt: lima("2026-07-27 17:30:00.000") },
  { label: "holiday", createdAt: lima("2026-07-28 10:00:00.000") },
  { label: "holiday-night", createdAt: lima("2026-07-29 22:00:00.000") },
  { label: "thursday-early", createdAt: lima("2026-07-30 09:59:59.999") },
  { label: "next-week", createdAt: lima("2026-08-03 09:00:00.000") },
];

const labels = new Map<number, string>();

beforeAll(async () => {
  for (const [index, lead] of LEADS.entries()) {
    const { id } = await getDb()
      .insertInto("lead")
      .values({
        kind: "CONTACT",
        reference: `clock-${index}-${lead.label}`,
        payload_hash: `clock-${index}`,
        name: "María Quispe Huamán",
        email: "maria.quispe@minera-andina.example",
        company: "Minera Andina S.A.",
        ruc: VALID_RUCS[0],
        status: lead.firstResponseAt ? "in_progress" : "new",
        spam: 0,
        created_at: lead.createdAt.toISOString(),
        first_response_at: lead.firstResponseAt?.toISOString() ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    labels.set(id, lead.label);
  }
});

/** The inbox's overdue condition, in SQL: labels of the leads it selects. */
async function overdueInDatabase(now: Date, hours: number): Promise<string[]> {
  const cutoff = overdueCutoff(now, hours, OFFICE);
  const rows = await getDb()
    .selectFrom("lead")
    .select("id")
    .where("reference", "like", "clock-%")
    .where("created_at", "<=", cutoff.toISOString())
    .where("first_response_at", "is", null)
    .execute();
  return rows.map((row) => labels.get(row.id)!).sort();
}

/** The same condition from the definition: unanswered and at least `hours` business hours old. */
function overdueByDefinition(now: Date, hours: number): string[] {
  return LEADS.filter(
    (lead) =>
      !lead.firstResponseAt && businessMillisecondsBetween(lead.createdAt, now, OFFICE) >= hours * HOUR,
  )
    .map((lead) => lead.label)
    .sort();
}

describe(`overdue leads in SQL (${databaseEngine()})`, () => {
  it("stores the creation times to the millisecond", async () => {
    const rows = await getDb()
      .selectFrom("lead")
      .select(["id", "created_at"])
      .where("reference", "like", "clock-%")
      .execute();
    expect(rows).toHaveLength(LEADS.length);
    for (const row of rows) {
      const lead = LEADS.find((candidate) => candidate.label === labels.get(row.id))!;
      expect(new Date(row.created_at).getTime()).toBe(lead.createdAt.getTime());
    }
  });

  it("Thursday after Fiestas Patrias, 10:00, 8 business hours: up to Monday 11:00, the answered one left out", async () => {
    const now = lima("2026-07-30 10:00:00.000");
    expect(overdueCutoff(now, 8, OFFICE).toISOString()).toBe("2026-07-27T16:00:00.000Z");
    const expected = [
      "friday-afternoon",
      "monday-at-cutoff",
      "monday-before-cutoff",
      "saturday",
      "sunday-night",
    ];
    expect(overdueByDefinition(now, 8)).toEqual(expected);
    expect(await overdueInDatabase(now, 8)).toEqual(expected);
  });

  it("a lead becomes overdue at its deadline to the millisecond, in SQL as in the definition", async () => {
    for (const lead of LEADS.filter((candidate) => !candidate.firstResponseAt)) {
      const deadline = addBusinessHours(lead.createdAt, 8, OFFICE);
      expect(await overdueInDatabase(deadline, 8), `${lead.label} at its deadline`).toContain(lead.label);
      expect(
        await overdueInDatabase(new Date(deadline.getTime() - 1), 8),
        `${lead.label} 1 ms before its deadline`,
      ).not.toContain(lead.label);
    }
  });

  it("gives the definition's set for every half hour of two weeks and several thresholds", async () => {
    const start = lima("2026-07-24 00:00:00.000").getTime();
    let compared = 0;
    for (let now = start; now <= start + 14 * 24 * HOUR; now += HOUR / 2) {
      for (const hours of [1, 8, 12, 40]) {
        expect(
          await overdueInDatabase(new Date(now), hours),
          `${new Date(now).toISOString()}, ${hours} h`,
        ).toEqual(overdueByDefinition(new Date(now), hours));
        compared++;
      }
    }
    expect(compared).toBe(673 * 4);
  });
});
