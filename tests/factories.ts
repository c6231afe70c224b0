// Valid request bodies with overrides, for tests.
import { randomBytes } from "node:crypto";

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

export function idempotencyKey(): string {
  return `test-${randomBytes(12).toString("hex")}`;
}
