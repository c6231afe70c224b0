import { describe, expect, it } from "vitest";
import {
  ANONYMISED_MARKER,
  htmlEscaped,
  needleVariants,
  personalDataSubjectOf,
  scrubText,
  subjectText,
} from "./personal-data";

describe("the subject of a search", () => {
  it("is an e-mail (lower-cased) or an 11-digit RUC (spaces allowed)", () => {
    expect(personalDataSubjectOf("  Maria.Quispe@Minera.example ")).toEqual({
      type: "email",
      value: "maria.quispe@minera.example",
    });
    expect(personalDataSubjectOf("201 3131 2955")).toEqual({ type: "ruc", value: "20131312955" });
    expect(subjectText({ type: "ruc", value: "20131312955" })).toBe("el RUC 20131312955");
  });

  it("is nothing for anything else", () => {
    for (const text of [
      "",
      "   ",
      "maria@",
      "@x.pe",
      "2013131295",
      "María Quispe",
      null,
      undefined,
      `${"a".repeat(250)}@x.pe`,
    ]) {
      expect(personalDataSubjectOf(text), String(text)).toBeUndefined();
    }
  });
});

describe("scrubbing a text", () => {
  it("replaces every form a value takes in an e-mail, whatever the case, across wrapped lines", () => {
    const needles = needleVariants([
      "María Quispe Huamán",
      "Pérez & Hijos S.A.C.",
      "+51 987 654 321",
      "Ana",
      "Al",
    ]);
    expect(needles).toContain(htmlEscaped("Pérez & Hijos S.A.C."));
    expect(needles).toContain("+51987654321");
    // Too short to scrub safely; "Ana" is scrubbed as a word only, never inside one ("Analítica").
    expect(needles).not.toContain("Al");
    const html = `<td>Pérez &amp; Hijos S.A.C. (María Quispe Huamán)</td><a href="tel:+51987654321">+51 987 654 321</a>`;
    const text = "Pérez & Hijos S.A.C. (MARÍA QUISPE\nHUAMÁN) · Analítica · Ana";
    expect(scrubText(html, needles)).toEqual({
      text: `<td>${ANONYMISED_MARKER} (${ANONYMISED_MARKER})</td><a href="tel:${ANONYMISED_MARKER}">${ANONYMISED_MARKER}</a>`,
      changed: true,
    });
    expect(scrubText(text, needles).text).toBe(
      `${ANONYMISED_MARKER} (${ANONYMISED_MARKER}) · Analítica · ${ANONYMISED_MARKER}`,
    );
  });

  it("leaves a value inside a longer word or number alone, and says when nothing changed", () => {
    const needles = needleVariants(["Quispe", "20131312955"]);
    expect(scrubText("Quispesac, 201313129551", needles)).toEqual({
      text: "Quispesac, 201313129551",
      changed: false,
    });
    expect(scrubText("RUC 20131312955.", needles).text).toBe(`RUC ${ANONYMISED_MARKER}.`);
  });

  it("does not scrub the marker itself nor blank values", () => {
    expect(needleVariants([ANONYMISED_MARKER, "", "  ", null, undefined])).toEqual([]);
  });
});
