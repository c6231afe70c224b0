// What each product of the demo catalogue looks like, in terms the artwork understands: the
// ArtSpec its pictures are drawn from and, where the slug-derived number does not suit, how many.

import type { ArtSpec } from "./product-images";

/** Strap colours used across the catalogue. */
export const STRAP = {
  ppBlack: "#2B2D31",
  ppWhite: "#F2F2EE",
  ppYellow: "#EDB816",
  ppBlue: "#2F6DB5",
  petGreen: "#3E8E41",
  petClear: "#6DB886",
  steelBlue: "#5E7283",
  steelZinc: "#A9B2B9",
  textile: "#F3F2EC",
} as const;

export interface ProductArt {
  art: ArtSpec;
  /** Number of images (2–4); derived from the slug when omitted. */
  images?: number;
}

export const PRODUCT_ART: Record<string, ProductArt> = {
  // ---- strapping ----
  "zuncho-pp-9-x-0-55-blanco": {
    art: {
      kind: "strap",
      look: { material: "pp", color: STRAP.ppWhite, widthMm: 9, load: "cartons", label: "PP 9 × 0,55" },
    },
  },
  "zuncho-pp-12-x-0-60-negro": {
    art: {
      kind: "strap",
      look: { material: "pp", color: STRAP.ppBlack, widthMm: 12, load: "cartons", label: "PP 12 × 0,60" },
    },
  },
  "zuncho-pp-12-x-0-80-maquina-amarillo": {
    art: {
      kind: "strap",
      look: { material: "pp", color: STRAP.ppYellow, widthMm: 12, load: "cartons", label: "PP 12 × 0,80" },
    },
  },
  "zuncho-pp-16-x-0-80-negro": {
    art: {
      kind: "strap",
      look: { material: "pp", color: STRAP.ppBlack, widthMm: 16, load: "cartons", label: "PP 16 × 0,80" },
    },
  },
  "zuncho-pp-19-x-1-00-azul": {
    art: {
      kind: "strap",
      look: { material: "pp", color: STRAP.ppBlue, widthMm: 19, load: "bricks", label: "PP 19 × 1,00" },
    },
  },
  "zuncho-pet-12-5-x-0-60-verde": {
    art: {
      kind: "strap",
      look: {
        material: "pet",
        color: STRAP.petGreen,
        widthMm: 13,
        load: "cartons",
        label: "PET 12,5 × 0,60",
      },
    },
  },
  "zuncho-pet-16-x-0-80-verde": {
    art: {
      kind: "strap",
      look: { material: "pet", color: STRAP.petGreen, widthMm: 16, load: "lumber", label: "PET 16 × 0,80" },
    },
  },
  "zuncho-pet-19-x-1-00-verde-translucido": {
    art: {
      kind: "strap",
      look: { material: "pet", color: STRAP.petClear, widthMm: 19, load: "lumber", label: "PET 19 × 1,00" },
    },
  },
  "zuncho-pet-25-x-1-27-verde": {
    art: {
      kind: "strap",
      look: { material: "pet", color: STRAP.petGreen, widthMm: 25, load: "bars", label: "PET 25 × 1,27" },
    },
  },
  "zuncho-acero-13-x-0-50-pavonado": {
    art: {
      kind: "strap",
      look: {
        material: "steel",
        color: STRAP.steelBlue,
        widthMm: 13,
        load: "lumber",
        label: "ACERO 13 × 0,50",
      },
    },
  },
  "zuncho-acero-16-x-0-50-pavonado": {
    art: {
      kind: "strap",
      look: {
        material: "steel",
        color: STRAP.steelBlue,
        widthMm: 16,
        load: "bars",
        label: "ACERO 16 × 0,50",
      },
    },
  },
  "zuncho-acero-19-x-0-80-alta-resistencia": {
    art: {
      kind: "strap",
      look: {
        material: "steel",
        color: STRAP.steelBlue,
        widthMm: 19,
        load: "bars",
        label: "ACERO 19 × 0,80",
      },
    },
  },
  "zuncho-acero-32-x-0-80-galvanizado": {
    art: {
      kind: "strap",
      look: {
        material: "steel",
        color: STRAP.steelZinc,
        widthMm: 32,
        load: "bars",
        label: "ACERO 32 × 0,80",
      },
    },
  },
  "zuncho-textil-compuesto-19-mm": {
    art: {
      kind: "strap",
      look: { material: "textile", color: STRAP.textile, widthMm: 19, load: "bricks", label: "TEXTIL 19 MM" },
    },
  },
  "zuncho-textil-tejido-32-mm": {
    art: {
      kind: "strap",
      look: {
        material: "textile",
        color: STRAP.textile,
        widthMm: 32,
        load: "cartons",
        label: "TEXTIL 32 MM",
      },
    },
  },
  // ---- tools ----
  "zunchadora-bateria-kb-16": {
    art: { kind: "tool", look: { kind: "battery", strap: STRAP.petGreen, model: "KB-16" } },
    images: 4,
  },
  "zunchadora-bateria-kb-19": {
    art: { kind: "tool", look: { kind: "battery-heavy", strap: STRAP.petGreen, model: "KB-19" } },
  },
  "zunchadora-bateria-kb-32": {
    art: { kind: "tool", look: { kind: "battery-heavy", strap: STRAP.petClear, model: "KB-32" } },
  },
  "zunchadora-bateria-compacta-kb-13": {
    art: { kind: "tool", look: { kind: "battery", strap: STRAP.ppBlack, model: "KB-13" } },
  },
  "tensor-manual-pp-pet-kt-19": {
    art: { kind: "tool", look: { kind: "manual-tensioner", strap: STRAP.ppBlack, model: "KT-19" } },
  },
  "tensor-palanca-acero-kta-32": {
    art: { kind: "tool", look: { kind: "pushbar-tensioner", strap: STRAP.steelBlue, model: "KTA-32" } },
  },
  "selladora-manual-acero-ks-19": {
    art: { kind: "tool", look: { kind: "manual-sealer", strap: STRAP.steelBlue, model: "KS-19" } },
  },
  "crimpadora-sellos-pet-kc-16": {
    art: { kind: "tool", look: { kind: "crimper", strap: STRAP.petGreen, model: "KC-16" } },
  },
  "herramienta-combinada-manual-kcm-16": {
    art: { kind: "tool", look: { kind: "manual-combination", strap: STRAP.petGreen, model: "KCM-16" } },
  },
  "zunchadora-neumatica-pet-kn-19": {
    art: { kind: "tool", look: { kind: "pneumatic-combi", strap: STRAP.petGreen, model: "KN-19" } },
  },
  "tensor-neumatico-acero-knt-32": {
    art: { kind: "tool", look: { kind: "pneumatic-tensioner", strap: STRAP.steelBlue, model: "KNT-32" } },
  },
  "selladora-neumatica-acero-kns-32": {
    art: { kind: "tool", look: { kind: "pneumatic-sealer", strap: STRAP.steelBlue, model: "KNS-32" } },
  },
  "zunchadora-neumatica-acero-kna-19": {
    art: { kind: "tool", look: { kind: "pneumatic-combi", strap: STRAP.steelBlue, model: "KNA-19" } },
  },
  "kit-rueda-tensora-placa-dentada": { art: { kind: "parts", part: "kit", strap: STRAP.petGreen } },
  "juego-mordazas-selladora-ks-19": { art: { kind: "parts", part: "jaws", strap: STRAP.steelBlue } },
  "cizalla-seguridad-zuncho-acero": {
    art: { kind: "tool", look: { kind: "cutter", strap: STRAP.steelBlue } },
  },
  "cortador-zuncho-plastico": { art: { kind: "tool", look: { kind: "hand-cutter", strap: STRAP.petGreen } } },
  "bateria-li-ion-18-v-4-0-ah": { art: { kind: "parts", part: "battery", strap: STRAP.ppBlue } },
  "cargador-rapido-baterias-18-v": { art: { kind: "parts", part: "charger", strap: STRAP.ppYellow } },
  // ---- airpad ----
  "maquina-colchones-aire-airpad-compact": {
    art: { kind: "airpad-machine", cushion: "pillow", model: "AIRPAD COMPACT" },
    images: 3,
  },
  "maquina-colchones-aire-airpad-pro": {
    art: { kind: "airpad-machine", cushion: "pillow", model: "AIRPAD PRO" },
  },
  "maquina-cojines-envolventes-airpad-wrap": {
    art: { kind: "airpad-machine", cushion: "tube", model: "AIRPAD WRAP" },
  },
  "film-colchones-aire-200-x-100": { art: { kind: "cushion", type: "pillow" } },
  "film-colchones-aire-200-x-200": { art: { kind: "cushion", type: "pillow", large: true } },
  "film-cojines-burbuja": { art: { kind: "cushion", type: "bubble" }, images: 2 },
  "film-columnas-aire-envolvente": { art: { kind: "cushion", type: "tube" } },
  "sistema-relleno-papel-kpaper": { art: { kind: "paper", machine: true } },
  "papel-kraft-zigzag-relleno": { art: { kind: "paper", machine: false } },
  "papel-kraft-doble-capa-bloqueo": { art: { kind: "paper", machine: false, boxFirst: true } },
  // ---- wrapping ----
  "envolvedora-automatica-mesa-giratoria-ka-1800": {
    art: { kind: "wrapper", look: { kind: "turntable-conveyor", model: "KA-1800" } },
    images: 3,
  },
  "envolvedora-automatica-brazo-giratorio-kr-2000": {
    art: { kind: "wrapper", look: { kind: "arm", model: "KR-2000" } },
  },
  "envolvedora-automatica-anillo-rotativo-kx-ring": {
    art: { kind: "wrapper", look: { kind: "ring", model: "KX-RING" } },
  },
  "envolvedora-pilar-kp-1650": {
    art: { kind: "wrapper", look: { kind: "turntable", model: "KP-1650" } },
    images: 4,
  },
  "envolvedora-pilar-preestiramiento-kp-1650-ps": {
    art: {
      kind: "wrapper",
      look: { kind: "turntable", prestretch: true, model: "KP-1650 PS" },
      prestretch: true,
    },
  },
  "envolvedora-pilar-perfil-bajo-kp-1800-r": {
    art: { kind: "wrapper", look: { kind: "turntable", ramp: true, model: "KP-1800 R" } },
  },
  "envolvedora-pilar-prensa-superior-kp-1650-tp": {
    art: { kind: "wrapper", look: { kind: "turntable", press: true, model: "KP-1650 TP" } },
  },
  "envolvedora-tunel-horizontal-ko-600": {
    art: { kind: "wrapper", look: { kind: "orbital", product: "tubes", model: "KO-600" } },
  },
  "envolvedora-tunel-madera-ko-1200": {
    art: { kind: "wrapper", look: { kind: "orbital", product: "lumber", model: "KO-1200" } },
  },
  "envolvedora-tunel-compacta-ko-300": {
    art: { kind: "wrapper", look: { kind: "orbital", product: "profiles", model: "KO-300" } },
  },
  "film-stretch-manual-23-micras": {
    art: { kind: "film", look: { tint: "clear", roll: "hand", label: "23 MIC" } },
  },
  "film-stretch-manual-preestirado-12-micras": {
    art: { kind: "film", look: { tint: "clear", roll: "hand", slim: true, label: "PRE 12 MIC" } },
  },
  "film-stretch-manual-negro-20-micras": {
    art: { kind: "film", look: { tint: "black", roll: "hand", label: "NEGRO 20 MIC" } },
  },
  "mini-rollo-film-stretch-100-mm": {
    art: { kind: "film", look: { tint: "blue", roll: "mini", label: "100 MM" } },
    images: 3,
  },
  "film-stretch-maquina-20-micras": {
    art: { kind: "film", look: { tint: "clear", roll: "machine", label: "20 MIC" } },
  },
  "film-stretch-power-preestiramiento-23-micras": {
    art: { kind: "film", look: { tint: "clear", roll: "machine", label: "POWER 23 MIC" }, prestretch: true },
    images: 4,
  },
  "film-stretch-maquina-multicapa-17-micras": {
    art: { kind: "film", look: { tint: "clear", roll: "machine", label: "MULTICAPA 17 MIC" } },
  },
  "film-stretch-maquina-negro-25-micras": {
    art: { kind: "film", look: { tint: "black", roll: "machine", label: "NEGRO 25 MIC" } },
  },
  "zunchadora-semiautomatica-mesa-km-12": {
    art: { kind: "strapper", machine: "table", strap: STRAP.ppWhite, model: "KM-12" },
  },
  "zunchadora-automatica-arco-kaa-12": {
    art: { kind: "strapper", machine: "arch", strap: STRAP.ppBlack, model: "KAA-12" },
  },
  // ---- accessories ----
  "sellos-metalicos-abiertos-pet-16-mm": {
    art: { kind: "fastener", fastener: "seal-open", color: "#A9B1B8", strap: STRAP.petGreen },
  },
  "sellos-cerrados-zuncho-acero-19-mm": {
    art: { kind: "fastener", fastener: "seal-closed", color: "#8E989F", strap: STRAP.steelBlue },
  },
  "hebillas-fosfatadas-zuncho-textil-19-mm": {
    art: { kind: "fastener", fastener: "buckle", color: "#3A4047", strap: STRAP.textile },
  },
  "hebillas-galvanizadas-zuncho-textil-32-mm": {
    art: { kind: "fastener", fastener: "buckle", color: "#9AA3AA", strap: STRAP.textile },
  },
  "esquinero-carton-50-x-50-x-5": {
    art: { kind: "edge", plastic: false, color: "#C9A072", strap: STRAP.ppBlack },
  },
  "esquinero-carton-hidrofugo-60-x-60-x-6": {
    // water-repellent coating: white, not kraft
    art: { kind: "edge", plastic: false, color: "#E4E1D8", strap: STRAP.ppWhite },
    images: 2,
  },
  "cantonera-plastica-zuncho": {
    art: { kind: "edge", plastic: true, color: "#59626A", strap: STRAP.petGreen },
  },
  "carro-dispensador-zuncho-plastico": {
    art: { kind: "dispenser", look: { material: "pp", color: STRAP.ppBlack, widthMm: 16, load: "cartons" } },
  },
  "carro-dispensador-zuncho-acero": {
    art: {
      kind: "dispenser",
      look: { material: "steel", color: STRAP.steelBlue, widthMm: 19, load: "bars" },
    },
  },
  "dispensador-manual-film-stretch": {
    art: { kind: "film-dispenser", look: { tint: "clear", roll: "hand" } },
  },
};
