// `import { ProductTabs } from "~/domains/catalogue/public/product-tabs?preview"`: the same module under another
// id, so the back office's product preview bundles its own copy and the public product page keeps the
// tabs inside its own chunk (decision 047).
declare module "~/domains/catalogue/public/product-tabs?preview" {
  export { ProductTabs } from "~/domains/catalogue/public/product-tabs";
}
