import { describe, expect, it } from "vitest";
import { clearedSessionCookie, sessionCookie, sessionTokenFrom } from "./staff-cookie";

describe("staff session cookie", () => {
  it("is __Host-, Secure, HttpOnly and SameSite=Lax over HTTPS, with Path=/ and no Domain", () => {
    const cookie = sessionCookie("abc", true);
    expect(cookie).toBe("__Host-kordex-sesion=abc; Path=/; HttpOnly; SameSite=Lax; Secure");
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("drops the prefix and Secure over plain HTTP, where browsers would refuse them", () => {
    expect(sessionCookie("abc", false)).toBe("kordex-sesion=abc; Path=/; HttpOnly; SameSite=Lax");
  });

  it("reads only the name of the request's scheme", () => {
    const header = "a=1; kordex-sesion=plain; __Host-kordex-sesion=secure";
    expect(sessionTokenFrom(header, true)).toBe("secure");
    expect(sessionTokenFrom(header, false)).toBe("plain");
    expect(sessionTokenFrom("x-kordex-sesion=1", false)).toBeUndefined();
    expect(sessionTokenFrom(undefined, false)).toBeUndefined();
  });

  it("clears with Max-Age=0", () => {
    expect(clearedSessionCookie(true)).toContain("Max-Age=0");
  });
});
