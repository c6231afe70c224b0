// The Libro de Reclamaciones' journeys: filling the sheet as a person does, reading what the e2e
// server stored and the .eml files its outbox wrote (the default mail transport, DATA_DIR/mail).
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { type ParsedMail, simpleParser } from "mailparser";
import { openE2eDatabase } from "./database";

export interface SheetValues {
  kind?: "Reclamo" | "Queja";
  name?: string;
  documentType?: string;
  documentNumber?: string;
  address?: string;
  email?: string;
  phone?: string;
  good?: "Producto" | "Servicio";
  amount?: string;
  description?: string;
  detail?: string;
  request?: string;
  consent?: boolean;
}

export const SHEET: Required<SheetValues> = {
  kind: "Reclamo",
  name: "Rosa Elena Huamán Ccori",
  documentType: "DNI",
  documentNumber: "45871236",
  address: "Jr. Los Pinos 245, La Victoria, Lima",
  email: "",
  phone: "+51 987 123 456",
  good: "Producto",
  amount: "1250.50",
  description: "Zunchadora a batería KB-19, factura F001-2291 del 3 de noviembre.",
  detail: "La zunchadora dejó de tensar el zuncho a la semana de uso.",
  request: "Cambio del equipo por uno nuevo o la devolución del importe pagado.",
  consent: true,
};

export const complaintForm = (page: Page) => page.locator("form#complaint-form");

/** Fills the sheet the way a person does (labels, radio buttons, checkboxes); empty values are left blank. */
export async function fillSheet(form: Locator, values: SheetValues) {
  const data = { ...SHEET, ...values };
  await form.getByLabel("Nombre completo").fill(data.name);
  await form.getByLabel("Tipo de documento").selectOption({ label: data.documentType });
  await form.getByLabel("Número de documento").fill(data.documentNumber);
  if (data.address) await form.getByLabel(/^Domicilio/).fill(data.address);
  if (data.email) await form.getByLabel(/^Correo electrónico/).fill(data.email);
  if (data.phone) await form.getByLabel(/^Teléfono/).fill(data.phone);
  await form.getByRole("radio", { name: data.good, exact: true }).check();
  if (data.amount) await form.getByLabel(/^Monto reclamado/).fill(data.amount);
  await form.getByLabel(/^Descripción del producto o servicio/).fill(data.description);
  await form.getByRole("radio", { name: new RegExp(`^${data.kind}`) }).check();
  await form.getByLabel(/^Detalle/).fill(data.detail);
  await form.getByLabel(/^Pedido/).fill(data.request);
  if (data.consent) await form.getByLabel(/^He leído la política de privacidad/).check();
}

export interface StoredSheet {
  id: number;
  number: string;
  consumer_name: string;
  email: string | null;
  consumer_address: string | null;
  kind: string;
  detail: string;
  request: string;
  privacy_consent_hash: string;
}

export function sheetByNumber(number: string): StoredSheet | undefined {
  const db = openE2eDatabase();
  try {
    return db.prepare("select * from complaint_sheet where number = ?").get(number) as
      StoredSheet | undefined;
  } finally {
    db.close();
  }
}

/** The consent ledger's version a hash names: its form and its text. */
export function consentTextByHash(hash: string): { purpose: string; text: string } | undefined {
  const db = openE2eDatabase();
  try {
    return db.prepare("select purpose, text from consent_text where hash = ?").get(hash) as
      { purpose: string; text: string } | undefined;
  } finally {
    db.close();
  }
}

export function sheetsByName(name: string): StoredSheet[] {
  const db = openE2eDatabase();
  try {
    return db
      .prepare("select * from complaint_sheet where consumer_name = ? order by id")
      .all(name) as StoredSheet[];
  } finally {
    db.close();
  }
}

/** Parsed .eml files by name (a file is written once per outbox row). */
const parsed = new Map<string, ParsedMail>();

/** The e-mails the e2e server's outbox wrote whose subject names `number`, once `count` of them are there. */
export async function mailsAbout(number: string, count: number): Promise<ParsedMail[]> {
  const folder = join(process.env.E2E_DATA_DIR!, "mail");
  let found: ParsedMail[] = [];
  await expect
    .poll(
      async () => {
        const names = await readdir(folder).catch(() => [] as string[]);
        for (const name of names.filter((file) => file.endsWith(".eml") && !parsed.has(file))) {
          parsed.set(name, await simpleParser(await readFile(join(folder, name))));
        }
        found = [...parsed.values()].filter((mail) => mail.subject?.includes(number));
        return found.length;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
  return found;
}

/** The PDF a mail carries: its file name, type, and the sheet's number among its keywords. */
export function expectSheetPdf(mail: ParsedMail, number: string) {
  expect(mail.attachments).toHaveLength(1);
  const [pdf] = mail.attachments;
  expect(pdf!.filename).toBe(`hoja-de-reclamacion-${number}.pdf`);
  expect(pdf!.contentType).toBe("application/pdf");
  expect(pdf!.content.subarray(0, 5).toString()).toBe("%PDF-");
  expect(pdf!.content.toString("latin1")).toContain(`(${number})`);
}
