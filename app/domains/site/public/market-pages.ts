// Copy of the /mercados overview and of the ten market pages (SPEC section 2, "Company and market pages").
import { COMPANY } from "~/platform/content/company";
import { MARKET_MENU_LABELS } from "~/platform/content/market-labels";
import type { MarketSlug } from "~/platform/lib/site-paths";
import type { BulletSection, HeroCopy, ImageRef, PageMeta, Section } from "~/platform/content/types";

/** URL slug of a market page; also the route path without the leading slash. */
export type { MarketSlug };

/** Everything a market page shows, from the menu entry to the closing call to action. */
export interface Market {
  slug: MarketSlug;
  /** Label in the main menu and the footer. */
  menuLabel: string;
  /** Label in the home page's industry dropdown, spelled as in the SPEC. */
  dropdownLabel: string;
  meta: PageMeta;
  hero: HeroCopy;
  intro: Section;
  uses: BulletSection;
  advantages: BulletSection;
  /** Three images of packaging scenes in the industry. */
  strip: ImageRef[];
  image: ImageRef;
  cta: { title: string; text: string };
}

/** The /mercados page: overview text and the four featured markets. */
export interface MarketsOverview {
  meta: PageMeta;
  hero: HeroCopy;
  intro: Section;
  featured: {
    slug: Extract<MarketSlug, "mineria" | "forestal" | "agricola" | "siderurgica">;
    title: string;
    text: string;
  }[];
}

const HERO_LABEL = "Mercados";

/** The three strip images of a market, numbered 1 to 3 in the order of their alternative texts. */
function strip(slug: MarketSlug, alts: [string, string, string]): ImageRef[] {
  return alts.map((alt, index) => ({ src: `/art/markets/${slug}-${index + 1}.svg`, alt }));
}

/** The main image of a market page. */
function image(slug: MarketSlug, alt: string): ImageRef {
  return { src: `/art/markets/${slug}.svg`, alt };
}

