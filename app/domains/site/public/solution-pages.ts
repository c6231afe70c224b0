// Copy of /soluciones and of the four solution pages (SPEC section 2, "Solution pages").
import { COMPANY_FIGURES } from "~/platform/content/company-figures";
import { COMPANY } from "~/platform/content/company";
import { formatFigure } from "./company-pages";
import type { HeroCopy, ImageRef, PageMeta, Section, Figure } from "~/platform/content/types";

/** A card of the /soluciones grid, linking to one solution page. */
export interface SolutionCard {
  id: number;
  title: string;
  src: string;
  link: string;
  alt: string;
}

/** A card that opens the catalogue filtered by one category (/productos?categoryId=…). */
export interface CategoryLinkCard {
  title: string;
  text: string;
  categoryId: number;
  src: string;
  alt: string;
}

/** A card with an image and a short text. */
export interface ImageCard {
  title: string;
  text: string;
  src: string;
  alt: string;
}

/** One strap material described on /zunchos-herramientas. */
export interface StrapType {
  name: "PP" | "PET" | "Acero";
  title: string;
  text: string;
  bullets: string[];
}

/** The /soluciones page. */
export interface SolutionsPage {
  meta: PageMeta;
  hero: HeroCopy;
  intro: Section;
  /** Key figures beside the introduction. */
  introFigures: Figure[];
  contactTitle: "Solicitud de información";
  contactText: string;
}

/** The /zunchos-herramientas page. */
export interface StrappingPage {
  meta: PageMeta;
  hero: HeroCopy;
  intro: Section;
  introPicture: ImageRef;
  toolCards: CategoryLinkCard[];
  strapTypes: { title: string; intro: string; types: StrapType[] };
  contactTitle: string;
  contactText: string;
}

/** The /envolvedora page. */
export interface WrappingPage {
  meta: PageMeta;
  hero: HeroCopy;
  intro: Section;
  introPicture: ImageRef;
  machineCards: CategoryLinkCard[];
  contactTitle: string;
  contactText: string;
}

/** The /airpads page. */
export interface AirpadsPage {
  meta: PageMeta;
  hero: HeroCopy;
  intro: Section;
  introPicture: ImageRef;
  fillers: ImageCard[];
  savings: Section;
  savingsFigures: Figure[];
  contactTitle: string;
  contactText: string;
}

/** The /film-embalaje page. */
export interface FilmPage {
  meta: PageMeta;
  hero: HeroCopy & { buttonLabel: "VER PRODUCTOS" };
  intro: Section;
  solutionCard: { title: string; text: string; src: "/art/solutions/film.svg"; alt: string };
  sections: [Section, Section];
  productCards: ImageCard[];
  contactTitle: "¿Busca un film de embalaje resistente?";
  contactText: string;
}

const HERO_LABEL = "Soluciones";

/** The four cards of /soluciones, with the SPEC's titles and links. */
export const SOLUTION_CARDS: SolutionCard[] = [
  {
    id: 1,
    title: "Zunchos",
    src: "/art/solutions/zunchos.svg",
    link: "/zunchos-herramientas",
    alt: "Rollos de zuncho y herramienta de zunchado sobre una carga en parihuela",
  },
  {
    id: 2,
    title: "Envolvedoras",
    src: "/art/solutions/envolvedoras.svg",
    link: "/envolvedora",
    alt: "Envolvedora de pilar aplicando film stretch a una parihuela",
  },
  {
    id: 3,
    title: "Film de embalaje",
    src: "/art/solutions/film.svg",
    link: "/film-embalaje",
    alt: "Bobina de film stretch junto a una parihuela envuelta",
  },
  {
    id: 4,
    title: "Airpads",
    src: "/art/solutions/airpads.svg",
    link: "/airpads",
    alt: "Cojines de aire llenando el espacio libre de una caja",
  },
];

