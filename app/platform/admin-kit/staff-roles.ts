// The back office's roles: who may enter which section, the roles' Spanish names and the staff member
// a back-office request acts for. Pure: the admin kit (its frame, navigation and route handle), the
// domains' back-office code and the tests read it. What each role sees of the leads is the leads'
// own vocabulary (app/domains/leads/lead-vocabulary.ts).
// The union repeats db/schema.ts's (the platform's pure code does not import db/); a model assigning one to the other
// fails to compile if they ever differ.

export const STAFF_ROLES = ["admin", "ventas", "servicio"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Administración",
  ventas: "Ventas",
  servicio: "Servicio técnico",
};

/**
 * Whether a value typed by someone (a form field, a command-line flag) is one of the roles. Checked
 * against the list itself, never with `in` or by indexing an object: "constructor", "__proto__" and
 * "toString" are keys every object answers to.
 */
export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** What a role that is not one of the list answers (the invitation and the role change, 400). */
export const UNKNOWN_ROLE_MESSAGE =
  "Elija uno de los roles de la lista: Administración, Ventas o Servicio técnico.";

/**
 * The roles that handle the Libro de Reclamaciones (its list, sheets, answers and export): the
 * administration and sales, who deal with buyers; not technical service, which sees no buyer data
 * beyond its own requests (docs/decisions/036-libro-de-reclamaciones.md).
 */
export const COMPLAINT_ROLES: readonly StaffRole[] = ["admin", "ventas"];

/**
 * The roles that edit the catalogue (categories and products, /admin/categorias and /admin/productos):
 * the administration only. Sales read the catalogue as visitors do and quote from it; a product or a
 * category changed by mistake changes the public site at once (docs/decisions/046-catalogue-editing.md).
 */
export const CATALOGUE_ROLES: readonly StaffRole[] = ["admin"];

export function canHandleComplaints(role: StaffRole): boolean {
  return COMPLAINT_ROLES.includes(role);
}

/**
 * The signed-in staff member a back-office loader, action or model call acts for. The session layer
 * (app/server/middleware/staff-session.ts with app/domains/staff/server/staff-sessions.server.ts) resolves it
 * from the cookie; the domains' server code takes it as its first
 * argument and filters every record by it (the leads by leadKindsFor(viewer.role)), so access is checked per record.
 */
export interface StaffViewer {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * The roles that run the home page's banners: the administration only (decision 045). What the
 * public home page shows is the company's voice; sales asks the administration for a campaign.
 */
export const BANNER_ROLES: readonly StaffRole[] = ["admin"];
