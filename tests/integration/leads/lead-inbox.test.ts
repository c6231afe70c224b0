// The leads inbox's models on both engines: filters, search, the role's kinds, "pendientes", paging,
// the company timeline and related leads, the live badge's counts, and the search index's back-fill.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "../../../db/connection.server";
import { refreshLeadSearch } from "../../../db/lead-search.server";
import { migrationProvider } from "../../../db/migrations";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { LEAD_STATUSES, type LeadStatus } from "~/domains/leads/lead-vocabulary";
import { companyTimeline, relatedLeads } from "~/domains/leads/server/company-timeline.server";
import { getDb } from "~/platform/data/db.server";
import {
  LEAD_BADGE_CAP,
  LEAD_INBOX_PAGE_SIZE,
  type LeadInboxPage,
  leadCountsSince,
  listAssigneeFilterChoices,
  listLeads,
  pendingLeadCounts,
} from "~/domains/leads/server/lead-inbox.server";
import { DEFAULT_LEAD_INBOX_QUERY, type LeadInboxQuery } from "~/domains/leads/lead-inbox-query-schema";
import { createStaffUser, validRuc } from "../../factories";
import { addLead, catalogueProducts, type InboxLead, type InboxLeadSpec } from "../../support/inbox-leads";

const R1 = "20131312955";
const R2 = "10467793549";
const R3 = validRuc(55_555_555);
const R4 = validRuc(44_444_444);
/** New leads in before this are overdue. */
const CUTOFF = new Date("2026-11-04T00:00:00.000Z");
const NOW = new Date("2026-11-10T12:00:00.000Z");
const clock = { overdueBefore: CUTOFF, now: NOW };

let admin: StaffViewer;
let ventas: StaffViewer;
let otherVentas: StaffViewer;
let servicio: StaffViewer;
let products: { id: number; code: string; name: string }[];
const leads: Record<string, InboxLead> = {};

/** The fixture's leads by name: ids ascend from L1 to L9. */
function specs(): Record<string, InboxLeadSpec> {
  return {
    L1: {
      kind: "QUOTE",
      name: "María Quispe Huamán",
      company: "Minera Andina S.A.C.",
      ruc: R1,
      email: "maria.quispe@minera-andina.example",
      lines: [
        { productId: products[0]!.id, quantity: 3 },
        { productId: products[1]!.id, quantity: 10 },
      ],
      createdAt: "2026-11-02T15:00:00.000Z",
    },
    L2: {
      name: "Jorge Luis Paredes",
      company: "Minera Andina S.A.C.",
      ruc: R1,
      email: "jparedes@minera-andina.example",
      // 23:30 on 2 November in Lima.
      createdAt: "2026-11-03T04:30:00.000Z",
      status: "in_progress",
      assigneeId: ventas.id,
      firstResponseAt: "2026-11-03T13:00:00.000Z",
    },
    L3: {
      kind: "SERVICE",
      name: "Rosa Chávez",
      company: "Minera Andina S.A.C.",
      ruc: R1,
      email: "rchavez@minera-andina.example",
      // 00:30 on 3 November in Lima.
      createdAt: "2026-11-03T05:30:00.000Z",
      assigneeId: servicio.id,
    },
    L4: {
      kind: "QUOTE",
      name: "Jorge Ramírez",
      company: "Agroexport del Sur S.A.C.",
      ruc: R2,
      email: "jramirez@agroexport.example",
      lines: [{ productId: products[2]!.id, quantity: 1 }],
      createdAt: "2026-11-05T16:00:00.000Z",
      status: "quoted",
      assigneeId: otherVentas.id,
      firstResponseAt: "2026-11-05T17:00:00.000Z",
    },
    L5: {
      name: "Oferta Increíble",
      company: "Ñandú Logística E.I.R.L.",
      ruc: R3,
      email: "bot@spam.example",
      createdAt: "2026-11-06T10:00:00.000Z",
      status: "spam",
    },
    // L6–L8 lose their RUC below (leads stored before the RUC was required).
    L6: {
      name: "María Quispe",
      company: "Minera Andina",
      ruc: R3,
      email: "Maria.Quispe@Minera-Andina.example",
      createdAt: "2026-10-01T15:00:00.000Z",
      status: "won",
      firstResponseAt: "2026-10-01T16:00:00.000Z",
    },
    L7: {
      name: "Pedro Núñez",
      company: "Textiles Núñez",
      ruc: R3,
      email: "pnunez@textiles.example",
      createdAt: "2026-10-02T15:00:00.000Z",
      status: "lost",
      firstResponseAt: "2026-10-02T16:00:00.000Z",
    },
    L8: {
      name: "Pedro Núñez",
      company: "Textiles Núñez",
      ruc: R3,
      email: "pnunez@textiles.example",
      createdAt: "2026-10-03T15:00:00.000Z",
      status: "archived",
      firstResponseAt: "2026-10-03T16:00:00.000Z",
    },
    L9: {
      kind: "SERVICE",
      name: "Luis Torres",
      company: "Agroexport del Sur S.A.C.",
      ruc: R2,
      email: "ltorres@agroexport.example",
      createdAt: "2026-11-07T14:00:00.000Z",
    },
  };
}

