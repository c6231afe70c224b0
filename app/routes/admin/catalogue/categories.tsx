import { useEffect } from "react";
import { useActionData } from "react-router";
import type { Route } from "./+types/categories";
import { AddCategoryForm } from "~/domains/catalogue/admin/add-category-form";
import { AdminNotice, AdminPageTitle, AdminPanel } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { categoriesAction } from "~/domains/catalogue/admin/categories-action.server";
import { CategoryTree } from "~/domains/catalogue/admin/category-tree";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { CATALOGUE_ROLES } from "~/platform/admin-kit/staff-roles";
import { listAdminCategories } from "~/domains/catalogue/server/catalog-categories.server";

export const handle = backOfficeHandle(CATALOGUE_ROLES);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Categorías | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader() {
  return { categories: await listAdminCategories() };
}

export function action({ request, context }: Route.ActionArgs) {
  return categoriesAction(request, staffSessionOf(context), context.get(edgeContext));
}

export default function Categories({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  // After a move the list re-renders in its new order: the button used keeps the focus, so a
  // keyboard user can press it again.
  useEffect(() => {
    if (result?.focus) document.getElementById(result.focus)?.focus();
  }, [result]);
  const fieldError = result && !result.ok && result.field ? result : undefined;
  return (
    <>
      <AdminPageTitle description="El orden y los nombres son los del catálogo público: cada cambio se ve en el sitio al instante.">
        Categorías
      </AdminPageTitle>
      {result && !fieldError && <AdminNotice tone={result.ok ? "ok" : "error"}>{result.message}</AdminNotice>}
      <div className="space-y-6">
        <AdminPanel title="Árbol de categorías" id="tree-title">
          <CategoryTree categories={loaderData.categories} error={fieldError} />
        </AdminPanel>
        <AdminPanel title="Nueva categoría" id="add-title">
          <AddCategoryForm
            tops={loaderData.categories}
            error={fieldError?.field === "add" ? fieldError.message : undefined}
          />
        </AdminPanel>
      </div>
    </>
  );
}
