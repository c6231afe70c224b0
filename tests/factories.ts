// Valid request bodies with overrides, and staff accounts, for tests.
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database, StaffRole } from "../db/schema";

export const VALID_RUCS = ["20131312955", "10467793549"] as const;

export function contactRequest(overrides: Record<string, unknown> = {}) {
  return {
    name: "María Quispe Huamán",
    email: "maria.quispe@minera-andina.example",
    phone: "+51 987 654 321",
    company: "Minera Andina S.A.",
    rucPeru: VALID_RUCS[0],
    message: "Necesitamos zuncho PET de 16 mm para 400 paletas al mes.",
    contactType: "CONTACT",
    ...overrides,
  };
}

export function serviceRequest(overrides: Record<string, unknown> = {}) {
  return contactRequest({
    contactType: "SERVICE",
    equipment: "Zunchadora a batería",
    message: "La zunchadora no suelda el zuncho desde ayer.",
    ...overrides,
  });
}

export function quoteRequest(overrides: Record<string, unknown> = {}) {
  return {
    name: "Jorge Ramírez",
    email: "jramirez@agroexport.example",
    phone: "",
    company: "Agroexport del Sur S.A.C.",
    rucPeru: VALID_RUCS[1],
    message: "",
    invoiceDetails: [
      { productId: 1, quantity: 3, name: "Producto uno" },
      { productId: 2, quantity: 10, name: "Producto dos" },
    ],
    ...overrides,
  };
}

/** A complaint sheet as the form at /libro-de-reclamaciones posts it (every field a string). */
export function complaintForm(overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const fields: Record<string, string | undefined> = {
    kind: "reclamo",
    consumerName: "Rosa Elena Huamán Ccori",
    documentType: "DNI",
    documentNumber: "45871236",
    address: "Jr. Los Pinos 245, Urb. Santa Catalina, La Victoria, Lima",
    email: "rosa.huaman@correo.example",
    phone: "+51 987 123 456",
    goodType: "producto",
    amount: "1250.50",
    currency: "PEN",
    goodDescription: "Zunchadora a batería KB-19, factura F001-2291 del 3 de noviembre.",
    detail:
      "La zunchadora dejó de tensar el zuncho a la semana de uso.\nLa llevamos al servicio técnico y sigue igual.",
    request: "Cambio del equipo por uno nuevo o la devolución del importe pagado.",
    privacyConsent: "on",
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function idempotencyKey(): string {
  return `test-${randomBytes(12).toString("hex")}`;
}

export interface TestStaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

/**
 * A staff account (any password hash: signing in is not what these tests exercise), usable as the
 * StaffViewer a back-office model acts for. The database is passed in, so this file stays free of
 * the application's modules for the scripts that import it.
 */
export async function createStaffUser(
  db: Kysely<Database>,
  overrides: { role?: StaffRole; name?: string; email?: string; active?: boolean } = {},
): Promise<TestStaffUser> {
  const role = overrides.role ?? "ventas";
  const email = overrides.email ?? `${role}-${randomBytes(6).toString("hex")}@kordex.test`;
  const name = overrides.name ?? `Prueba ${role} ${randomBytes(2).toString("hex")}`;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("staff_user")
    .values({
      email,
      name,
      role,
      password_hash: "$argon2id$v=19$m=19456,t=2,p=1$not-a-real-hash",
      active: overrides.active === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, email, name, role };
}

/**
 * A valid RUC (prefix, 8 digits from `seed`, check digit as SPEC section 5 computes it), so that
 * tests and benches can make as many distinct companies as they need.
 */
export function validRuc(seed: number, prefix: "10" | "20" = "20"): string {
  const body = `${prefix}${String(seed % 100_000_000).padStart(8, "0")}`;
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  const raw = 11 - (sum % 11);
  return `${body}${raw === 10 ? 0 : raw === 11 ? 1 : raw}`;
}
