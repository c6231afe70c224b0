// The quotation list, kept in the browser under localStorage["product-store"] (SPEC section 3),
// restored on load and shared live between open tabs. Stored in the same shape as a zustand
// "persist" store ({ state: { products }, version }), and a plain array is read too. Items carry the
// SPEC's id, image, name and quantity and, when added from this version on, the product's code and
// unit of sale (a list saved before has neither: its quantities are shown without a unit).
import { useSyncExternalStore } from "react";

export const QUOTE_STORAGE_KEY = "product-store";

export interface QuoteItem {
  id: number;
  image: string;
  name: string;
  quantity: number;
  /** The product code ("ZPP-12N"). */
  code?: string;
  /** The unit of sale, singular ("bobina"). */
  unit?: string;
}

const isOptionalText = (value: unknown) => value === undefined || typeof value === "string";

// Checked by hand rather than with zod: this module is in every page's first load (header badge).
function isQuoteItem(value: unknown): value is QuoteItem {
  if (typeof value !== "object" || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    Number.isInteger(item.id) &&
    (item.id as number) > 0 &&
    typeof item.image === "string" &&
    typeof item.name === "string" &&
    item.name.length > 0 &&
    Number.isInteger(item.quantity) &&
    (item.quantity as number) >= 1 &&
    isOptionalText(item.code) &&
    isOptionalText(item.unit)
  );
}

/** The stored list: zustand's persist shape `{ state: { products } }`, or a plain array. */
function storedItems(value: unknown): QuoteItem[] | undefined {
  const list = Array.isArray(value)
    ? value
    : (value as { state?: { products?: unknown } } | null)?.state?.products;
  if (!Array.isArray(list) || !list.every(isQuoteItem)) return undefined;
  return list.map(({ id, image, name, quantity, code, unit }) => ({ id, image, name, quantity, code, unit }));
}

const EMPTY: QuoteItem[] = [];
const listeners = new Set<() => void>();
let cachedRaw: string | null | undefined;
let cachedItems: QuoteItem[] = EMPTY;

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Parses a stored value; anything corrupt or foreign reads as an empty list. */
export function parseStoredQuote(raw: string | null): QuoteItem[] {
  if (!raw) return EMPTY;
  try {
    return storedItems(JSON.parse(raw)) ?? EMPTY;
  } catch {
    return EMPTY;
  }
}

export function getQuoteItems(): QuoteItem[] {
  const raw = storage()?.getItem(QUOTE_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = parseStoredQuote(raw);
  }
  return cachedItems;
}

function save(items: QuoteItem[]): void {
  storage()?.setItem(QUOTE_STORAGE_KEY, JSON.stringify({ state: { products: items }, version: 0 }));
  for (const listener of listeners) listener();
}

export function subscribeToQuote(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === QUOTE_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const quoteActions = {
  /** Appends a product; a product already in the list keeps its place and quantity. */
  add(item: QuoteItem): void {
    const items = getQuoteItems();
    if (items.some((existing) => existing.id === item.id)) return;
    save([...items, { ...item, quantity: Math.max(1, Math.floor(item.quantity)) }]);
  },
  remove(id: number): void {
    save(getQuoteItems().filter((item) => item.id !== id));
  },
  updateQuantity(id: number, quantity: number): void {
    const next = Math.max(1, Math.floor(quantity));
    save(getQuoteItems().map((item) => (item.id === id ? { ...item, quantity: next } : item)));
  },
  reset(): void {
    save(EMPTY);
  },
};

/** The list after hydration; `null` while rendering on the server and during hydration. */
export function useQuoteItems(): QuoteItem[] | null {
  return useSyncExternalStore<QuoteItem[] | null>(subscribeToQuote, getQuoteItems, () => null);
}
