// ACCESORIOS DE EMBALAJE: seals and buckles, edge protectors, dispensers.

import type { SeedProduct } from "../types";
import { define } from "./define";

export const ACCESSORY_PRODUCTS: SeedProduct[] = [
  // ---- Sellos y hebillas (35) -------------------------------------------------------------------
  define({
    slug: "sellos-metalicos-abiertos-pet-16-mm",
    code: "SL-PET16",
    unit: "caja",
    name: "Sellos metálicos abiertos para zuncho PET 16 mm",
    subtitle: "Sellos de acero galvanizado para crimpadora o selladora",
    alt: "Montón de sellos metálicos abiertos galvanizados",
    description:
      "Sellos abiertos de acero galvanizado para cerrar zuncho PET y PP de 16 mm con crimpadora o selladora manual. Su diseño abierto permite colocarlos después de pasar el zuncho alrededor de la carga.",
    categoryId: 35,
    specs: {
      Material: "Acero galvanizado",
      "Ancho de zuncho": "16 mm",
      Largo: "35 mm",
      Tipo: "Abierto",
      Presentación: "Caja de 2 000 unidades",
    },
    information: [
      "Recubrimiento galvanizado contra la corrosión.",
      "Compatible con la crimpadora KC-16 y la herramienta combinada KCM-16.",
      "También disponible en 12,5 y 19 mm.",
    ],
    datasheet: "Sellos abiertos 16 mm",
  }),
  define({
    slug: "sellos-cerrados-zuncho-acero-19-mm",
    code: "SL-AC19",
    unit: "caja",
    name: "Sellos cerrados para zuncho de acero 19 mm",
    subtitle: "Sellos tipo manguito para uniones de alta resistencia",
    alt: "Sello metálico con muescas uniendo dos extremos de zuncho de acero",
    description:
      "Sellos cerrados de acero pavonado para zuncho de acero de 19 mm. Se insertan en el zuncho antes de tensar y se cierran con selladora manual o neumática de doble muesca.",
    categoryId: 35,
    specs: {
      Material: "Acero pavonado",
      "Ancho de zuncho": "19 mm",
      Largo: "50 mm",
      Tipo: "Cerrado (manguito)",
      Presentación: "Caja de 1 000 unidades",
    },
    information:
      "La unión con sello cerrado y doble muesca es la más utilizada en cargas siderúrgicas y de minería. Recomendamos usar el largo de sello indicado para cada ancho y espesor de zuncho.",
  }),
  define({
    slug: "hebillas-fosfatadas-zuncho-textil-19-mm",
    code: "HB-19F",
    unit: "caja",
    name: "Hebillas fosfatadas para zuncho textil 19 mm",
    subtitle: "Cierre sin herramientas para zuncho textil compuesto",
    alt: "Montón de hebillas de alambre fosfatado para zuncho textil",
    description:
      "Hebillas de alambre de acero fosfatado para cerrar zuncho textil de 19 mm. El zuncho se pasa por la hebilla, se tensa con tensor manual y queda bloqueado por la propia tensión.",
    categoryId: 35,
    specs: {
      Material: "Alambre de acero fosfatado",
      "Ancho de zuncho": "19 mm",
      "Diámetro de alambre": "4,0 mm",
      Presentación: "Caja de 1 000 unidades",
    },
    information: [
      "Cierre rápido sin herramientas de sellado.",
      "Acabado fosfatado que mejora el agarre del zuncho.",
      "Para uso con zuncho textil compuesto de 19 mm.",
    ],
  }),
  define({
    slug: "hebillas-galvanizadas-zuncho-textil-32-mm",
    code: "HB-32G",
    unit: "caja",
    name: "Hebillas galvanizadas para zuncho textil 32 mm",
    subtitle: "Hebillas de alta resistencia para estiba en contenedores",
    alt: "Hebilla galvanizada sobre zuncho textil blanco de 32 mm",
    description:
      "Hebillas galvanizadas de alambre grueso para zuncho textil tejido de 32 mm, utilizadas en la estiba de cargas en contenedores y camiones. Resisten la humedad del transporte marítimo.",
    categoryId: 35,
    specs: {
      Material: "Alambre de acero galvanizado",
      "Ancho de zuncho": "32 mm",
      "Diámetro de alambre": "6,0 mm",
      Presentación: "Caja de 250 unidades",
    },
    information:
      "Se usan con el zuncho textil tejido de 32 mm para lograr sistemas de alta resistencia. El galvanizado evita la oxidación durante viajes largos en contenedor.",
  }),

  // ---- Esquineros y cantoneras (36) -------------------------------------------------------------
  define({
    slug: "esquinero-carton-50-x-50-x-5",
    code: "ESQ-50",
    unit: "paquete",
    name: "Esquinero de cartón 50 × 50 × 5 mm",
    subtitle: "Protección de cantos y estabilidad para parihuelas",
    alt: "Paquete de esquineros de cartón kraft apilados",
    description:
      "Esquinero de cartón prensado que protege los cantos de la carga de la presión del zuncho y del film, y aporta rigidez vertical a la parihuela. Se corta a la medida de la altura de la carga.",
    categoryId: 36,
    specs: {
      Material: "Cartón kraft prensado",
      Alas: "50 × 50 mm",
      Espesor: "5 mm",
      Largo: "A medida, de 200 a 2 400 mm",
      Presentación: "Paquetes de 100 unidades",
    },
    information: [
      "Evita que el zuncho marque o corte las cajas.",
      "Mejora la resistencia al apilamiento de las parihuelas.",
      "Reciclable junto con el cartón.",
    ],
    datasheet: "Esquinero de cartón 50 mm",
  }),
  define({
    slug: "esquinero-carton-hidrofugo-60-x-60-x-6",
    code: "ESQ-60H",
    unit: "paquete",
    name: "Esquinero de cartón hidrófugo 60 × 60 × 6 mm",
    subtitle: "Esquinero reforzado resistente a la humedad",
    alt: "Parihuela con esquineros de cartón en las aristas asegurada con zunchos",
    description:
      "Esquinero de cartón de mayor sección con tratamiento hidrófugo, recomendado para cargas refrigeradas, fruta de exportación y mercadería que viaja en contenedor. Mantiene su rigidez aun en ambientes húmedos.",
    categoryId: 36,
    specs: {
      Material: "Cartón kraft prensado con tratamiento hidrófugo",
      Alas: "60 × 60 mm",
      Espesor: "6 mm",
      Largo: "A medida, hasta 2 400 mm",
    },
    information:
      "Muy utilizado en la agroexportación peruana: protege los cantos de las cajas de fruta en cámaras de frío y durante el viaje en contenedor refrigerado.",
  }),
  define({
    slug: "cantonera-plastica-zuncho",
    code: "CNT-PL",
    unit: "bolsa",
    name: "Cantonera plástica para zuncho",
    subtitle: "Protector de esquina con canal guía para el zuncho",
    alt: "Cantoneras plásticas grises con canal para el zuncho",
    description:
      "Cantonera de plástico inyectado que protege las esquinas de la carga donde el zuncho ejerce mayor presión. Su canal guía mantiene el zuncho en posición durante el tensado.",
    categoryId: 36,
    specs: {
      Material: "Polipropileno inyectado",
      "Ancho de zuncho": "Hasta 19 mm",
      Medidas: "50 × 50 × 50 mm",
      Color: "Gris",
      Presentación: "Bolsa de 500 unidades",
    },
    information: [
      "Reutilizable y resistente a la humedad.",
      "Canal guía que evita el desplazamiento del zuncho.",
      "Para zuncho PP, PET y textil.",
    ],
  }),

  // ---- Dispensadores (37) -----------------------------------------------------------------------
  define({
    slug: "carro-dispensador-zuncho-plastico",
    code: "CD-PP",
    unit: "unidad",
    name: "Carro dispensador para zuncho plástico",
    subtitle: "Porta bobinas con ruedas y bandeja para herramientas",
    alt: "Carro dispensador con bobina de zuncho negro y bandeja superior",
    description:
      "Carro dispensador para bobinas de zuncho PP y PET con núcleo de 200 o 406 mm. Mantiene la bobina protegida, evita que el zuncho se enrede y lleva sellos y herramientas en su bandeja superior.",
    categoryId: 37,
    specs: {
      "Bobinas compatibles": "PP y PET, núcleo de 200 y 406 mm",
      "Ancho de bobina": "Hasta 190 mm",
      Ruedas: "Dos ruedas de caucho de 250 mm",
      Freno: "Freno de bobina regulable",
      Peso: "18 kg",
    },
    information: [
      "Desplaza la bobina hasta la carga sin esfuerzo.",
      "Freno regulable que evita el desenrollado descontrolado.",
      "Bandeja para herramienta, sellos y cortador.",
    ],
    datasheet: "Carro dispensador para zuncho plástico",
  }),
  define({
    slug: "carro-dispensador-zuncho-acero",
    code: "CD-AC",
    unit: "unidad",
    name: "Carro dispensador para zuncho de acero",
    subtitle: "Dispensador reforzado para bobinas de hasta 60 kg",
    alt: "Carro dispensador reforzado con bobina de zuncho de acero",
    description:
      "Carro dispensador reforzado para bobinas de zuncho de acero con bobinado oscilado o en espiral. Su jaula de protección evita que el fleje se suelte de forma violenta al cortar la bobina.",
    categoryId: 37,
    specs: {
      "Bobinas compatibles": "Acero, oscilado o en espiral",
      "Peso máximo de bobina": "60 kg",
      Ruedas: "Dos ruedas macizas de 250 mm",
      Freno: "Freno de bobina de zapata",
      Peso: "26 kg",
    },
    information:
      "Indispensable para trabajar con zuncho de acero de forma segura: la bobina queda contenida y el fleje sale por una guía, lejos de las manos del operador.",
  }),
  define({
    slug: "dispensador-manual-film-stretch",
    code: "DSP-FS",
    unit: "unidad",
    name: "Dispensador manual de film stretch",
    subtitle: "Mango con freno para envolver parihuelas con tensión pareja",
    alt: "Dispensador manual de film stretch con mango rojo y un rollo colocado",
    description:
      "Dispensador de mango para rollos de film stretch manual de 430 a 500 mm. Su freno regulable permite aplicar una tensión pareja, reduciendo el consumo de film y el esfuerzo del operador.",
    categoryId: 37,
    specs: {
      "Rollos compatibles": "430 a 500 mm, núcleo de 50 y 76 mm",
      Freno: "Regulable por perilla",
      Material: "Acero pintado y empuñadura de caucho",
      Peso: "1,1 kg",
    },
    information: [
      "Evita cortes y quemaduras en las manos del operador.",
      "Tensión de film constante de principio a fin del rollo.",
      "Cambio de rollo en segundos.",
    ],
  }),
];
