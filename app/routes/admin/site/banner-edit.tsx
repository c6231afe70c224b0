import { data, Link, useActionData } from "react-router";
import type { Route } from "./+types/banner-edit";
import { AdminPageTitle, AdminPanel } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { bannerSaveAction } from "~/domains/site/admin/banner-action.server";
import { BannerForm } from "~/domains/site/admin/banner-form";
import { BANNER_NOT_FOUND_MESSAGE, BANNERS_PATH } from "~/domains/site/admin/banner-messages";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { recordIdOf } from "~/platform/data/record-id";
import { BANNER_ROLES } from "~/platform/admin-kit/staff-roles";
import { BANNER_FORM_MAX_BYTES } from "~/platform/uploads/upload-rules";
import { getBannerForStaff } from "~/domains/site/server/banner-admin.server";

/** A banner's image travels in the form: its own body limit (decision 045). */
export const handle = backOfficeHandle(BANNER_ROLES, { maxBytes: BANNER_FORM_MAX_BYTES });
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.banner.name ?? "Banner"} | Intranet Kordex` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = recordIdOf(params.id);
  const banner = id === undefined ? undefined : await getBannerForStaff(staffSessionOf(context).viewer, id);
  if (!banner) throw data(BANNER_NOT_FOUND_MESSAGE, { status: 404 });
  const { imageIds: _ids, ...shown } = banner;
  return { banner: shown };
}

export function action({ request, params, context }: Route.ActionArgs) {
  return bannerSaveAction(request, staffSessionOf(context), context.get(edgeContext), params.id);
}

export default function BannerEdit({ loaderData }: Route.ComponentProps) {
  const reply = useActionData<typeof action>();
  const { banner } = loaderData;
  return (
    <>
      <p className="mb-2 text-sm">
        <Link to={BANNERS_PATH} className="font-semibold text-brand-dark underline underline-offset-2">
          ← Banners
        </Link>
      </p>
      <AdminPageTitle>Editar banner</AdminPageTitle>
      <AdminPanel title={banner.name} id="banner-form-title">
        <BannerForm values={banner} reply={reply} />
      </AdminPanel>
    </>
  );
}