/** The /soluciones page. */
export const SOLUTIONS_PAGE: SolutionsPage = {
  meta: {
    title: "Soluciones de embalaje industrial | Kordex Perú",
    description:
      "Zunchos y herramientas, envolvedoras, film stretch y airpads para asegurar y proteger sus cargas, con asesoría y servicio técnico en todo el Perú.",
  },
  hero: {
    label: HERO_LABEL,
    title: "Soluciones de embalaje para la industria",
    description:
      "Zunchado, envoltura y protección de cargas, con equipos, consumibles y servicio técnico de un mismo proveedor.",
  },
  intro: {
    title: "Una solución completa para asegurar su carga",
    paragraphs: [
      "Una carga bien embalada llega completa, se manipula con seguridad y evita reclamos. Para lograrlo hace falta combinar el consumible correcto, un equipo adecuado al volumen de trabajo y un servicio técnico que mantenga todo en funcionamiento.",
      "En Kordex reunimos las cuatro líneas que cubren la mayoría de las necesidades de embalaje de fin de línea: zunchos y herramientas de zunchado, envolvedoras de parihuelas, film stretch y airpads para relleno y protección. Elija una línea para conocer sus opciones o escríbanos y le ayudamos a definir la combinación adecuada.",
    ],
  },
  introFigures: [
    { value: "4", label: "líneas de solución con un solo proveedor" },
    { value: "10", label: "industrias con soluciones propias" },
    { value: `+${formatFigure(COMPANY_FIGURES.specialists)}`, label: "especialistas en embalaje del grupo" },
    { value: String(COMPANY.foundedYear), label: "fundación del grupo familiar" },
  ],

  contactTitle: "Solicitud de información",
  contactText:
    "Déjenos sus datos y una breve descripción de lo que necesita embalar. Un asesor comercial se comunicará con usted para recomendarle la solución adecuada.",
};

/** The /zunchos-herramientas page. */
export const STRAPPING_PAGE: StrappingPage = {
  meta: {
    title: "Zunchos y herramientas de zunchado | Kordex Perú",
    description:
      "Zunchos de PP, PET y acero con zunchadoras a batería y herramientas manuales o neumáticas para asegurar sus cargas en almacén, planta y transporte.",
  },
  hero: {
    label: HERO_LABEL,
    title: "Zunchos y herramientas",
    description:
      "El zuncho adecuado y la herramienta correcta para cada carga, desde cajas livianas hasta bobinas de acero.",
  },
  intro: {
    title: "Zunchado seguro y eficiente",
    paragraphs: [
      "El zunchado mantiene unida la carga y la fija a la parihuela durante la manipulación, el almacenamiento y el transporte. La elección depende del peso, la forma y la fragilidad del producto, de las condiciones del trayecto y del volumen que se embala cada día.",
      "Kordex ofrece zunchos de polipropileno (PP), poliéster (PET) y acero, junto con herramientas para tensar y sellar en cada nivel de uso: manuales para trabajos ocasionales, a batería para ganar autonomía y movilidad, y neumáticas para puestos de uso intensivo con aire comprimido.",
    ],
  },
  introPicture: {
    src: "/art/solutions/zunchos.svg",
    alt: "Carga sobre parihuela asegurada con zuncho, junto a rollos de zuncho y una herramienta de zunchado",
  },

  toolCards: [
    {
      title: "Zunchadoras eléctricas",
      text: "Herramientas a batería que tensan, sellan y cortan el zuncho con solo pulsar un botón. Autonomía y movilidad sin cables ni aire comprimido.",
      categoryId: 19,
      src: "/art/categories/electricas.svg",
      alt: "Zunchadora a batería tensando un zuncho PET sobre una carga",
    },
    {
      title: "Herramientas manuales",
      text: "Tensores, selladores y herramientas combinadas para zuncho plástico y de acero. Sencillas y robustas, para volúmenes bajos o trabajos en campo.",
      categoryId: 20,
      src: "/art/categories/manuales.svg",
      alt: "Tensor manual y sellador para zuncho",
    },
    {
      title: "Herramientas neumáticas",
      text: "Herramientas accionadas por aire comprimido para el trabajo continuo con zuncho PET y de acero de alta resistencia, en plantas con red de aire.",
      categoryId: 21,
      src: "/art/categories/neumaticas.svg",
      alt: "Herramienta neumática de zunchado conectada a la red de aire comprimido",
    },
  ],
  strapTypes: {
    title: "Tipos de zuncho",
    intro: "Cada material responde a una necesidad distinta. Estas son sus diferencias principales:",
    types: [
      {
        name: "PP",
        title: "Zuncho de polipropileno (PP)",
        text: "Liviano, flexible y económico. Es la opción habitual para cerrar cajas y asegurar cargas livianas o medianas que no soportan grandes esfuerzos durante el transporte.",
        bullets: [
          "Cierre de cajas y paquetes.",
          "Paletizado de cargas livianas y medianas.",
          "Uso con herramientas manuales, a batería y máquinas zunchadoras.",
          "No se oxida ni daña las superficies del producto.",
        ],
      },
      {
        name: "PET",
        title: "Zuncho de poliéster (PET)",
        text: "Alternativa al zuncho de acero en muchas aplicaciones. Ofrece alta resistencia a la rotura, conserva la tensión en el tiempo y, gracias a su memoria elástica, absorbe los impactos del transporte.",
        bullets: [
          "Cargas pesadas: madera, ladrillos, fardos y metales.",
          "Mantiene la tensión en cargas que se asientan o se contraen.",
          "Resiste la intemperie y la humedad, y no se oxida.",
          "Más liviano y seguro de manipular que el acero.",
        ],
      },
      {
        name: "Acero",
        title: "Zuncho de acero",
        text: "La opción para las cargas más exigentes: atados de gran peso, bordes vivos o productos a alta temperatura, donde se necesita una elongación mínima.",
        bullets: [
          "Bobinas, barras y perfiles de acero.",
          "Cargas con bordes cortantes o a temperatura elevada.",
          "Elongación mínima bajo carga.",
          "Al cortarlo, el operario debe protegerse de la tensión acumulada.",
        ],
      },
    ],
  },
  contactTitle: "¿Necesita asesoría en zunchado?",
  contactText:
    "Cuéntenos qué carga necesita asegurar y cuántos zunchos aplica al día. Le recomendamos el zuncho y la herramienta adecuados para su operación.",
};

