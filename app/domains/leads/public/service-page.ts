// Copy of the technical-service, contact, confirmation, login and other utility pages (SPEC section 2).
import { COMPANY } from "~/platform/content/company";
import { EQUIPMENT_TYPES } from "../equipment-types";
import type { HeroCopy, MetaOnlyPage, PageMeta, Section } from "~/platform/content/types";

/** The /servicio-tecnico page. */
export interface ServicePage {
  meta: PageMeta;
  hero: HeroCopy;
  intro: Section;
  /** Key figures beside the introduction. */
  introFigures: { value: string; label: string }[];
  formTitle: string;
  formText: string;
  /** Options of the required "Tipo de máquina" select of the service form. */
  equipmentOptions: string[];
}

/** The /contacto page. */
export interface ContactPage {
  meta: PageMeta;
  hero: HeroCopy;
  intro: string;
  formTitle: string;
}

/** The /login page. */
export interface LoginPage {
  meta: PageMeta;
  title: string;
  text: string;
}

/** The /servicio-tecnico page. */
export const SERVICE_PAGE: ServicePage = {
  meta: {
    title: "Servicio técnico | Kordex Perú",
    description:
      "Mantenimiento preventivo, reparación de zunchadoras y envolvedoras, repuestos y visitas técnicas en todo el Perú. Solicite atención con nuestro formulario.",
  },
  hero: {
    label: "Servicio técnico",
    title: "Mantenemos sus equipos en marcha",
    description:
      "Mantenimiento, reparación y repuestos para herramientas de zunchado, envolvedoras y máquinas de airpads, en nuestro taller o en su planta.",
  },
  intro: {
    title: "Soporte técnico en todo el Perú",
    paragraphs: [
      `Una herramienta de zunchado detenida o una envolvedora fuera de servicio frenan el despacho. Por eso nuestro equipo técnico se encarga del mantenimiento preventivo, la reparación y la puesta a punto de los equipos que comercializamos, en nuestro taller de Lima o directamente en su planta.`,
      "Realizamos visitas técnicas a operaciones en Lima y en regiones, con planes de mantenimiento preventivo que ayudan a evitar paradas no programadas. Disponemos de repuestos y piezas de desgaste para herramientas a batería, neumáticas y manuales, y para envolvedoras automáticas, de pilar y de túnel.",
      "Además, capacitamos a sus operarios en el uso correcto y el cuidado diario de cada equipo.",
    ],
  },
  introFigures: [
    { value: "3", label: "tipos de herramienta: a batería, neumáticas y manuales" },
    { value: "3", label: "tipos de envolvedora: automáticas, de pilar y de túnel" },
    { value: "2", label: "lugares de trabajo: nuestro taller o su planta" },
  ],

  formTitle: "Solicitud de servicio técnico",
  formText:
    "Complete el formulario con los datos de su empresa y del equipo. Un técnico se comunicará con usted para coordinar la atención.",
  equipmentOptions: [...EQUIPMENT_TYPES],
};

/** The /contacto page. */
export const CONTACT_PAGE: ContactPage = {
  meta: {
    title: "Contacto | Kordex Perú",
    description: `Escríbanos para cotizar zunchos, envolvedoras, film stretch o airpads, o para recibir asesoría. Atendemos desde Lima a todo el Perú.`,
  },
  hero: {
    label: "Contacto",
    title: "Contáctenos",
    description:
      "Nuestro equipo comercial responde sus consultas sobre productos, cotizaciones y asesoría en embalaje.",
  },
  intro:
    "Complete el formulario y le responderemos a la brevedad. También puede llamarnos o escribirnos: encontrará nuestro teléfono y nuestro correo en esta página.",
  formTitle: "Envíenos su consulta",
};

/** The /confirmacion page. */
export const CONFIRMATION_PAGE: MetaOnlyPage = {
  meta: {
    title: "Solicitud enviada | Kordex Perú",
    description:
      "Su solicitud fue enviada a Kordex Packaging Perú. Un asesor revisará la información y se comunicará con usted a la brevedad por correo o teléfono.",
  },
};

/** The /recursos page: the datasheet library. */
export const RESOURCES_PAGE: { meta: PageMeta; hero: HeroCopy } = {
  meta: {
    title: "Fichas técnicas y manuales | Kordex Perú",
    description:
      "Descargue las fichas técnicas y manuales en PDF de zunchos, herramientas de zunchado, envolvedoras, film stretch y airpads de Kordex Packaging Perú.",
  },
  hero: {
    label: "Recursos",
    title: "Fichas técnicas y manuales",
    description:
      "Todos los documentos del catálogo en un solo lugar, por categoría: busque por producto, código o documento y descárguelo en PDF.",
  },
};

/** The /noticias page. */
export const NEWS_PAGE: MetaOnlyPage = {
  meta: {
    title: "Noticias | Kordex Perú",
    description:
      "Noticias de Kordex Packaging Perú sobre soluciones de embalaje, novedades de productos y actividades de nuestro equipo comercial y técnico en el Perú.",
  },
};

/** The /login page: the staff sign-in of the back office. */
export const LOGIN_PAGE: LoginPage = {
  meta: {
    title: "Ingreso del personal | Kordex Perú",
    description:
      "Ingreso a la intranet de Kordex Packaging Perú, reservado al personal de ventas, servicio técnico y administración de la empresa.",
  },
  title: "Ingreso del personal",
  text: `Solo para el personal de ${COMPANY.brand} Perú. Si es cliente y necesita una cotización o ayuda con un pedido, llámenos o escríbanos: nuestro teléfono y nuestro correo están en la página de contacto.`,
};
