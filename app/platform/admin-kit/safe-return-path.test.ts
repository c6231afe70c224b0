import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./safe-return-path";

describe("safeReturnPath", () => {
  it("follows back-office paths with their query", () => {
    expect(safeReturnPath("/admin/usuarios")).toBe("/admin/usuarios");
    expect(safeReturnPath("/admin?x=1")).toBe("/admin?x=1");
    expect(safeReturnPath("/admin/solicitudes?q=Mar%C3%ADa&tipo=contacto")).toBe(
      "/admin/solicitudes?q=Mar%C3%ADa&tipo=contacto",
    );
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
    "/admin/✓",
    "/admin/\uFF0F\uFF0Fevil",
    "/admin/x y",
    "/admin/\u2028",
    "",
    undefined,
    42,
  ])("refuses %s", (value) => {
    expect(safeReturnPath(value)).toBe("/admin");
  });
});
