// MÁQUINAS Y HERRAMIENTAS (electric, manual, pneumatic) and HERRAMIENTAS DE APOYO.

import { COMPANY } from "../../../app/platform/content/company";
import type { SeedProduct } from "../types";
import { define } from "./define";

const B = COMPANY.brand;

export const TOOL_PRODUCTS: SeedProduct[] = [
  // ---- Zunchadoras eléctricas (19) --------------------------------------------------------------
  define({
    slug: "zunchadora-bateria-kb-16",
    code: "KB-16",
    unit: "unidad",
    name: `Zunchadora a batería ${B} KB-16`,
    subtitle: "Tensado y soldadura por fricción para zuncho PP y PET de 9 a 16 mm",
    alt: "Zunchadora a batería roja y gris sobre un zuncho verde",
    description:
      "Herramienta combinada a batería que tensa, suelda por fricción y corta el zuncho en un solo ciclo. Su diseño liviano y equilibrado la hace ideal para operaciones de zunchado intensivo en almacenes, plantas de empaque y plantas de producción.",
    categoryId: 19,
    specs: {
      "Zuncho compatible": "PP y PET",
      Ancho: "9 a 16 mm",
      Espesor: "0,5 a 1,0 mm",
      "Fuerza de tensión": "400 a 2 500 N, regulable",
      "Tipo de unión": "Soldadura por fricción",
      Alimentación: "Batería Li-ion 18 V, 4,0 Ah",
      "Ciclos por carga": "Hasta 400",
      Peso: "3,6 kg con batería",
    },
    information: [
      "Ciclo automático o manual seleccionable desde el panel.",
      "Tensión regulable para proteger cajas y embalajes delicados.",
      "Indicador de carga de batería en la empuñadura.",
      "Se entrega con dos baterías y cargador rápido.",
    ],
    datasheet: "Zunchadora a batería KB-16",
    videos: ["bH6qZr1TnV8", "Lx0cD4mWeJ3"],
  }),
  define({
    slug: "zunchadora-bateria-kb-19",
    code: "KB-19",
    unit: "unidad",
    name: `Zunchadora a batería ${B} KB-19`,
    subtitle: "Zunchadora de alto rendimiento para PET de 13 a 19 mm",
    alt: "Zunchadora a batería de alto rendimiento sobre una parihuela con zuncho de poliéster",
    description:
      "Zunchadora a batería de alta tensión para zuncho PET de 13 a 19 mm, pensada para cargas pesadas como madera, ladrillos y bebidas. Su motor sin escobillas entrega tensión constante durante toda la jornada.",
    categoryId: 19,
    specs: {
      "Zuncho compatible": "PET y PP",
      Ancho: "13 a 19 mm",
      Espesor: "0,6 a 1,3 mm",
      "Fuerza de tensión": "800 a 4 500 N, regulable",
      "Velocidad de tensado": "120 mm/s",
      "Tipo de unión": "Soldadura por fricción",
      Alimentación: "Batería Li-ion 18 V, 4,0 Ah",
      Peso: "4,1 kg con batería",
    },
    information:
      "La KB-19 es la herramienta recomendada para reemplazar el zuncho de acero por zuncho PET en cargas pesadas. Su sistema de soldadura por fricción logra uniones de alta eficiencia sin sellos metálicos, lo que reduce el costo por amarre.",
    datasheet: "Zunchadora a batería KB-19",
  }),
  define({
    slug: "zunchadora-bateria-kb-32",
    code: "KB-32",
    unit: "unidad",
    name: `Zunchadora a batería ${B} KB-32`,
    subtitle: "Zunchadora pesada para PET de 19 a 32 mm",
    alt: "Zunchadora a batería pesada vista de perfil",
    description:
      "Zunchadora a batería para zuncho PET de gran sección, desarrollada para atados de tubos, bobinas y cargas de la industria siderúrgica y minera. Permite reemplazar el zuncho de acero sin depender de aire comprimido en el punto de trabajo.",
    categoryId: 19,
    specs: {
      "Zuncho compatible": "PET",
      Ancho: "19 a 32 mm",
      Espesor: "0,8 a 1,5 mm",
      "Fuerza de tensión": "1 500 a 7 500 N",
      "Tipo de unión": "Soldadura por fricción",
      Alimentación: "Batería Li-ion 18 V, 5,0 Ah",
      Peso: "5,2 kg con batería",
    },
    information: [
      "Base de apoyo reforzada para trabajar sobre cargas metálicas.",
      "Protección electrónica contra sobrecarga del motor.",
      "Mantenimiento preventivo y repuestos disponibles en Lima.",
    ],
  }),
  define({
    slug: "zunchadora-bateria-compacta-kb-13",
    code: "KB-13",
    unit: "unidad",
    name: `Zunchadora a batería compacta ${B} KB-13`,
    subtitle: "Herramienta liviana para zuncho PP de 9 a 13 mm",
    alt: "Zunchadora a batería compacta sobre una caja con zuncho negro",
    description:
      "Zunchadora compacta y liviana para el cierre de cajas y paquetes con zuncho de polipropileno de 9 a 13 mm. Es la opción de entrada para operaciones de despacho que quieren dejar las grapas y el tensor manual.",
    categoryId: 19,
    specs: {
      "Zuncho compatible": "PP",
      Ancho: "9 a 13 mm",
      Espesor: "0,5 a 0,8 mm",
      "Fuerza de tensión": "300 a 1 200 N",
      "Tipo de unión": "Soldadura por fricción",
      Alimentación: "Batería Li-ion 18 V, 2,0 Ah",
      Peso: "2,9 kg con batería",
    },
    information:
      "Su bajo peso reduce la fatiga del operador en turnos largos de despacho. Comparte batería y cargador con el resto de herramientas a batería de la línea, lo que simplifica la logística de repuestos.",
  }),

  // ---- Herramientas manuales (20) ---------------------------------------------------------------
  define({
    slug: "tensor-manual-pp-pet-kt-19",
    code: "KT-19",
    unit: "unidad",
    name: `Tensor manual para zuncho PP y PET ${B} KT-19`,
    subtitle: "Tensor de trinquete con cortador incorporado",
    alt: "Tensor manual de trinquete con palanca de empuñadura roja",
    description:
      "Tensor manual de trinquete para zuncho plástico de 12 a 19 mm. Su palanca larga permite aplicar una tensión elevada con poco esfuerzo y el cortador incorporado corta el zuncho a ras del sello.",
    categoryId: 20,
    specs: {
      "Zuncho compatible": "PP y PET",
      Ancho: "12 a 19 mm",
      Espesor: "0,5 a 1,2 mm",
      "Fuerza de tensión máxima": "2 000 N",
      Cortador: "Incorporado",
      Peso: "2,2 kg",
    },
    information: [
      "No requiere energía eléctrica ni aire comprimido.",
      "Rueda tensora dentada de acero templado, intercambiable.",
      "Se usa junto con sellos metálicos y selladora manual.",
    ],
  }),
  define({
    slug: "tensor-palanca-acero-kta-32",
    code: "KTA-32",
    unit: "unidad",
    name: `Tensor de palanca para zuncho de acero ${B} KTA-32`,
    subtitle: "Tensor de alta fuerza para fleje de 19 a 32 mm",
    alt: "Tensor de palanca para zuncho de acero sobre un fleje pavonado",
    description:
      "Tensor de palanca para zuncho de acero de gran sección, pensado para bobinas, atados de perfiles y cargas pesadas. Su mecanismo de doble trinquete permite tensar en recorridos cortos, incluso en espacios reducidos.",
    categoryId: 20,
    specs: {
      "Zuncho compatible": "Acero",
      Ancho: "19 a 32 mm",
      Espesor: "0,5 a 1,0 mm",
      "Fuerza de tensión máxima": "9 000 N",
      Cortador: "Incorporado, de acción por palanca",
      Peso: "4,6 kg",
    },
    information:
      "Recomendado para zunchado de acero en siderurgia y minería. Se complementa con la selladora manual de muescas y los sellos cerrados del mismo ancho.",
    datasheet: "Tensor de palanca KTA-32",
  }),
  define({
    slug: "selladora-manual-acero-ks-19",
    code: "KS-19",
    unit: "unidad",
    name: `Selladora manual de muescas ${B} KS-19`,
    subtitle: "Selladora de doble muesca para zuncho de acero",
    alt: "Selladora manual de muescas con mangos rojos sobre un sello metálico",
    description:
      "Selladora manual de palancas que realiza dos pares de muescas sobre el sello, logrando una unión de alta resistencia en zuncho de acero de 16 a 19 mm. Sus mangos largos reducen el esfuerzo del operador.",
    categoryId: 20,
    specs: {
      "Zuncho compatible": "Acero",
      Ancho: "16 a 19 mm",
      "Tipo de unión": "Sello con doble muesca",
      "Sellos compatibles": "Abiertos y cerrados de 16 y 19 mm",
      Peso: "3,1 kg",
    },
    information: [
      "Mordazas de acero forjado intercambiables.",
      "Mangos con empuñadura antideslizante.",
      "Juego de mordazas de repuesto disponible.",
    ],
  }),
  define({
    slug: "crimpadora-sellos-pet-kc-16",
    code: "KC-16",
    unit: "unidad",
    name: `Crimpadora de sellos para zuncho PET ${B} KC-16`,
    subtitle: "Cierre de sellos metálicos en zuncho plástico",
    alt: "Crimpadora manual de sellos con mangos rojos",
    description:
      "Crimpadora manual para cerrar sellos metálicos sobre zuncho PET y PP de 12 a 16 mm. Es la solución más sencilla para pequeños volúmenes de zunchado o para puntos de despacho sin herramientas a batería.",
    categoryId: 20,
    specs: {
      "Zuncho compatible": "PET y PP",
      Ancho: "12 a 16 mm",
      "Tipo de unión": "Sello metálico crimpado",
      "Sellos compatibles": "Sellos abiertos de 13 y 16 mm",
      Peso: "1,8 kg",
    },
    information:
      "Se utiliza junto con el tensor manual KT-19. La crimpadora deforma el sello sobre el zuncho en dos puntos, generando una unión segura y fácil de inspeccionar a simple vista.",
  }),
  define({
    slug: "herramienta-combinada-manual-kcm-16",
    code: "KCM-16",
    unit: "unidad",
    name: `Herramienta combinada manual ${B} KCM-16`,
    subtitle: "Tensa, sella y corta zuncho PET sin energía",
    alt: "Herramienta combinada manual con dos palancas sobre un zuncho verde",
    description:
      "Herramienta manual que combina tensor, selladora y cortador en un solo equipo para zuncho PET de 13 a 16 mm. Permite trabajar con un solo equipo en campo, en fundos agrícolas o en obras sin energía eléctrica.",
    categoryId: 20,
    specs: {
      "Zuncho compatible": "PET",
      Ancho: "13 a 16 mm",
      Espesor: "0,6 a 1,0 mm",
      "Fuerza de tensión máxima": "3 000 N",
      "Tipo de unión": "Sello metálico con muescas",
      Peso: "3,9 kg",
    },
    information: [
      "Un solo equipo para tensar, sellar y cortar.",
      "Ideal para trabajos en campo y lugares sin energía.",
      "Cuerpo de aluminio para reducir el peso.",
    ],
    datasheet: "Herramienta combinada KCM-16",
  }),

  // ---- Herramientas neumáticas (21) -------------------------------------------------------------
  define({
    slug: "zunchadora-neumatica-pet-kn-19",
    code: "KN-19",
    unit: "unidad",
    name: `Zunchadora neumática combinada ${B} KN-19`,
    subtitle: "Tensado y soldadura por fricción con aire comprimido",
    alt: "Zunchadora neumática combinada con manguera de aire sobre zuncho verde",
    description:
      "Zunchadora neumática combinada para zuncho PET de 16 a 19 mm, diseñada para líneas de producción con uso continuo. El motor neumático ofrece una tensión estable y un ciclo rápido sin depender de baterías.",
    categoryId: 21,
    specs: {
      "Zuncho compatible": "PET y PP",
      Ancho: "16 a 19 mm",
      Espesor: "0,8 a 1,3 mm",
      "Fuerza de tensión": "hasta 4 200 N",
      "Presión de trabajo": "6 bar",
      "Consumo de aire": "400 l/min",
      "Tipo de unión": "Soldadura por fricción",
      Peso: "3,8 kg",
    },
    information:
      "Recomendada para aserraderos, plantas de bebidas y fábricas de cerámicos que ya cuentan con red de aire comprimido. Requiere aire filtrado y lubricado para una larga vida útil del motor.",
    datasheet: "Zunchadora neumática KN-19",
    videos: ["Nd5gU2aPqR7"],
  }),
  define({
    slug: "tensor-neumatico-acero-knt-32",
    code: "KNT-32",
    unit: "unidad",
    name: `Tensor neumático para zuncho de acero ${B} KNT-32`,
    subtitle: "Tensión elevada y constante para fleje de 19 a 32 mm",
    alt: "Tensor neumático para zuncho de acero con manguera de aire",
    description:
      "Tensor neumático de alta fuerza para zuncho de acero de 19 a 32 mm, utilizado en bobinas de acero, planchas y atados de barras. Se combina con la selladora neumática KNS-32 para completar el amarre.",
    categoryId: 21,
    specs: {
      "Zuncho compatible": "Acero",
      Ancho: "19 a 32 mm",
      Espesor: "0,6 a 1,0 mm",
      "Fuerza de tensión": "hasta 12 000 N",
      "Presión de trabajo": "6 bar",
      Peso: "5,4 kg",
    },
    information: [
      "Regulador de tensión para adaptarse a cada carga.",
      "Cortador integrado de acción neumática.",
      "Diseñado para trabajo continuo en planta siderúrgica.",
    ],
  }),
  define({
    slug: "selladora-neumatica-acero-kns-32",
    code: "KNS-32",
    unit: "unidad",
    name: `Selladora neumática para zuncho de acero ${B} KNS-32`,
    subtitle: "Sellado de doble muesca con un solo accionamiento",
    alt: "Selladora neumática vertical con mordazas sobre un sello de acero",
    description:
      "Selladora neumática que realiza las muescas del sello en un solo accionamiento, reduciendo el tiempo de ciclo y el esfuerzo del operador en zunchado de acero de 19 a 32 mm.",
    categoryId: 21,
    specs: {
      "Zuncho compatible": "Acero",
      Ancho: "19 a 32 mm",
      "Tipo de unión": "Sello con doble muesca",
      "Presión de trabajo": "6 bar",
      "Consumo de aire": "25 l por ciclo",
      Peso: "4,9 kg",
    },
    information:
      "Se usa junto con el tensor neumático KNT-32 y sellos de 19 a 32 mm. Las mordazas son intercambiables para adaptarse a distintos anchos de zuncho.",
  }),
  define({
    slug: "zunchadora-neumatica-acero-kna-19",
    code: "KNA-19",
    unit: "unidad",
    name: `Zunchadora neumática combinada para acero ${B} KNA-19`,
    subtitle: "Tensa, sella sin sello y corta zuncho de acero",
    alt: "Zunchadora neumática combinada para acero sobre un atado de tubos",
    description:
      "Zunchadora neumática combinada que tensa, realiza una unión sin sello mediante troquelado y corta el zuncho de acero de 16 a 19 mm. Elimina el consumo de sellos y acelera el zunchado de atados de tubos y perfiles.",
    categoryId: 21,
    specs: {
      "Zuncho compatible": "Acero",
      Ancho: "16 a 19 mm",
      Espesor: "0,5 a 0,8 mm",
      "Fuerza de tensión": "hasta 8 000 N",
      "Tipo de unión": "Unión sin sello (troquelada)",
      "Presión de trabajo": "6 bar",
      Peso: "6,2 kg",
    },
    information: [
      "Unión sin sello: menor costo por amarre.",
      "Ciclo completo en menos de 4 segundos.",
      "Ideal para líneas de producción de tubos y perfiles.",
    ],
    datasheet: "Zunchadora neumática KNA-19",
  }),

  // ---- Repuestos (32) ---------------------------------------------------------------------------
  define({
    slug: "kit-rueda-tensora-placa-dentada",
    code: "RP-KB-RT",
    unit: "kit",
    name: "Kit de rueda tensora y placa dentada",
    subtitle: "Repuesto de desgaste para zunchadoras y tensores",
    alt: "Kit de repuestos con ruedas tensoras dentadas y mordazas en un estuche",
    description:
      "Kit de repuesto con rueda tensora, placa dentada y tornillería para recuperar el agarre original de zunchadoras a batería y tensores manuales. Se recomienda su cambio preventivo según el número de ciclos de trabajo.",
    categoryId: 32,
    specs: {
      Contenido: "Rueda tensora, placa dentada y tornillería",
      Material: "Acero templado",
      Compatibilidad: "KB-13, KB-16, KB-19 y KT-19",
      "Cambio recomendado": "Cada 80 000 ciclos aprox.",
    },
    information:
      "Una rueda tensora desgastada hace patinar el zuncho y reduce la tensión aplicada. Nuestro servicio técnico puede realizar el cambio y la calibración de la herramienta en Lurín o en su planta.",
  }),
  define({
    slug: "juego-mordazas-selladora-ks-19",
    code: "RP-KS19-M",
    unit: "juego",
    name: "Juego de mordazas para selladora KS-19",
    subtitle: "Mordazas forjadas de repuesto para sellado de acero",
    alt: "Juego de mordazas de repuesto para selladora manual",
    description:
      "Juego completo de mordazas y cuchillas de muescas para la selladora manual KS-19. Restituye la calidad de las muescas y la resistencia de la unión en zuncho de acero.",
    categoryId: 32,
    specs: {
      Contenido: "4 mordazas, 2 cuchillas y pasadores",
      Material: "Acero forjado y templado",
      Compatibilidad: "Selladora KS-19",
      Ancho: "16 y 19 mm",
    },
    information: [
      "Piezas originales con el mismo tratamiento térmico de fábrica.",
      "Instalación en menos de 15 minutos con herramientas estándar.",
      "Incluye instrucciones de montaje en español.",
    ],
  }),

  // ---- Cortadores (33) --------------------------------------------------------------------------
  define({
    slug: "cizalla-seguridad-zuncho-acero",
    code: "CZ-32",
    unit: "unidad",
    name: "Cizalla de seguridad para zuncho de acero",
    subtitle: "Corte seguro del fleje tensado, sin latigazo",
    alt: "Cizalla de seguridad de mangos largos con empuñaduras rojas",
    description:
      "Cizalla de mangos largos con mordaza de retención que sujeta el extremo del zuncho durante el corte, evitando el latigazo del fleje tensado. Indispensable para la apertura segura de cargas zunchadas con acero.",
    categoryId: 33,
    specs: {
      "Capacidad de corte": "Zuncho de acero hasta 32 × 1,0 mm",
      "Longitud total": "610 mm",
      Cuchillas: "Acero aleado templado, reemplazables",
      Peso: "1,9 kg",
    },
    information:
      "Recomendamos su uso en toda zona de recepción de mercadería con zuncho de acero. La mordaza de retención reduce de forma notable el riesgo de cortes y golpes al operador.",
    datasheet: "Cizalla de seguridad",
  }),
  define({
    slug: "cortador-zuncho-plastico",
    code: "CT-25",
    unit: "unidad",
    name: "Cortador de zuncho plástico",
    subtitle: "Tijera de corte limpio para zuncho PP y PET",
    alt: "Cortador de zuncho plástico con mangos rojos",
    description:
      "Cortador de mangos ergonómicos para zuncho PP y PET de hasta 25 mm. Su hoja curva corta el zuncho tensado de forma limpia, sin dañar la carga ni el embalaje.",
    categoryId: 33,
    specs: {
      "Capacidad de corte": "Zuncho PP y PET hasta 25 mm",
      "Longitud total": "380 mm",
      Hoja: "Acero inoxidable",
      Peso: "0,6 kg",
    },
    information: [
      "Mangos ergonómicos con traba de seguridad.",
      "Hoja curva que sujeta el zuncho durante el corte.",
      "Liviano y fácil de llevar en el cinturón.",
    ],
  }),

  // ---- Baterías y cargadores (34) ---------------------------------------------------------------
  define({
    slug: "bateria-li-ion-18-v-4-0-ah",
    code: "BAT-18V4",
    unit: "unidad",
    name: "Batería Li-ion 18 V 4,0 Ah",
    subtitle: "Batería de repuesto para zunchadoras a batería",
    alt: "Batería de ion de litio negra con franja roja sobre su cargador",
    description:
      "Batería de ion de litio de 18 V y 4,0 Ah para las zunchadoras a batería de la línea. Contar con una batería adicional permite trabajar turnos completos sin interrupciones mientras la otra se carga.",
    categoryId: 34,
    specs: {
      Tensión: "18 V",
      Capacidad: "4,0 Ah",
      Tecnología: "Ion de litio",
      "Tiempo de carga": "45 min con cargador rápido",
      Compatibilidad: "KB-13, KB-16, KB-19 y KB-32",
      Peso: "0,65 kg",
    },
    information: [
      "Indicador de nivel de carga de cuatro leds.",
      "Protección contra sobrecarga, sobrecalentamiento y descarga profunda.",
      "Sin efecto memoria: puede cargarse en cualquier momento.",
    ],
  }),
  define({
    slug: "cargador-rapido-baterias-18-v",
    code: "CRG-18V",
    unit: "unidad",
    name: "Cargador rápido para baterías 18 V",
    subtitle: "Carga completa en menos de una hora",
    alt: "Cargador rápido con una batería de 18 V colocada",
    description:
      "Cargador rápido para baterías Li-ion de 18 V de las zunchadoras a batería. Su ventilación activa mantiene la batería a temperatura adecuada, incluso en almacenes calurosos.",
    categoryId: 34,
    specs: {
      "Tensión de entrada": "220 V, 60 Hz",
      "Tensión de salida": "18 V",
      "Corriente de carga": "6 A",
      "Tiempo de carga": "45 min (batería de 4,0 Ah)",
      Peso: "0,9 kg",
    },
    information:
      "Apto para la red eléctrica peruana de 220 V. El indicador luminoso muestra el estado de carga y advierte si la batería está fuera del rango de temperatura de carga.",
  }),
];
