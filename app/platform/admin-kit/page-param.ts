// The page number of a back-office list, read from its address.

/** The page number of a list (`?pagina=2`); anything unreadable is the first page. */
export function pageOf(value: string | null): number {
  const page = value && /^\d{1,6}$/.test(value) ? Number(value) : 1;
  return Math.max(1, page);
}
