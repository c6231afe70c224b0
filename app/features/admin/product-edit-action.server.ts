import { data, redirect } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/lib/edge-context.server";
import { parseFormSubmission } from "~/lib/form-submission.server";
import { saveProduct } from "~/models/product-editor.server";
import { informationOf, type ProductFormInput, ProductFormSchema } from "~/schemas/product-form";
import { applyRowIntent, type ProductFormValues, valuesOfPayload } from "./product-form-values";
import { productEditPath } from "./product-list-params";

export type ProductEditResult = {
  ok: boolean;
  message?: string;
  /** The form as posted (or after a row operation), shown again; absent after a save. */
  values?: ProductFormValues;
  /** Field errors by the field's name (`code`, `specifications[0].key`, `videos[1]`…). */
  errors?: Record<string, string>;
  focus?: string;
  /** "Vista previa": the product as the public page would show it. */
  preview?: Omit<ProductFormInput, "information"> & { information: string | string[] };
};

const firstErrors = (error: Record<string, string[] | null> | null | undefined) =>
  Object.fromEntries(
    Object.entries(error ?? {}).flatMap(([name, messages]) => (messages?.[0] ? [[name, messages[0]]] : [])),
  );

/** The product form: row buttons, "Vista previa" (checks, shows, saves nothing) and "Guardar". */
export async function productEditAction(
  request: Request,
  productId: number | undefined,
  session: StaffSessionFacts,
  edge: EdgeFacts,
) {
  const form = await request.formData().catch(() => new FormData());
  const intentValue = form.get("intent");
  const intent = typeof intentValue === "string" ? intentValue : "save";
  const submission = parseFormSubmission(form, ProductFormSchema);
  const values = valuesOfPayload(submission.payload);
  const row = applyRowIntent(values, intent);
  if (row) return data<ProductEditResult>({ ok: true, values: row.values, focus: row.focus });
  if (submission.status !== "success") {
    return data<ProductEditResult>(
      { ok: false, message: "Revise los campos marcados.", values, errors: firstErrors(submission.error) },
      { status: 400 },
    );
  }
  const input = submission.value;
  if (intent === "preview") {
    return data<ProductEditResult>({
      ok: true,
      values,
      focus: "product-preview",
      preview: { ...input, information: informationOf(input) },
    });
  }
  const outcome = await saveProduct(session.viewer, productId, input, edge.clientIp);
  if (!outcome.ok) {
    return data<ProductEditResult>(
      { ok: false, message: outcome.message, values, errors: outcome.fieldErrors },
      { status: outcome.status },
    );
  }
  if (productId === undefined) return redirect(`${productEditPath(outcome.id)}?aviso=creado`);
  return data<ProductEditResult>({ ok: true, message: outcome.message });
}
