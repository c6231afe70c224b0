// The few places where SQLite and PostgreSQL answer differently, normalised once.

/** 0/1 (SQLite) or boolean (PostgreSQL) → boolean. */
export function toBool(value: boolean | number): boolean {
  return Boolean(value);
}

/** Writes a boolean as 1/0, which both engines accept. */
export function fromBool(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

/** JSON text (SQLite) or parsed value (PostgreSQL) → value. */
export function parseJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

/** ISO text (SQLite) or Date (PostgreSQL) → ISO-8601 text. */
export function toIso(value: Date | string): string;
export function toIso(value: Date | string | null): string | null;
export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function nowIso(offsetMs = 0): string {
  return new Date(Date.now() + offsetMs).toISOString();
}

/** A unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "SQLITE_CONSTRAINT_UNIQUE" || code === "SQLITE_CONSTRAINT_PRIMARYKEY" || code === "23505";
}
