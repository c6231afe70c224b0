// Calendar days and clock times in Lima, where staff read them. Peru keeps UTC−5 all year (no
// daylight saving since 1994), so a Lima day is a fixed 24-hour span of UTC time.

const LIMA_OFFSET_MS = -5 * 3_600_000;
const DAY_MS = 86_400_000;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD ("2026-02-30" is not one). */
export function isCalendarDate(text: string): boolean {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant a Lima calendar day (YYYY-MM-DD) begins: "2026-11-23" → 2026-11-23T05:00:00.000Z. */
export function limaDayStart(date: string): Date {
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date(Date.parse(`${date}T00:00:00.000Z`) - LIMA_OFFSET_MS);
}

/** The instant the Lima calendar day after `date` begins: the exclusive end of `date`. */
export function limaDayEnd(date: string): Date {
  return new Date(limaDayStart(date).getTime() + DAY_MS);
}

/** An instant as a Lima date and time to the minute, "2026-11-23 10:15": sorts as text, spreadsheets read it. */
export function limaDateTime(instant: Date | string): string {
  const shifted = new Date(new Date(instant).getTime() + LIMA_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}
