// The two e-mails of a lead: the acknowledgement to the buyer and the notification to the sales inbox
// (with the possible-spam warning when a trap caught the form). Pure: the model hands in every value.
import { Link, Section } from "@react-email/components";
import { COMPANY } from "~/platform/content/company";
import type { LeadKind } from "../lead-vocabulary";
import {
  ActionButton,
  type EmailLine,
  type Fact,
  FactsTable,
  LINK_STYLE,
  LinesTable,
  MultilineText,
  Notice,
  Paragraph,
  ReferenceBox,
  SectionTitle,
  Steps,
} from "~/platform/mail/email-blocks.server";
import { EmailLayout, type EmailSite } from "~/platform/mail/email-layout.server";

/** The lead as its e-mails show it. */
export interface LeadEmailData {
  kind: LeadKind;
  reference: string;
  /** When it came in, Lima time, as people read it ("24/11/2026, 10:32"). */
  receivedAt: string;
  name: string;
  email: string;
  phone?: string;
  company: string;
  rucPeru: string;
  message?: string;
  equipment?: string;
  lines: EmailLine[];
}

/** "solicitud de cotización", as the sentences of the e-mails name each kind. */
export const LEAD_KIND_NAMES: Record<LeadKind, string> = {
  QUOTE: "solicitud de cotización",
  CONTACT: "solicitud de contacto",
  SERVICE: "solicitud de servicio técnico",
};

const TEAM: Record<LeadKind, string> = {
  QUOTE: "nuestro equipo de ventas",
  CONTACT: "nuestro equipo de ventas",
  SERVICE: "nuestro equipo de servicio técnico",
};

/** What happens after the buyer's request, step by step, in the buyer's words. */
function nextSteps(kind: LeadKind, responsePromise: string): string[] {
  const first = `Un especialista revisa su solicitud y le responde ${responsePromise}.`;
  if (kind === "QUOTE")
    return [
      first,
      "Le enviamos la cotización con precios, disponibilidad, plazos de entrega y condiciones de pago.",
      "Si lo necesita, coordinamos una visita o una demostración en su planta.",
    ];
  if (kind === "SERVICE")
    return [
      first,
      "Un técnico coordina con usted el diagnóstico o la visita a su planta.",
      "Le enviamos el presupuesto del servicio antes de empezar cualquier trabajo.",
    ];
  return [first, "Le escribimos o llamamos para atender su consulta."];
}

export function LeadAcknowledgementEmail(props: {
  site: EmailSite;
  lead: LeadEmailData;
  /** "en menos de 8 horas hábiles (lunes a viernes, de 09:00 a 18:00)". */
  responsePromise: string;
}) {
  const { site, lead } = props;
  const kindName = LEAD_KIND_NAMES[lead.kind];
  return (
    <EmailLayout
      site={site}
      preview={`Recibimos su ${kindName} ${lead.reference}. Le responderemos ${props.responsePromise}.`}
      eyebrow="Acuse de recibo"
      title={`Recibimos su ${kindName}`}
      footnote={`Recibe este correo porque se envió una ${kindName} con esta dirección en ${new URL(site.url).host}. Si no fue usted, puede ignorarlo.`}
    >
      <Paragraph>Hola, {lead.name}:</Paragraph>
      <Paragraph>
        Gracias por escribir a {COMPANY.brand} Perú. Su {kindName} ya está en manos de {TEAM[lead.kind]}. Esta
        es su referencia:
      </Paragraph>
      <ReferenceBox reference={lead.reference} detail={`Recibida el ${lead.receivedAt} (hora de Lima)`} />
      {lead.lines.length > 0 && (
        <>
          <SectionTitle>Productos solicitados</SectionTitle>
          <LinesTable lines={lead.lines} />
        </>
      )}
      {(lead.equipment || lead.message) && (
        <>
          <SectionTitle>Su solicitud</SectionTitle>
          <FactsTable
            facts={[
              ...(lead.equipment ? [{ label: "Tipo de máquina", value: lead.equipment }] : []),
              ...(lead.message ? [{ label: "Mensaje", value: <MultilineText text={lead.message} /> }] : []),
            ]}
          />
        </>
      )}
      <SectionTitle>¿Qué sigue?</SectionTitle>
      <Steps steps={nextSteps(lead.kind, props.responsePromise)} />
      <Paragraph>
        ¿Desea agregar algo? Responda a este correo: le llega directamente a {TEAM[lead.kind]}. También puede
        escribirnos por WhatsApp indicando su referencia.
      </Paragraph>
      <ActionButton href={site.whatsAppUrl}>Escribir por WhatsApp</ActionButton>
      <Paragraph>
        Atentamente,
        <br />
        El equipo de {COMPANY.brand} Perú
      </Paragraph>
    </EmailLayout>
  );
}

export function LeadSalesEmail(props: {
  site: EmailSite;
  lead: LeadEmailData;
  /** Why a spam trap caught the form, in staff's words; absent for an ordinary lead. */
  spamMotive?: string;
  /** The lead in the back office's inbox. */
  inboxUrl: string;
}) {
  const { site, lead, spamMotive } = props;
  const kindName = LEAD_KIND_NAMES[lead.kind];
  const facts: Fact[] = [
    { label: "Nombre", value: lead.name },
    { label: "Empresa", value: lead.company },
    { label: "RUC", value: lead.rucPeru },
    {
      label: "Correo",
      value: (
        <Link href={`mailto:${lead.email}`} style={LINK_STYLE}>
          {lead.email}
        </Link>
      ),
    },
    {
      label: "Teléfono",
      value: lead.phone ? (
        <Link href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} style={LINK_STYLE}>
          {lead.phone}
        </Link>
      ) : (
        "(no indicado)"
      ),
    },
    ...(lead.equipment ? [{ label: "Tipo de máquina", value: lead.equipment }] : []),
    { label: "Mensaje", value: lead.message ? <MultilineText text={lead.message} /> : "(sin mensaje)" },
  ];
  return (
    <EmailLayout
      site={site}
      preview={`${spamMotive ? "Posible spam. " : ""}${lead.company}, ${lead.name}: ${lead.reference}`}
      eyebrow={spamMotive ? "Posible spam" : "Nueva solicitud del sitio web"}
      title={`Nueva ${kindName}`}
      footnote={`Aviso automático del sitio web ${new URL(site.url).host} para el equipo de ${COMPANY.brand} Perú.`}
    >
      {spamMotive && (
        <Notice title="Posible spam">
          <Paragraph>
            Esta solicitud cayó en una trampa antispam del formulario. Puede ser de un robot o de una persona
            que completó el formulario muy rápido (por ejemplo, con autocompletar). No se envió el acuse de
            recibo al cliente; si es un cliente real, respóndale directamente.
          </Paragraph>
          <Paragraph>
            <strong>Motivo:</strong> {spamMotive}
          </Paragraph>
        </Notice>
      )}
      <ReferenceBox reference={lead.reference} detail={`Recibida el ${lead.receivedAt} (hora de Lima)`} />
      <SectionTitle>Cliente</SectionTitle>
      <FactsTable facts={facts} />
      {lead.lines.length > 0 && (
        <>
          <SectionTitle>Productos solicitados</SectionTitle>
          <LinesTable lines={lead.lines} />
        </>
      )}
      <Section style={{ paddingTop: "16px" }}>
        <Paragraph>
          Para escribir al cliente, responda a este correo: la respuesta va a {lead.email}.
        </Paragraph>
      </Section>
      <ActionButton href={props.inboxUrl}>Abrir en la bandeja de solicitudes</ActionButton>
    </EmailLayout>
  );
}
