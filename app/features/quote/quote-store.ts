// The quotation list, kept in the browser under localStorage["product-store"] (SPEC section 3),
// restored on load and shared live between open tabs. Stored in the same shape as a zustand
// "persist" store ({ state: { products }, version }), and a plain array is read too.
import { useSyncExternalStore } from "react";
import { z } from "zod";

export const QUOTE_STORAGE_KEY = "product-store";

export const QuoteItemSchema = z.object({
  id: z.number().int().positive(),
  image: z.string(),
  name: z.string().min(1),
  quantity: z.number().int().min(1),
});
export type QuoteItem = z.infer<typeof QuoteItemSchema>;

const StoredSchema = z.union([
  z
    .object({ state: z.object({ products: z.array(QuoteItemSchema) }) })
    .transform((value) => value.state.products),
  z.array(QuoteItemSchema),
]);

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
    const parsed = StoredSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY;
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
