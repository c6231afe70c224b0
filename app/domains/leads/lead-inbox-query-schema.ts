// The leads inbox's filters, as its page address carries them (/admin/solicitudes?vista=pendientes&…),
// with Spanish parameter names and values. Read leniently, as the catalogue page reads its own
// address: a value that breaks a rule reads as absent (or as the default), never as an error, so a
// typed or stale address still shows a list. The same query drives the list, its CSV export and
// the links that change one filter (leadInboxSearch).
import { z } from "zod";
import "~/platform/forms/zod-config";
import { isCalendarDate } from "~/platform/lib/lima-day";
import type { LeadKind, LeadStatus } from "./lead-vocabulary";

export const LEAD_INBOX_VIEWS = ["todas", "pendientes"] as const;
export type LeadInboxView = (typeof LEAD_INBOX_VIEWS)[number];

/** Spam: left out (the default), only spam, or everything. */
export const LEAD_SPAM_FILTERS = ["excluir", "solo", "incluir"] as const;
export type LeadSpamFilter = (typeof LEAD_SPAM_FILTERS)[number];

/** The assignee filter's value for leads nobody is assigned to. */
export const UNASSIGNED = "sin-asignar";

export const LEAD_INBOX_QUERY_MAX_LENGTH = 100;
export const LEAD_INBOX_MAX_PAGE = 100_000;

/** The kinds and statuses as the address writes them. */
export const LEAD_KIND_SLUGS: Record<LeadKind, string> = {
  QUOTE: "cotizacion",
  CONTACT: "contacto",
  SERVICE: "servicio",
};
export const LEAD_STATUS_SLUGS: Record<LeadStatus, string> = {
  new: "nuevo",
  in_progress: "en-proceso",
  quoted: "cotizado",
  won: "ganado",
  lost: "perdido",
  spam: "spam",
  archived: "archivado",
};

/** Each filter's parameter name in the address. */
export const LEAD_INBOX_PARAMS = {
  view: "vista",
  kind: "tipo",
  status: "estado",
  assignee: "asignado",
  from: "desde",
  to: "hasta",
  spam: "spam",
  q: "q",
  page: "pagina",
} as const;

export interface LeadInboxQuery {
  /** "pendientes": new leads nobody has answered yet, overdue ones first. */
  view: LeadInboxView;
  kind?: LeadKind;
  status?: LeadStatus;
  /** A staff member's id, or UNASSIGNED. */
  assignee?: number | typeof UNASSIGNED;
  /** Lima calendar dates (YYYY-MM-DD), both ends included. */
  from?: string;
  to?: string;
  spam: LeadSpamFilter;
  /** Words to find in the name, company, RUC, e-mail, reference or a line's product code. */
  q?: string;
  /** Counted from 1. */
  page: number;
}

/** One of the address's slugs, read as the value it stands for; anything else as absent. */
const fromSlug = <T extends string>(slugs: Record<T, string>) => {
  const bySlug = new Map(Object.entries(slugs).map(([value, slug]) => [slug as string, value as T]));
  return z
    .string()
    .transform((slug, context) => {
      const value = bySlug.get(slug);
      if (value === undefined) context.addIssue({ code: "custom", message: "Valor no válido" });
      return value as T;
    })
    .optional()
    .catch(undefined);
};

const date = z
  .string()
  .refine(isCalendarDate)
  .optional()
  .catch(() => undefined);

const LeadInboxAddressSchema = z.object({
  view: z.enum(LEAD_INBOX_VIEWS).catch("todas"),
  kind: fromSlug(LEAD_KIND_SLUGS),
  status: fromSlug(LEAD_STATUS_SLUGS),
  assignee: z
    .union([
      z.literal(UNASSIGNED),
      z
        .string()
        .regex(/^\d{1,9}$/)
        .transform(Number),
    ])
    .refine((value) => value !== 0)
    .optional()
    .catch(undefined),
  from: date,
  to: date,
  spam: z.enum(LEAD_SPAM_FILTERS).catch("excluir"),
  q: z.preprocess(
    (value) =>
      typeof value === "string" ? value.trim().slice(0, LEAD_INBOX_QUERY_MAX_LENGTH) || undefined : undefined,
    z.string().optional(),
  ),
  page: z
    .string()
    .regex(/^\d+$/)
    .transform((value) => Math.min(Math.max(Number(value), 1), LEAD_INBOX_MAX_PAGE))
    .catch(1),
});

/** Reads the inbox page's address (the first value of each parameter); never fails. */
export function parseLeadInboxAddress(params: URLSearchParams): LeadInboxQuery {
  const raw = Object.fromEntries(
    Object.entries(LEAD_INBOX_PARAMS).map(([field, name]) => [field, params.get(name) ?? undefined]),
  );
  const parsed = LeadInboxAddressSchema.parse(raw);
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as unknown as LeadInboxQuery;
}

/** The filters whose values are kept as a default when they are not given. */
const DEFAULT_SLUGS: Partial<Record<string, string>> = {
  [LEAD_INBOX_PARAMS.view]: "todas",
  [LEAD_INBOX_PARAMS.spam]: "excluir",
};

/**
 * The filters of an address that were read as absent because their value is not one the inbox knows
 * ("estado=cerrado", "desde=2026-02-30"), as `name=value` (value cut to 40 characters), so the page can
 * say it left them out instead of showing a list that silently ignores them. The search and the
 * page number are never reported (any text is a search; an unreadable page is the first).
 */
export function ignoredLeadInboxFilters(params: URLSearchParams, query: LeadInboxQuery): string[] {
  const kept = new URLSearchParams(leadInboxSearch(query));
  const filters = ["view", "kind", "status", "assignee", "from", "to", "spam"] as const;
  return filters.flatMap((field) => {
    const name = LEAD_INBOX_PARAMS[field];
    const raw = params.get(name);
    if (raw === null || raw === "") return [];
    if ((kept.get(name) ?? DEFAULT_SLUGS[name]) === raw) return [];
    return [`${name}=${raw.slice(0, 40)}`];
  });
}

/** The query a page opens with: every lead but spam, first page. */
export const DEFAULT_LEAD_INBOX_QUERY: LeadInboxQuery = { view: "todas", spam: "excluir", page: 1 };

/**
 * The address's query string for a query (defaults left out, so the plain inbox is `""`), e.g. for
 * the pagination links, the filter form's reset links and the CSV export's address.
 */
export function leadInboxSearch(query: Partial<LeadInboxQuery>): string {
  const params = new URLSearchParams();
  const put = (field: keyof typeof LEAD_INBOX_PARAMS, value: string | undefined) => {
    if (value !== undefined && value !== "") params.set(LEAD_INBOX_PARAMS[field], value);
  };
  if (query.view && query.view !== "todas") put("view", query.view);
  if (query.kind) put("kind", LEAD_KIND_SLUGS[query.kind]);
  if (query.status) put("status", LEAD_STATUS_SLUGS[query.status]);
  if (query.assignee !== undefined) put("assignee", String(query.assignee));
  put("from", query.from);
  put("to", query.to);
  if (query.spam && query.spam !== "excluir") put("spam", query.spam);
  put("q", query.q);
  if (query.page !== undefined && query.page > 1) put("page", String(query.page));
  return params.toString();
}
