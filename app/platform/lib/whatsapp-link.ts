import { COMPANY } from "~/platform/content/company";

/** A WhatsApp click-to-chat link to the company's number (the settings' WhatsApp) with this text ready to send. */
export function whatsAppLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/** The message a buyer sends on WhatsApp about their request(s): the references let sales find them. */
export function whatsAppText(references: readonly string[]): string {
  if (references.length === 0) return COMPANY.chatGreeting;
  if (references.length === 1) return `Hola, les escribo por mi solicitud ${references[0]}.`;
  return `Hola, les escribo por mis solicitudes ${references.slice(0, -1).join(", ")} y ${references.at(-1)}.`;
}
