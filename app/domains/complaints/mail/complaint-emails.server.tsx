// The Libro de Reclamaciones' e-mails: the copy of a filed sheet to the consumer, the sheet to the
// complaints inbox, and the supplier's answer to the consumer. Each carries the sheet's PDF (attached
// by the outbox worker). Pure: the model hands in every value.
import { Link } from "@react-email/components";
import { COMPANY } from "~/platform/content/company";
import { COMPLAINT_DEFINITIONS, COMPLAINT_LEGENDS } from "../complaints-book";
import {
  COMPLAINT_KIND_LABELS,
  type ComplaintKind,
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
  GOOD_TYPE_LABELS,
  type GoodType,
} from "../complaint-book";
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
} from "~/platform/mail/email-blocks.server";
import { EmailLayout, type EmailSite } from "~/platform/mail/email-layout.server";

/** A sheet as its e-mails show it. */
export interface ComplaintEmailData {
  number: string;
  kind: ComplaintKind;
  /** When it was filed, Lima time, as people read it ("24/11/2026, 10:32"). */
  filedAt: string;
  /** The answer deadline, Lima date ("15/12/2026"). */
  deadline: string;
  consumerName: string;
  documentType: DocumentType;
  documentNumber: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  guardianName: string | null;
  goodType: GoodType;
  /** "S/ 1,250.50" (amountText), or undefined when none was claimed. */
  amount?: string;
  goodDescription: string;
  detail: string;
  request: string;
}

const KIND_WORDS: Record<ComplaintKind, string> = { reclamo: "reclamo", queja: "queja" };
/** The words that agree with the kind: "reclamo" is masculine, "queja" feminine. */
const AGREEMENT: Record<ComplaintKind, { registered: string; filed: string; new: string }> = {
  reclamo: { registered: "registrado", filed: "presentado", new: "Nuevo" },
  queja: { registered: "registrada", filed: "presentada", new: "Nueva" },
};

/** The sheet's contents, as the consumer wrote them. */
function sheetFacts(sheet: ComplaintEmailData): Fact[] {
  return [
    { label: "Tipo", value: `${COMPLAINT_KIND_LABELS[sheet.kind]}: ${COMPLAINT_DEFINITIONS[sheet.kind]}` },
    { label: "Bien contratado", value: GOOD_TYPE_LABELS[sheet.goodType] },
    { label: "Descripción", value: <MultilineText text={sheet.goodDescription} /> },
    { label: "Monto reclamado", value: sheet.amount ?? "(no indicado)" },
    { label: "Detalle", value: <MultilineText text={sheet.detail} /> },
    { label: "Pedido", value: <MultilineText text={sheet.request} /> },
  ];
}

function consumerFacts(sheet: ComplaintEmailData): Fact[] {
  return [
    { label: "Nombre", value: sheet.consumerName },
    { label: DOCUMENT_TYPE_LABELS[sheet.documentType], value: sheet.documentNumber },
    { label: "Domicilio", value: sheet.address ?? "(no indicado)" },
    { label: "Teléfono", value: sheet.phone ?? "(no indicado)" },
    {
      label: "Correo",
      value: sheet.email ? (
        <Link href={`mailto:${sheet.email}`} style={LINK_STYLE}>
          {sheet.email}
        </Link>
      ) : (
        "(no indicado: la respuesta va al domicilio)"
      ),
    },
    ...(sheet.guardianName ? [{ label: "Padre, madre o apoderado", value: sheet.guardianName }] : []),
  ];
}

function Legends() {
  return (
    <>
      {COMPLAINT_LEGENDS.map((legend) => (
        <Paragraph key={legend}>{legend}</Paragraph>
      ))}
    </>
  );
}

export function ComplaintCopyEmail({ site, sheet }: { site: EmailSite; sheet: ComplaintEmailData }) {
  const word = KIND_WORDS[sheet.kind];
  return (
    <EmailLayout
      site={site}
      preview={`Registramos su ${word} ${sheet.number}. Le responderemos a más tardar el ${sheet.deadline}.`}
      eyebrow="Libro de Reclamaciones"
      title={`Registramos su ${word}`}
      footnote={`Recibe este correo porque se presentó una hoja en el Libro de Reclamaciones virtual de ${new URL(site.url).host} con esta dirección. Si no fue usted, respóndanos para avisarnos.`}
    >
      <Paragraph>Hola, {sheet.consumerName}:</Paragraph>
      <Paragraph>
        Su {word} quedó {AGREEMENT[sheet.kind].registered} en el Libro de Reclamaciones virtual de{" "}
        {COMPANY.brand} Perú. Adjuntamos la hoja de reclamación en PDF: consérvela como constancia.
      </Paragraph>
      <ReferenceBox reference={sheet.number} detail={`Presentada el ${sheet.filedAt} (hora de Lima)`} />
      <Paragraph>
        Le responderemos a más tardar el <strong>{sheet.deadline}</strong>, dentro del plazo de quince días
        hábiles, {sheet.email ? "a este correo" : "a su domicilio"}.
      </Paragraph>
      <SectionTitle>Su hoja de reclamación</SectionTitle>
      <FactsTable facts={sheetFacts(sheet)} />
      <SectionTitle>Importante</SectionTitle>
      <Legends />
      <Paragraph>
        Atentamente,
        <br />
        {site.company.legalName}
      </Paragraph>
    </EmailLayout>
  );
}

