// ZUNCHOS: polypropylene, polyester, steel and textile strap.

import type { SeedProduct } from "../types";
import { define } from "./define";

export const STRAPPING_PRODUCTS: SeedProduct[] = [
  // ---- PP (22) ----------------------------------------------------------------------------------
  define({
    slug: "zuncho-pp-9-x-0-55-blanco",
    name: "Zuncho de polipropileno 9 × 0,55 mm blanco",
    subtitle: "Zuncho PP liviano para atado de paquetes y fardos",
    alt: "Bobina de zuncho de polipropileno blanco de 9 mm sobre núcleo de cartón",
    description:
      "Zuncho de polipropileno de baja sección para el atado de paquetes, cajas livianas, periódicos y fardos pequeños. Su superficie gofrada facilita el sellado térmico en máquinas semiautomáticas y el cierre con hebilla o grapa en aplicaciones manuales.",
    categoryId: 22,
    specs: {
      Material: "Polipropileno (PP) virgen",
      Ancho: "9 mm",
      Espesor: "0,55 mm",
      "Resistencia a la rotura": "1 000 N",
      "Longitud por bobina": "4 000 m",
      Núcleo: "200 mm de diámetro interior",
      Color: "Blanco",
    },
    information: [
      "Apto para zunchadoras semiautomáticas de mesa y atado manual.",
      "Superficie gofrada que mejora el agarre y la calidad del sellado.",
      "Bobina embalada individualmente para protegerla del polvo.",
      "Disponible en otros colores bajo pedido.",
    ],
  }),
  define({
    slug: "zuncho-pp-12-x-0-60-negro",
    name: "Zuncho de polipropileno 12 × 0,60 mm negro",
    subtitle: "Zuncho PP para cajas y paquetes de peso medio",
    alt: "Bobina de zuncho de polipropileno negro de 12 mm con el extremo suelto sobre el piso",
    description:
      "Zuncho de polipropileno negro de 12 mm, el formato más utilizado en almacenes y centros de distribución para el cierre de cajas y la unitización de paquetes de peso medio. Se trabaja con tensor y grapas metálicas o con zunchadoras a batería de soldadura por fricción.",
    categoryId: 22,
    specs: {
      Material: "Polipropileno (PP)",
      Ancho: "12 mm",
      Espesor: "0,60 mm",
      "Resistencia a la rotura": "1 500 N",
      "Longitud por bobina": "3 000 m",
      Núcleo: "200 mm de diámetro interior",
      Color: "Negro",
    },
    information:
      "El zuncho de polipropileno es liviano, flexible y económico. Es la opción adecuada para cargas que no sufren grandes asentamientos durante el transporte. Para cargas pesadas o que deben mantener la tensión en el tiempo, recomendamos el zuncho de poliéster (PET).",
    datasheet: "Zuncho PP 12 mm",
  }),
  define({
    slug: "zuncho-pp-12-x-0-80-maquina-amarillo",
    name: "Zuncho de polipropileno 12 × 0,80 mm para máquina",
    subtitle: "Zuncho PP calibrado para zunchadoras automáticas de arco",
    alt: "Bobina de zuncho de polipropileno amarillo de 12 mm para máquina automática",
    description:
      "Zuncho de polipropileno de tolerancias estrechas en ancho y espesor, fabricado para el alimentado continuo de zunchadoras automáticas y semiautomáticas. Su rigidez controlada evita atascos en el arco y asegura un sellado térmico uniforme.",
    categoryId: 22,
    specs: {
      Material: "Polipropileno (PP)",
      Ancho: "12 mm",
      Espesor: "0,80 mm",
      "Resistencia a la rotura": "1 900 N",
      "Longitud por bobina": "2 500 m",
      Núcleo: "200 mm × 190 mm",
      Color: "Amarillo",
      "Uso recomendado": "Zunchadoras de arco y de mesa",
    },
    information: [
      "Tolerancia de ancho de ±0,2 mm para un alimentado sin atascos.",
      "Bobinado uniforme que evita enredos en el dispensador de la máquina.",
      "Color de alta visibilidad para controles de calidad en línea.",
    ],
  }),
  define({
    slug: "zuncho-pp-16-x-0-80-negro",
    name: "Zuncho de polipropileno 16 × 0,80 mm negro",
    subtitle: "Zuncho PP reforzado para pallets y cargas agrícolas",
    alt: "Pallet de cajas asegurado con zunchos de polipropileno negro de 16 mm",
    description:
      "Zuncho de polipropileno reforzado para la unitización de pallets de cajas, sacos y productos agrícolas de exportación. Admite cierre por grapa metálica, hebilla o soldadura por fricción con herramienta a batería.",
    categoryId: 22,
    specs: {
      Material: "Polipropileno (PP)",
      Ancho: "16 mm",
      Espesor: "0,80 mm",
      "Resistencia a la rotura": "2 600 N",
      "Longitud por bobina": "1 500 m",
      Núcleo: "406 mm de diámetro interior",
      Color: "Negro",
    },
    information:
      "Es el zuncho de polipropileno más usado en packings de fruta, agroexportadoras y almacenes de consumo masivo. Su aditivo de protección UV lo hace apto para cargas que permanecen a la intemperie durante el acopio.",
    datasheet: "Zuncho PP 16 mm",
  }),
  define({
    slug: "zuncho-pp-19-x-1-00-azul",
    name: "Zuncho de polipropileno 19 × 1,00 mm azul",
    subtitle: "Zuncho PP de alta sección para fardos y bultos pesados",
    alt: "Dos bobinas de zuncho de polipropileno azul de 19 mm apiladas",
    description:
      "Zuncho de polipropileno de 19 mm para fardos de tela, papel reciclado y bultos pesados que requieren una sección mayor. Su color azul facilita la identificación de lotes y clientes en el almacén.",
    categoryId: 22,
    specs: {
      Material: "Polipropileno (PP)",
      Ancho: "19 mm",
      Espesor: "1,00 mm",
      "Resistencia a la rotura": "3 600 N",
      "Longitud por bobina": "1 000 m",
      Núcleo: "406 mm de diámetro interior",
      Color: "Azul",
    },
    information: [
      "Sección de 19 mm para repartir mejor la presión sobre el embalaje.",
      "Compatible con tensores manuales y zunchadoras a batería de 16 a 19 mm.",
      "Color personalizable a partir de pedidos mínimos de producción.",
    ],
  }),

  // ---- PET (23) ---------------------------------------------------------------------------------
  define({
    slug: "zuncho-pet-12-5-x-0-60-verde",
    name: "Zuncho de poliéster 12,5 × 0,60 mm verde",
    subtitle: "Zuncho PET liviano, alternativa al acero en cargas medias",
    alt: "Bobina de zuncho de poliéster verde de 12,5 mm con extremo suelto",
    description:
      "Zuncho de poliéster (PET) gofrado para cargas medias que requieren mantener la tensión durante el transporte. Es más resistente y estable que el polipropileno y mucho más seguro de manipular que el zuncho de acero.",
    categoryId: 23,
    specs: {
      Material: "Poliéster (PET) extruido",
      Ancho: "12,5 mm",
      Espesor: "0,60 mm",
      "Resistencia a la rotura": "3 100 N",
      "Elongación a la rotura": "11 %",
      "Longitud por bobina": "2 500 m",
      Núcleo: "406 mm de diámetro interior",
    },
    information:
      "El zuncho PET conserva la tensión aplicada mucho mejor que el polipropileno, por lo que la carga no se suelta aunque se asiente. Se sella por fricción con herramientas a batería o neumáticas, o con sellos metálicos y selladora manual.",
  }),
  define({
    slug: "zuncho-pet-16-x-0-80-verde",
    name: "Zuncho de poliéster 16 × 0,80 mm verde",
    subtitle: "El zuncho PET estándar para pallets, madera y ladrillos",
    alt: "Bobina de zuncho de poliéster verde gofrado de 16 mm sobre núcleo de cartón",
    description:
      "Zuncho de poliéster de 16 mm, el formato de referencia para reemplazar al zuncho de acero en pallets de ladrillos, cerámicos, madera aserrada y bebidas. Ofrece alta resistencia, recuperación elástica ante impactos y no se oxida ni mancha la carga.",
    categoryId: 23,
    specs: {
      Material: "Poliéster (PET) extruido",
      Ancho: "16 mm",
      Espesor: "0,80 mm",
      "Resistencia a la rotura": "5 000 N",
      "Elongación a la rotura": "12 %",
      "Longitud por bobina": "1 200 m",
      Núcleo: "406 mm de diámetro interior",
      Color: "Verde",
    },
    information: [
      "Reemplazo seguro del zuncho de acero: no tiene bordes cortantes y no se oxida.",
      "Mantiene la tensión ante el asentamiento de la carga.",
      "Compatible con zunchadoras a batería y neumáticas de 13 a 19 mm.",
      "Alternativa de menor peso para reducir el costo del flete.",
    ],
    datasheet: "Zuncho PET 16 mm",
    videos: ["P3tNw8hYcQe"],
  }),
  define({
    slug: "zuncho-pet-19-x-1-00-verde-translucido",
    name: "Zuncho de poliéster 19 × 1,00 mm verde translúcido",
    subtitle: "Zuncho PET de alta resistencia para cargas pesadas",
    alt: "Paquete de madera aserrada asegurado con zunchos de poliéster verde de 19 mm",
    description:
      "Zuncho de poliéster de 19 mm para paquetes de madera, bobinas de papel y cargas industriales pesadas. Su acabado translúcido permite revisar la carga bajo el zuncho y su gofrado profundo asegura uniones por fricción de alta eficiencia.",
    categoryId: 23,
    specs: {
      Material: "Poliéster (PET) extruido",
      Ancho: "19 mm",
      Espesor: "1,00 mm",
      "Resistencia a la rotura": "7 200 N",
      "Elongación a la rotura": "12 %",
      "Longitud por bobina": "800 m",
      Núcleo: "406 mm de diámetro interior",
      Color: "Verde translúcido",
    },
    information:
      "Indicado para el sector forestal y maderero, donde la carga trabaja y se asienta durante el secado y el transporte. La unión soldada por fricción alcanza alrededor del 80 % de la resistencia del zuncho.",
    datasheet: "Zuncho PET 19 mm",
  }),
  define({
    slug: "zuncho-pet-25-x-1-27-verde",
    name: "Zuncho de poliéster 25 × 1,27 mm verde",
    subtitle: "Zuncho PET para bobinas, fardos de metal y minería",
    alt: "Atado de tubos de acero asegurado con zunchos de poliéster verde de 25 mm",
    description:
      "Zuncho de poliéster de gran sección para atados de tubos, perfiles, fardos de chatarra y cargas de minería. Permite reemplazar el zuncho de acero de 19 mm con menor peso y sin riesgo de cortes para el personal.",
    categoryId: 23,
    specs: {
      Material: "Poliéster (PET) de alta tenacidad",
      Ancho: "25 mm",
      Espesor: "1,27 mm",
      "Resistencia a la rotura": "11 500 N",
      "Elongación a la rotura": "13 %",
      "Longitud por bobina": "400 m",
      Núcleo: "406 mm de diámetro interior",
    },
    information: [
      "Sección de 25 mm para cargas industriales de gran peso.",
      "Cierre con sellos metálicos de 25 mm o herramienta neumática de fricción.",
      "Resistente a la humedad y a la radiación UV.",
    ],
    datasheet: "Zuncho PET 25 mm",
  }),

  // ---- Steel (24) -------------------------------------------------------------------------------
  define({
    slug: "zuncho-acero-13-x-0-50-pavonado",
    name: "Zuncho de acero pavonado 13 × 0,50 mm",
    subtitle: "Fleje de acero para cajas de madera y cargas livianas",
    alt: "Bobina de zuncho de acero pavonado de 13 mm con extremo suelto",
    description:
      "Zuncho de acero laminado en frío, pavonado y encerado, para cajas de madera, jabas y cargas livianas que requieren una unión rígida. El acabado encerado facilita el deslizamiento del fleje sobre la carga al tensar.",
    categoryId: 24,
    specs: {
      Material: "Acero laminado en frío",
      Acabado: "Pavonado y encerado",
      Ancho: "13 mm",
      Espesor: "0,50 mm",
      "Resistencia a la rotura": "5 500 N",
      "Peso por bobina": "45 kg aprox.",
      Bobinado: "Oscilado",
    },
    information:
      "El zuncho de acero es la solución tradicional para cargas rígidas y con aristas vivas. Se cierra con sellos abiertos o cerrados de 13 mm y selladora de muescas.",
  }),
  define({
    slug: "zuncho-acero-16-x-0-50-pavonado",
    name: "Zuncho de acero pavonado 16 × 0,50 mm",
    subtitle: "Fleje de acero de uso general",
    alt: "Bobina de zuncho de acero pavonado de 16 mm",
    description:
      "Zuncho de acero pavonado y encerado de 16 mm para pallets de productos metálicos, cajas industriales y cargas de construcción. Es compatible con tensores de palanca, selladoras manuales y herramientas neumáticas.",
    categoryId: 24,
    specs: {
      Material: "Acero laminado en frío",
      Acabado: "Pavonado y encerado",
      Ancho: "16 mm",
      Espesor: "0,50 mm",
      "Resistencia a la rotura": "7 000 N",
      "Peso por bobina": "45 kg aprox.",
      Bobinado: "Oscilado",
    },
    information: [
      "Bobinado oscilado para mayor longitud por bobina y menos cambios.",
      "Acabado encerado que reduce la fricción al tensar.",
      "Cantos redondeados para una manipulación más segura.",
    ],
    datasheet: "Zuncho de acero 16 mm",
  }),
  define({
    slug: "zuncho-acero-19-x-0-80-alta-resistencia",
    name: "Zuncho de acero de alta resistencia 19 × 0,80 mm",
    subtitle: "Fleje de acero templado para siderurgia y minería",
    alt: "Atado de tubos de acero asegurado con zunchos de acero pavonado de 19 mm",
    description:
      "Zuncho de acero de alta resistencia con tratamiento térmico, pensado para bobinas de acero, atados de barras de construcción, cátodos de cobre y cargas de minería. Su alta elongación le permite absorber impactos sin romperse.",
    categoryId: 24,
    specs: {
      Material: "Acero de alta resistencia con tratamiento térmico",
      Acabado: "Pavonado y encerado",
      Ancho: "19 mm",
      Espesor: "0,80 mm",
      "Resistencia a la rotura": "13 500 N",
      Elongación: "6 % mínimo",
      "Peso por bobina": "50 kg aprox.",
    },
    information:
      "Recomendado para la industria siderúrgica y minera, donde la carga tiene aristas vivas, alta temperatura residual o un peso muy elevado. Se cierra con sellos cerrados de 19 mm y doble juego de muescas.",
    datasheet: "Zuncho de acero 19 mm",
  }),
  define({
    slug: "zuncho-acero-32-x-0-80-galvanizado",
    name: "Zuncho de acero galvanizado 32 × 0,80 mm",
    subtitle: "Fleje ancho para bobinas y cargas a la intemperie",
    alt: "Bobina de zuncho de acero galvanizado de 32 mm",
    description:
      "Zuncho de acero galvanizado de 32 mm para bobinas de acero, planchas y cargas que permanecen a la intemperie o en ambientes marinos. El recubrimiento de zinc protege el fleje de la corrosión durante el almacenamiento en puerto.",
    categoryId: 24,
    specs: {
      Material: "Acero laminado en frío",
      Acabado: "Galvanizado",
      Ancho: "32 mm",
      Espesor: "0,80 mm",
      "Resistencia a la rotura": "22 000 N",
      "Peso por bobina": "50 kg aprox.",
      Bobinado: "En espiral (tipo panqueque)",
    },
    information: [
      "Protección anticorrosiva para almacenamiento prolongado en puerto.",
      "Cierre con sellos de 32 mm y selladora neumática o manual de doble muesca.",
      "Recomendado junto con esquineros para proteger los cantos de la carga.",
    ],
  }),

  // ---- Textile (25) -----------------------------------------------------------------------------
  define({
    slug: "zuncho-textil-compuesto-19-mm",
    name: "Zuncho textil compuesto 19 mm",
    subtitle: "Fleje de poliéster recubierto para cierre con hebilla",
    alt: "Bobina de zuncho textil blanco de 19 mm junto a una hebilla metálica",
    description:
      "Zuncho de fibras de poliéster recubiertas de polímero, que se cierra con hebilla de alambre sin necesidad de herramientas de sellado. Es ideal para despachos en campo, contenedores y cargas que se rearman en destino.",
    categoryId: 25,
    specs: {
      Material: "Fibra de poliéster recubierta",
      Ancho: "19 mm",
      "Resistencia del sistema con hebilla": "4 500 N",
      "Longitud por bobina": "600 m",
      Núcleo: "76 mm, en caja dispensadora",
      "Cierre recomendado": "Hebilla fosfatada de 19 mm",
    },
    information:
      "El zuncho textil es flexible, liviano y no daña la carga. Se tensa con tensor manual de trinquete y se cierra con hebilla, lo que permite aplicarlo donde no hay energía eléctrica ni aire comprimido.",
    datasheet: "Zuncho textil 19 mm",
  }),
  define({
    slug: "zuncho-textil-tejido-32-mm",
    name: "Zuncho textil tejido 32 mm",
    subtitle: "Fleje tejido de alta resistencia para contenedores",
    alt: "Zuncho textil tejido de 32 mm asegurando una carga con hebillas",
    description:
      "Zuncho de poliéster tejido de alta resistencia para la estiba de cargas dentro de contenedores y camiones. Absorbe impactos y vibraciones del transporte marítimo y terrestre sin perder la tensión.",
    categoryId: 25,
    specs: {
      Material: "Poliéster tejido",
      Ancho: "32 mm",
      "Resistencia del sistema con hebilla": "10 000 N",
      "Longitud por bobina": "200 m",
      "Cierre recomendado": "Hebilla galvanizada de 32 mm",
    },
    information: [
      "Para estiba y trinca de cargas en contenedores.",
      "Reutilizable en aplicaciones de carga y descarga repetidas.",
      "No se oxida ni marca superficies pintadas.",
    ],
  }),
];
