// Dates and times as staff in Peru read them: Lima's clock (UTC−5, no summer time), Spanish format.
// Formatters are built once (building one is costly). The same text on the server and in the browser,
// whatever their time zones, so hydration never disagrees.

const DATE_TIME = new Intl.DateTimeFormat("es-PE", {
  timeZone: "America/Lima",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  // h23, not hour12: false, which some ICU versions write as "24:05" after midnight.
  hourCycle: "h23",
});

const DATE = new Intl.DateTimeFormat("es-PE", {
  timeZone: "America/Lima",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** "24/11/2026, 15:04" in Lima time. */
export const formatLimaDateTime = (iso: string | Date) => DATE_TIME.format(new Date(iso));

/** "24/11/2026" in Lima time. */
export const formatLimaDate = (iso: string | Date) => DATE.format(new Date(iso));
