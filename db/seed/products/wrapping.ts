// MÁQUINAS ENVOLVEDORAS and SISTEMAS DE EMBALAJE (stretch film, strapping machines).

import { COMPANY } from "../../../app/platform/content/company";
import { COMPANY_FIGURES } from "../../../app/platform/content/company-figures";
import type { SeedProduct } from "../types";
import { define } from "./define";

const B = COMPANY.brand;
const PRE = COMPANY_FIGURES.stretchFilmPercent;

export const WRAPPING_PRODUCTS: SeedProduct[] = [
  // ---- Envolvedoras automáticas (16) ------------------------------------------------------------
  define({
    slug: "envolvedora-automatica-mesa-giratoria-ka-1800",
    code: "KA-1800",
    unit: "unidad",
    name: `Envolvedora automática de mesa giratoria ${B} KA-1800`,
    subtitle: "Envolvedora en línea con transportadores de rodillos",
    alt: "Envolvedora automática de mesa giratoria con transportadores y una parihuela envuelta",
    description:
      "Envolvedora automática para líneas de fin de producción: la parihuela ingresa por transportador, se envuelve, se corta y se suelda el film, y sale sin intervención del operador. Alcanza hasta 40 parihuelas por hora con preestiramiento motorizado.",
    categoryId: 16,
    specs: {
      "Diámetro de mesa": "1 800 mm",
      "Altura máxima de carga": "2 400 mm",
      "Carga máxima": "2 000 kg",
      Rendimiento: "Hasta 40 parihuelas/h",
      Preestiramiento: `Motorizado, hasta ${PRE} %`,
      "Alimentación eléctrica": "380 V trifásica, 60 Hz",
      Control: "PLC con pantalla táctil de 7 pulgadas",
    },
    information: [
      "Corte y soldadura automática del film al final del ciclo.",
      "Transportadores de entrada y salida integrados en la línea.",
      "Recetas programables para distintos tipos de carga.",
      "Barreras de seguridad perimetrales incluidas.",
    ],
    datasheet: "Envolvedora automática KA-1800",
    videos: ["Ze8rH1mWq4K", "tG3pX9cLs0B"],
  }),
  define({
    slug: "envolvedora-automatica-brazo-giratorio-kr-2000",
    code: "KR-2000",
    unit: "unidad",
    name: `Envolvedora automática de brazo giratorio ${B} KR-2000`,
    subtitle: "El film gira alrededor de la carga: ideal para cargas inestables o pesadas",
    alt: "Envolvedora automática de brazo giratorio sobre un transportador con una parihuela",
    description:
      "Envolvedora de brazo giratorio en la que la carga permanece inmóvil mientras el brazo gira a su alrededor. Es la solución para cargas muy pesadas, livianas o inestables, como bebidas, sacos y productos apilados sin caja.",
    categoryId: 16,
    specs: {
      "Altura máxima de carga": "2 200 mm",
      "Dimensiones de parihuela": "Hasta 1 200 × 1 200 mm",
      "Velocidad del brazo": "Hasta 14 rpm",
      Rendimiento: "Hasta 60 parihuelas/h",
      Preestiramiento: `Motorizado, hasta ${PRE} %`,
      "Alimentación eléctrica": "380 V trifásica, 60 Hz",
    },
    information:
      "Como la carga no gira, no existe riesgo de que se desplace o se caiga durante el envuelto. El brazo giratorio permite además velocidades altas, lo que la hace adecuada para plantas con gran volumen de producción.",
    datasheet: "Envolvedora de brazo giratorio KR-2000",
  }),
  define({
    slug: "envolvedora-automatica-anillo-rotativo-kx-ring",
    code: "KX-RING",
    unit: "unidad",
    name: `Envolvedora automática de anillo rotativo ${B} KX-Ring`,
    subtitle: "Máxima velocidad y mínimo consumo de film",
    alt: "Envolvedora automática de anillo rotativo con el anillo alrededor de una parihuela",
    description:
      "Envolvedora de anillo rotativo de alta velocidad, en la que el carro porta-film gira sobre un anillo que sube y baja alrededor de la carga. Su bajo nivel de vibraciones y su preestiramiento permiten el mayor rendimiento con el menor consumo de film.",
    categoryId: 16,
    specs: {
      "Altura máxima de carga": "2 400 mm",
      Rendimiento: "Hasta 120 parihuelas/h",
      "Velocidad del anillo": "Hasta 40 rpm",
      Preestiramiento: `Motorizado, hasta ${PRE} %`,
      "Cambio de bobina": "Rápido, sin herramientas",
      "Alimentación eléctrica": "380 V trifásica, 60 Hz",
    },
    information: [
      "Diseñada para plantas de alto volumen: bebidas, alimentos y consumo masivo.",
      "Inicio, corte y soldadura del film totalmente automáticos.",
      "Menor consumo de film por parihuela gracias al preestiramiento constante.",
    ],
  }),

  // ---- Envolvedoras de pilar (17) ---------------------------------------------------------------
  define({
    slug: "envolvedora-pilar-kp-1650",
    code: "KP-1650",
    unit: "unidad",
    name: `Envolvedora de pilar ${B} KP-1650`,
    subtitle: "Envolvedora semiautomática de mesa giratoria con freno de film",
    alt: "Envolvedora de pilar roja con mesa giratoria y carro porta-film",
    description:
      "Envolvedora semiautomática de mesa giratoria y pilar, la solución de entrada para almacenes y plantas que envuelven entre 10 y 25 parihuelas por hora. El operador coloca la parihuela con montacargas, fija el film y el ciclo se completa de forma automática.",
    categoryId: 17,
    specs: {
      "Diámetro de mesa": "1 650 mm",
      "Altura máxima de carga": "2 200 mm",
      "Carga máxima": "2 000 kg",
      "Velocidad de mesa": "5 a 12 rpm",
      "Carro porta-film": "Freno mecánico regulable",
      "Alimentación eléctrica": "220 V monofásica, 60 Hz",
      Rendimiento: "Hasta 25 parihuelas/h",
    },
    information: [
      "Fotocélula para detectar automáticamente la altura de la carga.",
      "Arranque suave de la mesa para no desestabilizar la carga.",
      "Programas de envuelto con refuerzo en la base y en la parte superior.",
      "Instalación rápida: no requiere anclaje al piso.",
    ],
    datasheet: "Envolvedora de pilar KP-1650",
    videos: ["mW7yT2bKd9Q"],
  }),
  define({
    slug: "envolvedora-pilar-preestiramiento-kp-1650-ps",
    code: "KP-1650-PS",
    unit: "unidad",
    name: `Envolvedora de pilar con preestiramiento ${B} KP-1650 PS`,
    subtitle: `Preestiramiento motorizado de hasta ${PRE} % para ahorrar film`,
    alt: "Detalle del carro de preestiramiento motorizado con sus rodillos y el film",
    description: `Versión de la envolvedora de pilar con carro de preestiramiento motorizado, que estira el film hasta ${PRE} % antes de aplicarlo sobre la carga. Cada metro de film rinde varias veces más y la parihuela queda mejor contenido.`,
    categoryId: 17,
    specs: {
      "Diámetro de mesa": "1 650 mm",
      "Altura máxima de carga": "2 200 mm",
      "Carga máxima": "2 000 kg",
      Preestiramiento: `Motorizado, de 150 a ${PRE} %`,
      "Velocidad de mesa": "5 a 12 rpm",
      "Alimentación eléctrica": "220 V monofásica, 60 Hz",
    },
    information:
      "El preestiramiento motorizado es la mejora que más rápido se paga en una envolvedora: reduce de forma significativa el consumo de film y aplica una fuerza de contención uniforme en todas las vueltas. Recomendamos usarla con film para máquina de alto rendimiento.",
    datasheet: "Envolvedora de pilar KP-1650 PS",
  }),
  define({
    slug: "envolvedora-pilar-perfil-bajo-kp-1800-r",
    code: "KP-1800-R",
    unit: "unidad",
    name: `Envolvedora de pilar de perfil bajo ${B} KP-1800 R`,
    subtitle: "Mesa rebajada con rampa para carga con transpaleta",
    alt: "Envolvedora de pilar con mesa giratoria de perfil bajo y rampa de acceso",
    description:
      "Envolvedora de pilar con mesa de perfil bajo y rampa, pensada para almacenes que mueven las parihuelas con transpaleta manual o eléctrica. Permite subir la carga a la mesa sin necesidad de montacargas.",
    categoryId: 17,
    specs: {
      "Diámetro de mesa": "1 800 mm",
      "Altura de la mesa": "80 mm",
      "Altura máxima de carga": "2 200 mm",
      "Carga máxima": "1 500 kg",
      "Carro porta-film": "Freno electromagnético",
      "Alimentación eléctrica": "220 V monofásica, 60 Hz",
    },
    information: [
      "Rampa de acceso de acero antideslizante.",
      "Ideal para centros de distribución y comercios mayoristas.",
      "Balanza integrada disponible como opción.",
    ],
  }),
  define({
    slug: "envolvedora-pilar-prensa-superior-kp-1650-tp",
    code: "KP-1650-TP",
    unit: "unidad",
    name: `Envolvedora de pilar con prensa superior ${B} KP-1650 TP`,
    subtitle: "Prensa que sujeta las cargas livianas o inestables durante el giro",
    alt: "Envolvedora de pilar con prensa superior sujetando una parihuela durante el envuelto",
    description:
      "Envolvedora de pilar equipada con prensa superior neumática que sujeta la carga durante el envuelto. Es la opción adecuada para cajas vacías, envases plásticos, botellas y cargas livianas que podrían desplazarse al girar la mesa.",
    categoryId: 17,
    specs: {
      "Diámetro de mesa": "1 650 mm",
      "Altura máxima de carga": "2 200 mm",
      "Prensa superior": "Neumática, presión regulable",
      "Carga máxima": "2 000 kg",
      Preestiramiento: "Motorizado, hasta 250 %",
      "Alimentación eléctrica": "220 V monofásica, 60 Hz",
    },
    information:
      "La prensa desciende automáticamente al inicio del ciclo y se retira al terminar. La presión se ajusta según el tipo de carga para no deformar los envases.",
  }),

  // ---- Envolvedoras de túnel (18) ---------------------------------------------------------------
  define({
    slug: "envolvedora-tunel-horizontal-ko-600",
    code: "KO-600",
    unit: "unidad",
    name: `Envolvedora de túnel horizontal ${B} KO-600`,
    subtitle: "Envolvedora orbital para perfiles, tubos y productos largos",
    alt: "Envolvedora de túnel horizontal con anillo orbital envolviendo un paquete largo",
    description:
      "Envolvedora horizontal de tipo orbital: el producto avanza sobre transportadores de rodillos y pasa a través de un anillo que aplica el film en espiral. Protege perfiles de aluminio, tubos, puertas, molduras y paquetes de madera del polvo y la humedad.",
    categoryId: 18,
    specs: {
      "Paso útil del anillo": "600 mm",
      "Velocidad del anillo": "Hasta 120 rpm",
      "Velocidad de avance": "Hasta 20 m/min",
      "Material de envoltura": "Film stretch, papel o film tejido",
      "Alimentación eléctrica": "380 V trifásica, 60 Hz",
    },
    information: [
      "Superposición del film regulable según el nivel de protección requerido.",
      "Transportadores de entrada y salida en módulos de 3 m.",
      "Sensor de inicio y fin de producto para un consumo exacto de film.",
    ],
    datasheet: "Envolvedora de túnel KO-600",
    videos: ["cQ1vN6rHj8Z"],
  }),
  define({
    slug: "envolvedora-tunel-madera-ko-1200",
    code: "KO-1200",
    unit: "unidad",
    name: `Envolvedora de túnel para madera ${B} KO-1200`,
    subtitle: "Protección de paquetes de madera aserrada y tableros",
    alt: "Envolvedora de túnel de gran paso para paquetes de madera aserrada",
    description:
      "Envolvedora de túnel de gran paso para paquetes de madera aserrada, tableros y vigas. El film protege la carga de la lluvia y el polvo durante el acopio en patio y el transporte a puerto.",
    categoryId: 18,
    specs: {
      "Paso útil del anillo": "1 200 × 1 200 mm",
      "Largo máximo del paquete": "6 m",
      "Velocidad de avance": "Hasta 12 m/min",
      "Material de envoltura": "Film stretch de 250 mm",
      "Alimentación eléctrica": "380 V trifásica, 60 Hz",
    },
    information:
      "Pensada para aserraderos y plantas de tableros del sector forestal. Se integra con transportadores de cadena existentes y puede operar en exteriores con techo ligero.",
  }),
  define({
    slug: "envolvedora-tunel-compacta-ko-300",
    code: "KO-300",
    unit: "unidad",
    name: `Envolvedora de túnel compacta ${B} KO-300`,
    subtitle: "Envoltura en espiral de piezas largas de sección pequeña",
    alt: "Envolvedora de túnel compacta con un paquete de perfiles parcialmente envuelto",
    description:
      "Envolvedora orbital compacta para perfiles, tubos, mangueras y piezas largas de sección pequeña. Su tamaño reducido permite ubicarla al final de líneas de extrusión o en áreas de despacho con poco espacio.",
    categoryId: 18,
    specs: {
      "Paso útil del anillo": "300 mm",
      "Velocidad del anillo": "Hasta 160 rpm",
      "Velocidad de avance": "Hasta 25 m/min",
      "Alimentación eléctrica": "220 V monofásica, 60 Hz",
    },
    information: [
      "Ideal para extrusoras de aluminio y PVC.",
      "Cambio de rollo de film en menos de un minuto.",
      "Ruedas de traslado para mover la máquina entre líneas.",
    ],
  }),

  // ---- Film stretch manual (29) -----------------------------------------------------------------
  define({
    slug: "film-stretch-manual-23-micras",
    code: "FSM-23T",
    unit: "caja",
    name: "Film stretch manual 23 µm transparente",
    subtitle: "Rollo de 500 mm para envuelto manual de parihuelas",
    alt: "Rollo de film stretch manual transparente con núcleo de cartón sobresaliente",
    description:
      "Film stretch de polietileno lineal para el envuelto manual de parihuelas, con núcleo extendido que sirve de empuñadura. Su alta adherencia en una cara y su resistencia a la perforación lo hacen apto para cargas con aristas.",
    categoryId: 29,
    specs: {
      Material: "Polietileno lineal de baja densidad (LLDPE)",
      Espesor: "23 µm",
      Ancho: "500 mm",
      "Peso del rollo": "4,5 kg aprox.",
      "Elongación a la rotura": "Mayor a 300 %",
      Núcleo: "76 mm, extendido como empuñadura",
    },
    information: [
      "Rollo con núcleo extendido para una aplicación cómoda.",
      "Film transparente que permite leer etiquetas y códigos de barras.",
      "Caja de 6 rollos.",
    ],
    datasheet: "Film stretch manual 23 µm",
  }),
  define({
    slug: "film-stretch-manual-preestirado-12-micras",
    code: "FSM-12P",
    unit: "rollo",
    name: "Film stretch manual preestirado 12 µm",
    subtitle: "Film preestirado de fábrica: más metros y menos esfuerzo",
    alt: "Film stretch preestirado estirado desde un rollo manual",
    description:
      "Film stretch preestirado en fábrica, que se aplica sin esfuerzo y ofrece muchos más metros por rollo que un film manual convencional. Reduce la fatiga del operador y el peso de plástico por parihuela.",
    categoryId: 29,
    specs: {
      Material: "LLDPE multicapa",
      Espesor: "12 µm",
      Ancho: "430 mm",
      "Longitud del rollo": "1 500 m",
      "Equivalente a film convencional": "23 µm",
      "Peso del rollo": "2,1 kg aprox.",
    },
    information:
      "El film preestirado llega al almacén ya estirado y con memoria de contracción, por lo que sujeta la carga con poca tensión de aplicación. Es ideal para operaciones con muchas parihuelas diarios envueltos a mano.",
    datasheet: "Film stretch preestirado",
  }),
  define({
    slug: "film-stretch-manual-negro-20-micras",
    code: "FSM-20N",
    unit: "rollo",
    name: "Film stretch manual negro 20 µm",
    subtitle: "Film opaco para proteger y ocultar la mercadería",
    alt: "Parihuela envuelta con film stretch negro junto a un rollo",
    description:
      "Film stretch negro opaco que oculta el contenido de la parihuela y la protege de la luz solar. Se utiliza en cargas de valor, productos sensibles a la luz y envíos que requieren discreción.",
    categoryId: 29,
    specs: {
      Material: "LLDPE pigmentado",
      Espesor: "20 µm",
      Ancho: "500 mm",
      "Peso del rollo": "4,0 kg aprox.",
      Color: "Negro opaco",
    },
    information: [
      "Disuade la manipulación y el robo de mercadería.",
      "Protege la carga de la radiación solar.",
      "También disponible en blanco opaco.",
    ],
  }),
  define({
    slug: "mini-rollo-film-stretch-100-mm",
    code: "FSM-100",
    unit: "rollo",
    name: "Mini rollo de film stretch 100 mm",
    subtitle: "Para atar paquetes, tubos y piezas pequeñas",
    alt: "Mini rollo de film stretch azul de 100 mm",
    description:
      "Rollo angosto de film stretch para agrupar paquetes pequeños, tubos, perfiles y piezas sueltas. Su tamaño lo hace práctico para el área de despacho y el trabajo en campo.",
    categoryId: 29,
    specs: {
      Material: "LLDPE",
      Espesor: "20 µm",
      Ancho: "100 mm",
      "Longitud del rollo": "150 m",
      Color: "Azul transparente",
    },
    information:
      "Puede usarse a mano o con un dispensador de mango. El color azul facilita distinguir los paquetes ya controlados en el despacho.",
  }),

  // ---- Film stretch para máquina (30) -----------------------------------------------------------
  define({
    slug: "film-stretch-maquina-20-micras",
    code: "FSA-20",
    unit: "rollo",
    name: "Film stretch para máquina 20 µm",
    subtitle: "Film estándar para envolvedoras con freno de film",
    alt: "Rollo de film stretch para máquina de 500 mm",
    description:
      "Film stretch para envolvedoras de pilar con freno mecánico o electromagnético. Ofrece un desbobinado silencioso y parejo, con buena adherencia entre capas.",
    categoryId: 30,
    specs: {
      Material: "LLDPE coextruido",
      Espesor: "20 µm",
      Ancho: "500 mm",
      "Peso del rollo": "16 kg aprox.",
      "Preestiramiento recomendado": "Hasta 150 %",
      Núcleo: "76 mm",
    },
    information: [
      "Desbobinado silencioso a velocidad de máquina.",
      "Alta resistencia a la perforación.",
      "Rollos paletizados y envueltos para su almacenamiento.",
    ],
    datasheet: "Film para máquina 20 µm",
  }),
  define({
    slug: "film-stretch-power-preestiramiento-23-micras",
    code: "FSA-23PW",
    unit: "rollo",
    name: `Film stretch power de preestiramiento ${PRE} %`,
    subtitle: "Film de alto rendimiento para carros de preestiramiento motorizado",
    alt: "Carro de preestiramiento motorizado estirando film power de alto rendimiento",
    description: `Film stretch de alto rendimiento formulado para soportar un preestiramiento de hasta ${PRE} % en carros motorizados. Cada kilo de film cubre muchas más parihuelas, con una fuerza de contención uniforme en toda la carga.`,
    categoryId: 30,
    specs: {
      Material: "LLDPE multicapa de alto rendimiento",
      Espesor: "23 µm",
      Ancho: "500 mm",
      "Preestiramiento máximo": `${PRE} %`,
      "Peso del rollo": "17 kg aprox.",
      Núcleo: "76 mm",
    },
    information:
      "Es el film recomendado para envolvedoras automáticas y de pilar con preestiramiento motorizado. Con un ajuste correcto de la máquina, reduce el consumo de film por parihuela y el volumen de residuo plástico.",
    datasheet: "Film stretch power",
    videos: ["Jv4sM0kTe6W"],
  }),
  define({
    slug: "film-stretch-maquina-multicapa-17-micras",
    code: "FSA-17MC",
    unit: "rollo",
    name: "Film stretch para máquina multicapa 17 µm",
    subtitle: "Menor espesor con la misma contención",
    alt: "Rollo de film stretch multicapa para máquina y parihuela envuelta",
    description:
      "Film de máquina de estructura multicapa que permite bajar el espesor sin perder resistencia a la perforación ni fuerza de contención. Reduce el peso de film por parihuela en operaciones de alto volumen.",
    categoryId: 30,
    specs: {
      Material: "LLDPE multicapa",
      Espesor: "17 µm",
      Ancho: "500 mm",
      "Preestiramiento recomendado": "200 a 300 %",
      "Peso del rollo": "15 kg aprox.",
    },
    information: [
      "Menos plástico por parihuela con el mismo desempeño.",
      "Buen comportamiento con cargas de aristas vivas.",
      "Compatible con envolvedoras de pilar y automáticas.",
    ],
  }),
  define({
    slug: "film-stretch-maquina-negro-25-micras",
    code: "FSA-25N",
    unit: "rollo",
    name: "Film stretch para máquina negro 25 µm",
    subtitle: "Film opaco para envuelto automático",
    alt: "Rollo de film stretch negro para máquina",
    description:
      "Film stretch negro para envolvedoras, que protege de la luz los productos sensibles y oculta el contenido de las parihuelas. Mantiene la resistencia de un film de máquina estándar.",
    categoryId: 30,
    specs: {
      Material: "LLDPE pigmentado",
      Espesor: "25 µm",
      Ancho: "500 mm",
      "Peso del rollo": "16 kg aprox.",
      Color: "Negro opaco",
    },
    information:
      "Se utiliza frecuentemente en productos farmacéuticos, electrónicos y bebidas, donde la luz puede afectar el producto o donde se desea reservar la identidad de la carga.",
  }),

  // ---- Zunchadoras de mesa y de arco (31) -------------------------------------------------------
  define({
    slug: "zunchadora-semiautomatica-mesa-km-12",
    code: "KM-12",
    unit: "unidad",
    name: `Zunchadora semiautomática de mesa ${B} KM-12`,
    subtitle: "Zunchado de cajas con zuncho PP de 5 a 15 mm",
    alt: "Zunchadora semiautomática de mesa con una bobina de zuncho blanco",
    description:
      "Zunchadora semiautomática de mesa: el operador pasa el zuncho alrededor de la caja y la máquina tensa, sella por calor y corta en segundos. Es la solución más difundida en imprentas, almacenes y centros de distribución.",
    categoryId: 31,
    specs: {
      "Zuncho compatible": "PP de 5 a 15 mm",
      "Tipo de unión": "Sellado térmico",
      "Tiempo de ciclo": "1,5 s por amarre",
      "Tamaño mínimo de paquete": "60 × 20 mm",
      "Altura de mesa": "780 mm",
      "Alimentación eléctrica": "220 V monofásica, 60 Hz",
    },
    information: [
      "Calentamiento rápido y modo de ahorro de energía.",
      "Ruedas con freno para moverla dentro del almacén.",
      "Mantenimiento sencillo y repuestos disponibles en Lima.",
    ],
    datasheet: "Zunchadora de mesa KM-12",
  }),
  define({
    slug: "zunchadora-automatica-arco-kaa-12",
    code: "KAA-12",
    unit: "unidad",
    name: `Zunchadora automática de arco ${B} KAA-12`,
    subtitle: "Zunchado automático de cajas en línea",
    alt: "Zunchadora automática de arco con una caja zunchada sobre la mesa",
    description:
      "Zunchadora automática de arco para líneas de empaque: la caja llega por transportador, la máquina pasa el zuncho por el arco, tensa, sella y libera la caja sin intervención. Se integra con transportadores y sensores existentes.",
    categoryId: 31,
    specs: {
      "Zuncho compatible": "PP de 9 a 15 mm",
      "Tamaño del arco": "850 × 600 mm",
      "Tiempo de ciclo": "2,5 s por amarre",
      "Fuerza de tensión": "Hasta 450 N",
      "Alimentación eléctrica": "220 V monofásica, 60 Hz",
    },
    information:
      "Adecuada para la industria de alimentos, bebidas, imprentas y correo. Puede trabajar de forma autónoma, activada por fotocélula, o comandada desde el PLC de la línea.",
  }),
];
