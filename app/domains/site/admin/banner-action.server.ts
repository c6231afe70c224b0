// The banner form's post (new and edit) and the list's posts (move up or down, delete).
import { data, redirect } from "react-router";
import type { EdgeFacts, StaffSessionFacts } from "~/platform/submission/edge-context.server";
import { recordIdOf } from "~/platform/data/record-id";
import { BANNER_FORM_MAX_BYTES, UPLOAD_MESSAGES } from "~/platform/uploads/upload-rules";
import {
  createBanner,
  deleteBanner,
  getBannerForStaff,
  moveBanner,
  storedImageId,
  updateBanner,
} from "../server/banner-admin.server";
import { acceptImageUpload, uploadedFileOf } from "~/platform/media/media-upload.server";
import { BANNER_MESSAGES, type BannerFieldName, bannerFieldsOf } from "../banner-schema";
import {
  BANNER_FORM_ERROR,
  BANNER_NOT_FOUND_MESSAGE,
  type BannerFormReply,
  BANNERS_PATH,
} from "./banner-messages";

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const reply = (body: BannerFormReply, status: number) => data<BannerFormReply>(body, { status });

/** The image of one slot: a new upload, an upload kept from the last post, or the banner's own. */
async function imageOf(form: FormData, field: "desktopImage" | "mobileImage") {
  const file = await uploadedFileOf(form, field);
  if (file) {
    const outcome = await acceptImageUpload(file);
    if (!outcome.ok) return { error: outcome.message } as const;
    const { id, hash, width, height } = outcome.media;
    return { id, pending: { hash, width: width!, height: height! } } as const;
  }
  const kept = text(form, `${field}Hash`);
  if (kept) {
    const id = await storedImageId(kept);
    if (id !== undefined) {
      const width = Number(text(form, `${field}Width`)) || 1920;
      const height = Number(text(form, `${field}Height`)) || 700;
      return { id, pending: { hash: kept, width, height } } as const;
    }
  }
  return {} as const;
}

/** Creates (no id) or updates a banner from the multipart form. */
export async function bannerSaveAction(
  request: Request,
  session: StaffSessionFacts,
  edge: EdgeFacts,
  idText?: string,
) {
  const empty = { errors: {}, values: {}, pending: {} };
  if (edge.bodyTooLarge)
    return reply({ ...empty, message: UPLOAD_MESSAGES.bodyTooLarge(BANNER_FORM_MAX_BYTES) }, 413);
  const id = idText === undefined ? undefined : recordIdOf(idText);
  const existing = id === undefined ? undefined : await getBannerForStaff(session.viewer, id);
  if (idText !== undefined && !existing) throw data(BANNER_NOT_FOUND_MESSAGE, { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return reply({ ...empty, message: "El formulario no se pudo leer. Inténtelo de nuevo." }, 400);
  }
  const fields = bannerFieldsOf(form);
  const desktop = await imageOf(form, "desktopImage");
  const removeMobile = form.get("removeMobile") === "on";
  const mobile = removeMobile ? ({} as const) : await imageOf(form, "mobileImage");
  const errors: BannerFormReply["errors"] = {};
  if (!fields.success) {
    for (const issue of fields.error.issues) {
      const name = issue.path[0] as BannerFieldName;
      errors[name] ??= issue.message;
    }
  }
  if ("error" in desktop) errors.desktopImage = desktop.error;
  if ("error" in mobile) errors.mobileImage = mobile.error;
  const imageId = "id" in desktop ? desktop.id : existing ? undefined : null;
  if (imageId === null && !errors.desktopImage) errors.desktopImage = BANNER_MESSAGES.desktopRequired;
  if (!fields.success || Object.keys(errors).length > 0) {
    const values = Object.fromEntries(
      ["name", "alt", "link", "startsAt", "endsAt"].map((name) => [name, text(form, name)]),
    );
    values.active = form.get("active") === "on" ? "on" : "";
    return reply(
      {
        message: BANNER_FORM_ERROR,
        errors,
        values,
        pending: {
          ...("pending" in desktop ? { desktop: desktop.pending } : {}),
          ...("pending" in mobile ? { mobile: mobile.pending } : {}),
        },
      },
      400,
    );
  }
  const images = {
    imageId: ("id" in desktop ? desktop.id : undefined) ?? existing!.imageIds.imageId,
    mobileImageId: removeMobile
      ? null
      : (("id" in mobile ? mobile.id : undefined) ?? existing?.imageIds.mobileImageId ?? null),
  };
  if (!existing) {
    await createBanner(session.viewer, fields.data, images, edge.clientIp);
    return redirect(`${BANNERS_PATH}?aviso=creado`);
  }
  const outcome = await updateBanner(session.viewer, existing.id, fields.data, images, edge.clientIp);
  if (!outcome.ok) throw data(BANNER_NOT_FOUND_MESSAGE, { status: 404 });
  return redirect(`${BANNERS_PATH}?aviso=guardado`);
}

export type BannerListReply = { ok: false; message: string };

/** The list's posts: move a banner up or down, or delete it (after its confirmation). */
export async function bannerListAction(request: Request, session: StaffSessionFacts, edge: EdgeFacts) {
  const form = await request.formData().catch(() => new FormData());
  const id = recordIdOf(text(form, "banner"));
  if (id === undefined)
    return data<BannerListReply>({ ok: false, message: BANNER_NOT_FOUND_MESSAGE }, { status: 404 });
  const intent = text(form, "intent");
  if (intent === "up" || intent === "down") {
    const outcome = await moveBanner(session.viewer, id, intent, edge.clientIp);
    if (!outcome.ok)
      return data<BannerListReply>({ ok: false, message: BANNER_NOT_FOUND_MESSAGE }, { status: 404 });
    return redirect(`${BANNERS_PATH}?aviso=movido#banner-${id}`);
  }
  if (intent === "delete") {
    const outcome = await deleteBanner(session.viewer, id, edge.clientIp);
    if (!outcome.ok)
      return data<BannerListReply>({ ok: false, message: BANNER_NOT_FOUND_MESSAGE }, { status: 404 });
    return redirect(`${BANNERS_PATH}?aviso=eliminado`);
  }
  return data<BannerListReply>({ ok: false, message: "Acción desconocida." }, { status: 400 });
}
