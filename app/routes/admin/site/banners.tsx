import { Link, useActionData } from "react-router";
import type { Route } from "./+types/banners";
import { ADMIN_BUTTON, AdminNotice, AdminPageTitle, AdminPanel } from "~/platform/admin-kit/admin-ui";
import { backOfficeHandle } from "~/platform/admin-kit/back-office-route";
import { bannerListAction } from "~/domains/site/admin/banner-action.server";
import { BannerList } from "~/domains/site/admin/banner-list";
import { BANNER_NOTICES, type BannerNotice, BANNERS_PATH } from "~/domains/site/admin/banner-messages";
import { staffOnly, staffSessionOf } from "~/domains/staff/admin/staff-guard.server";
import { edgeContext } from "~/platform/submission/edge-context.server";
import { BANNER_ROLES } from "~/platform/admin-kit/staff-roles";
import { listBannersForStaff } from "~/domains/site/server/banner-admin.server";

export const handle = backOfficeHandle(BANNER_ROLES);
export const middleware: Route.MiddlewareFunction[] = [staffOnly(handle.roles)];
export const meta: Route.MetaFunction = () => [
  { title: "Banners | Intranet Kordex" },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ url, context }: Route.LoaderArgs) {
  const banners = await listBannersForStaff(staffSessionOf(context).viewer);
  const notice = url.searchParams.get("aviso");
  return {
    notice: notice && Object.hasOwn(BANNER_NOTICES, notice) ? BANNER_NOTICES[notice as BannerNotice] : null,
    rows: banners.map((banner) => ({
      id: banner.id,
      name: banner.name,
      link: banner.link,
      startsAt: banner.startsAt,
      endsAt: banner.endsAt,
      image: banner.image,
      hasMobile: banner.mobileImage !== null,
      state: banner.state,
    })),
  };
}

export function action({ request, context }: Route.ActionArgs) {
  return bannerListAction(request, staffSessionOf(context), context.get(edgeContext));
}

export default function Banners({ loaderData }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <>
      <AdminPageTitle description="Las imágenes del carrusel de la página de inicio, en el orden en que se muestran.">
        Banners
      </AdminPageTitle>
      {result && <AdminNotice tone="error">{result.message}</AdminNotice>}
      {!result && loaderData.notice && <AdminNotice tone="ok">{loaderData.notice}</AdminNotice>}
      <p className="mb-5">
        <Link to={`${BANNERS_PATH}/nuevo`} className={ADMIN_BUTTON}>
          Nuevo banner
        </Link>
      </p>
      <AdminPanel title="Carrusel de inicio" id="banners-title">
        <BannerList rows={loaderData.rows} />
      </AdminPanel>
    </>
  );
}
