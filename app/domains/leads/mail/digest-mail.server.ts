// The daily digest's text and HTML: three lists of leads for the sales inbox. Pure given its data.
import { formatLimaDateTime } from "~/platform/lib/lima-time";
import { createElement } from "react";
import { DailyDigestEmail, type DigestEmailSection } from "./digest-email.server";
import { type RenderedEmail, renderEmail } from "~/platform/mail/render-email.server";
import { COMPANY } from "~/platform/content/company";
import { limaDayText } from "~/platform/lib/lima-day";
import { emailSite } from "~/platform/mail/mail-message.server";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadKind, type LeadStatus } from "../lead-vocabulary";

export interface DigestLead {
  id: number;
  reference: string;
  kind: LeadKind;
  status: LeadStatus;
  company: string;
  name: string;
  createdAt: string;
  assigneeName: string | null;
  spamReason: string | null;
}

/** One list of the digest: how many leads it has, and the first DIGEST_LIST_LIMIT of them. */
export interface DigestSection {
  total: number;
  leads: DigestLead[];
}

export const DIGEST_LIST_LIMIT = 100;

export interface DigestContent {
  /** The Lima day it is sent on, YYYY-MM-DD. */
  day: string;
  /** The Lima day whose new and flagged leads it lists (the day before). */
  covers: string;
  newLeads: DigestSection;
  overdue: DigestSection;
  flagged: DigestSection;
  /** Where staff open the inbox. */
  inboxUrl: string;
}

const SPAM_REASONS: Record<string, string> = {
  honeypot: "campo trampa lleno",
  "too-fast": "enviado demasiado rápido",
};

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

export function digestSubject(content: DigestContent): string {
  const figures = [
    plural(content.newLeads.total, "nueva", "nuevas"),
    plural(content.overdue.total, "vencida", "vencidas"),
    plural(content.flagged.total, "posible spam", "posibles spam"),
  ];
  return `Resumen diario ${limaDayText(content.day)}: ${figures.join(", ")} | ${COMPANY.brand} Perú`;
}

interface SectionCopy {
  title: string;
  empty: string;
  section: DigestSection;
  extra: (lead: DigestLead) => string;
}

/** The digest's HTML and plain-text parts (the template: app/domains/leads/mail/digest-email.server.tsx). */
export async function renderDigest(content: DigestContent, siteUrl: string): Promise<RenderedEmail> {
  const copies: SectionCopy[] = [
    {
      title: `Solicitudes nuevas del ${limaDayText(content.covers)}`,
      empty: "No llegaron solicitudes nuevas.",
      section: content.newLeads,
      extra: (lead) => `${LEAD_STATUS_LABELS[lead.status]}, ${lead.assigneeName ?? "sin asignar"}`,
    },
    {
      title: "Vencidas: sin primera respuesta en el plazo",
      empty: "Ninguna solicitud está vencida.",
      section: content.overdue,
      extra: (lead) => lead.assigneeName ?? "sin asignar",
    },
    {
      title: `Posible spam del ${limaDayText(content.covers)}, por revisar`,
      empty: "Ninguna solicitud cayó en las trampas antispam.",
      section: content.flagged,
      extra: (lead) => `motivo: ${SPAM_REASONS[lead.spamReason ?? ""] ?? lead.spamReason ?? "desconocido"}`,
    },
  ];
  const sections: DigestEmailSection[] = copies.map(({ title, empty, section, extra }) => {
    const more = section.total - section.leads.length;
    return {
      title,
      empty,
      total: section.total,
      leads: section.leads.map((lead) => ({
        reference: lead.reference,
        kind: LEAD_KIND_LABELS[lead.kind],
        who: `${lead.company} (${lead.name})`,
        detail: `${formatLimaDateTime(new Date(lead.createdAt))} · ${extra(lead)}`,
        url: `${content.inboxUrl}/solicitudes?q=${encodeURIComponent(lead.reference)}`,
      })),
      more: more > 0 ? `… y ${plural(more, "solicitud más", "solicitudes más")} en la bandeja.` : undefined,
    };
  });
  return renderEmail(
    createElement(DailyDigestEmail, {
      site: await emailSite(siteUrl, COMPANY.chatGreeting),
      title: `Resumen diario del ${limaDayText(content.day)}`,
      intro: "Las solicitudes del sitio web que esperan al equipo de ventas.",
      sections,
      inboxUrl: content.inboxUrl,
    }),
  );
}
