import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path";

describe("safeReturnPath", () => {
  it("follows back-office paths with their query", () => {
    expect(safeReturnPath("/admin/usuarios")).toBe("/admin/usuarios");
    expect(safeReturnPath("/admin?x=1")).toBe("/admin?x=1");
  });

  it.each([
    "https://evil.example/admin",
    "//evil.example/admin",
    "/admin//evil.example",
    "/\\evil.example",
    "/admin\\..\\x",
    "/productos",
    "/administrador",
    "javascript:alert(1)",
    "",
    undefined,
    42,
  ])("refuses %s", (value) => {
    expect(safeReturnPath(value)).toBe("/admin");
  });
});
