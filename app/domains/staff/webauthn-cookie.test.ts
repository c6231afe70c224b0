import { describe, expect, it } from "vitest";
import { challengeCookie, challengeTokenFrom, clearedChallengeCookie } from "./webauthn-cookie";

describe("passkey challenge cookie", () => {
  it("is __Host-, Secure, HttpOnly, SameSite=Strict and short-lived over HTTPS, with Path=/ and no Domain", () => {
    const cookie = challengeCookie("tok", true, 300);
    expect(cookie).toBe("__Host-kordex-llave=tok; Path=/; Max-Age=300; HttpOnly; SameSite=Strict; Secure");
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("drops the prefix and Secure over plain HTTP", () => {
    expect(challengeCookie("tok", false, 300)).toBe(
      "kordex-llave=tok; Path=/; Max-Age=300; HttpOnly; SameSite=Strict",
    );
  });

  it("reads only the name of the request's scheme, and not the session cookie", () => {
    const header = "kordex-sesion=s; kordex-llave=plain; __Host-kordex-llave=secure";
    expect(challengeTokenFrom(header, true)).toBe("secure");
    expect(challengeTokenFrom(header, false)).toBe("plain");
    expect(challengeTokenFrom("kordex-sesion=s", false)).toBeUndefined();
    expect(challengeTokenFrom(null, true)).toBeUndefined();
  });

  it("clears with Max-Age=0 under the same name and flags", () => {
    expect(clearedChallengeCookie(true)).toBe(
      "__Host-kordex-llave=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure",
    );
  });
});