/** The /envolvedora page. */
export const WRAPPING_PAGE: WrappingPage = {
  meta: {
    title: "Envolvedoras de parihuelas | Kordex Perú",
    description:
      "Envolvedoras automáticas, de pilar y de túnel para unitizar parihuelas con film stretch, con menor consumo de film y cargas estables para el transporte.",
  },
  hero: {
    label: HERO_LABEL,
    title: "Envolvedoras",
    description:
      "Máquinas para envolver parihuelas con film stretch de forma uniforme, rápida y con menor consumo de material.",
  },
  intro: {
    title: "Envoltura uniforme en cada parihuela",
    paragraphs: [
      "Envolver a mano es lento, cansado y poco uniforme: cada operario aplica una tensión distinta y se usa más film del necesario. Una envolvedora aplica el film con tensión y superposición constantes, de modo que cada parihuela sale igual de estable.",
      "Kordex ofrece envolvedoras automáticas para líneas de producción, envolvedoras de pilar para almacenes y centros de distribución, y envolvedoras de túnel para cargas que avanzan sobre un transportador. Con un carro de preestirado, la máquina estira el film antes de aplicarlo y aprovecha mejor cada bobina.",
    ],
  },
  introPicture: {
    src: "/art/solutions/envolvedoras.svg",
    alt: "Envolvedora de parihuelas envolviendo una carga con film stretch",
  },

  machineCards: [
    {
      title: "Envolvedoras automáticas",
      text: "Para líneas de producción de alto volumen: envuelven, cortan y sujetan el film sin intervención del operario, y se integran con transportadores de entrada y salida.",
      categoryId: 16,
      src: "/art/categories/automaticas.svg",
      alt: "Envolvedora automática integrada a una línea de transportadores",
    },
    {
      title: "Envolvedoras de pilar",
      text: "Mesa giratoria y columna con carro portabobina. Una solución versátil para almacenes y despachos de volumen medio, con programas de envoltura ajustables.",
      categoryId: 17,
      src: "/art/categories/pilar.svg",
      alt: "Envolvedora de pilar con mesa giratoria envolviendo una parihuela",
    },
    {
      title: "Envolvedoras de túnel",
      text: "El film envuelve la carga mientras esta atraviesa la máquina sobre un transportador. Adecuadas para productos largos, paquetes y líneas continuas.",
      categoryId: 18,
      src: "/art/categories/tunel.svg",
      alt: "Envolvedora de túnel envolviendo un paquete de perfiles largos",
    },
  ],
  contactTitle: "¿Qué envolvedora necesita su operación?",
  contactText:
    "Indíquenos cuántas parihuelas envuelve por turno, sus dimensiones y su peso. Le recomendamos el tipo de envolvedora y el film adecuados.",
};

