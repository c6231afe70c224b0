// The daily digest to the sales inbox: three lists of leads (new yesterday, overdue, possible spam),
// each lead a short block that links to it in the back office. Pure: the model hands in every value.
import { Link, Section } from "@react-email/components";
import { ActionButton, LINK_STYLE, Paragraph, SectionTitle } from "~/platform/mail/email-blocks.server";
import { COLOR, EmailLayout, type EmailSite } from "~/platform/mail/email-layout.server";

/** One lead of a list, its texts ready: "COT-2030-000002", "Cotización", "Agroexport S.A.C. (Jorge Ramírez)"… */
export interface DigestEmailLead {
  reference: string;
  kind: string;
  who: string;
  /** When it came in and its state: "11/03/2030, 23:59 · Nuevo, sin asignar". */
  detail: string;
  /** The lead in the back office's inbox. */
  url: string;
}

export interface DigestEmailSection {
  title: string;
  total: number;
  /** What the list says when it is empty. */
  empty: string;
  leads: DigestEmailLead[];
  /** "… y 3 solicitudes más en la bandeja." when the list was cut; else undefined. */
  more?: string;
}

export function DailyDigestEmail(props: {
  site: EmailSite;
  /** "Resumen diario del 12/03/2030". */
  title: string;
  intro: string;
  sections: DigestEmailSection[];
  inboxUrl: string;
}) {
  const { site } = props;
  return (
    <EmailLayout
      site={site}
      preview={props.sections.map((section) => `${section.title}: ${section.total}`).join(" · ")}
      eyebrow="Resumen diario"
      title={props.title}
      footnote={`Este resumen se envía una vez al día, al comenzar la jornada, a la bandeja de ventas de ${new URL(site.url).host}.`}
    >
      <Paragraph>{props.intro}</Paragraph>
      {props.sections.map((section) => (
        <Section key={section.title}>
          <SectionTitle>
            {section.title} ({section.total})
          </SectionTitle>
          {section.total === 0 ? (
            <Paragraph>{section.empty}</Paragraph>
          ) : (
            <table
              role="presentation"
              width="100%"
              cellPadding={0}
              cellSpacing={0}
              style={{ borderCollapse: "collapse" }}
            >
              <tbody>
                {section.leads.map((lead) => (
                  <tr key={lead.reference}>
                    <td
                      style={{
                        padding: "8px 0",
                        borderBottom: `1px solid ${COLOR.line}`,
                        fontSize: "14px",
                        lineHeight: "20px",
                        color: COLOR.ink,
                      }}
                    >
                      <Link
                        href={lead.url}
                        style={{ ...LINK_STYLE, fontWeight: "bold" }}
                        data-text-href="hide"
                      >
                        {lead.reference}
                      </Link>
                      {` · ${lead.kind}`}
                      <br />
                      {lead.who}
                      <br />
                      <span style={{ fontSize: "13px", color: COLOR.steel }}>{lead.detail}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {section.more && <Paragraph>{section.more}</Paragraph>}
        </Section>
      ))}
      <ActionButton href={props.inboxUrl}>Abrir la bandeja de solicitudes</ActionButton>
    </EmailLayout>
  );
}
