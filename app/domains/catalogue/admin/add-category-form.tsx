import { Form } from "react-router";
import type { AdminCategory } from "../server/catalog-categories.server";
import { ADMIN_BUTTON, ADMIN_CONTROL } from "~/platform/admin-kit/admin-ui";

/** A new category at the end of its level: a top category, or a subcategory of a top one. */
export function AddCategoryForm({ tops, error }: { tops: AdminCategory[]; error?: string }) {
  return (
    <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <input type="hidden" name="intent" value="add" />
      <div>
        <label htmlFor="new-category-name" className="text-sm font-semibold">
          Nombre
        </label>
        <input
          id="new-category-name"
          name="name"
          required
          maxLength={80}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "new-category-error" : undefined}
          className={ADMIN_CONTROL}
        />
      </div>
      <div>
        <label htmlFor="new-category-parent" className="text-sm font-semibold">
          Dentro de
        </label>
        <select id="new-category-parent" name="parent" className={ADMIN_CONTROL} defaultValue="">
          <option value="">Ninguna: categoría principal</option>
          {tops.map((top) => (
            <option key={top.id} value={top.id}>
              {top.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${ADMIN_BUTTON} py-2.5`}>
        Agregar categoría
      </button>
      {error && (
        <p id="new-category-error" className="text-sm font-medium text-brand sm:col-span-3">
          {error}
        </p>
      )}
    </Form>
  );
}
