// The back-office forms that take files, each with its own body limit (decision 045). Only a
// multipart post from a signed-in staff member of the route's roles gets the larger limit (the
// session is read before: server/middleware/staff-session.ts); everyone else keeps the 64 KB of
// every page (form-body-limit.ts). The route's own guard still decides who may post.
import type { EdgeEnv } from "~/platform/submission/edge-context.server";
import { BANNER_ROLES, CATALOGUE_ROLES, type StaffRole } from "~/platform/admin-kit/staff-roles";
import { BANNER_FORM_MAX_BYTES, PRODUCT_FORM_MAX_BYTES } from "~/platform/uploads/upload-rules";
import {
  IMPORT_MESSAGES,
  PRODUCT_IMPORT_FORM_MAX_BYTES,
  PRODUCT_IMPORT_MAX_SIZE_TEXT,
} from "~/domains/catalogue/product-sheet-schema";
import type { Context } from "hono";

interface UploadRoute {
  /** The page's path, and its `.data` path (a hydrated form's post). */
  path: RegExp;
  roles: readonly StaffRole[];
  maxBytes: number;
  /** What a post over the limit is told, when not the images' message (upload-rules.ts). */
  tooLargeMessage?: string;
}

export const UPLOAD_ROUTES: readonly UploadRoute[] = [
  {
    path: /^\/admin\/banners\/(?:nuevo|\d{1,9})(?:\.data)?$/,
    roles: BANNER_ROLES,
    maxBytes: BANNER_FORM_MAX_BYTES,
  },
  // The catalogue import (decision 049): one CSV or XLSX file.
  {
    path: /^\/admin\/productos\/importar(?:\.data)?$/,
    roles: CATALOGUE_ROLES,
    maxBytes: PRODUCT_IMPORT_FORM_MAX_BYTES,
    tooLargeMessage: IMPORT_MESSAGES.tooLarge(PRODUCT_IMPORT_MAX_SIZE_TEXT),
  },
  // The product form with its images and datasheets (decision 048).
  {
    path: /^\/admin\/productos\/(?:nuevo|\d{1,9})(?:\.data)?$/,
    roles: CATALOGUE_ROLES,
    maxBytes: PRODUCT_FORM_MAX_BYTES,
  },
];

const MULTIPART = /^\s*multipart\/form-data\s*;/i;

/** The upload form this request posts to, when it is a staff member's multipart post to one. */
export function uploadRouteOf(c: Context<EdgeEnv>): UploadRoute | undefined {
  if (!MULTIPART.test(c.req.header("content-type") ?? "")) return undefined;
  const session = c.get("staffSession");
  if (!session) return undefined;
  const route = UPLOAD_ROUTES.find((candidate) => candidate.path.test(c.req.path));
  return route && route.roles.includes(session.viewer.role) ? route : undefined;
}

/** The upload limit of this request, when it is a staff member's multipart post to an upload form. */
export function uploadLimitOf(c: Context<EdgeEnv>): number | undefined {
  return uploadRouteOf(c)?.maxBytes;
}
