// What a lead is and where it stands, with the Spanish names staff read, and the lead kinds each role
// works. Pure: used by the leads' pages, server code and e-mails, by other domains through index.ts
// (the personal-data report names a person's requests) and by the tests.
// The unions repeat db/schema.ts's (a domain's root does not import db/); a model assigning one to the
// other fails to compile if they ever differ.
import type { StaffRole } from "~/platform/admin-kit/staff-roles";

export const LEAD_KINDS = ["QUOTE", "CONTACT", "SERVICE"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LEAD_STATUSES = ["new", "in_progress", "quoted", "won", "lost", "spam", "archived"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "Nuevo",
  in_progress: "En proceso",
  quoted: "Cotizado",
  won: "Ganado",
  lost: "Perdido",
  spam: "Spam",
  archived: "Archivado",
};

export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  QUOTE: "Cotización",
  CONTACT: "Contacto",
  SERVICE: "Servicio técnico",
};

/** The lead kinds a role works: ventas the quotations and contacts, servicio the service requests. */
const KINDS_BY_ROLE: Record<StaffRole, readonly LeadKind[]> = {
  admin: ["QUOTE", "CONTACT", "SERVICE"],
  ventas: ["QUOTE", "CONTACT"],
  servicio: ["SERVICE"],
};

export function leadKindsFor(role: StaffRole): readonly LeadKind[] {
  return KINDS_BY_ROLE[role];
}

export function canSeeLeadKind(role: StaffRole, kind: LeadKind): boolean {
  return KINDS_BY_ROLE[role].includes(kind);
}
