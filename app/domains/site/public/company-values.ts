// The six company values shown in the accordion of the solution pages (SPEC section 2).
import { COMPANY } from "~/platform/content/company";
import { COMPANY_FIGURES } from "~/platform/content/company-figures";
import type { CompanyValue } from "~/platform/content/types";

/** Exactly six company values, in display order (the first one opens initially). */
export const COMPANY_VALUES: CompanyValue[] = [
  {
    title: "Calidad",
    text: "Seleccionamos y controlamos zunchos, films y equipos para que rindan de forma constante, bobina tras bobina y turno tras turno. Si un producto no responde como se espera, lo revisamos con usted hasta resolverlo.",
  },
  {
    title: "Servicio técnico cercano",
    text: `Nuestros técnicos instalan, mantienen y reparan herramientas de zunchado y envolvedoras en nuestro taller de Lima o en su planta, en Lima y en regiones.`,
  },
  {
    title: "Innovación",
    text: `El ${COMPANY.groupName} desarrolla y fabrica herramientas y materiales en sus ${COMPANY_FIGURES.ownPlants} plantas propias, con un objetivo claro: embalar con menos material, menos energía y menos esfuerzo para el operario.`,
  },
  {
    title: "Sostenibilidad",
    text: "Ayudamos a reducir el consumo de film y de zuncho con preestirado, materiales de mayor rendimiento y ajustes de máquina, y ofrecemos alternativas como el zuncho PET o el relleno de papel.",
  },
  {
    title: "Seguridad",
    text: "Herramientas ergonómicas, zunchos que no dejan bordes cortantes y cargas estables protegen a quienes embalan, transportan y reciben la mercadería.",
  },
  {
    title: `Empresa familiar desde ${COMPANY.foundedYear}`,
    text: "Formamos parte de un grupo familiar que decide con visión de largo plazo y cultiva relaciones duraderas con clientes, colaboradores y distribuidores.",
  },
];
