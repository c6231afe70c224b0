// Copy of the company pages: /nosotros, /politica-calidad and /codigo-etica (SPEC sections 1 and 2).
import { COMPANY } from "~/platform/content/company";
import { COMPANY_FIGURES } from "~/platform/content/company-figures";
import type { BulletSection, Figure, HeroCopy, PageMeta, Section } from "~/platform/content/types";

/** The /nosotros page. */
export interface AboutPage {
  meta: PageMeta;
  hero: HeroCopy;
  about: Section;
  /** Key figures beside "Quiénes somos". */
  aboutFigures: Figure[];
  mission: Section;
  vision: Section;
  extra: Section;
  /** The picture beside "Qué hacemos en el Perú". */
  extraPicture: { src: string; alt: string };
  globalPresence: { title: string; text: string; figures: Figure[]; promises: [string, string, string] };
}

/** The /politica-calidad page. */
export interface QualityPolicyPage {
  meta: PageMeta;
  hero: HeroCopy;
  intro: Section;
  commitments: BulletSection;
  closing: Section;
}

/** The /codigo-etica page. */
export interface EthicsCodePage {
  meta: PageMeta;
  hero: HeroCopy;
  intro: Section;
  sections: BulletSection[];
}

/** Formats a whole number with a dot as thousands separator ("1.200"), as Spanish copy writes it. */
export function formatFigure(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/** The four global-presence figures (SPEC section 2, home page), shared by the home and about pages. */
export const GLOBAL_FIGURES: Figure[] = [
  { value: `+${formatFigure(COMPANY_FIGURES.staff)}`, label: "colaboradores" },
  { value: `+${formatFigure(COMPANY_FIGURES.salesOffices)}`, label: "oficinas de venta y servicio" },
  { value: formatFigure(COMPANY_FIGURES.ownPlants), label: "plantas de producción propias" },
  {
    value: `+${formatFigure(COMPANY_FIGURES.distributors)}`,
    label: `distribuidores en más de ${formatFigure(COMPANY_FIGURES.countries)} países`,
  },
];

const HERO_LABEL = "Nosotros";

/** The /nosotros page. */
export const aboutPage = (legalName: string): AboutPage => ({
  meta: {
    title: `Nosotros: empresa familiar desde ${COMPANY.foundedYear} | Kordex Perú`,
    description: `Kordex Packaging Perú forma parte de un grupo familiar fundado en ${COMPANY.foundedYear}, con plantas propias y especialistas en zunchos, envolvedoras, film y airpads.`,
  },
  hero: {
    label: HERO_LABEL,
    title: "Somos Kordex",
    description:
      "Soluciones de embalaje industrial con el respaldo de un grupo familiar internacional y un equipo local en Lima.",
  },
  about: {
    title: "Quiénes somos",
    paragraphs: [
      `${legalName} es la filial peruana del ${COMPANY.groupName}, empresa familiar fundada en ${COMPANY.foundedYear} y especializada en soluciones para asegurar y proteger cargas. El grupo reúne a más de ${formatFigure(COMPANY_FIGURES.staff)} colaboradores, fabrica en ${COMPANY_FIGURES.ownPlants} plantas propias y registra ventas de alrededor de ${COMPANY_FIGURES.salesMillionEuros} millones de euros.`,
      `Desde nuestras instalaciones en Lima atendemos a empresas de todo el país con zunchos y herramientas de zunchado, envolvedoras, film stretch y airpads, además de asesoría en embalaje y servicio técnico.`,
    ],
  },
  aboutFigures: [
    { value: String(COMPANY.foundedYear), label: "fundación del grupo familiar" },
    { value: `${COMPANY_FIGURES.salesMillionEuros} M€`, label: "ventas anuales del grupo, aproximadas" },
    { value: `+${formatFigure(COMPANY_FIGURES.countries)}`, label: "países con venta y servicio" },
    { value: "10", label: "industrias atendidas en el Perú" },
  ],

  mission: {
    title: "Misión",
    paragraphs: [
      "Ayudar a nuestros clientes a que sus cargas lleguen completas y seguras a destino, con soluciones de embalaje que combinan materiales confiables, equipos adecuados a cada operación y un servicio técnico cercano.",
    ],
  },
  vision: {
    title: "Visión",
    paragraphs: [
      "Ser el socio de referencia en embalaje de fin de línea para la industria peruana, reconocido por la solidez técnica de sus recomendaciones, la disponibilidad de su servicio y su compromiso con un uso más eficiente de los materiales.",
    ],
  },
  extra: {
    title: "Qué hacemos en el Perú",
    paragraphs: [
      "Trabajamos con empresas de minería, agroexportación, industria forestal, siderurgia, construcción, cerámica, envases, textiles, papel y vidrio. Cada proyecto empieza por entender la carga: su peso, su forma, cómo se manipula y por qué ruta viaja.",
      "Con esa información recomendamos el consumible y el equipo adecuados, instalamos las máquinas, capacitamos a los operarios y damos mantenimiento preventivo y correctivo, con repuestos y visitas técnicas en Lima y en regiones.",
    ],
  },
  extraPicture: {
    src: "/art/solutions/zunchos.svg",
    alt: "Carga sobre parihuela asegurada con zuncho, junto a rollos de zuncho y una herramienta de zunchado",
  },

  globalPresence: {
    title: "Presencia global",
    text: `Como parte del ${COMPANY.groupName}, contamos con el respaldo de una red internacional de fabricación, venta y servicio técnico presente en más de ${formatFigure(COMPANY_FIGURES.countries)} países.`,
    figures: GLOBAL_FIGURES,
    promises: [
      "Asesoría técnica para elegir la solución adecuada a cada carga.",
      "Servicio técnico y repuestos para sus herramientas y envolvedoras.",
      "Productos respaldados por la experiencia de un grupo con plantas de producción propias.",
    ],
  },
});

/** The /politica-calidad page. */
export const qualityPolicyPage = (legalName: string): QualityPolicyPage => ({
  meta: {
    title: "Política de calidad | Kordex Perú",
    description:
      "Política de calidad de Kordex Packaging Perú: compromisos con la calidad de los productos, el servicio técnico, los plazos y la mejora continua.",
  },
  hero: {
    label: HERO_LABEL,
    title: "Política de calidad",
    description:
      "Nuestros compromisos para entregar productos y servicios que respondan a lo que cada cliente necesita.",
  },
  intro: {
    title: "Nuestro enfoque",
    paragraphs: [
      `En ${legalName} entendemos la calidad como la capacidad de cumplir, de forma constante, lo que acordamos con cada cliente: el producto correcto, en el plazo comprometido y con el soporte técnico necesario para que funcione en su operación.`,
      "Esta política se aplica a la venta de consumibles y equipos, a su instalación y al servicio técnico, y todo nuestro personal la conoce y la aplica en su trabajo diario.",
    ],
  },
  commitments: {
    title: "Nuestros compromisos",
    intro: "Para cumplir esta política, nos comprometemos a:",
    items: [
      "Entender la necesidad de cada cliente antes de recomendar un producto o un equipo.",
      "Suministrar productos que cumplan las especificaciones acordadas y verificar su estado antes del despacho.",
      "Cumplir los plazos de entrega y de atención técnica comprometidos, e informar a tiempo cuando surja un inconveniente.",
      "Atender cada reclamo, analizar su causa y aplicar medidas para que no se repita.",
      "Capacitar de manera permanente a nuestro personal técnico y comercial.",
      "Cumplir la legislación aplicable y los requisitos acordados con nuestros clientes.",
      "Medir nuestro desempeño y mejorar nuestros procesos de forma continua.",
    ],
  },
  closing: {
    title: "Revisión y mejora",
    paragraphs: [
      "La gerencia revisa periódicamente esta política, sus objetivos y sus resultados, y la actualiza cuando cambian las necesidades de nuestros clientes o de nuestra operación.",
      "Sus comentarios nos ayudan a mejorar. Puede escribirnos desde nuestra página de contacto.",
    ],
  },
});

/** The /codigo-etica page, including the working-time limits and the no-retaliation rule of SPEC section 1. */
export const ethicsCodePage = (legalName: string): EthicsCodePage => ({
  meta: {
    title: "Código de ética | Kordex Perú",
    description:
      "Código de ética de Kordex Packaging Perú: integridad, condiciones de trabajo, seguridad, no discriminación, medio ambiente y denuncias sin represalias.",
  },
  hero: {
    label: HERO_LABEL,
    title: "Código de ética",
    description:
      "Los principios que guían nuestra conducta con colaboradores, clientes, proveedores y la comunidad.",
  },
  intro: {
    title: "Alcance",
    paragraphs: [
      `Este código se aplica a todos los colaboradores de ${legalName}, cualquiera que sea su cargo. Esperamos que nuestros proveedores, distribuidores y contratistas respeten principios equivalentes.`,
      "El código complementa la legislación peruana: cuando la ley establece una exigencia mayor, prevalece la ley.",
    ],
  },
  sections: [
    {
      title: "Integridad y lucha contra la corrupción",
      items: [
        "No ofrecemos, prometemos, entregamos ni aceptamos sobornos, comisiones indebidas ni pagos de facilitación, ni directamente ni a través de terceros.",
        "Solo ofrecemos o aceptamos obsequios y atenciones de valor simbólico que no influyan en decisiones comerciales.",
        "Competimos de forma leal y respetamos las normas de libre competencia.",
        "Declaramos cualquier conflicto de interés y nos abstenemos de decidir cuando lo tenemos.",
        "Registramos las operaciones con exactitud y protegemos la información confidencial de clientes y proveedores.",
      ],
    },
    {
      title: "Condiciones de trabajo",
      intro: "Cumplimos la legislación laboral peruana y, además, respetamos los siguientes límites:",
      items: [
        "La jornada ordinaria de trabajo es de 48 horas semanales como máximo.",
        "La jornada semanal total, incluidas las horas extras, no supera las 60 horas.",
        "Las horas extras son voluntarias y se pagan conforme a la ley.",
        "Toda persona que trabaja con nosotros tiene al menos un día de descanso en cada período de siete días.",
        "No empleamos a personas menores de 18 años, salvo que la legislación local establezca otra edad mínima; en ese caso, respetamos esa edad y las protecciones que la ley prevé para los adolescentes.",
        "Pagamos remuneraciones que cumplen, como mínimo, con la ley, y rechazamos todo trabajo forzoso u obligatorio.",
        "Respetamos la libertad de asociación y el derecho a la negociación colectiva.",
      ],
    },
    {
      title: "Seguridad y salud en el trabajo",
      items: [
        "Identificamos y controlamos los riesgos de cada puesto, en la oficina, el almacén, el taller y las plantas de nuestros clientes.",
        "Entregamos el equipo de protección personal necesario y capacitamos en su uso.",
        "Cualquier persona puede detener un trabajo que considere inseguro, sin consecuencias negativas para ella.",
        "Investigamos los incidentes para evitar que se repitan.",
      ],
    },
    {
      title: "Respeto y no discriminación",
      items: [
        "Tratamos a todas las personas con respeto y dignidad.",
        "No discriminamos por origen, sexo, edad, discapacidad, religión, opinión, orientación sexual, estado civil, condición económica, afiliación sindical ni por ningún otro motivo.",
        "Rechazamos el hostigamiento sexual y cualquier otra forma de acoso o maltrato.",
        "Las decisiones de contratación, remuneración y promoción se basan en la capacidad y el desempeño.",
      ],
    },
    {
      title: "Medio ambiente",
      items: [
        "Cumplimos la normativa ambiental aplicable.",
        "Promovemos soluciones que reducen el consumo de film y de zuncho por carga.",
        "Separamos y gestionamos de forma responsable los residuos de nuestras operaciones.",
        "Usamos la energía y los recursos con criterio de ahorro.",
      ],
    },
    {
      title: "Cómo reportar un incumplimiento",
      intro: "Si conoce o sospecha un incumplimiento de este código, puede reportarlo:",
      items: [
        "Directamente a su jefe inmediato o a la gerencia.",
        "Por el formulario de nuestra página de contacto, con el asunto «Código de ética».",
        "Tratamos cada reporte con confidencialidad y lo investigamos de manera objetiva.",
        "No tomamos represalias contra ninguna persona que, de buena fe, informe de un posible incumplimiento, aunque la investigación no llegue a confirmarlo.",
        "Tomar represalias contra quien reporta constituye en sí mismo una falta grave a este código.",
      ],
    },
  ],
});
