import { describe, expect, it } from "vitest";
import { BANNER_MESSAGES, BannerFieldsSchema, isBannerLink } from "./banner-schema";

const fields = (overrides: Record<string, unknown> = {}) => ({
  name: "Campaña",
  alt: "",
  link: "/productos",
  active: true,
  startsAt: "",
  endsAt: "",
  ...overrides,
});

describe("the banner form's fields", () => {
  it("takes in-site paths and https addresses, nothing else", () => {
    for (const link of [
      "/productos",
      "/productos/zuncho-pet?x=1#y",
      "https://www.kordex.com.pe/catalogo.pdf",
    ]) {
      expect(isBannerLink(link), link).toBe(true);
    }
    for (const link of [
      "javascript:alert(1)",
      "//evil.example/x",
      "http://www.kordex.com.pe",
      "https://localhost",
      "https://user:pw@kordex.com.pe",
      "productos",
      "/pro ductos",
      "/a\\b",
      "data:text/html,hola",
    ]) {
      expect(isBannerLink(link), link).toBe(false);
    }
  });

  it("reads the dates on Lima's clock (UTC−5) and wants the end after the start", () => {
    const parsed = BannerFieldsSchema.parse(
      fields({ startsAt: "2026-12-01T08:00", endsAt: "2026-12-31T23:59" }),
    );
    expect(parsed.startsAt).toBe("2026-12-01T13:00:00.000Z");
    expect(parsed.endsAt).toBe("2027-01-01T04:59:00.000Z");
    expect(BannerFieldsSchema.parse(fields()).startsAt).toBeNull();
    const reversed = BannerFieldsSchema.safeParse(
      fields({ startsAt: "2026-12-02T08:00", endsAt: "2026-12-01T08:00" }),
    );
    expect(reversed.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["endsAt", BANNER_MESSAGES.endBeforeStart],
    ]);
    const invalid = BannerFieldsSchema.safeParse(fields({ startsAt: "2026-02-30T08:00" }));
    expect(invalid.error?.issues[0]?.message).toBe(BANNER_MESSAGES.dateInvalid);
  });

  it("wants a title", () => {
    const result = BannerFieldsSchema.safeParse(fields({ name: "   " }));
    expect(result.error?.issues[0]?.message).toBe(BANNER_MESSAGES.nameRequired);
  });
});