beforeAll(async () => {
  admin = await createStaffUser(getDb(), { role: "admin", name: "Ana Admin" });
  ventas = await createStaffUser(getDb(), { role: "ventas", name: "Valeria Ríos" });
  otherVentas = await createStaffUser(getDb(), { role: "ventas", name: "Víctor Salas" });
  servicio = await createStaffUser(getDb(), { role: "servicio", name: "Sergio Díaz" });
  await createStaffUser(getDb(), { role: "ventas", name: "Antonio Baja", active: false });
  products = await catalogueProducts(3);
  for (const [key, spec] of Object.entries(specs())) leads[key] = await addLead(spec);
  const withoutRuc = ["L6", "L7", "L8"].map((key) => leads[key]!.id);
  await getDb().updateTable("lead").set({ ruc: "" }).where("id", "in", withoutRuc).execute();
  await refreshLeadSearch(getDb(), withoutRuc);
});

const refs = (...keys: string[]) => keys.map((key) => leads[key]!.reference);
const refsOf = (page: LeadInboxPage) => page.rows.map((row) => row.reference);
const list = (viewer: StaffViewer, query: Partial<LeadInboxQuery> = {}) =>
  listLeads(viewer, { ...DEFAULT_LEAD_INBOX_QUERY, ...query }, clock);

