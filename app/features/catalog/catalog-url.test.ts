import { describe, expect, it } from "vitest";
import { catalogUrl, parseCatalogQuery, productUrl } from "./catalog-url";

describe("catalogue address", () => {
  it.each([
    ["", { page: 1 }],
    ["categoryId=19&page=3&name=zuncho", { categoryId: 19, page: 3, name: "zuncho" }],
    ["categoryId=abc&page=-2&name=%20%20", { page: 1 }],
    ["categoryId=1e3&page=2.5", { page: 1 }],
    ["categoryId=99999999999&page=999999999", { page: 1 }],
    ["categoryId=<script>&name=<b>x</b>", { page: 1, name: "<b>x</b>" }],
  ])("reads %j leniently", (search, expected) => {
    expect(parseCatalogQuery(new URLSearchParams(search))).toEqual({
      categoryId: undefined,
      name: undefined,
      ...expected,
    });
  });

  it("writes only what is set, page only past 1", () => {
    expect(catalogUrl({})).toBe("/productos");
    expect(catalogUrl({ categoryId: 19, page: 1 })).toBe("/productos?categoryId=19");
    expect(catalogUrl({ categoryId: 19, page: 2, name: "máquina" })).toBe(
      "/productos?categoryId=19&name=m%C3%A1quina&page=2",
    );
    expect(productUrl({ id: 4, slug: "zuncho-pet" })).toBe("/productos/zuncho-pet?producto=4");
  });
});
