import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/products-import";
import {
  AdminNotice,
  AdminPageTitle,
  AdminPanel,
  ADMIN_BUTTON,
  ADMIN_CONTROL,
} from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { productImportAction } from "~/domains/catalogue/admin/product-import-action.server";
import { ProductImportHelp } from "~/domains/catalogue/admin/product-import-help";
import { ProductImportReview } from "~/domains/catalogue/admin/product-import-review";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { CATALOGUE_ROLES } from "~/platform/admin-kit/staff-roles";
import {
  IMPORT_MESSAGES,
  PRODUCT_IMPORT_ACCEPT,
  PRODUCT_IMPORT_FORM_MAX_BYTES,
  PRODUCT_IMPORT_MAX_SIZE_TEXT,
} from "~/domains/catalogue/product-sheet-schema";

/** The catalogue import: one CSV or XLSX file, with its own body limit (decision 049). */
export const handle = backOfficeHandle(CATALOGUE_ROLES, {
  maxBytes: PRODUCT_IMPORT_FORM_MAX_BYTES,
  tooLargeMessage: IMPORT_MESSAGES.tooLarge(PRODUCT_IMPORT_MAX_SIZE_TEXT),
});
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Importar productos | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader() {
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return productImportAction(request, staffSessionOf(context), context.get(edgeContext));
}

export default function ProductsImport() {
  const reply = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <AdminPageTitle description="Cree o actualice muchos productos a la vez desde una hoja de cálculo. Primero revisamos el archivo y le mostramos cada cambio; nada se guarda hasta que pulse «Importar».">
        Importar productos
      </AdminPageTitle>
      <p className="-mt-3 mb-6 text-sm">
        <Link to="/admin/productos" className="font-semibold text-brand underline underline-offset-2">
          ← Volver a Productos
        </Link>
      </p>
      {reply?.kind === "error" && <AdminNotice tone="error">{reply.message}</AdminNotice>}
      {reply?.kind === "imported" && (
        <AdminNotice tone="ok">
          {reply.message}{" "}
          <Link to="/admin/productos" className="underline underline-offset-2">
            Ver los productos
          </Link>
        </AdminNotice>
      )}
      {reply?.kind === "review" && (
        <ProductImportReview review={reply.review} message={reply.message} busy={busy} />
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <AdminPanel
          title={reply?.kind === "review" ? "Revisar otro archivo" : "1. Suba el archivo"}
          id="import-upload"
        >
          <Form method="post" encType="multipart/form-data" className="space-y-4">
            <div>
              <label htmlFor="archivo" className="block font-semibold text-ink">
                Archivo CSV o Excel (.xlsx)
              </label>
              <p id="archivo-ayuda" className="mt-1 text-sm text-steel">
                Hasta {PRODUCT_IMPORT_MAX_SIZE_TEXT} y 20,000 productos. Use las columnas de la exportación.
              </p>
              <input
                id="archivo"
                name="archivo"
                type="file"
                required
                accept={PRODUCT_IMPORT_ACCEPT}
                aria-describedby="archivo-ayuda"
                className={`${ADMIN_CONTROL} file:mr-3 file:rounded-sm file:border-0 file:bg-ink/10 file:px-3 file:py-1.5 file:font-semibold`}
              />
            </div>
            <button type="submit" name="intent" value="revisar" className={ADMIN_BUTTON} disabled={busy}>
              {busy ? "Revisando…" : "Revisar archivo"}
            </button>
          </Form>
        </AdminPanel>
        <ProductImportHelp />
      </div>
    </>
  );
}
