// Peruvian business time: the back office's first-response clock (business hours) and the complaints
// book's deadlines (business days). Pure: no server imports, no machine time zone.
//
// Lima is UTC−5 all year (Peru has had no daylight saving time since 1994), so every calendar
// computation here shifts the instant by that fixed offset and reads the shifted value with the UTC
// getters; `Date#getHours`, `toLocaleString` and friends (the machine's zone) are never used.
// A business day is Monday to Friday and not a national holiday (app/platform/content/peru-holidays.ts);
// business hours are the office hours of a business day.
import { PERU_HOLIDAYS, type PeruHoliday } from "~/platform/content/peru-holidays";

/** Office hours in Lima, Monday to Friday: "HH:MM" on the 24-hour clock, `open` before `close`. */
export interface OfficeHours {
  open: string;
  close: string;
}

/** Lima's offset from UTC, in minutes (UTC−5, no daylight saving time). */
export const LIMA_UTC_OFFSET_MINUTES = -300;

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
const LIMA_OFFSET_MS = LIMA_UTC_OFFSET_MINUTES * MINUTE_MS;

const HOLIDAYS_BY_DATE: ReadonlyMap<string, PeruHoliday> = new Map(
  Object.values(PERU_HOLIDAYS)
    .flat()
    .map((holiday) => [holiday.date, holiday]),
);

const OFFICE_HOURS_FORMAT = /^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$/;

/**
 * Reads an office-hours setting such as "09:00-18:00" (Lima time, 24-hour clock; "9:00 - 18:00" is
 * accepted too). Throws an Error whose message explains what is wrong, in English, for the log.
 */