/** The ten market pages, in the order of the SPEC's industry dropdown. */
export const MARKETS: Market[] = [
  {
    slug: "mineria",
    menuLabel: MARKET_MENU_LABELS["mineria"],
    dropdownLabel: "Minería",
    meta: {
      title: "Embalaje para la industria minera | Kordex Perú",
      description:
        "Zunchos de acero y PET, herramientas y film stretch para asegurar cátodos, sacos de concentrado, repuestos y cilindros en operaciones mineras del Perú.",
    },
    hero: {
      label: HERO_LABEL,
      title: "Embalaje para minería",
      description:
        "Zunchado y envoltura para cargas pesadas que recorren largas distancias: de la mina a la refinería, al almacén o al puerto.",
    },
    intro: {
      title: "Cargas pesadas, rutas exigentes",
      paragraphs: [
        "La minería peruana mueve cargas que combinan peso, volumen y trayectos largos: cátodos de cobre, lingotes de zinc, sacos y maxisacos de concentrado, bolas de molienda, cilindros de reactivos y repuestos críticos para planta y mina. Cada carga sube por carreteras de altura, pasa del camión al tren o al contenedor y debe llegar completa.",
        "Kordex ofrece zunchos de acero y de PET, herramientas de zunchado a batería, neumáticas y manuales, y film stretch para unitizar parihuelas. Le ayudamos a elegir el ancho, la resistencia y el sistema de cierre adecuados para cada carga, y damos soporte técnico a las herramientas en su operación.",
      ],
    },
    uses: {
      title: "Aplicaciones en minería",
      intro: "Cargas que el sector asegura a diario con nuestras soluciones:",
      items: [
        "Atado de paquetes de cátodos de cobre y lingotes de zinc con zuncho de acero o PET.",
        "Unitizado de sacos y maxisacos de concentrado sobre parihuelas para su traslado al almacén y al puerto.",
        "Fijación de cilindros y bidones de reactivos para el transporte por carretera.",
        "Envoltura con film stretch de repuestos, filtros y consumibles con destino a los almacenes de mina.",
        "Aseguramiento de bolas de molienda, planchas de desgaste y piezas de gran peso en cajas o jabas de madera.",
      ],
    },
    advantages: {
      title: "Ventajas para su operación",
      items: [
        "Zunchos de alta resistencia a la rotura que mantienen la carga sujeta pese a las vibraciones y frenadas de las rutas de altura.",
        "El zuncho PET no se oxida ni deja bordes cortantes al retirarlo, lo que hace más seguro el desembalaje.",
        "Herramientas a batería que trabajan sin aire comprimido ni cables en almacenes y patios alejados.",
        "Cargas compactas que se manipulan con montacargas o grúa sin desarmarse.",
        "Servicio técnico y repuestos para sus herramientas, con visitas a operaciones en todo el Perú.",
      ],
    },
    strip: strip("mineria", [
      "Paquetes de cátodos de cobre atados con zuncho de acero, listos para el embarque",
      "Parihuela con sacos de concentrado unitizada con film stretch en un almacén minero",
      "Cilindros de reactivos asegurados con zuncho PET sobre la plataforma de un camión",
    ]),
    image: image("mineria", "Carga minera asegurada con zunchos y film stretch en un patio de despacho"),
    cta: {
      title: "¿Qué carga minera necesita asegurar?",
      text: "Cuéntenos qué transporta, cómo se manipula y por qué ruta viaja. Le proponemos el zuncho, la herramienta o el film adecuados y, si hace falta, coordinamos una visita técnica a su operación.",
    },
  },
  {
    slug: "forestal",
    menuLabel: MARKET_MENU_LABELS["forestal"],
    dropdownLabel: "Forestal",
    meta: {
      title: "Embalaje para la industria forestal | Kordex Perú",
      description:
        "Zunchos PET y de acero, herramientas y film stretch para atar paquetes de madera aserrada, tableros y molduras, y despacharlos sin que se desarmen.",
    },
    hero: {
      label: HERO_LABEL,
      title: "Embalaje para la industria forestal",
      description:
        "Zunchado firme para paquetes de madera aserrada, tableros y productos de carpintería, desde el aserradero hasta el cliente final.",
    },
    intro: {
      title: "Paquetes de madera que llegan en escuadra",
      paragraphs: [
        "Aserraderos, plantas de tableros y fabricantes de molduras o pisos de madera necesitan paquetes compactos que no se desarmen al cargarse con montacargas ni al viajar en camión o contenedor. Además, la madera cambia de volumen con la humedad, por lo que el zuncho debe conservar la tensión con el paso de los días.",
        "Para estas cargas, Kordex propone zuncho PET, que acompaña la contracción de la madera sin perder sujeción; zuncho de acero para paquetes de gran peso; herramientas de zunchado adecuadas al volumen de su línea, y film stretch para proteger los productos terminados del polvo y la lluvia.",
      ],
    },
    uses: {
      title: "Aplicaciones en la industria forestal",
      items: [
        "Atado de paquetes de madera aserrada, verde o seca.",
        "Zunchado de tableros contrachapados, MDF y aglomerados sobre parihuelas.",
        "Unitizado de molduras, pisos y tablillas de madera para la venta minorista.",
        "Fijación de postes y vigas para el transporte por carretera.",
        "Envoltura con film stretch de puertas, muebles y otros productos terminados.",
      ],
    },
    advantages: {
      title: "Ventajas para su aserradero o planta",
      items: [
        "El zuncho PET conserva la tensión cuando la madera se seca y se contrae.",
        "Paquetes en escuadra, más fáciles de apilar en el almacén y en el contenedor.",
        "Zunchadoras a batería para trabajar en patios de aserradero sin instalaciones de aire comprimido.",
        "El zuncho PET no se oxida ni mancha la madera, algo que sí ocurre con el acero expuesto a la humedad.",
        "Asesoría para definir el número de zunchos y su posición según el largo de cada paquete.",
      ],
    },
    strip: strip("forestal", [
      "Paquetes de madera aserrada atados con zuncho PET en el patio de un aserradero",
      "Pila de tableros de madera zunchados sobre una parihuela",
      "Operario tensando un zuncho con una herramienta a batería sobre un paquete de tablas",
    ]),
    image: image("forestal", "Paquetes de madera aserrada zunchados y listos para el despacho"),
    cta: {
      title: "¿Despacha madera aserrada o tableros?",
      text: "Indíquenos las medidas de sus paquetes y cuántos zuncha al día. Le recomendamos el zuncho y la herramienta que mejor se ajustan a su línea.",
    },
  },
  {
    slug: "agricola",
    menuLabel: MARKET_MENU_LABELS["agricola"],
    dropdownLabel: "Agrícola",
    meta: {
      title: "Embalaje para la agroexportación | Kordex Perú",
      description:
        "Zuncho PP, herramientas y film stretch para paletizar cajas de arándano, palta, uva o espárrago, y sacos de café, cacao y granos con destino a exportación.",
    },
    hero: {
      label: HERO_LABEL,
      title: "Embalaje para el sector agrícola",
      description:
        "Parihuelas estables para fruta y hortalizas de exportación, y cargas de sacos bien sujetas desde la planta de empaque hasta el puerto.",
    },
    intro: {
      title: "De la planta de empaque al contenedor refrigerado",
      paragraphs: [
        "La agroexportación peruana despacha cada temporada grandes volúmenes de arándanos, paltas, uvas, mandarinas, mangos y espárragos. Las cajas se paletizan en la planta de empaque, pasan por cámaras de frío y viajan durante semanas en contenedores refrigerados; la parihuela debe mantenerse firme pese a la humedad y la condensación.",
        "Kordex suministra zuncho de polipropileno (PP) para el paletizado de cajas, herramientas y zunchadoras para los picos de cosecha, y film stretch para unitizar sacos de café, cacao, quinua o fertilizantes. Le ayudamos a definir una configuración que se ajuste a su operación de packing y a lo que exige su cliente en destino.",
      ],
    },
    uses: {
      title: "Aplicaciones en el sector agrícola",
      items: [
        "Zunchado de parihuelas de cajas de fruta fresca para exportación.",
        "Paletizado de cajas de hortalizas y espárragos para el transporte refrigerado.",
        "Unitizado con film stretch de sacos de café, cacao, quinua y otros granos.",
        "Envoltura de parihuelas de fertilizantes e insumos agrícolas en el almacén.",
        "Atado de jabas cosecheras apiladas para su traslado entre el campo y la planta.",
      ],
    },
    advantages: {
      title: "Ventajas para su planta de empaque",
      items: [
        "El zuncho PP no absorbe humedad y se comporta bien en cámaras de frío y contenedores refrigerados.",
        "Parihuelas que conservan su forma durante todo el viaje.",
        "Equipos de zunchado que siguen el ritmo de la línea de empaque en plena temporada.",
        "Film stretch que protege los sacos del polvo y la humedad en el almacén.",
        "Soporte técnico y repuestos para mantener sus equipos operativos durante la campaña.",
      ],
    },
    strip: strip("agricola", [
      "Parihuela de cajas de arándanos zunchada con zuncho PP en una planta de empaque",
      "Sacos de café apilados sobre una parihuela y envueltos con film stretch",
      "Parihuelas de paltas listas para cargarse en un contenedor refrigerado",
    ]),
    image: image("agricola", "Cajas de fruta de exportación paletizadas y zunchadas"),
    cta: {
      title: "¿Se prepara para la próxima campaña?",
      text: "Planifiquemos con tiempo el zuncho, el film y los equipos que su planta de empaque necesitará en la temporada alta. Cuéntenos sus volúmenes y le enviamos una propuesta.",
    },
  },
  {
    slug: "siderurgica",
    menuLabel: MARKET_MENU_LABELS["siderurgica"],
    dropdownLabel: "Siderúrgica",
    meta: {
      title: "Embalaje para la industria siderúrgica | Kordex Perú",
      description:
        "Zunchos de acero y PET de alta resistencia y herramientas neumáticas o a batería para atar bobinas, barras, perfiles, tubos y alambrón en planta.",
    },
    hero: {
      label: HERO_LABEL,
      title: "Embalaje para la industria siderúrgica",
      description:
        "Zunchos de alta resistencia y herramientas robustas para atar bobinas, barras y perfiles de varias toneladas.",
    },
    intro: {
      title: "Cargas de acero que exigen el máximo",
      paragraphs: [
        "Acerías, laminadoras, centros de servicio y distribuidores de acero manipulan bobinas, barras corrugadas, alambrón, perfiles, tubos y planchas. Son cargas muy pesadas, con bordes y superficies que pueden dañar el zuncho, y que se levantan con grúa o montacargas varias veces antes de llegar a la obra o a la planta del cliente.",
        "Kordex ofrece zuncho de acero para los atados más exigentes y zuncho PET de alta resistencia como alternativa más liviana y segura en muchas aplicaciones. Los complementamos con herramientas neumáticas y a batería de uso intensivo, y con asesoría para definir el ancho, el espesor y el tipo de sellado de cada atado.",
      ],
    },
    uses: {
      title: "Aplicaciones en la industria siderúrgica",
      items: [
        "Zunchado radial y circunferencial de bobinas de acero laminado.",
        "Atado de barras corrugadas y alambrón en paquetes para obra o almacén.",
        "Fijación de paquetes de perfiles, ángulos y tubos.",
        "Aseguramiento de planchas y flejes cortados sobre parihuelas o patines de madera.",
        "Sujeción de piezas fundidas y forjadas para su transporte.",
      ],
    },
    advantages: {
      title: "Ventajas para su planta",
      items: [
        "Alta resistencia a la rotura para atados de gran peso.",
        "El zuncho PET tiene memoria elástica: absorbe los impactos y ayuda a mantener firme el atado durante el transporte.",
        "Herramientas neumáticas y a batería pensadas para jornadas continuas.",
        "Menor riesgo de cortes al retirar el zuncho PET que al cortar un zuncho de acero tensado.",
        "Asesoría para definir el ancho, el espesor y el sellado según el peso de cada atado.",
      ],
    },
    strip: strip("siderurgica", [
      "Bobinas de acero laminado aseguradas con zuncho pasado a través del ojo",
      "Paquetes de barras corrugadas atados con zuncho de acero en un almacén",
      "Perfiles metálicos zunchados y apilados, listos para el despacho",
    ]),
    image: image("siderurgica", "Bobinas y barras de acero zunchadas en el patio de una planta siderúrgica"),
    cta: {
      title: "¿Cuánto pesan sus atados?",
      text: "Con el peso, las dimensiones y la forma de manipulación de su carga, le recomendamos el zuncho, el sellado y la herramienta adecuados. Consúltenos también por una prueba en su planta.",
    },
  },
  {
    slug: "construccion",
    menuLabel: MARKET_MENU_LABELS["construccion"],
    dropdownLabel: "CONSTRUCCIÓN",
    meta: {
      title: "Embalaje para materiales de construcción | Kordex Perú",
      description:
        "Zunchos, envolvedoras y film stretch para paletizar ladrillos, bloques de concreto, sacos de cemento, fierro de construcción y tuberías con seguridad.",
    },
    hero: {
      label: HERO_LABEL,
      title: "Embalaje para materiales de construcción",
      description:
        "Parihuelas compactas de ladrillos, bloques y sacos que resisten la carga, la descarga y el almacenamiento en obra.",
    },
    intro: {
      title: "Materiales pesados que llegan enteros a obra",
      paragraphs: [
        "Fabricantes y distribuidores de materiales de construcción despachan ladrillos, bloques de concreto, adoquines, sacos de cemento y mortero, fierro corrugado, tuberías y perfiles. Son cargas pesadas, a menudo abrasivas, que se descargan en obras sin muelle y suelen quedar a la intemperie durante días.",
        "Con zuncho PET o de acero, herramientas de zunchado y envolvedoras con film stretch, Kordex le ayuda a formar parihuelas compactas que no se desarman en la descarga y que protegen los sacos de la humedad. Le asesoramos para encontrar el equilibrio entre la seguridad de la carga y el consumo de material.",
      ],
    },
    uses: {
      title: "Aplicaciones en construcción",
      items: [
        "Zunchado de paquetes de ladrillos y bloques de concreto, con o sin parihuela.",
        "Envoltura con film stretch de parihuelas de sacos de cemento, mortero y pegamento.",
        "Atado de fierro corrugado, tubos y perfiles para obra.",
        "Unitizado de adoquines, tejas y piezas prefabricadas.",
        "Protección de tuberías, accesorios y materiales de acabado en el almacén.",
      ],
    },
    advantages: {
      title: "Ventajas para sus despachos",
      items: [
        "Parihuelas que no se desarman al descargarse en obra con montacargas o grúa.",
        "El film stretch protege los sacos del polvo y la lluvia mientras esperan en obra.",
        "Menos ladrillos y bloques rotos durante el transporte.",
        "Envolvedoras que uniforman la envoltura y reducen el consumo de film frente al envuelto manual.",
        "Zuncho PET que no se oxida a la intemperie.",
      ],
    },
    strip: strip("construccion", [
      "Paquetes de ladrillos zunchados con zuncho PET en una planta ladrillera",
      "Parihuelas de sacos de cemento envueltas con film stretch en un almacén",
      "Atados de fierro corrugado asegurados con zuncho de acero en un depósito",
    ]),
    image: image(
      "construccion",
      "Materiales de construcción paletizados y zunchados para su entrega en obra",
    ),
    cta: {
      title: "¿Sus parihuelas llegan completas a la obra?",
      text: "Revisemos juntos cómo embala hoy sus ladrillos, bloques o sacos. Le proponemos una solución de zunchado o de envoltura ajustada a su volumen de despacho.",
    },
  },
  {
    slug: "ceramica",
    menuLabel: MARKET_MENU_LABELS["ceramica"],
    dropdownLabel: "CERAMICA",
    meta: {
      title: "Embalaje para la industria cerámica | Kordex Perú",
      description:
        "Zunchos, envolvedoras, film stretch y airpads para paletizar cajas de porcelanato, cerámicos de piso y pared, y sanitarios, con menos roturas en tránsito.",
    },
    hero: {
      label: HERO_LABEL,
      title: "Embalaje para la industria cerámica",
      description:
        "Una carga pesada y frágil a la vez: cajas de revestimientos y piezas sanitarias que necesitan viajar firmes y sin golpes.",
    },
    intro: {
      title: "Peso y fragilidad en la misma parihuela",
      paragraphs: [
        "Los fabricantes y distribuidores de cerámica manejan cajas de pisos, revestimientos y porcelanato, además de inodoros, lavatorios y otras piezas sanitarias. Es una carga densa y frágil: basta un pequeño desplazamiento dentro de la parihuela para desportillar piezas y generar reclamos.",
        "Kordex propone zunchos PP y PET para fijar las cajas a la parihuela, envolvedoras que aplican el film con tensión constante y film stretch de alto rendimiento que mantiene la carga compacta. Para piezas sanitarias y accesorios despachados en caja, nuestros airpads llenan los espacios vacíos y amortiguan los golpes.",
      ],
    },
    uses: {
      title: "Aplicaciones en la industria cerámica",
      items: [
        "Zunchado de cajas de pisos y revestimientos sobre parihuela.",
        "Envoltura con film stretch de parihuelas de porcelanato para el almacén y el despacho.",
        "Fijación de inodoros y lavatorios embalados para su distribución.",
        "Relleno con airpads de cajas con piezas sanitarias, griferías y accesorios.",
        "Unitizado de parihuelas mixtas para tiendas y distribuidores.",
      ],
    },
    advantages: {
      title: "Ventajas para sus despachos",
      items: [
        "Parihuelas estables que no se desplazan dentro del camión.",
        "Tensión de envoltura regulable en las envolvedoras, para sujetar sin deformar las cajas de las esquinas.",
        "Menos piezas desportilladas y menos devoluciones.",
        "Airpads livianos que protegen sin añadir peso al envío.",
        "Zuncho PP o PET según el peso de cada parihuela.",
      ],
    },
    strip: strip("ceramica", [
      "Parihuela de cajas de porcelanato envuelta con film stretch",
      "Cajas de cerámicos de piso zunchadas sobre una parihuela en un almacén",
      "Inodoros embalados y apilados, asegurados para su distribución",
    ]),
    image: image("ceramica", "Parihuelas de productos cerámicos listas para el despacho"),
    cta: {
      title: "¿Tiene roturas en sus despachos de cerámica?",
      text: "Cuéntenos cómo paletiza hoy y en qué punto aparecen los daños. Le proponemos ajustes en el zunchado, la envoltura o el relleno de sus cajas.",
    },
  },
  {
    slug: "envases",
    menuLabel: MARKET_MENU_LABELS["envases"],
    dropdownLabel: "ENVASES",
    meta: {
      title: "Embalaje para fabricantes de envases | Kordex Perú",
      description:
        "Envolvedoras, film stretch y zunchos para paletizar botellas, preformas, latas, tapas y envases vacíos que deben viajar limpios, estables y sin deformarse.",
    },
    hero: {
      label: HERO_LABEL,
      title: "Embalaje para la industria de envases",
      description:
        "Parihuelas livianas y voluminosas que necesitan estabilidad sin que el producto se deforme.",
    },
    intro: {
      title: "Envases vacíos: mucho volumen, poco peso",
      paragraphs: [
        "Los fabricantes de envases despachan botellas PET y de vidrio, preformas, latas, tapas, frascos y envases de cartón a plantas de bebidas, alimentos, cosmética y limpieza. Son parihuelas altas y livianas, con capas separadas por láminas, que deben llegar limpias y sin envases deformados a la línea de llenado del cliente.",
        "Kordex ofrece envolvedoras automáticas y de pilar, film stretch de máquina con preestirado y zuncho PP para fijar capas y marcos superiores. La tensión de envoltura se regula para sujetar la carga sin aplastar el producto, y el film protege los envases del polvo durante el almacenamiento.",
      ],
    },
    uses: {
      title: "Aplicaciones en la industria de envases",
      items: [
        "Envoltura de parihuelas de botellas PET y de vidrio vacías.",
        "Paletizado de cajas y octabines de preformas.",
        "Unitizado de latas, tapas y frascos sobre parihuelas con separadores.",
        "Zunchado de parihuelas de envases con capas y marco superior.",
        "Protección contra el polvo de los envases que esperan en el almacén antes del llenado.",
      ],
    },
    advantages: {
      title: "Ventajas para su línea",
      items: [
        "Tensión de envoltura regulable para no deformar envases livianos.",
        "Film con preestirado que reduce el consumo de material por parihuela.",
        "Parihuelas altas que se mantienen estables en el transporte y el almacenamiento.",
        "Producto protegido del polvo y la humedad hasta la línea de llenado.",
        "Envolvedoras automáticas que se integran a líneas de producción continua.",
      ],
    },
    strip: strip("envases", [
      "Parihuela de botellas PET vacías envuelta con film stretch",
      "Cajas de preformas paletizadas y zunchadas en un almacén",
      "Envolvedora automática envolviendo una parihuela de latas",
    ]),
    image: image("envases", "Parihuelas de envases vacíos envueltas y listas para el despacho"),
    cta: {
      title: "¿Necesita envolver parihuelas livianas sin dañarlas?",
      text: "Indíquenos el tipo de envase, la altura de sus parihuelas y su producción diaria. Le recomendamos la envolvedora y el film que mejor se ajustan a su línea.",
    },
  },
  {
    slug: "fibras-textiles",
    menuLabel: MARKET_MENU_LABELS["fibras-textiles"],
    dropdownLabel: "FIBRAS Y TEXTILES",
    meta: {
      title: "Embalaje para fibras y textiles | Kordex Perú",
      description:
        "Zunchos PET y de acero y herramientas para atar fardos de algodón, alpaca y fibra sintética, además de film stretch para conos de hilado y rollos de tela.",
    },
    hero: {
      label: HERO_LABEL,
      title: "Embalaje para fibras y textiles",
      description:
        "Fardos prensados que conservan su forma y productos textiles que llegan limpios al cliente.",
    },
    intro: {
      title: "De la fibra prensada al rollo de tela",
      paragraphs: [
        "La industria textil peruana trabaja con algodón, fibra de alpaca y fibras sintéticas que se prensan en fardos de alta densidad. Al salir de la prensa, el fardo tiende a expandirse, y el zuncho debe resistir esa presión de forma constante. Más adelante en la cadena, los conos de hilado, los rollos de tela y las prendas deben llegar limpios y secos.",
        "Kordex provee zuncho PET y de acero para el atado de fardos en la prensa, herramientas de zunchado adecuadas a su ritmo de producción y film stretch para unitizar conos, rollos y cajas de confecciones. Le ayudamos a elegir la combinación que asegura el fardo sin añadir costos innecesarios.",
      ],
    },
    uses: {
      title: "Aplicaciones en fibras y textiles",
      items: [
        "Atado de fardos de algodón prensado.",
        "Zunchado de fardos de fibra de alpaca y de lana.",
        "Atado de fardos de fibra sintética y de residuos textiles para reciclaje.",
        "Envoltura de parihuelas de conos de hilado.",
        "Protección con film de rollos de tela y de cajas de prendas para exportación.",
      ],
    },
    advantages: {
      title: "Ventajas para su planta",
      items: [
        "El zuncho PET resiste la presión constante del fardo prensado.",
        "Sin óxido que manche la fibra, algo que puede ocurrir con el zuncho de acero en ambientes húmedos.",
        "Fardos compactos que aprovechan mejor el espacio del contenedor.",
        "Film que protege hilados y telas del polvo y la humedad.",
        "Herramientas adecuadas al ritmo de su prensa y a su volumen de producción.",
      ],
    },
    strip: strip("fibras-textiles", [
      "Fardos de algodón prensado atados con zuncho PET",
      "Parihuela de conos de hilado envuelta con film stretch",
      "Rollos de tela protegidos con film, listos para el despacho",
    ]),
    image: image("fibras-textiles", "Fardos de fibra textil zunchados en una planta de prensado"),
    cta: {
      title: "¿Busca un zuncho que resista la presión de sus fardos?",
      text: "Cuéntenos el tipo de fibra, el peso de sus fardos y la prensa que utiliza. Le recomendamos el zuncho y la herramienta adecuados.",
    },
  },
  {
    slug: "papel",
    menuLabel: MARKET_MENU_LABELS["papel"],
    dropdownLabel: "PAPEL",
    meta: {
      title: "Embalaje para la industria del papel | Kordex Perú",
      description:
        "Zunchos, envolvedoras y film stretch para asegurar bobinas de papel, resmas, pliegos de cartón y cajas plegadas en el almacén y durante el transporte.",
    },
    hero: {
      label: HERO_LABEL,
      title: "Embalaje para la industria del papel",
      description: "Bobinas, resmas y cartón que deben llegar secos, limpios y con los bordes intactos.",
    },
    intro: {
      title: "Proteger el papel hasta su uso",
      paragraphs: [
        "Fabricantes de papel y cartón, corrugadoras, imprentas y distribuidores despachan bobinas, resmas, pliegos y cajas plegadas. El papel es sensible a la humedad, al polvo y a los golpes en los bordes: una parihuela que se desplaza o un zuncho que marca el producto se traducen en mermas.",
        "Kordex propone zuncho PP y PET para fijar las cargas a la parihuela, envolvedoras con film stretch para protegerlas de la humedad y el polvo, y herramientas de zunchado para atar paquetes de cartón al final de la línea. Le ayudamos a definir la tensión adecuada para sujetar sin marcar el producto.",
      ],
    },
    uses: {
      title: "Aplicaciones en la industria del papel",
      items: [
        "Zunchado de paquetes de cajas plegadas y de planchas de cartón corrugado.",
        "Envoltura de parihuelas de resmas de papel para oficina e imprenta.",
        "Sujeción de bobinas de papel para su transporte.",
        "Unitizado de pliegos de papel y cartulina para imprentas.",
        "Embalaje de productos de papel tisú y de conversión.",
      ],
    },
    advantages: {
      title: "Ventajas para sus despachos",
      items: [
        "Film stretch que protege el papel de la humedad y el polvo.",
        "Tensión regulable para sujetar sin marcar ni deformar el producto.",
        "Cargas estables que se apilan con seguridad en el almacén.",
        "Herramientas que siguen el ritmo de la línea de corrugado o de conversión.",
        "Zunchos de PP y PET, materiales reciclables y fáciles de separar en destino.",
      ],
    },
    strip: strip("papel", [
      "Bobinas de papel aseguradas para su transporte",
      "Parihuela de resmas de papel envuelta con film stretch",
      "Paquetes de planchas de cartón corrugado zunchados al final de la línea",
    ]),
    image: image("papel", "Bobinas y resmas de papel embaladas en un almacén"),
    cta: {
      title: "¿Necesita proteger su papel de la humedad?",
      text: "Cuéntenos qué productos despacha y en qué condiciones se almacenan. Le recomendamos el zuncho, el film y el equipo adecuados.",
    },
  },
  {
    slug: "vidrio",
    menuLabel: MARKET_MENU_LABELS["vidrio"],
    dropdownLabel: "VIDRIO",
    meta: {
      title: "Embalaje para la industria del vidrio | Kordex Perú",
      description:
        "Zuncho PET, film stretch y airpads para asegurar planchas de vidrio en caballetes, botellas y frascos en parihuela, y piezas de vidrio despachadas en caja.",
    },
    hero: {
      label: HERO_LABEL,
      title: "Embalaje para la industria del vidrio",
      description:
        "Soluciones para una carga que no admite movimientos: planchas, botellas y piezas de vidrio.",
    },
    intro: {
      title: "Sujeción firme para una carga frágil",
      paragraphs: [
        "Fabricantes y procesadores de vidrio despachan planchas en caballetes, vidrio templado y laminado para construcción, y botellas y frascos para la industria de alimentos y bebidas. En todos los casos el riesgo está en el movimiento: la carga debe quedar inmóvil sin que la sujeción genere puntos de presión que rompan la pieza.",
        "Kordex suministra zuncho PET para fijar las planchas a caballetes y parihuelas, film stretch y envolvedoras para unitizar botellas y frascos, y airpads para proteger piezas pequeñas despachadas en caja. Le asesoramos sobre la tensión y los puntos de sujeción adecuados para cada tipo de pieza.",
      ],
    },
    uses: {
      title: "Aplicaciones en la industria del vidrio",
      items: [
        "Fijación de planchas de vidrio a caballetes metálicos o de madera.",
        "Zunchado de paquetes de vidrio templado y laminado para obra.",
        "Envoltura de parihuelas de botellas y frascos de vidrio.",
        "Relleno con airpads de cajas con piezas de vidrio, espejos y vajilla.",
      ],
    },
    advantages: {
      title: "Ventajas para sus despachos",
      items: [
        "El zuncho PET absorbe las vibraciones y mantiene la tensión sin concentrar presión sobre el vidrio.",
        "No se oxida ni mancha las planchas almacenadas.",
        "Parihuelas de botellas estables durante la carga y el transporte.",
        "Airpads que amortiguan los golpes dentro de la caja.",
        "Asesoría para definir la tensión y el número de zunchos según el tipo de pieza.",
      ],
    },
    strip: strip("vidrio", [
      "Planchas de vidrio sujetas con zuncho PET a un caballete de transporte",
      "Parihuela de botellas de vidrio envuelta con film stretch",
      "Caja con piezas de vidrio protegidas con airpads",
    ]),
    image: image("vidrio", "Planchas de vidrio aseguradas en caballetes dentro de un almacén"),
    cta: {
      title: "¿Despacha vidrio y quiere reducir las roturas?",
      text: "Indíquenos el tipo de pieza, cómo se transporta y en qué punto aparecen los daños. Le proponemos una solución de sujeción y protección a la medida de su carga.",
    },
  },
];

