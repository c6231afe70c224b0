// The product list's export and import links (decision 049).
import { Link } from "react-router";
import { ADMIN_SECONDARY_BUTTON } from "~/platform/admin-kit/admin-ui";
import { PRODUCT_EXPORT_PATH } from "./product-import-help";

export const PRODUCT_IMPORT_PATH = "/admin/productos/importar";
/** Every line of a review, as CSV (`?archivo=<hash>`): the page lists the first 1,000. */
export const PRODUCT_IMPORT_REVIEW_PATH = "/admin/productos/importar/revision";

export function ProductSheetLinks() {
  return (
    <>
      <a href={`${PRODUCT_EXPORT_PATH}?formato=xlsx`} className={ADMIN_SECONDARY_BUTTON} download>
        Exportar Excel
      </a>
      <a href={`${PRODUCT_EXPORT_PATH}?formato=csv`} className={ADMIN_SECONDARY_BUTTON} download>
        Exportar CSV
      </a>
      <Link to={PRODUCT_IMPORT_PATH} className={ADMIN_SECONDARY_BUTTON}>
        Importar
      </Link>
    </>
  );
}