describe("the leads inbox", () => {
  it("lists every lead but spam, newest first, with what each row shows", async () => {
    const page = await list(admin);
    expect(refsOf(page)).toEqual(refs("L9", "L4", "L3", "L2", "L1", "L8", "L7", "L6"));
    expect(page).toMatchObject({
      total: 8,
      overdue: null,
      page: 1,
      pageSize: LEAD_INBOX_PAGE_SIZE,
      totalPages: 1,
    });
    const l2 = page.rows.find((row) => row.id === leads.L2!.id)!;
    expect(l2).toEqual({
      id: leads.L2!.id,
      reference: leads.L2!.reference,
      kind: "CONTACT",
      company: "Minera Andina S.A.C.",
      ruc: R1,
      name: "Jorge Luis Paredes",
      email: "jparedes@minera-andina.example",
      createdAt: "2026-11-03T04:30:00.000Z",
      assignee: { id: ventas.id, name: "Valeria Ríos" },
      status: "in_progress",
      overdue: false,
      ageMinutes: (NOW.getTime() - Date.parse("2026-11-03T04:30:00.000Z")) / 60_000,
    });
    expect(page.rows.filter((row) => row.overdue).map((row) => row.reference)).toEqual(refs("L3", "L1"));
    expect(page.rows.find((row) => row.id === leads.L8!.id)!.assignee).toBeNull();
  });

  it("shows each role only its kinds", async () => {
    expect(refsOf(await list(ventas))).toEqual(refs("L4", "L2", "L1", "L8", "L7", "L6"));
    expect(refsOf(await list(servicio))).toEqual(refs("L9", "L3"));
    const asked = await list(ventas, { kind: "SERVICE" });
    expect(asked.rows).toEqual([]);
    expect(asked.total).toBe(0);
  });

  it.each<[string, () => Partial<LeadInboxQuery>, string[]]>([
    ["kind", () => ({ kind: "QUOTE" }), ["L4", "L1"]],
    ["kind", () => ({ kind: "SERVICE" }), ["L9", "L3"]],
    ["status", () => ({ status: "new" }), ["L9", "L3", "L1"]],
    ["status, which wins over the spam filter", () => ({ status: "spam" }), ["L5"]],
    ["assignee", () => ({ assignee: ventas.id }), ["L2"]],
    ["another assignee", () => ({ assignee: servicio.id }), ["L3"]],
    ["unassigned", () => ({ assignee: "sin-asignar" }), ["L9", "L1", "L8", "L7", "L6"]],
    ["one Lima day (23:30 in, 00:30 out)", () => ({ from: "2026-11-02", to: "2026-11-02" }), ["L2", "L1"]],
    ["a Lima date range", () => ({ from: "2026-11-03", to: "2026-11-05" }), ["L4", "L3"]],
    ["a start date only", () => ({ from: "2026-11-06" }), ["L9"]],
    ["an end date only", () => ({ to: "2026-10-02" }), ["L7", "L6"]],
    ["only spam", () => ({ spam: "solo" }), ["L5"]],
    ["spam included", () => ({ spam: "incluir" }), ["L9", "L5", "L4", "L3", "L2", "L1", "L8", "L7", "L6"]],
    ["kind and status together", () => ({ kind: "QUOTE", status: "quoted" }), ["L4"]],
    [
      "kind, assignee and dates together",
      () => ({ kind: "CONTACT", assignee: "sin-asignar", to: "2026-10-31" }),
      ["L8", "L7", "L6"],
    ],
  ])("filters by %s", async (_label, query, expected) => {
    const page = await list(admin, query());
    expect(refsOf(page)).toEqual(refs(...expected));
    expect(page.total).toBe(expected.length);
  });

  it.each<[string, string, string[]]>([
    ["a name, accents and case folded", "MARIA", ["L1", "L6"]],
    ["a name with its accent", "núñez", ["L8", "L7"]],
    ["two words in different fields", "jorge andina", ["L2"]],
    ["a company", "Agroexport", ["L9", "L4"]],
    ["an abbreviation written with dots", "s.a.c.", ["L9", "L4", "L3", "L2", "L1"]],
    ["an abbreviation written without dots", "SAC", ["L9", "L4", "L3", "L2", "L1"]],
    ["a RUC", R2, ["L9", "L4"]],
    ["the beginning of a RUC", R2.slice(0, 6), ["L9", "L4"]],
    ["an e-mail", "jramirez@agroexport.example", ["L4"]],
    ["part of an e-mail", "rchavez@", ["L3"]],
    ["an e-mail of a lead without a RUC, any case", "PNUNEZ@TEXTILES.EXAMPLE", ["L8", "L7"]],
    ["part of an e-mail across its punctuation", "quispe@minera-andina", ["L1", "L6"]],
    ["nothing that matches", "zzzz", []],
    ["a word that matches and one that matches nothing", "jorge zzzz", []],
  ])("searches by %s", async (_label, q, expected) => {
    const page = await list(admin, { q });
    expect(refsOf(page)).toEqual(refs(...expected));
    expect(page.total).toBe(expected.length);
  });

  it("searches by reference, its number and a line's product code", async () => {
    expect(refsOf(await list(admin, { q: leads.L4!.reference }))).toEqual(refs("L4"));
    expect(refsOf(await list(admin, { q: leads.L4!.reference.toLowerCase() }))).toEqual(refs("L4"));
    expect(refsOf(await list(admin, { q: String(leads.L4!.id) }))).toContain(leads.L4!.reference);
    const codes = await getDb()
      .selectFrom("lead_line")
      .select(["lead_id", "code"])
      .where("lead_id", "in", [leads.L1!.id, leads.L4!.id])
      .execute();
    expect(codes).toHaveLength(3);
    for (const line of codes) {
      const found = await list(admin, { q: line.code!.toLowerCase() });
      expect(found.rows.map((row) => row.id)).toContain(line.lead_id);
      expect(found.rows.every((row) => row.kind === "QUOTE")).toBe(true);
    }
    const l4Code = codes.find((line) => line.lead_id === leads.L4!.id)!.code!;
    expect(refsOf(await list(admin, { q: `${l4Code} jorge` }))).toEqual(refs("L4"));
  });

  it("finds spam by search only when spam is asked for", async () => {
    expect(refsOf(await list(admin, { q: "ñandu" }))).toEqual([]);
    expect(refsOf(await list(admin, { q: "ñandu", spam: "incluir" }))).toEqual(refs("L5"));
    expect(refsOf(await list(admin, { q: "nandú", spam: "solo" }))).toEqual(refs("L5"));
  });

  it("never finds another role's kinds by search", async () => {
    expect(refsOf(await list(ventas, { q: "rosa" }))).toEqual([]);
    expect(refsOf(await list(ventas, { q: "agroexport" }))).toEqual(refs("L4"));
    expect(refsOf(await list(servicio, { q: "jorge" }))).toEqual([]);
    expect(refsOf(await list(servicio, { q: R1 }))).toEqual(refs("L3"));
  });

  it("lists the pending leads with the overdue ones first", async () => {
    const page = await list(admin, { view: "pendientes" });
    expect(refsOf(page)).toEqual(refs("L3", "L1", "L9"));
    expect(page.rows.map((row) => row.overdue)).toEqual([true, true, false]);
    expect(page).toMatchObject({ total: 3, overdue: 2 });
    // The status and spam filters do not apply in this view; the others do.
    expect(refsOf(await list(admin, { view: "pendientes", status: "won", spam: "solo" }))).toEqual(
      refs("L3", "L1", "L9"),
    );
    expect(refsOf(await list(admin, { view: "pendientes", kind: "SERVICE" }))).toEqual(refs("L3", "L9"));
    const forVentas = await list(ventas, { view: "pendientes" });
    expect(refsOf(forVentas)).toEqual(refs("L1"));
    expect(forVentas.overdue).toBe(1);
    expect(await pendingLeadCounts(admin, clock)).toEqual({ pending: 3, overdue: 2 });
    expect(await pendingLeadCounts(ventas, clock)).toEqual({ pending: 1, overdue: 1 });
    expect(await pendingLeadCounts(servicio, clock)).toEqual({ pending: 2, overdue: 1 });
  });

  it("groups a company's leads and its e-mails' leads without a RUC, with totals per status", async () => {
    const zero = Object.fromEntries(LEAD_STATUSES.map((status) => [status, 0])) as Record<LeadStatus, number>;
    const timeline = await companyTimeline(admin, R1, clock);
    expect(timeline).toMatchObject({
      ruc: R1,
      company: "Minera Andina S.A.C.",
      total: 4,
      page: 1,
      totalPages: 1,
      totals: { ...zero, new: 2, in_progress: 1, won: 1 },
    });
    // L6 has no RUC and the e-mail of L1 written in other case.
    expect(timeline!.rows.map((row) => row.reference)).toEqual(refs("L3", "L2", "L1", "L6"));

    const forVentas = await companyTimeline(ventas, R1, clock);
    expect(forVentas!.rows.map((row) => row.reference)).toEqual(refs("L2", "L1", "L6"));
    expect(forVentas!.totals).toEqual({ ...zero, new: 1, in_progress: 1, won: 1 });
    const forServicio = await companyTimeline(servicio, R1, clock);
    expect(forServicio!.rows.map((row) => row.reference)).toEqual(refs("L3"));
    expect(forServicio!.totals).toEqual({ ...zero, new: 1 });

    expect(await companyTimeline(admin, validRuc(12_345_678), clock)).toBeUndefined();
    expect(await companyTimeline(admin, " ", clock)).toBeUndefined();
    // Agroexport has a service request only servicio sees and a quotation only ventas sees.
    expect((await companyTimeline(servicio, R2, clock))!.rows.map((row) => row.reference)).toEqual(
      refs("L9"),
    );
    expect((await companyTimeline(ventas, R2, clock))!.rows.map((row) => row.reference)).toEqual(refs("L4"));
  });

  it("relates a lead to its company's other leads, or without a RUC to its e-mail's", async () => {
    const identity = async (key: string) =>
      getDb()
        .selectFrom("lead")
        .select(["id", "ruc", "email"])
        .where("id", "=", leads[key]!.id)
        .executeTakeFirstOrThrow();
    const ofL1 = await relatedLeads(admin, await identity("L1"), clock);
    expect(ofL1.rows.map((row) => row.reference)).toEqual(refs("L3", "L2", "L6"));
    expect(ofL1.total).toBe(3);
    const limited = await relatedLeads(admin, await identity("L1"), { ...clock, limit: 1 });
    expect(limited.rows.map((row) => row.reference)).toEqual(refs("L3"));
    expect(limited.total).toBe(3);
    expect(
      (await relatedLeads(ventas, await identity("L1"), clock)).rows.map((row) => row.reference),
    ).toEqual(refs("L2", "L6"));
    expect((await relatedLeads(admin, await identity("L6"), clock)).rows.map((row) => row.reference)).toEqual(
      refs("L1"),
    );
    expect((await relatedLeads(admin, await identity("L7"), clock)).rows.map((row) => row.reference)).toEqual(
      refs("L8"),
    );
    expect(await relatedLeads(admin, await identity("L5"), clock)).toEqual({ rows: [], total: 0 });
  });

  it("counts the leads that came in after the open page's newest, per role, spam left out", async () => {
    expect(await leadCountsSince(admin, leads.L4!.id)).toEqual({ latestId: leads.L9!.id, newCount: 4 });
    expect(await leadCountsSince(ventas, leads.L4!.id)).toEqual({ latestId: leads.L8!.id, newCount: 3 });
    expect(await leadCountsSince(servicio, leads.L3!.id)).toEqual({ latestId: leads.L9!.id, newCount: 1 });
    expect(await leadCountsSince(servicio, leads.L9!.id)).toEqual({ latestId: leads.L9!.id, newCount: 0 });
  });

  it("offers the staff of the viewer's kinds for the assignee filter, active ones first", async () => {
    const names = (staff: { name: string }[]) => staff.map((member) => member.name);
    expect(names(await listAssigneeFilterChoices(ventas))).toEqual([
      "Ana Admin",
      "Valeria Ríos",
      "Víctor Salas",
      "Antonio Baja",
    ]);
    expect(names(await listAssigneeFilterChoices(servicio))).toEqual(["Ana Admin", "Sergio Díaz"]);
    const all = await listAssigneeFilterChoices(admin);
    expect(names(all)).toEqual(["Ana Admin", "Sergio Díaz", "Valeria Ríos", "Víctor Salas", "Antonio Baja"]);
    expect(all.at(-1)).toMatchObject({ role: "ventas", active: false });
  });
});

