// Banners as staff run them, on both engines: each write is audited (who, what changed) and heard by
// the content-change listeners after it commits; the public list keeps only active banners inside
// their dates, with the mobile crop; a banner ending soon drops the cached pages at its end; the order
// moves one place at a time.
import { beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/platform/data/audit-log.server";
import {
  createBanner,
  deleteBanner,
  listBannersForStaff,
  moveBanner,
  updateBanner,
} from "~/domains/site/server/banner-admin.server";
import { listActiveBanners } from "~/domains/site/server/banners.server";
import { onContentChange } from "~/platform/data/content-changes.server";
import { getDb } from "~/platform/data/db.server";
import { type AcceptedMedia, acceptImageUpload } from "~/platform/media/media-upload.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { plainPng } from "../../support/crafted-files";

let viewer: StaffViewer;
let desktop: AcceptedMedia;
let mobile: AcceptedMedia;
const heard: string[] = [];

const fields = (
  name: string,
  overrides: Partial<{ startsAt: string | null; endsAt: string | null; active: boolean }> = {},
) => ({
  name,
  alt: "",
  link: "/productos",
  active: true,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

beforeAll(async () => {
  const created = await createStaffUser({
    email: `banners-${Date.now()}@kordex.pe`,
    name: "Prueba Banners",
    role: "admin",
    password: "Zuncho-de-acero-2026",
  });
  if (created.status !== "created") throw new Error(created.status);
  viewer = { id: created.user.id, email: created.user.email, name: created.user.name, role: "admin" };
  const upload = async (width: number, height: number) => {
    const outcome = await acceptImageUpload({ name: "banner.png", bytes: await plainPng(width, height) });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.media;
  };
  desktop = await upload(1920, 700);
  mobile = await upload(800, 800);
  onContentChange((what) => heard.push(what));
});

describe("banners run by staff", () => {
  it("creates and updates with an audit row each, heard by the listeners", async () => {
    heard.length = 0;
    const { id } = (await createBanner(
      viewer,
      fields("Temporada alta"),
      { imageId: desktop.id, mobileImageId: mobile.id },
      "203.0.113.7",
    )) as { id: number };
    expect(heard).toEqual(["banners"]);
    const shown = (await listActiveBanners()).find((banner) => banner.id === id);
    expect(shown?.image.hash).toBe(desktop.hash);
    expect(shown?.mobileImage).toEqual({ hash: mobile.hash, width: 800, height: 800 });
    await updateBanner(
      viewer,
      id,
      { ...fields("Temporada alta 2027"), link: "https://www.kordex.com.pe/ofertas" },
      { imageId: desktop.id, mobileImageId: null },
    );
    expect(heard).toEqual(["banners", "banners"]);
    const [update, create] = await listAudit({ userId: viewer.id, limit: 2 });
    expect(create).toMatchObject({ action: "banner.create", target: `banner:${id}`, ip: "203.0.113.7" });
    expect(update).toMatchObject({ action: "banner.update", target: `banner:${id}` });
    expect(update!.detail).toEqual({
      changes: {
        name: { from: "Temporada alta", to: "Temporada alta 2027" },
        link: { from: "/productos", to: "https://www.kordex.com.pe/ofertas" },
        mobile_image_media_id: { from: mobile.id, to: null },
      },
    });
  });

  it("shows only active banners inside their dates", async () => {
    const now = new Date("2026-12-10T15:00:00.000Z");
    const ids: Record<string, number> = {};
    for (const [name, extra] of [
      ["upcoming", { startsAt: "2026-12-11T05:00:00.000Z" }],
      ["ended", { endsAt: "2026-12-10T14:59:00.000Z" }],
      ["inside", { startsAt: "2026-12-01T05:00:00.000Z", endsAt: "2026-12-31T05:00:00.000Z" }],
      ["inactive", { active: false }],
    ] as const) {
      const outcome = await createBanner(viewer, fields(name, extra), {
        imageId: desktop.id,
        mobileImageId: null,
      });
      if (outcome.ok) ids[name] = outcome.id;
    }
    const shown = new Set((await listActiveBanners(now)).map((banner) => banner.id));
    expect([ids.upcoming, ids.ended, ids.inside, ids.inactive].map((id) => shown.has(id!))).toEqual([
      false,
      false,
      true,
      false,
    ]);
    const states = new Map(
      (await listBannersForStaff(viewer, now)).map((banner) => [banner.id, banner.state]),
    );
    expect([ids.upcoming, ids.ended, ids.inside, ids.inactive].map((id) => states.get(id!))).toEqual([
      "scheduled",
      "ended",
      "visible",
      "inactive",
    ]);
  });

  it("drops the cached pages when a shown banner ends", async () => {
    const endsAt = new Date(Date.now() + 800).toISOString();
    await createBanner(viewer, fields("Oferta relámpago", { endsAt }), {
      imageId: desktop.id,
      mobileImageId: null,
    });
    heard.length = 0;
    await listActiveBanners();
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(heard).toContain("banners");
    expect((await listActiveBanners()).map((banner) => banner.name)).not.toContain("Oferta relámpago");
  });

  it("keeps one place per banner when several moves arrive at the same moment", async () => {
    const order = async () => (await listBannersForStaff(viewer)).map((banner) => banner.id);
    const ids = await order();
    expect(ids.length).toBeGreaterThan(1);
    const moves = Array.from({ length: 12 }, (_, index) =>
      moveBanner(viewer, ids[index % ids.length]!, index % 2 === 0 ? "up" : "down"),
    );
    expect((await Promise.all(moves)).every((outcome) => outcome.ok)).toBe(true);
    const positions = await getDb().selectFrom("banner").select("position").orderBy("position").execute();
    expect(positions.map((row) => row.position)).toEqual(ids.map((_, index) => index));
    expect((await order()).sort()).toEqual([...ids].sort());
  });

  it("moves one place at a time and deletes with an audit row", async () => {
    const order = async () => (await listBannersForStaff(viewer)).map((banner) => banner.id);
    const ids = await order();
    const last = ids.at(-1)!;
    expect((await moveBanner(viewer, last, "down")).moved).toBe(false);
    await moveBanner(viewer, last, "up");
    const moved = await order();
    expect(moved.at(-2)).toBe(last);
    expect(moved.at(-1)).toBe(ids.at(-2));
    expect(await deleteBanner(viewer, last)).toEqual({ ok: true, id: last });
    expect(await order()).not.toContain(last);
    expect(await deleteBanner(viewer, last)).toEqual({ ok: false, reason: "not-found" });
    const [entry] = await listAudit({ userId: viewer.id, limit: 1 });
    expect(entry).toMatchObject({ action: "banner.delete", target: `banner:${last}` });
  });
});
