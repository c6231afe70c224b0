/**
 * The User Timing mark app/entry.client.tsx sets when React commits the hydrated document; the
 * hydration bench (bench/hydration.ts) and the first-paint test read it.
 */
export const HYDRATED_MARK = "kordex:hydrated";
