import { describe, expect, it } from "vitest";
import {
  CONSENT_TEXT,
  MARKETING_CONSENT_STATEMENT,
  PRIVACY_CONSENT_STATEMENT,
  PRIVACY_POLICY_LINK_TEXT,
} from "./privacy-consent";

describe("the consent texts", () => {
  it("link the policy from the privacy statement exactly once (the checkbox splits it there)", () => {
    expect(PRIVACY_CONSENT_STATEMENT.split(PRIVACY_POLICY_LINK_TEXT)).toHaveLength(2);
  });

  it("version both statements, one per line, as shown", () => {
    expect(CONSENT_TEXT.split("\n")).toEqual([PRIVACY_CONSENT_STATEMENT, MARKETING_CONSENT_STATEMENT]);
    expect(CONSENT_TEXT).toContain("Kordex Packaging Perú S.A.C.");
  });
});
