// The banner form of the back office (/admin/banners): its text fields, checked on the server (the
// images are checked by their content in app/platform/media/media-upload.server.ts). Dates are typed on
// Lima's clock (datetime-local) and stored as instants.
import { z } from "zod";
import { instantFromLimaInput } from "~/platform/lib/lima-day";
import "~/platform/forms/zod-config";

export const BANNER_NAME_MAX = 120;
export const BANNER_ALT_MAX = 250;
export const BANNER_LINK_MAX = 500;

export const BANNER_MESSAGES = {
  nameRequired: "Escriba el título del banner.",
  nameTooLong: `El título no puede superar ${BANNER_NAME_MAX} caracteres.`,
  altTooLong: `El texto alternativo no puede superar ${BANNER_ALT_MAX} caracteres.`,
  linkRequired: "Escriba a dónde lleva el banner: una ruta del sitio (/productos) o una dirección https://.",
  linkInvalid:
    "El enlace debe ser una ruta del sitio que empiece con / (por ejemplo /productos/zuncho-pet) o una dirección que empiece con https://.",
  dateInvalid: "Escriba una fecha y hora válidas (hora de Lima).",
  endBeforeStart: "El fin debe ser posterior al inicio.",
  desktopRequired: "Elija la imagen para computadoras.",
} as const;

/** An in-site path ("/productos/zuncho-pet?x=1#y") or an https address with a host; nothing else. */
export function isBannerLink(link: string): boolean {
  if (/\s|\\/.test(link) || /[\p{Cc}]/u.test(link)) return false;
  if (link.startsWith("/")) return !link.startsWith("//");
  try {
    const url = new URL(link);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const limaInstant = z
  .string()
  .trim()
  .transform((text, context) => {
    if (text === "") return null;
    const instant = instantFromLimaInput(text);
    if (!instant) {
      context.addIssue({ code: "custom", message: BANNER_MESSAGES.dateInvalid });
      return z.NEVER;
    }
    return instant.toISOString();
  });

export const BannerFieldsSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, BANNER_MESSAGES.nameRequired)
      .max(BANNER_NAME_MAX, BANNER_MESSAGES.nameTooLong),
    alt: z.string().trim().max(BANNER_ALT_MAX, BANNER_MESSAGES.altTooLong),
    link: z
      .string()
      .trim()
      .min(1, BANNER_MESSAGES.linkRequired)
      .max(BANNER_LINK_MAX, BANNER_MESSAGES.linkInvalid)
      .refine(isBannerLink, BANNER_MESSAGES.linkInvalid),
    active: z.boolean(),
    startsAt: limaInstant,
    endsAt: limaInstant,
  })
  .superRefine((fields, context) => {
    if (fields.startsAt && fields.endsAt && fields.endsAt <= fields.startsAt) {
      context.addIssue({ code: "custom", path: ["endsAt"], message: BANNER_MESSAGES.endBeforeStart });
    }
  });

export type BannerFields = z.infer<typeof BannerFieldsSchema>;
export type BannerFieldName = keyof BannerFields | "desktopImage" | "mobileImage";

/** The form's text fields as the schema reads them. */
export function bannerFieldsOf(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return BannerFieldsSchema.safeParse({
    name: text("name"),
    alt: text("alt"),
    link: text("link"),
    active: form.get("active") === "on",
    startsAt: text("startsAt"),
    endsAt: text("endsAt"),
  });
}
