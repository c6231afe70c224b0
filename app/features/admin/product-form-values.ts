// The product form's values as the page shows them (texts as typed), from a stored product or from a
// post, and the row operations its buttons ask for (add, remove, move a specification; add, remove a
// video), which the server applies without JavaScript.
import type { EditableProduct } from "~/models/product-editor.server";

export interface ProductFormValues {
  code: string;
  name: string;
  subtitle: string;
  slug: string;
  categoryId: string;
  unit: string;
  description: string;
  alt: string;
  specifications: { key: string; value: string }[];
  informationKind: "text" | "list";
  information: string;
  videos: string[];
  visible: boolean;
}

export const EMPTY_PRODUCT_VALUES: ProductFormValues = {
  code: "",
  name: "",
  subtitle: "",
  slug: "",
  categoryId: "",
  unit: "unidad",
  description: "",
  alt: "",
  specifications: [{ key: "", value: "" }],
  informationKind: "text",
  information: "",
  videos: [],
  visible: true,
};

export function valuesOfProduct(product: EditableProduct): ProductFormValues {
  const information = product.details.information;
  return {
    code: product.code,
    name: product.name,
    subtitle: product.subtitle,
    slug: product.slug,
    categoryId: String(product.categoryId),
    unit: product.unit,
    description: product.description,
    alt: product.alt,
    specifications: product.details.specifications.map(({ key, value }) => ({ key, value })),
    informationKind: Array.isArray(information) ? "list" : "text",
    information: Array.isArray(information) ? information.join("\n") : information,
    videos: product.details.videos.map((id) => `https://youtu.be/${id}`),
    visible: product.visible,
  };
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The values of a post as typed (Conform's parsed payload), for showing the form again. */
export function valuesOfPayload(payload: Record<string, unknown>): ProductFormValues {
  return {
    code: str(payload.code),
    name: str(payload.name),
    subtitle: str(payload.subtitle),
    slug: str(payload.slug),
    categoryId: str(payload.categoryId),
    unit: str(payload.unit),
    description: str(payload.description),
    alt: str(payload.alt),
    specifications: list(payload.specifications)
      .slice(0, 40)
      .map((row) => ({
        key: str((row as Record<string, unknown> | null)?.key),
        value: str((row as Record<string, unknown> | null)?.value),
      })),
    informationKind: payload.informationKind === "list" ? "list" : "text",
    information: str(payload.information),
    videos: list(payload.videos).slice(0, 10).map(str),
    visible: payload.visible === "on",
  };
}

function swap<T>(items: T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const copy = [...items];
  [copy[from], copy[to]] = [copy[to]!, copy[from]!];
  return copy;
}

/**
 * Applies a row button ("spec-add", "spec-remove-2", "spec-up-2", "spec-down-2", "video-add",
 * "video-remove-1"); returns the new values and the control to focus, or undefined for another intent.
 */
export function applyRowIntent(
  values: ProductFormValues,
  intent: string,
): { values: ProductFormValues; focus: string } | undefined {
  const match = /^(spec|video)-(add|remove|up|down)(?:-(\d{1,2}))?$/.exec(intent);
  if (!match) return undefined;
  const [, list, operation, rawIndex] = match;
  const index = Number(rawIndex ?? -1);
  if (list === "spec") {
    const rows = values.specifications;
    if (operation === "add") {
      const specifications = rows.length >= 40 ? rows : [...rows, { key: "", value: "" }];
      return { values: { ...values, specifications }, focus: `spec-key-${specifications.length - 1}` };
    }
    if (operation === "remove") {
      const specifications = rows.filter((_, at) => at !== index);
      return { values: { ...values, specifications }, focus: "spec-add" };
    }
    const to = operation === "up" ? index - 1 : index + 1;
    const specifications = swap(rows, index, to);
    return {
      values: { ...values, specifications },
      focus: specifications === rows ? `spec-${operation}-${index}` : `spec-${operation}-${to}`,
    };
  }
  if (operation === "add") {
    const videos = values.videos.length >= 10 ? values.videos : [...values.videos, ""];
    return { values: { ...values, videos }, focus: `video-${videos.length - 1}` };
  }
  if (operation === "remove") {
    return {
      values: { ...values, videos: values.videos.filter((_, at) => at !== index) },
      focus: "video-add",
    };
  }
  return undefined;
}
