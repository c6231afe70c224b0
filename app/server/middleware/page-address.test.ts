import { describe, expect, it } from "vitest";
import { canonicalPageUrl } from "./page-address";

const canonical = (path: string) => {
  const url = canonicalPageUrl(new URL(`http://localhost${path}`));
  return url.pathname + url.search;
};

describe("canonicalPageUrl", () => {
  it.each([
    ["/?utm_source=x&utm_medium=y&gclid=1&fbclid=2&msclkid=3&mc_cid=4&mc_eid=5&_ga=6&ref=7", "/"],
    ["/soluciones?foo=bar", "/soluciones"],
    ["/soluciones", "/soluciones"],
    [
      "/productos?utm_source=x&page=2&name=zuncho&categoryId=16",
      "/productos?categoryId=16&name=zuncho&page=2",
    ],
    ["/productos?page=abc&ref=x", "/productos?page=abc"],
    ["/productos?page=2&page=3", "/productos?page=2"],
    ["/productos?name=", "/productos?name="],
    ["/productos/zuncho-pet?ref=x&producto=3", "/productos/zuncho-pet?producto=3"],
    ["/productos/zuncho-pet?categoryId=1", "/productos/zuncho-pet"],
    [
      "/productos.data?utm_source=x&_routes=routes%2Fcatalog%2Fcatalog&categoryId=16",
      "/productos.data?_routes=routes%2Fcatalog%2Fcatalog&categoryId=16",
    ],
    ["/_root.data?gclid=1", "/_root.data"],
    // The trailing-slash spellings of a page read the same parameters as the page.
    ["/productos/?name=film&utm_source=x", "/productos/?name=film"],
    ["/productos/_.data?page=2&fbclid=1", "/productos/_.data?page=2"],
    ["/productos/zuncho-pet/?producto=3&ref=x", "/productos/zuncho-pet/?producto=3"],
    ["/_.data?gclid=1", "/_.data"],
    ["/productos/zuncho-pet.data?producto=3&fbclid=1", "/productos/zuncho-pet.data?producto=3"],
  ])("%s → %s", (path, expected) => {
    expect(canonical(path)).toBe(expected);
  });

  it("leaves the SPEC's alternative spellings alone: their redirect passes the query on", () => {
    expect(canonical("/envolvedoras?utm_source=x")).toBe("/envolvedoras?utm_source=x");
    expect(canonical("/envolvedoras.data?origen=correo&_routes=alias-envolvedoras")).toBe(
      "/envolvedoras.data?origen=correo&_routes=alias-envolvedoras",
    );
  });

  it("leaves React Router's route discovery alone: its version and paths decide its answer", () => {
    expect(canonical("/__manifest?paths=%2Fmineria%2C%2Fforestal&version=008641d9")).toBe(
      "/__manifest?paths=%2Fmineria%2C%2Fforestal&version=008641d9",
    );
  });
});
