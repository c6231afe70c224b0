import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./client-navigation";

describe("isCurrentPath (NavLink's rule for aria-current)", () => {
  it("marks the link to the page shown and to the section it is under", () => {
    expect(isCurrentPath("/mercados", "/mercados")).toBe(true);
    expect(isCurrentPath("/productos/zuncho-pp", "/productos")).toBe(true);
    expect(isCurrentPath("/Nosotros", "/nosotros")).toBe(true);
  });

  it("does not mark a sibling whose path only starts with the same letters", () => {
    expect(isCurrentPath("/mercados-extra", "/mercados")).toBe(false);
    expect(isCurrentPath("/nosotros", "/mercados")).toBe(false);
  });

  it("marks the home page and an `end` link only on their exact path", () => {
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/productos", "/")).toBe(false);
    expect(isCurrentPath("/productos/zuncho-pp", "/productos", true)).toBe(false);
    expect(isCurrentPath("/productos", "/productos", true)).toBe(true);
  });

  it("compares paths only, as NavLink does (a link's query string does not matter)", () => {
    expect(isCurrentPath("/productos", "/productos?categoryId=3")).toBe(true);
  });
});