export function ComplaintInboxEmail(props: {
  site: EmailSite;
  sheet: ComplaintEmailData;
  /** The sheet in the back office. */
  sheetUrl: string;
  /** Why a spam trap caught the form, in staff's words; absent for an ordinary sheet. */
  spamMotive?: string;
}) {
  const { site, sheet, spamMotive } = props;
  const label = COMPLAINT_KIND_LABELS[sheet.kind];
  return (
    <EmailLayout
      site={site}
      preview={`${label} ${sheet.number} de ${sheet.consumerName}: responder a más tardar el ${sheet.deadline}.`}
      eyebrow={spamMotive ? "Libro de Reclamaciones · posible envío automático" : "Libro de Reclamaciones"}
      title={`${AGREEMENT[sheet.kind].new} ${KIND_WORDS[sheet.kind]} ${sheet.number}`}
      footnote={`Aviso automático del Libro de Reclamaciones virtual de ${new URL(site.url).host} para el equipo de ${COMPANY.brand} Perú.`}
    >
      {spamMotive && (
        <Notice title="Posible envío automático">
          <Paragraph>
            Esta hoja cayó en una trampa antispam del formulario ({spamMotive}). Quedó registrada igual, con
            su número y su plazo, pero no se envió la copia al correo indicado. Si es de una persona, envíele
            la copia desde la hoja en la intranet.
          </Paragraph>
        </Notice>
      )}
      <ReferenceBox
        reference={sheet.number}
        detail={`Presentada el ${sheet.filedAt} (hora de Lima). Responder a más tardar el ${sheet.deadline}.`}
      />
      <SectionTitle>Consumidor</SectionTitle>
      <FactsTable facts={consumerFacts(sheet)} />
      <SectionTitle>Hoja de reclamación</SectionTitle>
      <FactsTable facts={sheetFacts(sheet)} />
      <ActionButton href={props.sheetUrl}>Abrir la hoja en la intranet</ActionButton>
      <Paragraph>
        La respuesta se registra en la intranet, que la envía al consumidor y la deja en la hoja. La hoja en
        PDF va adjunta.
      </Paragraph>
    </EmailLayout>
  );
}

export function ComplaintAnswerEmail(props: {
  site: EmailSite;
  sheet: ComplaintEmailData;
  answer: string;
  /** When the answer was recorded, Lima date ("01/12/2026"). */
  answeredOn: string;
}) {
  const { site, sheet } = props;
  const word = KIND_WORDS[sheet.kind];
  return (
    <EmailLayout
      site={site}
      preview={`Respuesta a su ${word} ${sheet.number}.`}
      eyebrow="Libro de Reclamaciones"
      title={`Respuesta a su ${word} ${sheet.number}`}
      footnote={`Recibe este correo porque presentó la hoja ${sheet.number} en el Libro de Reclamaciones virtual de ${new URL(site.url).host}.`}
    >
      <Paragraph>Hola, {sheet.consumerName}:</Paragraph>
      <Paragraph>
        Esta es nuestra respuesta a su {word} {AGREEMENT[sheet.kind].filed} el {sheet.filedAt} (hora de Lima).
        La hoja de reclamación adjunta la lleva en su parte 4, con fecha {props.answeredOn}.
      </Paragraph>
      <ReferenceBox reference={sheet.number} detail={`Respondida el ${props.answeredOn}`} />
      <SectionTitle>Nuestra respuesta</SectionTitle>
      <Paragraph>
        <MultilineText text={props.answer} />
      </Paragraph>
      <SectionTitle>Su pedido</SectionTitle>
      <Paragraph>
        <MultilineText text={sheet.request} />
      </Paragraph>
      <Paragraph>{COMPLAINT_LEGENDS[0]}</Paragraph>
      <Paragraph>
        Atentamente,
        <br />
        {site.company.legalName}
      </Paragraph>
    </EmailLayout>
  );
}

/** A settlement offer pauses the deadline: the consumer learns of the offer and of the new deadline. */
export function ComplaintPauseEmail(props: {
  site: EmailSite;
  sheet: ComplaintEmailData;
  /** Business days of this pause. */
  days: number;
  /** The settlement offered, as staff recorded it. */
  offer: string;
  /** The answer's new deadline, Lima date ("01/12/2026"). */
  newDeadline: string;
}) {
  const { site, sheet } = props;
  const word = KIND_WORDS[sheet.kind];
  const days = props.days === 1 ? "un día hábil" : `${props.days} días hábiles`;
  return (
    <EmailLayout
      site={site}
      preview={`Le ofrecimos una solución para su ${word} ${sheet.number}; el plazo de respuesta vence el ${props.newDeadline}.`}
      eyebrow="Libro de Reclamaciones"
      title={`Propuesta de solución para su ${word} ${sheet.number}`}
      footnote={`Recibe este correo porque presentó la hoja ${sheet.number} en el Libro de Reclamaciones virtual de ${new URL(site.url).host}.`}
    >
      <Paragraph>Hola, {sheet.consumerName}:</Paragraph>
      <Paragraph>
        Le ofrecimos una solución para su {word} {AGREEMENT[sheet.kind].filed} el {sheet.filedAt} (hora de
        Lima). Mientras usted la evalúa, el plazo para responderle se extiende {days}: le daremos nuestra
        respuesta a más tardar el {props.newDeadline}.
      </Paragraph>
      <ReferenceBox
        reference={sheet.number}
        detail={`Nueva fecha límite de respuesta: ${props.newDeadline}`}
      />
      <SectionTitle>La solución ofrecida</SectionTitle>
      <Paragraph>
        <MultilineText text={props.offer} />
      </Paragraph>
      <Paragraph>
        Si desea aceptarla o tiene alguna pregunta, responda a este correo indicando el número de su hoja.
      </Paragraph>
      <Paragraph>{COMPLAINT_LEGENDS[0]}</Paragraph>
      <Paragraph>
        Atentamente,
        <br />
        {site.company.legalName}
      </Paragraph>
    </EmailLayout>
  );
}
