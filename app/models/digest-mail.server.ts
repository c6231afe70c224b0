// The daily digest's text and HTML: three lists of leads for the sales inbox. Pure given its data.
import { COMPANY } from "~/content/company";
import { escapeHtml } from "~/lib/html";
import { limaDayText } from "~/lib/lima-day";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadKind, type LeadStatus } from "~/lib/staff-roles";

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

const LIMA_DATE_TIME = new Intl.DateTimeFormat("es-PE", {
  timeZone: "America/Lima",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

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

interface Section {
  title: string;
  empty: string;
  section: DigestSection;
  extra: (lead: DigestLead) => string;
}

export function renderDigest(content: DigestContent): { text: string; html: string } {
  const sections: Section[] = [
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
  const intro = `Resumen diario de las solicitudes del sitio web, ${limaDayText(content.day)}.`;
  const outro = `Abra la bandeja de solicitudes en ${content.inboxUrl}. Este resumen se envía una vez al día, al comenzar la jornada.`;
  const text: string[] = [intro, ""];
  const html: string[] = [`<p>${escapeHtml(intro)}</p>`];
  for (const { title, empty, section, extra } of sections) {
    const heading = `${title} (${section.total})`;
    text.push(`${heading}:`);
    html.push(`<h2 style="font-size:16px">${escapeHtml(heading)}</h2>`);
    if (section.total === 0) {
      text.push(empty, "");
      html.push(`<p>${escapeHtml(empty)}</p>`);
      continue;
    }
    const rows = section.leads.map((lead) => [
      lead.reference,
      LEAD_KIND_LABELS[lead.kind],
      `${lead.company} (${lead.name})`,
      LIMA_DATE_TIME.format(new Date(lead.createdAt)),
      extra(lead),
    ]);
    for (const row of rows) text.push(`- ${row.join(" · ")}`);
    html.push(
      `<table cellpadding="6" style="border-collapse:collapse"><tbody>` +
        rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`).join("") +
        "</tbody></table>",
    );
    const more = section.total - section.leads.length;
    if (more > 0) {
      const line = `… y ${plural(more, "solicitud más", "solicitudes más")} en la bandeja.`;
      text.push(line);
      html.push(`<p>${escapeHtml(line)}</p>`);
    }
    text.push("");
  }
  text.push(outro);
  html.push(`<p>${escapeHtml(outro)}</p>`);
  return {
    text: `${text.join("\n")}\n`,
    html: `<!doctype html><html lang="es"><body style="font-family:Arial,sans-serif;color:#1F2933">${html.join("")}</body></html>`,
  };
}
