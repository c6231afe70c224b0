import { data } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { recordIdOf } from "~/platform/data/record-id";
import {
  addCategory,
  type CategoryOutcome,
  moveCategory,
  removeCategory,
  renameCategory,
} from "../server/catalog-categories.server";

export type CategoriesActionResult = {
  ok: boolean;
  message: string;
  /** The control to give the focus back to after the page updates (the button just used). */
  focus?: string;
  /** The form the message belongs to ("add", or the category renamed), for its field error. */
  field?: string;
};

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const answer = (outcome: CategoryOutcome, extra: Omit<CategoriesActionResult, "ok" | "message"> = {}) =>
  data<CategoriesActionResult>(
    { ok: outcome.ok, message: outcome.message, ...extra },
    { status: outcome.ok ? 200 : outcome.status },
  );

/** Categorías: rename, move up or down (or to a place, after a drop), add, remove. */
export async function categoriesAction(request: Request, session: StaffSessionFacts, edge: EdgeFacts) {
  const form = await request.formData().catch(() => new FormData());
  const intent = text(form, "intent");
  const viewer = session.viewer;
  if (intent === "add") {
    const parent = text(form, "parent");
    const parentId = parent === "" ? null : recordIdOf(parent);
    if (parentId === undefined) {
      return data<CategoriesActionResult>(
        { ok: false, message: "La categoría superior elegida ya no existe.", field: "add" },
        { status: 400 },
      );
    }
    const outcome = await addCategory(viewer, { name: text(form, "name"), parentId }, edge.clientIp);
    return answer(outcome, outcome.ok ? {} : { field: "add" });
  }
  const id = recordIdOf(text(form, "category"));
  if (id === undefined) {
    return data<CategoriesActionResult>(
      { ok: false, message: "Esa categoría ya no existe." },
      { status: 404 },
    );
  }
  switch (intent) {
    case "rename": {
      const outcome = await renameCategory(viewer, id, text(form, "name"), edge.clientIp);
      return answer(outcome, { field: outcome.ok ? undefined : `rename-${id}`, focus: `name-${id}` });
    }
    case "up":
    case "down":
      return answer(await moveCategory(viewer, id, intent, edge.clientIp), { focus: `${intent}-${id}` });
    case "move": {
      // A drop (drag and drop): the same move to a given place, counted from 1.
      const place = Number(text(form, "place"));
      const to = Number.isInteger(place) && place > 0 && place < 1000 ? place : 0;
      return answer(await moveCategory(viewer, id, { to }, edge.clientIp), { focus: `up-${id}` });
    }
    case "remove":
      return answer(await removeCategory(viewer, id, edge.clientIp));
    default:
      return data<CategoriesActionResult>({ ok: false, message: "Acción desconocida." }, { status: 400 });
  }
}
