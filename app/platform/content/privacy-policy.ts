// The /politica-de-privacidad page: what Ley 29733 (art. 18) asks the data controller to tell the
// people whose data it collects, built from the company's data (company.ts) and the settings the
// environment gives (docs/operations.md). The legal reading behind it: docs/decisions/035.
import type { CompanyContact } from "~/platform/lib/company-contact";
import { CONSENT_FORMS, CONSENT_PURPOSES, type ConsentPurpose, consentStatements } from "./privacy-consent";
import type { HeroCopy, PageMeta } from "./types";

/** Where the ARCO rights form lives (the data-rights part of issue 17). */
export const DATA_RIGHTS_PATH = "/derechos-arco";

/** A link inside running text. */
export interface TextLink {
  text: string;
  href: string;
}

/** Running text: plain parts and links, in order. */
export type RichText = string | (string | TextLink)[];

/** A titled block of the policy: paragraphs, an optional list, and paragraphs after it. */
export interface PolicySection {
  /** The heading's anchor (#finalidades …). */
  id: string;
  title: string;
  paragraphs: RichText[];
  items?: RichText[];
  closing?: RichText[];
}

export interface PrivacyPolicyPage {
  meta: PageMeta;
  hero: HeroCopy;
  sections: PolicySection[];
  /** Each form's consent text as it shows it, and its version. */
  consent: {
    id: string;
    title: string;
    intro: string;
    texts: ConsentTextCopy[];
  };
}

/** One form's consent text: its boxes (required first) and the version in force. */
export interface ConsentTextCopy {
  id: string;
  form: string;
  boxes: { label: string; text: string }[];
  version: string;
}

/** The version of a consent text: its code, and since when (ISO) when known. */
export interface ConsentVersionSummary {
  code: string;
  since: string | undefined;
}

/** What the page states that is not fixed copy: the settings and the consent text's version. */
export interface PrivacySettings {
  /** PRIVACY_DATA_BANK_CODE; undefined while the registration is in process. */
  dataBankCode: string | undefined;
  /** PRIVACY_FOREIGN_PROVIDERS, in words; undefined when no provider abroad processes the data. */
  foreignProviders: string | undefined;
  /** LEAD_RETENTION_YEARS. */
  retentionYears: number;
  /** The version of each form's consent text. */
  consentVersions: Record<ConsentPurpose, ConsentVersionSummary>;
  /** The company settings' contact data (decision 044). */
  company: CompanyContact;
}

const LONG_DATE = new Intl.DateTimeFormat("es-PE", { timeZone: "America/Lima", dateStyle: "long" });

/** A setting's text as the end of a sentence: with its closing period. */
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);

const years = (count: number) => (count === 1 ? "un año" : `${count} años`);

const LAW = "la Ley N.º 29733, Ley de Protección de Datos Personales";
const REGULATION = "su Reglamento, aprobado por el Decreto Supremo N.º 016-2024-JUS";