export function parseOfficeHours(value: string): OfficeHours {
  const match = OFFICE_HOURS_FORMAT.exec(value);
  if (!match) {
    throw new Error(
      `"${value}" is not office hours: write the opening and closing time as HH:MM-HH:MM on the 24-hour clock, e.g. 09:00-18:00`,
    );
  }
  const [openHour, openMinute, closeHour, closeMinute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  for (const [hour, minute, which] of [
    [openHour, openMinute, "opening"],
    [closeHour, closeMinute, "closing"],
  ] as const) {
    if (hour > 23 || minute > 59) {
      throw new Error(`"${value}": the ${which} time is not a time of day (00:00 to 23:59)`);
    }
  }
  const hours = { open: clock(openHour, openMinute), close: clock(closeHour, closeMinute) };
  if (openHour * 60 + openMinute >= closeHour * 60 + closeMinute) {
    throw new Error(
      `"${value}": the closing time ${hours.close} must be after the opening time ${hours.open}`,
    );
  }
  return hours;
}

function clock(hour: number, minute: number): string {
  return `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

/** The Lima calendar date of an instant, YYYY-MM-DD. */
export function limaDate(instant: Date): string {
  return isoDateOfDay(dayOf(instantMs(instant)));
}

/** The national holiday on a Lima calendar date (a Date is read as its Lima date), if any. */
export function holidayOn(date: Date | string): PeruHoliday | undefined {
  return HOLIDAYS_BY_DATE.get(isoDateOfDay(dayArg(date)));
}

/**
 * Whether a date is a business day in Lima: Monday to Friday and not a national holiday. A Date is
 * read as its Lima calendar date ("2026-07-25T03:00:00Z" is Friday 24 July in Lima).
 */
export function isBusinessDay(date: Date | string): boolean {
  return isBusinessDayIndex(dayArg(date));
}

/**
 * Business time between two instants, in milliseconds: how much of [from, to] falls within office
 * hours on business days. 0 when `to` is not after `from`.
 */
export function businessMillisecondsBetween(from: Date, to: Date, officeHours: OfficeHours): number {
  const fromMs = instantMs(from);
  const toMs = instantMs(to);
  if (toMs <= fromMs) return 0;
  const window = officeWindow(officeHours);
  let total = 0;
  for (let day = dayOf(fromMs); day <= dayOf(toMs); day++) {
    if (!isBusinessDayIndex(day)) continue;
    const start = Math.max(fromMs, dayStartMs(day) + window.open);
    const end = Math.min(toMs, dayStartMs(day) + window.close);
    if (end > start) total += end - start;
  }
  return total;
}

/**
 * The deadline `hours` business hours after `start`: the earliest instant by which that much
 * business time has passed. A lead received on Friday at 17:00 with 9–18 office hours and 8 hours
 * to answer is due on Monday at 16:00 (Tuesday if Monday is a holiday). Hours are counted to the
 * millisecond; they must be positive.
 */
export function addBusinessHours(start: Date, hours: number, officeHours: OfficeHours): Date {
  let remaining = positiveDuration(hours);
  const startMs = instantMs(start);
  const window = officeWindow(officeHours);
  for (let day = dayOf(startMs); ; day++) {
    if (!isBusinessDayIndex(day)) continue;
    const from = Math.max(startMs, dayStartMs(day) + window.open);
    const until = dayStartMs(day) + window.close;
    if (until <= from) continue;
    if (remaining <= until - from) return new Date(from + remaining);
    remaining -= until - from;
  }
}

/**
 * The overdue cutoff: the latest creation instant for which at least `hours` business hours have
 * passed by `now`. For every instant `created`:
 *
 *   created <= overdueCutoff(now, hours, officeHours)
 *     ⟺ businessMillisecondsBetween(created, now, officeHours) >= hours × 3,600,000
 *
 * Business time since creation only shrinks as the creation moves later, so the overdue requests
 * are exactly those created up to one instant. That turns "open for ≥ N business hours", which SQL
 * cannot compute, into a plain comparison an index serves on both engines:
 * `where created_at <= :cutoff and first_response_at is null` (the cutoff bound as ISO-8601 text,
 * which SQLite compares as text and PostgreSQL as timestamptz; tests/integration/leads/business-hours-clock).
 * It walks back from `now` through office hours; when the count is reached exactly at an opening
 * time, the cutoff is that opening time (a request from the evening before is just as overdue).
 */
export function overdueCutoff(now: Date, hours: number, officeHours: OfficeHours): Date {
  let remaining = positiveDuration(hours);
  const nowMs = instantMs(now);
  const window = officeWindow(officeHours);
  for (let day = dayOf(nowMs); ; day--) {
    if (!isBusinessDayIndex(day)) continue;
    const from = dayStartMs(day) + window.open;
    const until = Math.min(nowMs, dayStartMs(day) + window.close);
    if (until <= from) continue;
    if (remaining <= until - from) return new Date(until - remaining);
    remaining -= until - from;
  }
}

/**
 * The deadline `days` business days after `filedAt`: the end (23:59:59.999 in Lima) of the
 * `days`-th business day after the Lima date of `filedAt`; the filing day itself never counts, a
 * business day or not. For the complaints book's 15 business days, and its 5-day pause. In time
 * means `answeredAt <= deadline`.
 */
export function addBusinessDays(filedAt: Date, days: number): Date {
  if (!Number.isInteger(days) || days < 1) {
    throw new RangeError(`Business days to add must be a positive whole number, got ${days}`);
  }
  let day = dayOf(instantMs(filedAt));
  for (let counted = 0; counted < days;) {
    day++;
    if (isBusinessDayIndex(day)) counted++;
  }
  return new Date(dayStartMs(day + 1) - 1);
}

/**
 * Business days after the date `from` up to and including the date `to` (Dates are read as Lima
 * dates), so that `businessDaysBetween(filedAt, addBusinessDays(filedAt, n)) === n`. Negative when
 * `to` is before `from` (the business days from `to`, exclusive, to `from`, inclusive); 0 when both
 * are the same date.
 */
export function businessDaysBetween(from: Date | string, to: Date | string): number {
  const fromDay = dayArg(from);
  const toDay = dayArg(to);
  if (toDay < fromDay) return -businessDaysBetween(to, from);
  let count = 0;
  for (let day = fromDay + 1; day <= toDay; day++) if (isBusinessDayIndex(day)) count++;
  return count;
}

// Days are numbered from 1970-01-01 in Lima; day d starts at the UTC instant d × DAY_MS − offset.

function dayOf(ms: number): number {
  return Math.floor((ms + LIMA_OFFSET_MS) / DAY_MS);
}

function dayStartMs(day: number): number {
  return day * DAY_MS - LIMA_OFFSET_MS;
}

function isoDateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

function isBusinessDayIndex(day: number): boolean {
  const weekday = (((day + 4) % 7) + 7) % 7; // 1970-01-01 was a Thursday (4); 0 is Sunday.
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS_BY_DATE.has(isoDateOfDay(day));
}

function instantMs(instant: Date): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid Date");
  return ms;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A Date (its Lima date) or a YYYY-MM-DD calendar date → day number. */
function dayArg(date: Date | string): number {
  if (date instanceof Date) return dayOf(instantMs(date));
  const match = ISO_DATE.exec(date);
  const utcMs = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || isoDateOfDay(utcMs / DAY_MS) !== date) {
    throw new RangeError(`"${date}" is not a calendar date written YYYY-MM-DD`);
  }
  return utcMs / DAY_MS;
}

function officeWindow(officeHours: OfficeHours): { open: number; close: number } {
  const parsed = parseOfficeHours(`${officeHours.open}-${officeHours.close}`);
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return { open: minutes(parsed.open) * MINUTE_MS, close: minutes(parsed.close) * MINUTE_MS };
}

function positiveDuration(hours: number): number {
  const ms = Math.round(hours * HOUR_MS);
  if (!Number.isFinite(hours) || ms <= 0) {
    throw new RangeError(`Business hours must be a positive number, got ${hours}`);
  }
  return ms;
}
