// AIRPAD: air-cushion machines, cushion film and paper void fill.

import { COMPANY } from "../../../app/platform/content/company";
import { COMPANY_FIGURES } from "../../../app/platform/content/company-figures";
import type { SeedProduct } from "../types";
import { define } from "./define";

const B = COMPANY.brand;
const SAVINGS = COMPANY_FIGURES.airpadSavings;

export const AIRPAD_PRODUCTS: SeedProduct[] = [
  // ---- Máquinas de colchones de aire (26) -------------------------------------------------------
  define({
    slug: "maquina-colchones-aire-airpad-compact",
    code: "AP-COMPACT",
    unit: "unidad",
    name: `Máquina de colchones de aire ${B} Airpad Compact`,
    subtitle: "Relleno de aire bajo demanda en el puesto de empaque",
    alt: "Máquina compacta de colchones de aire produciendo una cadena de cojines",
    description: `Máquina compacta que infla y sella colchones de aire a partir de un rollo de film plano, justo en el momento del empaque. Reemplaza el relleno voluminoso en almacén y permite un ahorro de ${SAVINGS} % en costos de material de relleno y almacenamiento.`,
    categoryId: 26,
    specs: {
      Velocidad: "Hasta 12 m/min",
      "Films compatibles": "Cojín, burbuja y columnas",
      "Ancho de film": "200 a 400 mm",
      "Alimentación eléctrica": "220 V monofásica, 60 Hz",
      Consumo: "400 W",
      Dimensiones: "420 × 340 × 300 mm",
      Peso: "14 kg",
    },
    information: [
      "Lista para producir en menos de 30 segundos desde el encendido.",
      "Ajuste de inflado y temperatura de sellado desde el panel.",
      "Un rollo de film plano reemplaza varios metros cúbicos de relleno.",
      "Apta para mesa de empaque o soporte con ruedas.",
    ],
    datasheet: "Airpad Compact",
    videos: ["aP9xL3vRt5M"],
  }),
  define({
    slug: "maquina-colchones-aire-airpad-pro",
    code: "AP-PRO",
    unit: "unidad",
    name: `Máquina de colchones de aire ${B} Airpad Pro`,
    subtitle: "Alta velocidad para centros de distribución y comercio electrónico",
    alt: "Máquina de colchones de aire alimentando cojines dentro de una caja abierta",
    description:
      "Máquina de alta velocidad para operaciones con gran número de pedidos, como comercio electrónico y centros de distribución. Puede alimentar varios puestos de empaque mediante una tolva o un transportador.",
    categoryId: 26,
    specs: {
      Velocidad: "Hasta 25 m/min",
      "Films compatibles": "Cojín, burbuja y columnas",
      "Ancho de film": "200 a 600 mm",
      "Alimentación eléctrica": "220 V monofásica, 60 Hz",
      Consumo: "650 W",
      Peso: "22 kg",
    },
    information:
      "Incluye sensor de nivel para la tolva de acumulación: la máquina produce colchones solo cuando el nivel baja, evitando desperdicios. Su pantalla permite guardar programas por tipo de film.",
    datasheet: "Airpad Pro",
  }),
  define({
    slug: "maquina-cojines-envolventes-airpad-wrap",
    code: "AP-WRAP",
    unit: "unidad",
    name: `Máquina de cojines envolventes ${B} Airpad Wrap`,
    subtitle: "Colchones de columnas para envolver y proteger piezas",
    alt: "Máquina de colchones de aire con láminas de columnas infladas",
    description:
      "Máquina para producir láminas de columnas de aire que envuelven piezas delicadas, como vidrios, cerámicos, repuestos y equipos. Reemplaza el plástico de burbujas tradicional con menos material y menos espacio de almacenamiento.",
    categoryId: 26,
    specs: {
      Velocidad: "Hasta 10 m/min",
      "Films compatibles": "Columnas y burbuja",
      "Ancho de film": "400 a 800 mm",
      "Alimentación eléctrica": "220 V monofásica, 60 Hz",
      Peso: "18 kg",
    },
    information: [
      "Protección envolvente para piezas de vidrio y cerámica.",
      "Láminas perforadas para cortar a la medida sin herramientas.",
      "Cambio de rollo sin herramientas.",
    ],
  }),

  // ---- Colchones de aire (film) (27) ------------------------------------------------------------
  define({
    slug: "film-colchones-aire-200-x-100",
    code: "APF-2010",
    unit: "rollo",
    name: "Film para colchones de aire 200 × 100 mm",
    subtitle: "Cojines de relleno para espacios vacíos en cajas",
    alt: "Cadena de colchones de aire transparentes de 200 × 100 mm",
    description:
      "Rollo de film plano que, en la máquina de colchones de aire, se convierte en cojines de 200 × 100 mm para rellenar espacios vacíos en cajas. Ocupa muy poco espacio en almacén hasta el momento de su uso.",
    categoryId: 27,
    specs: {
      "Tamaño del cojín": "200 × 100 mm",
      Material: "Polietileno coextruido",
      Espesor: "20 µm",
      "Longitud del rollo": "700 m",
      "Cojines por rollo": "3 500 aprox.",
    },
    information: [
      "Perforado entre cojines para separarlos a mano.",
      "Film resistente a la pérdida de aire durante el transporte.",
      "Compatible con las máquinas Airpad Compact y Airpad Pro.",
    ],
    datasheet: "Film colchones de aire 200 × 100",
  }),
  define({
    slug: "film-colchones-aire-200-x-200",
    code: "APF-2020",
    unit: "rollo",
    name: "Film para colchones de aire 200 × 200 mm",
    subtitle: "Cojines grandes para rellenar cajas de mayor volumen",
    alt: "Colchones de aire grandes saliendo de un rollo de film plano",
    description:
      "Film para producir cojines de 200 × 200 mm, indicados para cajas grandes y para bloquear productos pesados dentro del embalaje. Menos cojines por caja significan un empaque más rápido.",
    categoryId: 27,
    specs: {
      "Tamaño del cojín": "200 × 200 mm",
      Material: "Polietileno coextruido",
      Espesor: "25 µm",
      "Longitud del rollo": "450 m",
    },
    information:
      "Recomendado para repuestos, electrodomésticos y productos de más de 5 kg. Su mayor espesor mejora la resistencia a la perforación frente a piezas con aristas.",
  }),
  define({
    slug: "film-cojines-burbuja",
    code: "APF-BUR",
    unit: "rollo",
    name: "Film de cojines tipo burbuja",
    subtitle: "Lámina acolchada para envolver y separar productos",
    alt: "Láminas de cojines de aire tipo burbuja",
    description:
      "Film que la máquina convierte en una lámina de pequeñas cámaras de aire, ideal para envolver productos y separar capas dentro de una caja. Sustituye el plástico de burbujas en rollo con un volumen de almacenamiento mucho menor.",
    categoryId: 27,
    specs: {
      "Tamaño de la cámara": "Ø 40 mm",
      "Ancho de la lámina": "400 mm",
      Material: "Polietileno coextruido",
      "Longitud del rollo": "300 m",
    },
    information: [
      "Protección superficial contra rayones y golpes.",
      "Perforaciones transversales cada 300 mm.",
      "Compatible con Airpad Compact, Airpad Pro y Airpad Wrap.",
    ],
  }),
  define({
    slug: "film-columnas-aire-envolvente",
    code: "APF-COL",
    unit: "rollo",
    name: "Film de columnas de aire envolvente",
    subtitle: "Columnas de aire para proteger piezas delicadas",
    alt: "Láminas de columnas de aire transparentes",
    description:
      "Film para producir láminas de columnas de aire que se adaptan a la forma del producto. Protege vidrios, cerámicos, instrumentos y repuestos de golpes y vibraciones durante el transporte.",
    categoryId: 27,
    specs: {
      "Ancho de la lámina": "600 mm",
      "Diámetro de columna": "45 mm inflada",
      Material: "Polietileno coextruido",
      "Longitud del rollo": "250 m",
    },
    information:
      "Se utiliza con la máquina Airpad Wrap. Las columnas quedan selladas de forma independiente, de modo que un pinchazo no desinfla la lámina completa.",
  }),

  // ---- Relleno de papel (28) --------------------------------------------------------------------
  define({
    slug: "sistema-relleno-papel-kpaper",
    code: "KPAPER",
    unit: "unidad",
    name: `Sistema de relleno de papel ${B} KPaper`,
    subtitle: "Convierte papel plegado en relleno acolchado",
    alt: "Sistema de relleno de papel con un paquete de papel plegado y el cabezal convertidor",
    description:
      "Sistema que arruga y pliega papel kraft en continuo para producir relleno acolchado bajo demanda. Es la alternativa de papel, reciclable y de origen renovable, para el relleno de espacios vacíos y el bloqueo de productos.",
    categoryId: 28,
    specs: {
      Velocidad: "Hasta 1,2 m/s",
      "Papel compatible": "Kraft plegado en zigzag de 1 o 2 capas",
      "Ancho de papel": "380 mm",
      "Alimentación eléctrica": "220 V monofásica, 60 Hz",
      "Altura de trabajo": "Regulable de 900 a 1 300 mm",
    },
    information: [
      "Accionamiento por pedal o por sensor de presencia.",
      "Corte automático a la longitud programada.",
      "El paquete de papel se coloca bajo el soporte y se empalma sin detener el trabajo.",
    ],
    datasheet: "Sistema de relleno de papel KPaper",
  }),
  define({
    slug: "papel-kraft-zigzag-relleno",
    code: "PKZ-500",
    unit: "paquete",
    name: "Papel kraft plegado en zigzag para relleno",
    subtitle: "Paquete de papel continuo para sistemas de relleno",
    alt: "Tiras de papel kraft arrugado para relleno de cajas",
    description:
      "Papel kraft plegado en zigzag, en paquetes que se empalman entre sí para un trabajo continuo. Es reciclable y se desecha junto con la caja de cartón, lo que simplifica la gestión de residuos del cliente final.",
    categoryId: 28,
    specs: {
      Material: "Papel kraft reciclado",
      Gramaje: "70 g/m²",
      Ancho: "380 mm",
      "Longitud por paquete": "500 m",
      Capas: "1",
    },
    information:
      "Indicado para comercio electrónico, repuestos y productos industriales livianos. Su plegado en zigzag evita los rollos pesados y permite empalmar paquetes sin detener el sistema.",
  }),
  define({
    slug: "papel-kraft-doble-capa-bloqueo",
    code: "PKD-300",
    unit: "paquete",
    name: "Papel kraft doble capa para bloqueo",
    subtitle: "Relleno de alta densidad para productos pesados",
    alt: "Caja abierta con relleno de papel kraft doble capa alrededor de un producto",
    description:
      "Papel kraft de dos capas que produce un relleno denso, capaz de inmovilizar productos pesados dentro de la caja. Protege repuestos, herramientas y piezas metálicas contra golpes y desplazamientos.",
    categoryId: 28,
    specs: {
      Material: "Papel kraft",
      Gramaje: "2 × 50 g/m²",
      Ancho: "380 mm",
      "Longitud por paquete": "300 m",
      Capas: "2",
    },
    information: [
      "Mayor capacidad de amortiguación que el papel de una capa.",
      "Ideal para bloquear y acuñar productos pesados.",
      "100 % reciclable.",
    ],
  }),
];
