// Calendar days in Lima (UTC−5 all year: Peru has had no daylight saving time since 1994), read
// with UTC getters on a shifted instant, so the machine's time zone never matters.

const LIMA_OFFSET_MS = -5 * 3_600_000;
const DAY_MS = 86_400_000;
const DAY_MINUTES = 24 * 60;

/** The Lima calendar date of an instant, YYYY-MM-DD. */
export function limaDay(instant: Date): string {
  return new Date(instant.getTime() + LIMA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instants a Lima calendar day (YYYY-MM-DD) runs over: [start, end). */
export function limaDayRange(day: string): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${day}T00:00:00.000Z`) - LIMA_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/** The Lima calendar day before `day` (YYYY-MM-DD). */
export function previousLimaDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - DAY_MS).toISOString().slice(0, 10);
}

/** Minutes since midnight in Lima at an instant (0–1439). */
export function limaMinuteOfDay(instant: Date): number {
  const shifted = new Date(instant.getTime() + LIMA_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** Milliseconds from `now` until the Lima clock next reads `minute` (0–1439) at second 0: later today or tomorrow. */
export function msUntilLimaMinute(now: Date, minute: number): number {
  const minutes = (minute - limaMinuteOfDay(now) + DAY_MINUTES) % DAY_MINUTES || DAY_MINUTES;
  return minutes * 60_000 - (now.getTime() % 60_000);
}

/** "24/11/2026" for "2026-11-24". */
export function limaDayText(day: string): string {
  const [year, month, date] = day.split("-");
  return `${date}/${month}/${year}`;
}

/** True for a real calendar date written YYYY-MM-DD ("2026-02-30" is not one). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An instant as a Lima date and time to the minute, "2026-11-23 10:15": sorts as text, spreadsheets read it. */
export function limaDateTime(instant: Date | string): string {
  const shifted = new Date(new Date(instant).getTime() + LIMA_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/** An instant as a `datetime-local` value read on Lima's clock, "2026-11-23T10:15". */
export function limaInputValue(instant: Date | string): string {
  return limaDateTime(instant).replace(" ", "T");
}

/** A `datetime-local` value ("2026-11-23T10:15") read as Lima time → the instant; undefined if not one. */
export function instantFromLimaInput(text: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d{1,3})?)?$/.exec(text.trim());
  if (!match || !isCalendarDate(match[1]!)) return undefined;
  const [hours, minutes] = [Number(match[2]), Number(match[3])];
  if (hours > 23 || minutes > 59) return undefined;
  return new Date(limaDayRange(match[1]!).start.getTime() + (hours * 60 + minutes) * 60_000);
}
