import { describe, expect, it } from "vitest";
import { cardImages } from "./cards";

describe("the page cards' pictures (public/art/)", () => {
  it("carry no pager mark: no red bar beside a grey one, as decision 043 removed from product pictures", () => {
    const cards = Object.entries(cardImages());
    expect(cards.length).toBeGreaterThan(15);
    const marked = cards
      .filter(([, svg]) => /fill="#C8102E" rx="[\d.]+"\/><rect [^>]*fill="#AEB7BE" rx="[\d.]+"/.test(svg))
      .map(([name]) => name);
    expect(marked).toEqual([]);
  });
});
