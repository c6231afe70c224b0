import { describe, expect, it } from "vitest";
import { PASSKEY_NAME_MAX, passkeyName } from "./passkey-name";

describe("passkeyName", () => {
  it("trims and collapses spaces", () => {
    expect(passkeyName("  Notebook \t de   oficina ")).toBe("Notebook de oficina");
  });

  it("counts characters, not UTF-16 units, up to the limit", () => {
    expect(passkeyName("ñ".repeat(PASSKEY_NAME_MAX))).toBe("ñ".repeat(PASSKEY_NAME_MAX));
    expect(passkeyName("🔑".repeat(PASSKEY_NAME_MAX))).toBe("🔑".repeat(PASSKEY_NAME_MAX));
    expect(passkeyName("a".repeat(PASSKEY_NAME_MAX + 1))).toBeUndefined();
  });

  it("refuses an empty name", () => {
    expect(passkeyName("   ")).toBeUndefined();
    expect(passkeyName("")).toBeUndefined();
  });
});
