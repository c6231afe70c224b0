// What the banner pages of the back office say (/admin/banners), and the shapes their forms exchange.
import type { ImageRef } from "~/platform/lib/media-url";
import type { BannerFieldName } from "../banner-schema";

export const BANNERS_PATH = "/admin/banners";
export const BANNER_NOT_FOUND_MESSAGE =
  "No encontramos este banner: puede que otra persona lo haya eliminado.";
export const BANNER_FORM_ERROR = "Revise los campos marcados: el banner no se guardó.";

/** The notice after a change, named by the list's `aviso` parameter. */
export const BANNER_NOTICES = {
  creado: "El banner se creó. La página de inicio ya lo muestra si está activo y dentro de sus fechas.",
  guardado: "Los cambios del banner se guardaron.",
  eliminado: "El banner se eliminó.",
  movido: "El orden de los banners se actualizó.",
} as const;
export type BannerNotice = keyof typeof BANNER_NOTICES;

export const BANNER_STATE_LABELS = {
  visible: "Visible",
  scheduled: "Programado",
  ended: "Finalizado",
  inactive: "Inactivo",
} as const;

export type BannerState = keyof typeof BANNER_STATE_LABELS;

/** What the form shows again after a refused post: the message, each field's error, what was typed. */
export interface BannerFormReply {
  message: string;
  errors: Partial<Record<BannerFieldName, string>>;
  values: Record<string, string>;
  /** Images uploaded with this post (stored), kept for the next one so they need not be chosen again. */
  pending: { desktop?: ImageRef; mobile?: ImageRef };
}
