// `import { ProductTabs } from "~/features/catalog/product-tabs?preview"`: the same module under another
// id, so the back office's product preview bundles its own copy and the public product page keeps the
// tabs inside its own chunk (decision 047).
declare module "~/features/catalog/product-tabs?preview" {
  export { ProductTabs } from "~/features/catalog/product-tabs";
}
