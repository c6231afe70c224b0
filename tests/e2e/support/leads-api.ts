// Requests sent the way an outside client sends them (the SPEC's JSON API), to give the back office
// something to work: each with a company name of its own so a test finds exactly its leads.
import { randomBytes } from "node:crypto";
import { expect, type APIRequestContext } from "@playwright/test";

export const RUCS = ["20131312955", "10467793549"] as const;

export const uniqueCompany = (prefix = "Minera") =>
  `${prefix} ${randomBytes(4).toString("hex").toUpperCase()} S.A.C.`;

interface LeadOverrides {
  company?: string;
  email?: string;
  rucPeru?: string;
  name?: string;
  /** The honeypot field: a value flags the lead as spam. */
  website?: string;
}

async function post(request: APIRequestContext, path: string, body: Record<string, unknown>) {
  const response = await request.post(path, { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; reference: string };
}

export function sendContact(
  request: APIRequestContext,
  overrides: LeadOverrides = {},
  contactType = "CONTACT",
) {
  return post(request, "/api/pe/contacts", {
    name: "María Quispe Huamán",
    email: `compras-${randomBytes(3).toString("hex")}@minera-andina.pe`,
    phone: "+51 987 654 321",
    company: uniqueCompany(),
    rucPeru: RUCS[0],
    message: "Necesitamos zuncho PET de 16 mm para 400 paletas al mes.",
    contactType,
    ...(contactType === "SERVICE" ? { equipment: "Zunchadora a batería" } : {}),
    ...overrides,
  });
}

export function sendService(request: APIRequestContext, overrides: LeadOverrides = {}) {
  return sendContact(request, overrides, "SERVICE");
}

export function sendQuote(request: APIRequestContext, overrides: LeadOverrides = {}) {
  return post(request, "/api/pe/invoices", {
    name: "Jorge Ramírez",
    email: `jramirez-${randomBytes(3).toString("hex")}@agroexport.pe`,
    phone: "",
    company: uniqueCompany("Agroexport"),
    rucPeru: RUCS[1],
    message: "",
    invoiceDetails: [
      { productId: 1, quantity: 3, name: "Producto uno" },
      { productId: 2, quantity: 10, name: "Producto dos" },
    ],
    ...overrides,
  });
}