describe("the leads inbox, page by page", () => {
  const paged: InboxLead[] = [];
  /** 40 pending leads of one company: the first 28 in before the cutoff (overdue), 12 after. */
  beforeAll(async () => {
    for (let index = 0; index < 40; index += 1) {
      const createdAt =
        index < 28
          ? new Date(Date.parse("2026-09-01T12:00:00.000Z") + index * 3_600_000)
          : new Date(Date.parse("2026-11-08T12:00:00.000Z") + index * 3_600_000);
      paged.push(
        await addLead({
          name: `Cliente ${index}`,
          company: "Cartones Paginados S.A.C.",
          ruc: R4,
          email: `cliente${index}@cartones.example`,
          createdAt,
        }),
      );
    }
  });
  const refsAt = (indexes: number[]) => indexes.map((index) => paged[index]!.reference);
  const range = (from: number, to: number) =>
    Array.from({ length: Math.abs(to - from) + 1 }, (_, step) => (from > to ? from - step : from + step));

  it("pages newest first, with the total on every page", async () => {
    const query = { q: "cartones" };
    const first = await list(admin, query);
    expect(first).toMatchObject({ total: 40, totalPages: 2, page: 1 });
    expect(refsOf(first)).toEqual(refsAt(range(39, 15)));
    expect(refsOf(await list(admin, { ...query, page: 2 }))).toEqual(refsAt(range(14, 0)));
    const past = await list(admin, { ...query, page: 3 });
    expect(past).toMatchObject({ rows: [], total: 40, page: 3, totalPages: 2 });
  });

  it("pages the pending leads with the overdue run first, across the page break", async () => {
    const query = { q: "cartones", view: "pendientes" as const };
    const first = await list(admin, query);
    expect(first).toMatchObject({ total: 40, overdue: 28, totalPages: 2 });
    expect(refsOf(first)).toEqual(refsAt(range(27, 3)));
    const second = await list(admin, { ...query, page: 2 });
    expect(refsOf(second)).toEqual(refsAt([...range(2, 0), ...range(39, 28)]));
    expect(second.rows.map((row) => row.overdue)).toEqual([...Array(3).fill(true), ...Array(12).fill(false)]);
    expect((await list(admin, { ...query, page: 3 })).rows).toEqual([]);
  });

  it("pages a company's timeline", async () => {
    const timeline = await companyTimeline(admin, R4, { ...clock, page: 1 });
    expect(timeline).toMatchObject({ total: 40, totalPages: 1, company: "Cartones Paginados S.A.C." });
    expect(timeline!.rows.map((row) => row.reference)).toEqual(refsAt(range(39, 0)));
    expect(timeline!.totals.new).toBe(40);
  });

  it("counts at most LEAD_BADGE_CAP new leads for the badge", async () => {
    const stored = await getDb()
      .insertInto("lead")
      .values(
        Array.from({ length: 60 }, (_, index) => ({
          kind: "CONTACT" as const,
          reference: `CON-2026-BADGE${index}`,
          payload_hash: "badge",
          name: "Visitante",
          email: "visitante@example.com",
          company: "Empresa",
          ruc: R3,
          status: "new" as const,
          spam: 0 as const,
          created_at: NOW.toISOString(),
        })),
      )
      .returning("id")
      .execute();
    const counts = await leadCountsSince(admin, 0);
    const visible = await getDb()
      .selectFrom("lead")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .where("status", "<>", "spam")
      .executeTakeFirstOrThrow();
    expect(Number(visible.count)).toBeGreaterThan(LEAD_BADGE_CAP);
    expect(counts).toEqual({ latestId: Math.max(...stored.map((row) => row.id)), newCount: LEAD_BADGE_CAP });
    expect(await leadCountsSince(admin, paged.at(-1)!.id)).toMatchObject({ newCount: 60 });
  });

  it("lists and counts a broad search (one word, 2,000 matches and more) as any other", async () => {
    // 2,400 leads of one company, one in three of them spam, stored in bulk with their words.
    const start = Date.parse("2025-01-01T12:00:00.000Z");
    const rows = Array.from({ length: 2400 }, (_, index) => ({
      kind: "CONTACT" as const,
      reference: `CON-2025-BROAD${index}`,
      payload_hash: "broad",
      name: `Cliente ${index}`,
      email: `cliente${index}@embalajes-anchos.example`,
      company: "Embalajes Anchos S.A.C.",
      ruc: validRuc(33_333_333),
      status: index % 3 === 0 ? ("spam" as const) : ("won" as const),
      spam: 0 as const,
      created_at: new Date(start + index * 60_000).toISOString(),
    }));
    const ids: number[] = [];
    for (let from = 0; from < rows.length; from += 400) {
      const stored = await getDb()
        .insertInto("lead")
        .values(rows.slice(from, from + 400))
        .returning("id")
        .execute();
      ids.push(...stored.map((row) => row.id));
    }
    await refreshLeadSearch(getDb(), ids);
    const kept = ids.filter((_, index) => index % 3 !== 0);
    const newest = [...kept].reverse();
    for (const q of ["anchos", "embalajes anchos"]) {
      const first = await list(admin, { q });
      expect(first).toMatchObject({ total: kept.length, totalPages: Math.ceil(kept.length / 25) });
      expect(first.rows.map((row) => row.id)).toEqual(newest.slice(0, 25));
      const later = await list(admin, { q, page: 40 });
      expect(later.rows.map((row) => row.id)).toEqual(newest.slice(975, 1000));
    }
    expect((await list(admin, { q: "anchos", spam: "solo" })).total).toBe(ids.length - kept.length);
    expect((await list(ventas, { q: "anchos", kind: "SERVICE" })).total).toBe(0);
  });
});

