// What other domains may use of the catalogue in any module, the browser's included: a product's
// address and how its quantities are said. Everything else of the catalogue stays inside it.
export { PRODUCT_QUERY_PARAM, productUrl } from "./catalog-url";
export { pluralUnit, quantityWithUnit } from "./sale-unit";
