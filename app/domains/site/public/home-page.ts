// Copy of the home page (SPEC section 2, "Home").
import { COMPANY } from "~/platform/content/company";
import { COMPANY_FIGURES } from "~/platform/content/company-figures";
import { GLOBAL_FIGURES, formatFigure } from "./company-pages";
import type { ImageRef, PageMeta, Section, Figure } from "~/platform/content/types";

/** A product card of the home page's products block. */
export interface HomeProductCard {
  id: number;
  name: "Zunchos" | "Envolvedora" | "Airpads";
  link: string;
  img: string;
  alt: string;
}

/** Everything the home page says, block by block. */
export interface HomePage {
  meta: PageMeta;
  /** The welcome block; its button to /contacto is part of the UI. */
  welcome: Section;
  welcomeButton: string;
  /** Key figures beside the welcome text. */
  welcomeFigures: Figure[];
  productsTitle: string;
  productCards: HomeProductCard[];
  productsButton: string;
  industries: { title: string; text: string; placeholder: "Tipo de industria" };
  specialists: Section;
  /** The picture beside the specialists' text. */
  specialistsPicture: ImageRef;
  globalPresence: { title: string; text: string; figures: Figure[] };
  /** Shown in place of the banner carousel when there are no banners. */
  fallbackBanner: { title: string; text: string };
}

/** The home page. */
export const HOME_PAGE: HomePage = {
  meta: {
    title: "Zunchos, envolvedoras y film stretch | Kordex Perú",
    description:
      "Kordex Packaging Perú: zunchos y herramientas, envolvedoras, film stretch y airpads para asegurar cargas industriales, con asesoría y servicio técnico.",
  },
  welcome: {
    title: "Le damos la bienvenida a Kordex Perú",
    paragraphs: [
      "Ayudamos a la industria peruana a asegurar y proteger sus cargas, desde la caja que sale de un almacén hasta la bobina de acero que viaja al puerto. Combinamos zunchos, herramientas, envolvedoras, film stretch y airpads con asesoría técnica y servicio en planta.",
      `Somos la filial peruana del ${COMPANY.groupName}, empresa familiar fundada en ${COMPANY.foundedYear}. Cuéntenos qué necesita embalar y le proponemos la solución adecuada.`,
    ],
  },
  welcomeButton: "CONTÁCTENOS",
  welcomeFigures: [
    { value: String(COMPANY.foundedYear), label: "fundación del grupo familiar" },
    { value: `+${formatFigure(COMPANY_FIGURES.countries)}`, label: "países con venta y servicio del grupo" },
    { value: "10", label: "industrias con soluciones propias" },
    { value: "4", label: "líneas: zunchos, envolvedoras, film y airpads" },
  ],
  productsTitle: "Nuestros productos",
  productCards: [
    {
      id: 1,
      name: "Zunchos",
      link: "/zunchos-herramientas",
      img: "/art/home/zunchos.svg",
      alt: "Rollos de zuncho y herramienta de zunchado",
    },
    {
      id: 2,
      name: "Envolvedora",
      link: "/envolvedora",
      img: "/art/home/envolvedora.svg",
      alt: "Envolvedora aplicando film stretch a una parihuela",
    },
    {
      id: 3,
      name: "Airpads",
      link: "/airpads",
      img: "/art/home/airpads.svg",
      alt: "Cojines de aire para relleno y protección dentro de una caja",
    },
  ],
  productsButton: "VER TODOS LOS PRODUCTOS",
  industries: {
    title: "Soluciones para su industria",
    text: "Elija su sector y conozca cómo aseguramos las cargas que usted despacha.",
    placeholder: "Tipo de industria",
  },
  specialists: {
    title: "Especialistas en embalaje",
    paragraphs: [
      `Más de ${formatFigure(COMPANY_FIGURES.specialists)} especialistas del ${COMPANY.groupName} desarrollan, fabrican, venden y mantienen soluciones de embalaje en todo el mundo.`,
      "En el Perú, nuestro equipo comercial y técnico lleva esa experiencia a su planta: analiza la carga, recomienda el sistema adecuado y lo mantiene en funcionamiento.",
    ],
  },
  specialistsPicture: {
    src: "/art/categories/automaticas.svg",
    alt: "Envolvedora automática con una carga sobre parihuela en una planta",
  },
  globalPresence: {
    title: "Presencia global",
    text: `Un grupo familiar con ventas de alrededor de ${COMPANY_FIGURES.salesMillionEuros} millones de euros y una red de fabricación, venta y servicio en más de ${formatFigure(COMPANY_FIGURES.countries)} países.`,
    figures: GLOBAL_FIGURES,
  },
  fallbackBanner: {
    title: "Soluciones de embalaje para la industria",
    text: "Zunchos, envolvedoras, film stretch y airpads para que su carga llegue segura a destino.",
  },
};
