import { useEffect } from "react";
import { data, Link, useActionData } from "react-router";
import type { Route } from "./+types/product-edit";
import { AdminNotice, AdminPageTitle, AdminPanel } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { productEditAction } from "~/domains/catalogue/admin/product-edit-action.server";
import { ProductForm } from "~/domains/catalogue/admin/product-form";
import { EMPTY_PRODUCT_VALUES, valuesOfProduct } from "~/domains/catalogue/admin/product-form-values";
import { PRODUCT_EDIT_NOT_FOUND_MESSAGE, PRODUCTS_PATH } from "~/domains/catalogue/admin/product-list-params";
import { ProductPreview } from "~/domains/catalogue/admin/product-preview";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { productUrl } from "~/domains/catalogue/catalog-url";
// Its own copy of the public tabs (`?preview`), so that the public product page keeps them in its own
// chunk instead of paying for a chunk shared with the back office (first-load budget, decision 047).
import { ProductTabs } from "~/domains/catalogue/public/product-tabs?preview";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { recordIdOf } from "~/platform/data/record-id";
import { CATALOGUE_ROLES } from "~/platform/admin-kit/staff-roles";
import { PRODUCT_FORM_MAX_BYTES } from "~/platform/uploads/upload-rules";
import { listAdminCategories } from "~/domains/catalogue/server/catalog-categories.server";
import { getEditableProduct } from "~/domains/catalogue/server/product-editor.server";

/** The product form with its images and datasheets: its own body limit (decision 048). */
export const handle = backOfficeHandle(CATALOGUE_ROLES, { maxBytes: PRODUCT_FORM_MAX_BYTES });
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.product ? loaderData.product.name : "Nuevo producto"} | Intranet Kordex` },
  { name: "robots", content: "noindex, nofollow" },
];

function productIdOf(params: { id?: string }): number | undefined {
  if (params.id === undefined) return undefined;
  const id = recordIdOf(params.id);
  if (id === undefined) throw data(PRODUCT_EDIT_NOT_FOUND_MESSAGE, { status: 404 });
  return id;
}

export async function loader({ params, url }: Route.LoaderArgs) {
  const id = productIdOf(params);
  const [product, categories] = await Promise.all([
    id === undefined ? undefined : getEditableProduct(id),
    listAdminCategories(),
  ]);
  if (id !== undefined && !product) throw data(PRODUCT_EDIT_NOT_FOUND_MESSAGE, { status: 404 });
  const notice = url.searchParams.get("aviso") === "creado" ? "Se creó el producto." : undefined;
  return {
    product,
    publicPath: product?.visible ? productUrl(product) : undefined,
    categories,
    notice: url.searchParams.has("copia") ? "Se creó la copia, oculta hasta que la muestre." : notice,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const id = productIdOf(params);
  if (id !== undefined && !(await getEditableProduct(id)))
    throw data(PRODUCT_EDIT_NOT_FOUND_MESSAGE, { status: 404 });
  return productEditAction(request, id, staffSessionOf(context), context.get(edgeContext));
}

export default function ProductEdit({ loaderData }: Route.ComponentProps) {
  const { product, categories, publicPath, notice } = loaderData;
  const result = useActionData<typeof action>();
  useEffect(() => {
    if (result?.focus) document.getElementById(result.focus)?.focus();
  }, [result]);
  const values = result?.values ?? (product ? valuesOfProduct(product) : EMPTY_PRODUCT_VALUES);
  const preview = result?.preview;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={PRODUCTS_PATH} className="font-semibold text-steel underline hover:text-brand">
          ← Productos
        </Link>
      </p>
      <AdminPageTitle
        description={
          product ? (
            <>
              {product.visible ? "Visible en el catálogo" : "Oculto"}
              {publicPath && (
                <>
                  {" · "}
                  <a href={publicPath} className="underline hover:text-brand">
                    Ver en el sitio
                  </a>
                </>
              )}
              {product.formerSlugs.length > 0 &&
                ` · Direcciones anteriores: ${product.formerSlugs.join(", ")}`}
            </>
          ) : (
            "Se guarda con sus imágenes y fichas técnicas; puede crearlo oculto y mostrarlo después."
          )
        }
      >
        {product ? product.name : "Nuevo producto"}
      </AdminPageTitle>
      {result?.message ? (
        <AdminNotice tone={result.ok ? "ok" : "error"}>{result.message}</AdminNotice>
      ) : (
        notice && <AdminNotice tone="ok">{notice}</AdminNotice>
      )}
      {preview && (
        <ProductPreview preview={preview} images={values.images} categories={categories}>
          <ProductTabs
            productName={preview.name}
            details={{
              specifications: preview.specifications,
              information: preview.information,
              downloads: values.downloads,
              videos: preview.videos,
            }}
          />
        </ProductPreview>
      )}
      <AdminPanel title="Datos del producto" id="product-form-title">
        <ProductForm
          key={JSON.stringify(values)}
          values={values}
          errors={result?.errors ?? {}}
          fileErrors={result?.fileErrors}
          savedImages={new Set(product?.images.map((image) => image.hash))}
          categories={categories}
        />
      </AdminPanel>
    </>
  );
}