/** The /mercados page. The link label "Explore este mercado" is part of the UI, not of this copy. */
export const MARKETS_OVERVIEW: MarketsOverview = {
  meta: {
    title: "Mercados e industrias que atendemos | Kordex Perú",
    description:
      "Soluciones de embalaje para minería, forestal, agrícola, siderurgia, construcción, cerámica, envases, textiles, papel y vidrio, con asesoría en el Perú.",
  },
  hero: {
    label: HERO_LABEL,
    title: "Embalaje pensado para cada industria",
    description:
      "Cada sector mueve cargas distintas. Adaptamos el zuncho, la herramienta, la envolvedora y el film a lo que usted despacha.",
  },
  intro: {
    title: "Conocemos sus cargas",
    paragraphs: [
      `Desde ${COMPANY.foundedYear}, el ${COMPANY.groupName} desarrolla soluciones de embalaje para industrias que mueven cargas pesadas, voluminosas o frágiles. En el Perú aplicamos esa experiencia a los sectores que sostienen la economía del país: de la mina al puerto, del campo al contenedor refrigerado y de la planta a la obra.`,
      "Nuestros asesores visitan su planta, analizan cómo se manipula y se transporta la carga, y recomiendan la combinación de zuncho, herramientas, envolvedora y film que asegura sus despachos con el menor consumo de material posible.",
    ],
  },
  featured: [
    {
      slug: "mineria",
      title: "Minería",
      text: "Zunchos de acero y PET, herramientas y film stretch para cátodos, concentrados, reactivos y repuestos que recorren rutas largas y de altura.",
    },
    {
      slug: "forestal",
      title: "Forestal",
      text: "Zuncho PET que acompaña la contracción de la madera, para que los paquetes de madera aserrada, tableros y molduras lleguen en escuadra.",
    },
    {
      slug: "agricola",
      title: "Agrícola",
      text: "Parihuelas de fruta y hortalizas de exportación firmes desde la planta de empaque hasta el destino, y sacos de café, cacao y granos bien unitizados.",
    },
    {
      slug: "siderurgica",
      title: "Siderúrgica",
      text: "Zunchos de alta resistencia y herramientas de uso intensivo para bobinas, barras, alambrón y perfiles de varias toneladas.",
    },
  ],
};

/** What a market's card in the industries block shows (home and /soluciones). */
export interface IndustryCard {
  slug: MarketSlug;
  menuLabel: string;
  dropdownLabel: string;
  description: string;
  image: ImageRef;
}

/** The industries block's cards, read by loaders so that pages do not carry every market's copy. */
export function industryCards(): IndustryCard[] {
  return MARKETS.map(({ slug, menuLabel, dropdownLabel, hero, image }) => ({
    slug,
    menuLabel,
    dropdownLabel,
    description: hero.description,
    image,
  }));
}

/** The market whose page is at `pathname` (e.g. "/mineria"). */
export function marketAt(pathname: string): Market | undefined {
  return MARKETS.find((market) => market.slug === pathname.replace(/^\/|\/$/g, ""));
}
