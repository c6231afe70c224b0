// Copy of the catalogue, in its own module: importing the utility pages' copy would add
// about 1.4 KB gzip, with the service form's machine types, to its first load.
import type { MetaOnlyPage } from "~/platform/content/types";

/** The /productos catalogue. */
export const CATALOG_PAGE: MetaOnlyPage = {
  meta: {
    title: "Catálogo de productos | Kordex Perú",
    description:
      "Catálogo de zunchos, herramientas, envolvedoras, airpads, sistemas y accesorios de embalaje. Busque, filtre por categoría y solicite su cotización.",
  },
};
