import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { CONFIRMATION_COOKIE_SECONDS } from "~/platform/submission/confirmation-cookie.server";
import {
  confirmationCookie,
  confirmedLeadIds,
  signLeadIds,
  verifyLeadIds,
} from "./lead-confirmation-cookie.server";

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const OTHER_SECRET = "another-installation-secret-thirty-two-chars";
const NOW = Date.UTC(2026, 10, 24, 15, 0, 0);
const IN_TEN_MINUTES = NOW / 1000 + 600;

/** The value part of a Set-Cookie line. */
const valueOf = (setCookie: string) => setCookie.slice(setCookie.indexOf("=") + 1, setCookie.indexOf(";"));

describe("confirmation cookie signing", () => {
  it("names the signed leads until it expires", () => {
    const value = signLeadIds([42, 7], IN_TEN_MINUTES, SECRET);
    expect(value).toMatch(/^42-7\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifyLeadIds(value, SECRET, NOW)).toEqual({ ids: [42, 7] });
  });

  it("signs with HMAC-SHA256 over the purpose, the ids and the expiry", () => {
    const value = signLeadIds([42], IN_TEN_MINUTES, SECRET);
    const expected = createHmac("sha256", SECRET)
      .update(`kordex-solicitud:v1:42:${Math.floor(IN_TEN_MINUTES)}`)
      .digest("base64url");
    expect(value.split(".")[2]).toBe(expected);
  });

  it("refuses another lead's id under the same signature", () => {
    const [, expires, signature] = signLeadIds([42], IN_TEN_MINUTES, SECRET).split(".");
    expect(verifyLeadIds(`43.${expires}.${signature}`, SECRET, NOW)).toEqual({ refused: "bad-signature" });
    expect(verifyLeadIds(`42-43.${expires}.${signature}`, SECRET, NOW)).toEqual({ refused: "bad-signature" });
  });

  it("refuses a later expiry under the same signature", () => {
    const [ids, expires, signature] = signLeadIds([42], IN_TEN_MINUTES, SECRET).split(".");
    const later = String(Number(expires) + 86_400);
    expect(verifyLeadIds(`${ids}.${later}.${signature}`, SECRET, NOW)).toEqual({ refused: "bad-signature" });
  });

  it("refuses a changed signature, including one changed in a single character", () => {
    const value = signLeadIds([42], IN_TEN_MINUTES, SECRET);
    const last = value.at(-1) === "A" ? "B" : "A";
    expect(verifyLeadIds(value.slice(0, -1) + last, SECRET, NOW)).toEqual({ refused: "bad-signature" });
  });

  it("refuses every other spelling of the signature's last character, even those that decode to the same bytes", () => {
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (const ids of [[42], [7], [1, 2, 3], [99999]]) {
      const value = signLeadIds(ids, IN_TEN_MINUTES, SECRET);
      const index = alphabet.indexOf(value.at(-1)!);
      // The last of 43 characters carries 2 bits no byte holds: these four decode alike.
      const group = [0, 1, 2, 3].map((step) => alphabet[index - (index % 4) + step]!);
      for (const last of group.filter((character) => character !== value.at(-1))) {
        const altered = value.slice(0, -1) + last;
        expect(Buffer.from(altered.split(".")[2]!, "base64url")).toEqual(
          Buffer.from(value.split(".")[2]!, "base64url"),
        );
        expect(verifyLeadIds(altered, SECRET, NOW)).toEqual({ refused: "bad-signature" });
      }
    }
  });

  it("refuses a value signed under another secret (another installation)", () => {
    const foreign = signLeadIds([42], IN_TEN_MINUTES, OTHER_SECRET);
    expect(verifyLeadIds(foreign, SECRET, NOW)).toEqual({ refused: "bad-signature" });
  });

  it("refuses an expired value, even correctly signed", () => {
    const value = signLeadIds([42], NOW / 1000 - 1, SECRET);
    expect(verifyLeadIds(value, SECRET, NOW)).toEqual({ refused: "expired" });
  });

  it("refuses values that are not in its format", () => {
    const signature = signLeadIds([42], IN_TEN_MINUTES, SECRET).split(".")[2];
    for (const value of [
      "",
      "42",
      `42.${IN_TEN_MINUTES}`,
      `abc.${Math.floor(IN_TEN_MINUTES)}.${signature}`,
      `-42.${Math.floor(IN_TEN_MINUTES)}.${signature}`,
      `1-2-3-4-5-6.${Math.floor(IN_TEN_MINUTES)}.${signature}`,
      `42.${Math.floor(IN_TEN_MINUTES)}.${signature}=`,
      `42.${Math.floor(IN_TEN_MINUTES)}.${signature}.extra`,
    ]) {
      expect(verifyLeadIds(value, SECRET, NOW), value).toEqual({ refused: "malformed" });
    }
  });

  it("signs only 1 to 5 positive whole ids", () => {
    expect(() => signLeadIds([], IN_TEN_MINUTES, SECRET)).toThrow(RangeError);
    expect(() => signLeadIds([1, 2, 3, 4, 5, 6], IN_TEN_MINUTES, SECRET)).toThrow(RangeError);
    expect(() => signLeadIds([0], IN_TEN_MINUTES, SECRET)).toThrow("positive integers");
    expect(() => signLeadIds([1.5], IN_TEN_MINUTES, SECRET)).toThrow("positive integers");
  });
});

describe("confirmation cookie", () => {
  it("is __Host-, Secure, HttpOnly, SameSite=Lax, Path=/ over HTTPS, for 30 minutes", () => {
    const cookie = confirmationCookie([42], SECRET, true, NOW);
    expect(cookie).toMatch(
      /^__Host-kordex-solicitud=[^;]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax; Secure$/,
    );
    expect(CONFIRMATION_COOKIE_SECONDS).toBe(1800);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("drops the prefix and Secure over plain HTTP", () => {
    expect(confirmationCookie([42], SECRET, false, NOW)).toMatch(
      /^kordex-solicitud=[^;]+; Path=\/; Max-Age=1800; HttpOnly; SameSite=Lax$/,
    );
  });

  it("is read back under its scheme's name only, within its lifetime", () => {
    const value = valueOf(confirmationCookie([42], SECRET, true, NOW));
    const header = `other=1; __Host-kordex-solicitud=${value}`;
    expect(confirmedLeadIds(header, true, SECRET, NOW)).toEqual([42]);
    expect(confirmedLeadIds(header, false, SECRET, NOW)).toEqual([]);
    expect(confirmedLeadIds(`kordex-solicitud=${value}`, false, SECRET, NOW)).toEqual([42]);
    const justBefore = NOW + CONFIRMATION_COOKIE_SECONDS * 1000 - 1000;
    expect(confirmedLeadIds(header, true, SECRET, justBefore)).toEqual([42]);
    expect(confirmedLeadIds(header, true, SECRET, NOW + CONFIRMATION_COOKIE_SECONDS * 1000)).toEqual([]);
  });

  it("names nothing for a missing, forged or foreign cookie", () => {
    expect(confirmedLeadIds(undefined, false, SECRET, NOW)).toEqual([]);
    expect(confirmedLeadIds("kordex-solicitud=", false, SECRET, NOW)).toEqual([]);
    expect(confirmedLeadIds(`kordex-solicitud=1.${NOW / 1000 + 60}.forged`, false, SECRET, NOW)).toEqual([]);
    const foreign = valueOf(confirmationCookie([42], OTHER_SECRET, false, NOW));
    expect(confirmedLeadIds(`kordex-solicitud=${foreign}`, false, SECRET, NOW)).toEqual([]);
  });
});
