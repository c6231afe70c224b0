import { data, redirect } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { recordIdOf } from "~/platform/data/record-id";
import {
  deleteProduct,
  duplicateProduct,
  PRODUCT_NOT_FOUND,
  type ProductOutcome,
  setProductVisible,
} from "../server/admin-products.server";
import { productEditPath } from "./product-list-params";

export type ProductsActionResult = { ok: boolean; message: string };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const answer = (outcome: ProductOutcome) =>
  data<ProductsActionResult>(
    { ok: outcome.ok, message: outcome.message },
    { status: outcome.ok ? 200 : outcome.status },
  );

/** Productos: hide, show, duplicate (then edit the copy), delete. */
export async function productsAction(request: Request, session: StaffSessionFacts, edge: EdgeFacts) {
  const form = await request.formData().catch(() => new FormData());
  const id = recordIdOf(text(form, "product"));
  if (id === undefined) return answer(PRODUCT_NOT_FOUND);
  const viewer = session.viewer;
  switch (text(form, "intent")) {
    case "hide":
    case "show":
      return answer(await setProductVisible(viewer, id, text(form, "intent") === "show", edge.clientIp));
    case "duplicate": {
      const outcome = await duplicateProduct(viewer, id, edge.clientIp);
      if (outcome.ok && outcome.id) {
        return redirect(`${productEditPath(outcome.id)}?copia=1`);
      }
      return answer(outcome);
    }
    case "delete":
      return answer(await deleteProduct(viewer, id, edge.clientIp));
    default:
      return data<ProductsActionResult>({ ok: false, message: "Acción desconocida." }, { status: 400 });
  }
}
