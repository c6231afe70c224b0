// Copy of the quotation page, in its own module: importing the utility pages' copy would add
// about 1.4 KB gzip, with the service form's machine types, to its first load.
import type { MetaOnlyPage } from "~/platform/content/types";

/** The /cotizacion page. */
export const QUOTE_PAGE: MetaOnlyPage = {
  meta: {
    title: "Mi cotización | Kordex Perú",
    description:
      "Revise los productos elegidos, ajuste las cantidades y envíe su solicitud de cotización a Kordex Packaging Perú. No necesita crear una cuenta.",
  },
};
