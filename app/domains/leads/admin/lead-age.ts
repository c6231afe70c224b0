/** How long ago a request came in, as staff say it: "hace 5 min", "hace 3 h", "hace 2 días". */
export function leadAgeText(minutes: number): string {
  if (minutes < 1) return "recién llegada";
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "hace 1 día" : `hace ${days} días`;
}
