import { Link, useActionData } from "react-router";
import type { Route } from "./+types/banner-new";
import { AdminPageTitle, AdminPanel } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { bannerSaveAction } from "~/domains/site/admin/banner-action.server";
import { BannerForm } from "~/domains/site/admin/banner-form";
import { BANNERS_PATH } from "~/domains/site/admin/banner-messages";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { BANNER_ROLES } from "~/platform/admin-kit/staff-roles";
import { BANNER_FORM_MAX_BYTES } from "~/platform/uploads/upload-rules";

/** A banner's image travels in the form: its own body limit (decision 045). */
export const handle = backOfficeHandle(BANNER_ROLES, { maxBytes: BANNER_FORM_MAX_BYTES });
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Nuevo banner | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

export function loader() {
  return null;
}

export function action({ request, context }: Route.ActionArgs) {
  return bannerSaveAction(request, staffSessionOf(context), context.get(edgeContext));
}

const EMPTY = {
  name: "",
  alt: "",
  link: "",
  active: true,
  startsAt: null,
  endsAt: null,
  image: null,
  mobileImage: null,
};

export default function BannerNew() {
  const reply = useActionData<typeof action>();
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={BANNERS_PATH} className="font-semibold text-brand-dark underline underline-offset-2">
          ← Banners
        </Link>
      </p>
      <AdminPageTitle description="Se agrega al final del carrusel; luego puede cambiar su orden.">
        Nuevo banner
      </AdminPageTitle>
      <AdminPanel title="Datos del banner" id="banner-form-title">
        <BannerForm values={EMPTY} reply={reply} />
      </AdminPanel>
    </>
  );
}
