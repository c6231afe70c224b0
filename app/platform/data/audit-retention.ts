// How long the audit log keeps its rows, in days (decision 060): two years unless an administrator
// chooses otherwise on /admin/ajustes, never less than 30 days (the sign-in limits and any look into
// the last weeks read recent rows), at most ten years. Apart from the settings' schema so that the
// form can name the bounds without loading zod before the first focus.
export const AUDIT_RETENTION_DEFAULT_DAYS = 730;
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3650;
