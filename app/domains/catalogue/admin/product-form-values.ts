// The product form's values as the page shows them (texts as typed), from a stored product or from a
// post, and the row operations its buttons ask for (add, remove, move a specification; add, remove a
// video; move, remove an image or a download), which the server applies without JavaScript.
import type { ImageRef } from "~/platform/lib/media-url";
import type { EditableProduct } from "../server/product-editor.server";

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
  /** In their order (the first is the catalogue card's); uploads of a refused post stay here. */
  images: ImageRef[];
  downloads: { name: string; link: string }[];
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
  images: [],
  downloads: [],
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
    images: product.images,
    downloads: product.details.downloads.map(({ name, link }) => ({ name, link })),
  };
}

const str = (value: unknown) => (typeof value === "string" ? value : "");
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The values of a post as typed (Conform's parsed payload), for showing the form again. The images
 * are the posted hashes' stored images, looked up by the caller (`images` of the media payload).
 */
export function valuesOfPayload(
  payload: Record<string, unknown>,
  media: Record<string, unknown> = {},
  images: ImageRef[] = [],
): ProductFormValues {
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
    images,
    downloads: list(media.downloads)
      .slice(0, 10)
      .map((row) => ({
        name: str((row as Record<string, unknown> | null)?.name),
        link: str((row as Record<string, unknown> | null)?.link),
      })),
  };
}

/** The image hashes a post lists, in their order. */
export const postedImageHashes = (media: Record<string, unknown>): string[] => [
  ...new Set(list(media.images).slice(0, 40).map(str)),
];

/** Moves an item from one place to another (a drop), the others keeping their order. */
function moveTo<T>(items: T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= items.length || to >= items.length || from === to) return items;
  const copy = [...items];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved!);
  return copy;
}

/**
 * Moves, removes (or, on a drop, moves to a place) an image or a download: "image-up-2",
 * "image-down-0", "image-remove-1", "image-move-3-0", "download-up-1"… The control to focus is the
 * same button on the item's new row, or after a removal the list's file field.
 */
function applyMediaIntent(
  values: ProductFormValues,
  intent: string,
): { values: ProductFormValues; focus: string } | undefined {
  const match = /^(image|download)-(up|down|remove|move)-(\d{1,2})(?:-(\d{1,2}))?$/.exec(intent);
  if (!match) return undefined;
  const [, kind, operation, rawIndex, rawTarget] = match;
  const index = Number(rawIndex);
  const key = kind === "image" ? "images" : "downloads";
  const items: unknown[] = values[key];
  if (operation === "remove") {
    return {
      values: { ...values, [key]: items.filter((_, at) => at !== index) },
      focus: kind === "image" ? "product-newImages" : "product-newDownloads",
    };
  }
  const to = operation === "up" ? index - 1 : operation === "down" ? index + 1 : Number(rawTarget ?? index);
  const moved = moveTo(items, index, to);
  const button = operation === "move" ? "up" : operation;
  return {
    values: { ...values, [key]: moved },
    focus: moved === items ? `${kind}-${button}-${index}` : `${kind}-${button}-${to}`,
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
  const media = applyMediaIntent(values, intent);
  if (media) return media;
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
