import { describe, expect, it } from "vitest";
import { inAppPath } from "./in-app-path";

const ORIGINS = ["https://www.kordex.com.pe", "http://localhost:3000"];

describe("inAppPath", () => {
  it.each([
    ["/envolvedora", "/envolvedora"],
    ["https://www.kordex.com.pe/productos?categoryId=19#lista", "/productos?categoryId=19#lista"],
    ["http://localhost:3000/airpads", "/airpads"],
  ])("navigates in-app to %s", (href, path) => {
    expect(inAppPath(href, ORIGINS)).toBe(path);
  });

  it.each([
    "https://otro-sitio.example/oferta",
    "//otro-sitio.example/x",
    "http://www.kordex.com.pe/http-no-es-el-mismo-origen",
    "mailto:ventas@kordex.com.pe",
    "no es una url",
  ])("leaves %s as an ordinary link", (href) => {
    expect(inAppPath(href, ORIGINS)).toBeUndefined();
  });
});
