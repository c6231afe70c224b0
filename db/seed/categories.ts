// The catalogue's category tree, in the sidebar order fixed by the SPEC.
// Ids 16–21 are referenced by the solution pages (/envolvedora and /zunchos-herramientas) and must not change.

import type { SeedCategory } from "./types";

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    id: 1,
    name: "ZUNCHOS",
    slug: "zunchos",
    children: [
      { id: 22, name: "Zuncho de polipropileno (PP)", slug: "zuncho-de-polipropileno-pp" },
      { id: 23, name: "Zuncho de poliéster (PET)", slug: "zuncho-de-poliester-pet" },
      { id: 24, name: "Zuncho de acero", slug: "zuncho-de-acero" },
      { id: 25, name: "Zuncho textil", slug: "zuncho-textil" },
    ],
  },
  {
    id: 2,
    name: "MÁQUINAS Y HERRAMIENTAS",
    slug: "maquinas-y-herramientas",
    children: [
      { id: 19, name: "Zunchadoras eléctricas", slug: "zunchadoras-electricas" },
      { id: 20, name: "Herramientas manuales", slug: "herramientas-manuales" },
      { id: 21, name: "Herramientas neumáticas", slug: "herramientas-neumaticas" },
    ],
  },
  {
    id: 3,
    name: "AIRPAD",
    slug: "airpad",
    children: [
      { id: 26, name: "Máquinas de colchones de aire", slug: "maquinas-de-colchones-de-aire" },
      { id: 27, name: "Colchones de aire (film)", slug: "colchones-de-aire-film" },
      { id: 28, name: "Relleno de papel", slug: "relleno-de-papel" },
    ],
  },
  {
    id: 4,
    name: "MÁQUINAS ENVOLVEDORAS",
    slug: "maquinas-envolvedoras",
    children: [
      { id: 16, name: "Envolvedoras automáticas", slug: "envolvedoras-automaticas" },
      { id: 17, name: "Envolvedoras de pilar", slug: "envolvedoras-de-pilar" },
      { id: 18, name: "Envolvedoras de túnel", slug: "envolvedoras-de-tunel" },
    ],
  },
  {
    id: 5,
    name: "SISTEMAS DE EMBALAJE",
    slug: "sistemas-de-embalaje",
    children: [
      { id: 29, name: "Film stretch manual", slug: "film-stretch-manual" },
      { id: 30, name: "Film stretch para máquina", slug: "film-stretch-para-maquina" },
      { id: 31, name: "Zunchadoras de mesa y de arco", slug: "zunchadoras-de-mesa-y-de-arco" },
    ],
  },
  {
    id: 6,
    name: "HERRAMIENTAS DE APOYO",
    slug: "herramientas-de-apoyo",
    children: [
      { id: 32, name: "Repuestos para tensores y selladoras", slug: "repuestos-para-tensores-y-selladoras" },
      { id: 33, name: "Cortadores y cizallas", slug: "cortadores-y-cizallas" },
      { id: 34, name: "Baterías y cargadores", slug: "baterias-y-cargadores" },
    ],
  },
  {
    id: 7,
    name: "ACCESORIOS DE EMBALAJE",
    slug: "accesorios-de-embalaje",
    children: [
      { id: 35, name: "Sellos y hebillas", slug: "sellos-y-hebillas" },
      { id: 36, name: "Esquineros y cantoneras", slug: "esquineros-y-cantoneras" },
      { id: 37, name: "Dispensadores", slug: "dispensadores" },
    ],
  },
];
