import { describe, expect, it } from "vitest";
import { parseCatalogAddress } from "./catalog-query-schema";
import { catalogPageRedirect, catalogUrl, productUrl } from "./catalog-url";

describe("catalogue address", () => {
  it("writes only what is set, page only past the first, counted from 1", () => {
    expect(catalogUrl({})).toBe("/productos");
    expect(catalogUrl({ categoryId: 19, page: 0 })).toBe("/productos?categoryId=19");
    expect(catalogUrl({ categoryId: 19, page: 1, name: "máquina" })).toBe(
      "/productos?categoryId=19&name=m%C3%A1quina&page=2",
    );
    expect(productUrl({ id: 4, slug: "zuncho-pet" })).toBe("/productos/zuncho-pet?producto=4");
  });

  it.each([
    ["categoryId=19", 3, undefined],
    ["categoryId=19&page=3", 3, undefined],
    [
      "categoryId=19&name=zuncho&page=4",
      3,
      { location: "/productos?categoryId=19&name=zuncho&page=3", status: 302 },
    ],
    ["page=99", 7, { location: "/productos?page=7", status: 302 }],
    ["page=999999999", 7, { location: "/productos?page=7", status: 302 }],
    ["page=100001", 7, { location: "/productos?page=7", status: 302 }],
    ["name=nada&page=2", 1, { location: "/productos?name=nada", status: 302 }],
    ["categoryId=19&page=0", 3, { location: "/productos?categoryId=19", status: 301 }],
    ["page=-1", 3, { location: "/productos", status: 301 }],
    ["page=abc", 3, { location: "/productos", status: 301 }],
    ["page=0x2", 3, { location: "/productos", status: 301 }],
    ["page=1e3", 3, { location: "/productos", status: 301 }],
    ["page=", 3, { location: "/productos", status: 301 }],
    ["page=1", 3, { location: "/productos", status: 301 }],
    ["page=02", 3, { location: "/productos?page=2", status: 301 }],
    ["categoryId=abc", 3, { location: "/productos", status: 301 }],
    ["categoryId=1.0&name=zuncho", 3, { location: "/productos?name=zuncho", status: 301 }],
    ["categoryId=0", 3, { location: "/productos", status: 301 }],
    ["categoryId=-1", 3, { location: "/productos", status: 301 }],
    ["categoryId=", 3, { location: "/productos", status: 301 }],
    ["categoryId=2147483648", 3, { location: "/productos", status: 301 }],
    ["categoryId=01", 3, { location: "/productos?categoryId=1", status: 301 }],
    ["categoryId=019&page=2", 3, { location: "/productos?categoryId=19&page=2", status: 301 }],
    ["categoryId=abc&page=9", 3, { location: "/productos?page=3", status: 302 }],
  ])("sends ?%s (of %i pages) to %j", (search, totalPages, expected) => {
    const params = new URLSearchParams(search);
    expect(catalogPageRedirect(params, parseCatalogAddress(params), totalPages)).toEqual(expected);
  });
});