/** The /airpads page. */
export const AIRPADS_PAGE: AirpadsPage = {
  meta: {
    title: "Airpads y material de relleno | Kordex Perú",
    description: `Cojines de aire y de papel producidos en su puesto de embalaje para llenar vacíos y proteger productos en caja, con ahorros de ${COMPANY_FIGURES.airpadSavings} % en costos.`,
  },
  hero: {
    label: HERO_LABEL,
    title: "Airpads",
    description:
      "Material de relleno producido en su propio puesto de embalaje, en el momento en que lo necesita, para proteger los productos dentro de la caja.",
  },
  intro: {
    title: "Protección dentro de la caja",
    paragraphs: [
      "Un producto que se mueve dentro de la caja llega dañado. El material de relleno ocupa los espacios vacíos, amortigua los golpes e inmoviliza el contenido durante el transporte y la distribución.",
      "Con los airpads de Kordex, el relleno se produce en el momento y en el mismo puesto de embalaje, a partir de rollos compactos de papel o de film. Así no es necesario almacenar grandes volúmenes de material de relleno, y el operario dispone de él solo cuando lo necesita.",
    ],
  },
  introPicture: {
    src: "/art/solutions/airpads.svg",
    alt: "Máquina de airpads que produce colchones de aire junto a una caja abierta",
  },

  fillers: [
    {
      title: "Cojines de papel",
      text: "Relleno de papel que se recicla junto con la caja de cartón. Llena vacíos y acolcha el contenido en envíos de repuestos, comercio electrónico y distribución.",
      src: "/art/airpads/papel.svg",
      alt: "Cojines de relleno de papel alrededor de un producto dentro de una caja",
    },
    {
      title: "Colchones de aire",
      text: "Cojines de film plástico inflados con aire: muy livianos, limpios y compactos antes de inflarse. Llenan vacíos y bloquean el contenido en cajas de cualquier tamaño.",
      src: "/art/airpads/colchones.svg",
      alt: "Colchones de aire de film plástico ocupando el espacio libre de una caja",
    },
    {
      title: "Máquinas de airpads",
      text: "Equipos compactos de mesa que producen cojines de aire o de papel a demanda en el puesto de embalaje. Se cargan con rollos y son sencillos de operar.",
      src: "/art/airpads/maquinas.svg",
      alt: "Máquina de airpads produciendo una cadena de cojines de aire junto a una mesa de embalaje",
    },
  ],
  savings: {
    title: "Ahorro en su proceso de embalaje",
    paragraphs: [
      `Al producir el relleno en el momento, se reducen el espacio de almacenamiento, el transporte de material voluminoso y el tiempo del operario. Según la aplicación, el sistema Airpad permite ahorrar de ${COMPANY_FIGURES.airpadSavings} % de los costos de relleno y protección.`,
      "Además, los cojines pesan muy poco, por lo que no encarecen el flete, y el operario trabaja con un solo material estándar en lugar de varios formatos de relleno.",
    ],
  },
  savingsFigures: [
    {
      value: `${COMPANY_FIGURES.airpadSavings.replace(" a ", "–")} %`,
      label: "de ahorro en costos de relleno y protección, según la aplicación",
    },
  ],

  contactTitle: "¿Quiere proteger mejor sus envíos?",
  contactText:
    "Cuéntenos qué productos despacha en caja y cuántos envíos prepara al día. Le recomendamos el tipo de relleno y la máquina adecuados para su puesto de embalaje.",
};

