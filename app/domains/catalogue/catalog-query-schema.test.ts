import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/platform/submission/submission-schema";
import { CATALOG_QUERY_PARAMS, CatalogQuerySchema, parseCatalogAddress } from "./catalog-query-schema";
import { MAX_CATEGORY_ID, MAX_PAGE, PRODUCT_NAME_QUERY_MAX_LENGTH } from "./catalog-query-limits-schema";

describe("the catalogue query", () => {
  it("has the parameters the page reads and the API takes", () => {
    expect([...CATALOG_QUERY_PARAMS].sort()).toEqual(["categoryId", "name", "page"]);
  });

  it.each([
    ["", { page: 0 }],
    ["categoryId=19&page=3&name=zuncho", { categoryId: 19, page: 2, name: "zuncho" }],
    ["categoryId=abc&page=-2&name=%20%20", { page: 0 }],
    ["categoryId=1e3&page=2.5", { page: 0 }],
    ["page=1", { page: 0 }],
    ["page=0", { page: 0 }],
    ["categoryId=016&page=02", { categoryId: 16, page: 1 }],
    [`categoryId=${MAX_CATEGORY_ID}&page=${MAX_PAGE + 1}`, { categoryId: MAX_CATEGORY_ID, page: MAX_PAGE }],
    // Past the highest page is past the end: read as the highest, which the page sends to its last.
    ["categoryId=99999999999&page=999999999", { page: MAX_PAGE }],
    ["categoryId=<script>&name=<b>x</b>", { page: 0, name: "<b>x</b>" }],
    [`name=%20${"x".repeat(150)}`, { page: 0, name: "x".repeat(PRODUCT_NAME_QUERY_MAX_LENGTH) }],
    ["page=3&page=abc&categoryId=7&categoryId=x", { categoryId: 7, page: 2 }],
  ])("reads the page's address %j leniently, counting pages from 1", (search, expected) => {
    expect(parseCatalogAddress(new URLSearchParams(search))).toEqual({
      categoryId: undefined,
      name: undefined,
      ...expected,
    });
  });

  it.each([
    [{}, { page: 0 }],
    [{ categoryId: "null", page: "" }, { page: 0 }],
    [
      { categoryId: "", page: "00", name: " zuncho " },
      { page: 0, name: " zuncho " },
    ],
    [
      { categoryId: String(MAX_CATEGORY_ID), page: String(MAX_PAGE), name: "x".repeat(100) },
      { categoryId: MAX_CATEGORY_ID, page: MAX_PAGE, name: "x".repeat(100) },
    ],
  ])("reads the API's query %j strictly, counting pages from 0", (query, expected) => {
    expect(CatalogQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([
    [
      { categoryId: String(MAX_CATEGORY_ID + 1) },
      "categoryId",
      "categoryId debe ser un número entero positivo",
    ],
    [{ categoryId: "0" }, "categoryId", "categoryId debe ser un número entero positivo"],
    [{ page: String(MAX_PAGE + 1) }, "page", `page no puede superar ${MAX_PAGE}`],
    [{ page: "-1" }, "page", "page debe ser un número entero desde 0"],
    [{ name: "x".repeat(101) }, "name", "name no puede superar 100 caracteres"],
  ])("refuses the API's query %j with a Spanish message for its field", (query, field, message) => {
    const parsed = CatalogQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({ [field]: message });
  });
});