describe("the search index's back-fill", () => {
  const engine = inject("engine");
  let handle: DatabaseHandle | undefined;
  let cleanUp: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await handle?.close();
    await cleanUp?.();
  });

  it("fills the words of the leads stored before migration 008", async () => {
    if (engine === "sqlite") {
      const dir = mkdtempSync(join(tmpdir(), "kordex-migration-008-"));
      handle = openDatabase({ engine: "sqlite", file: join(dir, "db.sqlite") });
      cleanUp = async () => rmSync(dir, { recursive: true, force: true });
    } else {
      const name = `migration_${randomBytes(6).toString("hex")}`;
      const adminUrl = inject("postgresAdminUrl");
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`create database ${name}`);
      await client.end();
      handle = openDatabase({
        engine: "postgres",
        url: adminUrl.replace(/\/[^/]+$/, `/${name}`),
        poolSize: 2,
      });
      cleanUp = async () => {
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      };
    }
    const { db } = handle;
    const { error } = await new Migrator({ db, provider: migrationProvider }).migrateTo("006-product-codes");
    if (error) throw error;
    const { id } = await db
      .insertInto("lead")
      .values({
        kind: "QUOTE",
        reference: "COT-2025-000042",
        payload_hash: "x",
        name: "Óscar Peña",
        email: "opena@vidrios.example",
        company: "Vidrios del Norte",
        ruc: R2,
        status: "new",
        spam: 0,
        created_at: "2025-06-01T15:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("lead_line")
      .values({ lead_id: id, position: 0, name: "Film stretch", quantity: 2, code: "FST-23" })
      .execute();
    await migrateToLatest(db);
    const words = await db
      .selectFrom("lead_search_word")
      .select("word")
      .where("lead_id", "=", id)
      .orderBy("word")
      .execute();
    // "vidrios" begins a longer word ("vidriosexample", from the e-mail).
    expect(words.map((row) => row.word)).toEqual([
      "000042",
      R2,
      "2025000042",
      "23",
      "42",
      "cot2025000042",
      "del",
      "example",
      "fst23",
      "norte",
      "openavidriosexample",
      "oscar",
      "pena",
      "vidriosexample",
    ]);
  });
});