/** The /film-embalaje page. The contact title is spelled exactly as in the SPEC. */
export const FILM_PAGE: FilmPage = {
  meta: {
    title: "Film stretch para embalaje | Kordex Perú",
    description: `Film stretch manual, de máquina y preestirado, con estiramiento de hasta ${COMPANY_FIGURES.stretchFilmPercent} % en envolvedoras, para unitizar parihuelas con menos material.`,
  },
  hero: {
    label: HERO_LABEL,
    title: "Film de embalaje",
    description:
      "Film stretch para unitizar y proteger parihuelas, en versiones para aplicación manual o con envolvedora.",
    buttonLabel: "VER PRODUCTOS",
  },
  intro: {
    title: "El film adecuado para cada carga",
    paragraphs: [
      "El film stretch mantiene la carga unida a la parihuela, la protege del polvo y la humedad y deja a la vista si fue manipulada en el trayecto. Elegir bien el film permite usar menos material por parihuela sin perder estabilidad.",
      "Kordex ofrece film para aplicación manual y film para envolvedoras, en distintos espesores y niveles de estiramiento, además de asesoría para ajustar la máquina y el programa de envoltura a su carga.",
    ],
  },
  solutionCard: {
    title: "Film stretch",
    text: "Película de polietileno estirable que se adhiere sobre sí misma y sujeta la carga sin necesidad de calor ni adhesivos.",
    src: "/art/solutions/film.svg",
    alt: "Bobina de film stretch junto a una parihuela envuelta",
  },
  sections: [
    {
      title: "Preestirado: más metros por bobina",
      paragraphs: [
        `En las envolvedoras con carro de preestirado, el film se estira antes de llegar a la carga. Según el tipo de film y la máquina, el estiramiento puede alcanzar hasta ${COMPANY_FIGURES.stretchFilmPercent} %: cada metro de film de la bobina se convierte en varios metros sobre la parihuela.`,
        "Un preestirado mayor reduce el consumo de film y los cambios de bobina, y reparte la fuerza de contención de manera más uniforme. El ajuste correcto depende del peso, la forma y la fragilidad de la carga: un exceso puede romper el film o aplastar el producto.",
      ],
    },
    {
      title: "Espesor y tipo de aplicación",
      paragraphs: [
        "El espesor del film, expresado en micras, debe corresponder al peso de la carga y a la presencia de bordes o esquinas. Un film de alto rendimiento más delgado puede igualar la contención de uno más grueso y reducir el material que se usa y se desecha.",
        "El film manual viene en bobinas livianas para envolver a mano o con un dispensador, y conviene en volúmenes bajos. El film de máquina viene en bobinas más grandes para envolvedoras de pilar, automáticas o de túnel, y ofrece una envoltura más uniforme y un mayor rendimiento por parihuela.",
      ],
    },
  ],
  productCards: [
    {
      title: "Film stretch manual",
      text: "Bobinas livianas para envolver a mano o con dispensador. Para despachos de bajo volumen, cargas mixtas y trabajos puntuales en el almacén.",
      src: "/art/film/manual.svg",
      alt: "Operario envolviendo una parihuela con film stretch manual",
    },
    {
      title: "Film stretch para máquina",
      text: "Bobinas para envolvedoras de pilar, automáticas y de túnel. Envoltura uniforme y buen rendimiento en despachos diarios.",
      src: "/art/film/maquina.svg",
      alt: "Bobina de film stretch montada en el carro de una envolvedora",
    },
    {
      title: "Film preestirado",
      text: "Film estirado en fábrica que se aplica a mano con poco esfuerzo. Menos material por parihuela y menos fatiga para el operario.",
      src: "/art/film/preestirado.svg",
      alt: "Bobina de film preestirado con su dispensador manual",
    },
    {
      title: "Film de alto rendimiento",
      text: "Film de menor espesor y mayor resistencia para envolvedoras con preestirado. Mantiene la contención de la carga con menos material.",
      src: "/art/film/alto-rendimiento.svg",
      alt: "Parihuela envuelta con film de alto rendimiento en una envolvedora con preestirado",
    },
  ],
  contactTitle: "¿Busca un film de embalaje resistente?",
  contactText:
    "Cuéntenos qué tipo de carga envuelve, cuántas parihuelas despacha y si lo hace a mano o con envolvedora. Le recomendamos el film adecuado y le ayudamos a optimizar su consumo.",
};
