import { describe, expect, it } from "vitest";
import {
  ignoredLeadInboxFilters,
  DEFAULT_LEAD_INBOX_QUERY,
  LEAD_INBOX_MAX_PAGE,
  leadInboxSearch,
  parseLeadInboxAddress,
} from "./lead-inbox-query-schema";

const read = (search: string) => parseLeadInboxAddress(new URLSearchParams(search));

describe("the leads inbox query", () => {
  it("reads an empty address as every lead but spam, first page", () => {
    expect(read("")).toEqual(DEFAULT_LEAD_INBOX_QUERY);
  });

  it("reads every filter from its Spanish name and value", () => {
    expect(
      read(
        "vista=pendientes&tipo=cotizacion&estado=en-proceso&asignado=7&desde=2026-11-01&hasta=2026-11-30&spam=incluir&q=%20Minera%20Andina%20&pagina=3",
      ),
    ).toEqual({
      view: "pendientes",
      kind: "QUOTE",
      status: "in_progress",
      assignee: 7,
      from: "2026-11-01",
      to: "2026-11-30",
      spam: "incluir",
      q: "Minera Andina",
      page: 3,
    });
    expect(read("tipo=servicio&estado=archivado&asignado=sin-asignar&spam=solo")).toEqual({
      ...DEFAULT_LEAD_INBOX_QUERY,
      kind: "SERVICE",
      status: "archived",
      assignee: "sin-asignar",
      spam: "solo",
    });
  });

  it.each([
    "vista=todo",
    "tipo=QUOTE",
    "tipo=Cotizacion",
    "estado=new",
    "estado=en_proceso",
    "asignado=0",
    "asignado=-3",
    "asignado=abc",
    "asignado=1234567890",
    "desde=2026-02-30",
    "hasta=23/11/2026",
    "desde=2026-1-5",
    "spam=si",
    "q=%20%20%20",
    "pagina=0",
    "pagina=-1",
    "pagina=2.5",
    "pagina=dos",
  ])("reads the broken value in %j as absent or the default", (search) => {
    expect(read(search)).toEqual(DEFAULT_LEAD_INBOX_QUERY);
  });

  it("cuts a long search and caps the page", () => {
    const query = read(`q=${"á".repeat(150)}&pagina=999999999`);
    expect(query.q).toBe("á".repeat(100));
    expect(query.page).toBe(LEAD_INBOX_MAX_PAGE);
  });

  it("takes the first value of a repeated parameter", () => {
    expect(read("tipo=contacto&tipo=servicio&pagina=2&pagina=5")).toEqual({
      ...DEFAULT_LEAD_INBOX_QUERY,
      kind: "CONTACT",
      page: 2,
    });
  });

  it("writes an address that reads back as the same query, defaults left out", () => {
    expect(leadInboxSearch(DEFAULT_LEAD_INBOX_QUERY)).toBe("");
    const query = {
      view: "pendientes",
      kind: "CONTACT",
      status: "won",
      assignee: "sin-asignar",
      from: "2026-01-01",
      to: "2026-01-31",
      spam: "solo",
      q: "zuncho & PET",
      page: 4,
    } as const;
    const search = leadInboxSearch(query);
    expect(search).toBe(
      "vista=pendientes&tipo=contacto&estado=ganado&asignado=sin-asignar&desde=2026-01-01&hasta=2026-01-31&spam=solo&q=zuncho+%26+PET&pagina=4",
    );
    expect(read(search)).toEqual(query);
  });
});

describe("the filters an address names but the inbox cannot read", () => {
  const ignored = (search: string) => {
    const params = new URLSearchParams(search);
    return ignoredLeadInboxFilters(params, parseLeadInboxAddress(params));
  };

  it("lists each unreadable filter as name=value, in the filters' order", () => {
    expect(ignored("estado=cerrado&tipo=cotizacion&desde=2026-02-30&asignado=0&spam=quizas")).toEqual([
      "estado=cerrado",
      "asignado=0",
      "desde=2026-02-30",
      "spam=quizas",
    ]);
    expect(ignored("vista=archivo")).toEqual(["vista=archivo"]);
    expect(ignored(`tipo=${"x".repeat(100)}`)).toEqual([`tipo=${"x".repeat(40)}`]);
  });

  it("reports nothing for valid values, defaults written out, empty values, the search and the page", () => {
    expect(
      ignored(
        "vista=todas&spam=excluir&tipo=servicio&estado=en-proceso&asignado=sin-asignar&desde=2026-01-01&hasta=2026-12-31",
      ),
    ).toEqual([]);
    expect(ignored("vista=pendientes&spam=solo&asignado=12")).toEqual([]);
    expect(ignored("estado=&tipo=&q=%3Dcmd&pagina=abc")).toEqual([]);
  });
});