export function privacyPolicyPage(settings: PrivacySettings): PrivacyPolicyPage {
  const { legalName, email, phone, address } = settings.company;
  const mail: TextLink = { text: email, href: `mailto:${email}` };
  const rightsForm: TextLink = { text: "formulario de derechos ARCO", href: DATA_RIGHTS_PATH };
  return {
    meta: {
      title: "Política de privacidad | Kordex Perú",
      description:
        "Cómo Kordex Packaging Perú trata los datos de sus formularios: finalidades, base legal, plazos, destinatarios y sus derechos ARCO según la Ley N.º 29733.",
    },
    hero: {
      label: "Protección de datos personales",
      title: "Política de privacidad",
      description:
        "Qué datos recogemos en este sitio, para qué los usamos, cuánto tiempo los guardamos y cómo puede ejercer sus derechos.",
    },
    sections: [
      {
        id: "responsable",
        title: "Quién trata sus datos",
        paragraphs: [
          `El titular del banco de datos personales y responsable del tratamiento es ${legalName}, con domicilio en ${address.street}, ${address.district}, ${address.city}, Perú.`,
          ["Puede escribirnos a ", mail, ` o llamarnos al ${phone} para cualquier consulta sobre sus datos.`],
          `Esta política explica cómo tratamos los datos personales que usted nos entrega en los formularios de este sitio (contacto, servicio técnico, cotización, Libro de Reclamaciones y derechos ARCO), conforme a ${LAW}, y ${REGULATION}.`,
        ],
      },
      {
        id: "datos",
        title: "Qué datos recogemos",
        paragraphs: [],
        items: [
          "Los que usted escribe en los formularios: nombre, correo electrónico, teléfono, empresa, RUC y su mensaje; en el servicio técnico, el tipo de equipo; en la cotización, los productos y las cantidades.",
          "En el Libro de Reclamaciones y en los pedidos de derechos ARCO, además, los que esos formularios piden para identificarle y responderle: domicilio, documento de identidad y, en el caso de un menor de edad, los datos de su padre, madre o representante.",
          "Al enviar un formulario registramos la fecha y hora, la dirección IP desde la que lo envió, su navegador y su respuesta a las casillas de consentimiento, como constancia y para proteger el sitio del abuso.",
          "Los datos marcados como obligatorios son necesarios para atender su solicitud: sin ellos no podemos responderle. El teléfono, el mensaje de la cotización y la casilla de comunicaciones comerciales son voluntarios.",
          "No le pedimos datos sensibles. El sitio no usa cookies de publicidad ni de análisis: solo una cookie firmada de 30 minutos que muestra a su navegador la confirmación de la solicitud que acaba de enviar; su lista de cotización se guarda únicamente en su navegador.",
        ],
      },
      {
        id: "finalidades",
        title: "Para qué usamos sus datos",
        paragraphs: [],
        items: [
          "Atender su solicitud de contacto, de servicio técnico o de cotización: responderle, preparar la cotización o la visita técnica y hacer el seguimiento de esa solicitud.",
          "Atender los reclamos y las quejas del Libro de Reclamaciones y responderle en el plazo legal.",
          "Atender los pedidos de ejercicio de sus derechos de acceso, rectificación, cancelación y oposición.",
          "Enviarle comunicaciones comerciales (novedades, ofertas e invitaciones a eventos) solo si marcó la casilla opcional para ello; puede retirar ese consentimiento cuando quiera.",
          "Dejar constancia de su consentimiento y proteger el sitio del envío automatizado de formularios.",
          "No tomamos decisiones automatizadas sobre usted ni elaboramos perfiles.",
        ],
      },
      {
        id: "base-legal",
        title: "Con qué base legal",
        paragraphs: [],
        items: [
          "Su consentimiento, libre, previo, expreso e informado, que otorga al marcar la casilla obligatoria de cada formulario para que atendamos su solicitud; y, por separado, el de la casilla opcional para las comunicaciones comerciales.",
          "Las medidas precontractuales que usted nos pide (una cotización, una visita técnica), para las que la Ley N.º 29733 (artículo 14) no exige consentimiento; aun así se lo pedimos y registramos.",
          "El cumplimiento de obligaciones legales: el Libro de Reclamaciones (Ley N.º 29571, Código de Protección y Defensa del Consumidor, y su reglamento) y la atención del ejercicio de sus derechos.",
        ],
      },
      {
        id: "conservacion",
        title: "Cuánto tiempo los conservamos",
        paragraphs: [
          `Conservamos los datos de sus solicitudes durante ${years(settings.retentionYears)} desde su recepción. Después los anonimizamos: borramos su nombre, correo, teléfono, RUC, mensaje y dirección IP, y solo quedan datos estadísticos que ya no le identifican.`,
          "Las hojas del Libro de Reclamaciones se conservan el tiempo que exige su reglamento (al menos dos años). El consentimiento para comunicaciones comerciales vale hasta que usted lo retire.",
          "Si pide la cancelación de sus datos, los suprimimos antes, salvo los que una ley nos obligue a conservar.",
        ],
      },
      {
        id: "destinatarios",
        title: "Quién más recibe sus datos",
        paragraphs: [],
        items: [
          `El personal de ${legalName} que atiende su solicitud (ventas, servicio técnico y administración), cada uno con acceso según su función.`,
          "Los proveedores que alojan este sitio y envían nuestros correos electrónicos, como encargados del tratamiento: solo para prestarnos ese servicio y con deber de confidencialidad.",
          "Las autoridades que lo pidan conforme a ley, por ejemplo el INDECOPI en un reclamo.",
          "No vendemos ni cedemos sus datos a terceros para fines propios de ellos.",
        ],
      },
      {
        id: "transferencias",
        title: "Transferencias fuera del Perú",
        paragraphs: settings.foreignProviders
          ? [
              `Estos proveedores tratan sus datos fuera del Perú, por encargo nuestro: ${sentence(settings.foreignProviders)}`,
              "Lo hacen solo para prestarnos su servicio y con el nivel de protección que exige la Ley N.º 29733 para el flujo transfronterizo de datos personales.",
            ]
          : [
              "Ningún proveedor trata sus datos fuera del Perú. Si eso cambia, lo indicaremos aquí, con el nombre del proveedor, el país y el servicio que presta.",
            ],
      },
      {
        id: "derechos",
        title: "Sus derechos y cómo ejercerlos",
        paragraphs: ["Usted puede, en cualquier momento y sin costo:"],
        items: [
          "Acceder a sus datos y saber cómo los tratamos (derechos de acceso e información).",
          "Pedir que corrijamos los datos inexactos o incompletos (rectificación).",
          "Pedir que suprimamos sus datos cuando ya no sean necesarios para la finalidad para la que los recogimos (cancelación).",
          "Oponerse a un tratamiento, en particular a las comunicaciones comerciales (oposición), y revocar su consentimiento.",
        ],
        closing: [
          [
            "Para ejercerlos, use nuestro ",
            rightsForm,
            " o escríbanos a ",
            mail,
            " con su nombre, el derecho que ejerce y su pedido, y una copia de su documento de identidad (o del poder de quien le representa).",
          ],
          "Le responderemos dentro de los plazos del Reglamento: 8 días hábiles para el derecho de información, 20 para el de acceso y 10 para los de rectificación, cancelación y oposición.",
          "Si considera que no atendimos su pedido como corresponde, puede presentar una reclamación ante la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos.",
        ],
      },
      {
        id: "banco-de-datos",
        title: "Banco de datos personales",
        paragraphs: [
          settings.dataBankCode
            ? `Sus datos se guardan en el banco de datos personales de clientes y solicitudes de ${legalName}, inscrito en el Registro Nacional de Protección de Datos Personales con el código ${settings.dataBankCode}.`
            : `La inscripción del banco de datos personales de clientes y solicitudes de ${legalName} en el Registro Nacional de Protección de Datos Personales está en trámite. Publicaremos aquí su código de inscripción en cuanto la Autoridad lo otorgue.`,
        ],
      },
      {
        id: "seguridad",
        title: "Cómo protegemos sus datos",
        paragraphs: [
          "Aplicamos medidas técnicas y organizativas para proteger sus datos: conexión cifrada, acceso del personal con una cuenta personal, registro de las acciones sobre los datos y copias de respaldo.",
          "Si cambiamos esta política, publicaremos aquí la nueva versión; si el cambio afecta a las finalidades para las que nos dio su consentimiento, se lo pediremos de nuevo.",
        ],
      },
    ],
    consent: {
      id: "consentimiento",
      title: "Textos de consentimiento vigentes",
      intro:
        "Cada formulario muestra su propio texto junto a sus casillas; estos son los de cada uno. Guardamos con cada solicitud, hoja de reclamación o pedido de derechos ARCO la versión del texto que usted aceptó. Solo los formularios de contacto, servicio técnico y cotización piden, aparte, autorización para comunicaciones comerciales.",
      texts: CONSENT_PURPOSES.map((purpose) =>
        consentTextCopy(purpose, legalName, settings.consentVersions[purpose]),
      ),
    },
  };
}

function consentTextCopy(
  purpose: ConsentPurpose,
  legalName: string,
  version: ConsentVersionSummary,
): ConsentTextCopy {
  const { privacy, marketing } = consentStatements(purpose, legalName);
  return {
    id: `consentimiento-${purpose}`,
    form: CONSENT_FORMS[purpose],
    boxes: [
      { label: "Casilla obligatoria", text: privacy },
      ...(marketing ? [{ label: "Casilla opcional", text: marketing }] : []),
    ],
    version: version.since
      ? `Versión ${version.code}, vigente desde el ${LONG_DATE.format(new Date(version.since))}.`
      : `Versión ${version.code}.`,
  };
}
