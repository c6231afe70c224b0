import { randomBytes } from "node:crypto";
import type { LeadKind } from "../../db/schema";
import { COMPANY } from "~/content/company";
import { getEnv } from "~/lib/env.server";
import { escapeHtml } from "~/lib/html";
import { quantityWithUnit } from "~/lib/sale-unit";
import type { SpamVerdict } from "~/lib/spam-trap";

/**
 * A quotation line as the e-mails list it: the catalogue's code, name and unit of sale when the lead
 * came in (code and unit are null on a line stored before products had them and whose product is gone).
 */
export interface MailLine {
  code: string | null;
  name: string;
  quantity: number;
  unit: string | null;
}

export interface LeadForMail {
  kind: LeadKind;
  reference: string;
  createdAt: Date;
  name: string;
  email: string;
  phone?: string;
  company: string;
  rucPeru: string;
  message?: string;
  equipment?: string;
  lines?: MailLine[];
}

export interface ComposedMessage {
  purpose: "sales" | "ack";
  messageId: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

const KIND_LABEL: Record<LeadKind, string> = {
  QUOTE: "solicitud de cotización",
  CONTACT: "solicitud de contacto",
  SERVICE: "solicitud de servicio técnico",
};

/**
 * The e-mails of a lead: the full lead to the sales inbox and an acknowledgement to the buyer. A lead a
 * spam trap caught still reaches sales, marked "[Posible spam]" with the reason (a fast buyer is not
 * lost in silence), but the address typed in the form gets nothing, so the form cannot be used to
 * make us mail strangers.
 */
export function composeLeadMessages(lead: LeadForMail, spam?: SpamVerdict): ComposedMessage[] {
  const env = getEnv();
  const sales: ComposedMessage = {
    purpose: "sales",
    messageId: newMessageId(lead.reference, "sales"),
    to: env.SALES_EMAIL,
    replyTo: lead.email,
    subject: `${spam ? "[Posible spam] " : ""}[${lead.reference}] Nueva ${KIND_LABEL[lead.kind]}: ${lead.company}`,
    ...render([...(spam ? spamLines(spam) : []), ...salesLines(lead)], lead.lines),
  };
  if (spam) return [sales];
  return [sales, composeAcknowledgement(lead)];
}

/** The acknowledgement to the buyer alone (also sent later for a lead staff mark as not spam). */
export function composeAcknowledgement(lead: LeadForMail): ComposedMessage {
  return {
    purpose: "ack",
    messageId: newMessageId(lead.reference, "ack"),
    to: lead.email,
    subject: `Recibimos tu ${KIND_LABEL[lead.kind]} ${lead.reference} | ${COMPANY.brand} Perú`,
    ...render(ackLines(lead), lead.lines),
  };
}

type Line = { label?: string; text: string };

/** Date and time in Lima, as `toLocaleString("es-PE")` writes them; made once (a formatter is costly to build). */
const LIMA_DATE_TIME = new Intl.DateTimeFormat("es-PE", {
  timeZone: "America/Lima",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

const SECONDS = new Intl.NumberFormat("es-PE", { maximumFractionDigits: 2 });

/** Why the lead was flagged, in the words staff read in the sales e-mail. */
function spamMotive(spam: SpamVerdict): string {
  if (spam.reason === "honeypot") return "se llenó el campo trampa, oculto para las personas";
  return `el formulario se envió en ${SECONDS.format(spam.fillMs / 1000)} s, menos que el mínimo de ${SECONDS.format(spam.minFillMs / 1000)} s`;
}

function spamLines(spam: SpamVerdict): Line[] {
  return [
    {
      text: "Posible spam: esta solicitud cayó en una trampa antispam del formulario. Puede ser de un robot o de una persona que completó el formulario muy rápido (por ejemplo, con autocompletar). No se envió el acuse de recibo al cliente; si es un cliente real, respóndale directamente.",
    },
    { label: "Motivo", text: spamMotive(spam) },
  ];
}

function salesLines(lead: LeadForMail): Line[] {
  const date = LIMA_DATE_TIME.format(lead.createdAt);
  return [
    { text: `Nueva ${KIND_LABEL[lead.kind]} recibida en el sitio web.` },
    { label: "Referencia", text: lead.reference },
    { label: "Fecha", text: `${date} (hora de Lima)` },
    { label: "Nombre", text: lead.name },
    { label: "Correo", text: lead.email },
    { label: "Teléfono", text: lead.phone ?? "(no indicado)" },
    { label: "Empresa", text: lead.company },
    { label: "RUC", text: lead.rucPeru },
    ...(lead.equipment ? [{ label: "Tipo de Máquina", text: lead.equipment }] : []),
    { label: "Mensaje", text: lead.message ?? "(sin mensaje)" },
  ];
}

function ackLines(lead: LeadForMail): Line[] {
  return [
    { text: `Hola ${lead.name}:` },
    {
      text: `Gracias por escribirnos. Recibimos tu ${KIND_LABEL[lead.kind]} con la referencia ${lead.reference}. Un especialista de ${COMPANY.brand} Perú te contactará a la brevedad.`,
    },
    ...(lead.message ? [{ label: "Tu mensaje", text: lead.message }] : []),
    ...(lead.equipment ? [{ label: "Tipo de Máquina", text: lead.equipment }] : []),
    {
      text: `Si necesitas algo más, responde a este correo o llámanos al ${COMPANY.phone}. Atentamente, el equipo de ${COMPANY.legalName}, ${COMPANY.address.district}, ${COMPANY.address.city}.`,
    },
  ];
}

function render(lines: Line[], details: MailLine[] | undefined): { text: string; html: string } {
  const textLines = lines.map((line) => (line.label ? `${line.label}: ${line.text}` : line.text));
  const htmlLines = lines.map((line) =>
    line.label
      ? `<p><strong>${escapeHtml(line.label)}:</strong> ${multiline(line.text)}</p>`
      : `<p>${multiline(line.text)}</p>`,
  );
  if (details && details.length > 0) {
    textLines.push("", "Productos:");
    for (const detail of details) textLines.push(`- ${lineText(detail)}`);
    htmlLines.push(
      `<table cellpadding="6" style="border-collapse:collapse"><thead><tr><th align="left">Código</th><th align="left">Producto</th><th align="right">Cantidad</th></tr></thead><tbody>` +
        details
          .map(
            (detail) =>
              `<tr><td>${escapeHtml(detail.code ?? "")}</td><td>${escapeHtml(detail.name)}</td><td align="right">${escapeHtml(quantityWithUnit(detail.quantity, detail.unit))}</td></tr>`,
          )
          .join("") +
        "</tbody></table>",
    );
  }
  return {
    text: `${textLines.join("\n")}\n`,
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1F2933">${htmlLines.join("")}</body></html>`,
  };
}

/** "Zuncho de polipropileno 12 × 0,60 mm negro (código ZPP-12N): 3 bobinas". */
export function lineText(line: MailLine): string {
  const code = line.code ? ` (código ${line.code})` : "";
  return `${line.name}${code}: ${quantityWithUnit(line.quantity, line.unit)}`;
}

function multiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

/** A new, unique Message-ID for an e-mail about `reference` (a lead's, or the digest's day). */
export function newMessageId(reference: string, purpose: string): string {
  const domain = new URL(getEnv().SITE_URL).hostname || "localhost";
  return `<${reference}.${purpose}.${randomBytes(6).toString("hex")}@${domain}>`;
}
