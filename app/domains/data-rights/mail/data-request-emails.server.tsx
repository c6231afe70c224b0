// The e-mails of a personal-data rights (ARCO) request: the acknowledgement to the person, the notice
// to the company's privacy inbox, the extension of the term and the answer. Pure: the model hands in
// every value (decision 033's branded frame; decision 037 for the legal terms).
import { Link } from "@react-email/components";
import { COMPANY } from "~/platform/content/company";
import {
  ActionButton,
  type Fact,
  FactsTable,
  LINK_STYLE,
  MultilineText,
  Notice,
  Paragraph,
  ReferenceBox,
  SectionTitle,
  Steps,
} from "~/platform/mail/email-blocks.server";
import { EmailLayout, type EmailSite } from "~/platform/mail/email-layout.server";

/** The request as its e-mails show it; dates already written as people read them (Lima). */
export interface DataRequestEmailData {
  reference: string;
  /** "Acceso", "Rectificación"… */
  kindLabel: string;
  /** "24/11/2026, 10:32". */
  receivedAt: string;
  /** "15/12/2026". */
  dueDate: string;
  /** "20 días hábiles". */
  term: string;
  fullName: string;
  document: string;
  email: string;
  phone?: string;
  representativeName?: string;
  detail: string;
}

const FOOTNOTE = (host: string) =>
  `Recibe este correo porque se presentó una solicitud de derechos sobre datos personales con esta dirección en ${host}. Si no fue usted, responda a este correo para avisarnos.`;

export function DataRequestAcknowledgementEmail(props: { site: EmailSite; request: DataRequestEmailData }) {
  const { site, request } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Recibimos su solicitud ${request.reference}. Le responderemos a más tardar el ${request.dueDate}.`}
      eyebrow="Derechos sobre sus datos personales"
      title={`Recibimos su solicitud de ${request.kindLabel.toLowerCase()}`}
      footnote={FOOTNOTE(new URL(site.url).host)}
    >
      <Paragraph>Hola, {request.fullName}:</Paragraph>
      <Paragraph>
        Recibimos su solicitud para ejercer su derecho de {request.kindLabel.toLowerCase()} sobre sus datos
        personales. Esta es su referencia:
      </Paragraph>
      <ReferenceBox
        reference={request.reference}
        detail={`Recibida el ${request.receivedAt} (hora de Lima)`}
      />
      <FactsTable
        facts={[
          { label: "Derecho", value: request.kindLabel },
          { label: "Plazo de respuesta", value: `${request.term}, a más tardar el ${request.dueDate}` },
          ...(request.representativeName
            ? [{ label: "Representante", value: request.representativeName }]
            : []),
        ]}
      />
      <SectionTitle>¿Qué sigue?</SectionTitle>
      <Steps
        steps={[
          "Verificamos su identidad (y, si actúa un representante, su representación). Si nos falta un documento, se lo pediremos respondiendo a este correo.",
          `Le enviamos nuestra respuesta a este correo a más tardar el ${request.dueDate}.`,
          "Si no está conforme con la respuesta, puede acudir a la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos.",
        ]}
      />
      <Paragraph>
        Atentamente,
        <br />
        {site.company.legalName}
      </Paragraph>
    </EmailLayout>
  );
}

export function DataRequestNoticeEmail(props: {
  site: EmailSite;
  request: DataRequestEmailData;
  /** The request in the back office. */
  adminUrl: string;
  /** Why a spam trap caught the form, when one did (no acknowledgement was sent). */
  spamMotive?: string;
}) {
  const { site, request, spamMotive } = props;
  const facts: Fact[] = [
    { label: "Derecho", value: request.kindLabel },
    { label: "Titular", value: request.fullName },
    { label: "Documento", value: request.document },
    {
      label: "Correo",
      value: (
        <Link href={`mailto:${request.email}`} style={LINK_STYLE}>
          {request.email}
        </Link>
      ),
    },
    { label: "Teléfono", value: request.phone ?? "(no indicado)" },
    ...(request.representativeName ? [{ label: "Representante", value: request.representativeName }] : []),
    { label: "Detalle", value: <MultilineText text={request.detail} /> },
  ];
  return (
    <EmailLayout
      site={site}
      preview={`${request.kindLabel}: ${request.reference}. Plazo legal hasta el ${request.dueDate}.`}
      eyebrow={spamMotive ? "Posible spam" : "Nueva solicitud de derechos ARCO"}
      title={`Solicitud de ${request.kindLabel.toLowerCase()}`}
      footnote={`Aviso automático del sitio web ${new URL(site.url).host} para el responsable de datos personales de ${COMPANY.brand} Perú.`}
    >
      {spamMotive && (
        <Notice title="Posible spam">
          <Paragraph>
            El formulario cayó en una trampa antispam ({spamMotive}); no se envió el acuse de recibo. Si es
            una persona real, atienda la solicitud igual: el plazo legal corre desde hoy.
          </Paragraph>
        </Notice>
      )}
      <ReferenceBox
        reference={request.reference}
        detail={`Recibida el ${request.receivedAt} (hora de Lima). Plazo legal: ${request.term}, hasta el ${request.dueDate}.`}
      />
      <FactsTable facts={facts} />
      <ActionButton href={props.adminUrl}>Abrir la solicitud en la intranet</ActionButton>
    </EmailLayout>
  );
}

export function DataRequestExtensionEmail(props: {
  site: EmailSite;
  request: DataRequestEmailData;
  reason: string;
  /** The new deadline, "12/01/2027". */
  newDueDate: string;
}) {
  const { site, request } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Ampliamos el plazo de su solicitud ${request.reference} hasta el ${props.newDueDate}.`}
      eyebrow="Derechos sobre sus datos personales"
      title="Ampliamos el plazo de respuesta"
      footnote={FOOTNOTE(new URL(site.url).host)}
    >
      <Paragraph>Hola, {request.fullName}:</Paragraph>
      <Paragraph>
        Necesitamos más tiempo para atender su solicitud {request.reference} (
        {request.kindLabel.toLowerCase()}). Como lo permite el reglamento de la Ley de Protección de Datos
        Personales, ampliamos por única vez el plazo de respuesta hasta el {props.newDueDate}, por el
        siguiente motivo:
      </Paragraph>
      <FactsTable facts={[{ label: "Motivo", value: <MultilineText text={props.reason} /> }]} />
      <Paragraph>
        Atentamente,
        <br />
        {site.company.legalName}
      </Paragraph>
    </EmailLayout>
  );
}

export function DataRequestAnswerEmail(props: {
  site: EmailSite;
  request: DataRequestEmailData;
  answer: string;
}) {
  const { site, request } = props;
  return (
    <EmailLayout
      site={site}
      preview={`Respuesta a su solicitud ${request.reference}.`}
      eyebrow="Derechos sobre sus datos personales"
      title={`Respuesta a su solicitud de ${request.kindLabel.toLowerCase()}`}
      footnote={FOOTNOTE(new URL(site.url).host)}
    >
      <Paragraph>Hola, {request.fullName}:</Paragraph>
      <Paragraph>Esta es nuestra respuesta a su solicitud {request.reference}:</Paragraph>
      <FactsTable facts={[{ label: "Respuesta", value: <MultilineText text={props.answer} /> }]} />
      <Paragraph>
        Si no está conforme, puede acudir a la Autoridad Nacional de Protección de Datos Personales del
        Ministerio de Justicia y Derechos Humanos.
      </Paragraph>
      <Paragraph>
        Atentamente,
        <br />
        {site.company.legalName}
      </Paragraph>
    </EmailLayout>
  );
}
