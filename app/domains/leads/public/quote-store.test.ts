// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  getQuoteItems,
  parseStoredQuote,
  QUOTE_STORAGE_KEY,
  quoteActions,
  subscribeToQuote,
} from "./quote-store";

const zuncho = { id: 7, image: "/media/a-320.webp", name: "Zuncho PET 16 mm", quantity: 2 };
const film = { id: 9, image: "/media/b-320.webp", name: "Film stretch 23 µm", quantity: 1 };

beforeEach(() => {
  window.localStorage.clear();
});

describe("quotation list store", () => {
  it("starts empty and appends products in order", () => {
    expect(getQuoteItems()).toEqual([]);
    quoteActions.add(zuncho);
    quoteActions.add(film);
    expect(getQuoteItems()).toEqual([zuncho, film]);
  });

  it("saves every change under product-store, in the zustand persist shape, and restores it", () => {
    quoteActions.add(zuncho);
    const stored = JSON.parse(window.localStorage.getItem(QUOTE_STORAGE_KEY)!);
    expect(stored).toEqual({ state: { products: [zuncho] }, version: 0 });
    expect(parseStoredQuote(window.localStorage.getItem(QUOTE_STORAGE_KEY))).toEqual([zuncho]);
  });

  it("does not add a product twice", () => {
    quoteActions.add(zuncho);
    quoteActions.add({ ...zuncho, quantity: 5 });
    expect(getQuoteItems()).toEqual([zuncho]);
  });

  it("removes by id, updates the quantity by id with a floor of 1, and resets", () => {
    quoteActions.add(zuncho);
    quoteActions.add(film);
    quoteActions.updateQuantity(9, 12);
    expect(getQuoteItems()[1]!.quantity).toBe(12);
    quoteActions.updateQuantity(9, 0);
    expect(getQuoteItems()[1]!.quantity).toBe(1);
    quoteActions.updateQuantity(9, 1_000_000);
    expect(getQuoteItems()[1]!.quantity).toBe(1_000_000);
    quoteActions.remove(7);
    expect(getQuoteItems().map((item) => item.id)).toEqual([9]);
    quoteActions.reset();
    expect(getQuoteItems()).toEqual([]);
  });

  it.each([
    ["not JSON", "{oops"],
    ["another app's value", JSON.stringify({ theme: "dark" })],
    ["items of the wrong shape", JSON.stringify([{ id: "7", name: 3 }])],
    ["a negative quantity", JSON.stringify([{ ...zuncho, quantity: -1 }])],
    ["null", "null"],
  ])("reads %s as an empty list without breaking", (_, raw) => {
    window.localStorage.setItem(QUOTE_STORAGE_KEY, raw);
    expect(getQuoteItems()).toEqual([]);
    quoteActions.add(film);
    expect(getQuoteItems()).toEqual([film]);
  });

  it("keeps a product's code and unit of sale, and reads a list saved without them", () => {
    const coded = { ...zuncho, code: "ZPET-16V", unit: "bobina" };
    quoteActions.add(coded);
    expect(parseStoredQuote(window.localStorage.getItem(QUOTE_STORAGE_KEY))).toEqual([coded]);
    window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify({ state: { products: [film] } }));
    expect(getQuoteItems()).toEqual([film]);
    expect(getQuoteItems()[0]!.unit).toBeUndefined();
  });

  it("reads a list whose code or unit is not a text as an empty list", () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify([{ ...zuncho, unit: { plural: "x" } }]));
    expect(getQuoteItems()).toEqual([]);
    window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify([{ ...zuncho, code: 12 }]));
    expect(getQuoteItems()).toEqual([]);
  });

  it("accepts a plain array too", () => {
    window.localStorage.setItem(QUOTE_STORAGE_KEY, JSON.stringify([zuncho]));
    expect(getQuoteItems()).toEqual([zuncho]);
  });

  it("notifies subscribers of its own changes and of other tabs' changes", () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToQuote(listener);
    quoteActions.add(zuncho);
    expect(listener).toHaveBeenCalledTimes(1);
    window.localStorage.setItem(
      QUOTE_STORAGE_KEY,
      JSON.stringify({ state: { products: [film] }, version: 0 }),
    );
    window.dispatchEvent(new StorageEvent("storage", { key: QUOTE_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getQuoteItems()).toEqual([film]);
    window.dispatchEvent(new StorageEvent("storage", { key: "other" }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    quoteActions.reset();
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
