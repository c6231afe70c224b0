import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isHttpsRequest } from "../api/client-info";
import { CROSS_SITE_MESSAGE, sameOriginCheck } from "./same-origin";
import { securityHeaders } from "./security-headers";

function app() {
  return new Hono()
    .use(securityHeaders({ isHttps: isHttpsRequest }))
    .use(sameOriginCheck({ trustProxy: 0 }))
    .get("/falla", () => {
      throw new Error("boom");
    })
    .post("/formulario", (c) => c.text("ok"))
    .onError((_error, c) => c.text("Ocurrió un error inesperado", 500));
}

describe("securityHeaders", () => {
  it("are on an answer made by the error handler", async () => {
    const response = await app().request("http://localhost/falla");
    expect(response.status).toBe(500);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });

  it("add HSTS for a year when the request itself is HTTPS", async () => {
    const response = await app().request("https://www.kordex.example/falla");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000");
  });
});

describe("sameOriginCheck", () => {
  const post = (headers: Record<string, string>) =>
    app().request("http://localhost/formulario", { method: "POST", headers });

  it("lets the request's own origin and header-less clients through", async () => {
    expect(await (await post({})).text()).toBe("ok");
    expect(await (await post({ origin: "http://localhost", "sec-fetch-site": "same-origin" })).text()).toBe(
      "ok",
    );
  });

  it("refuses other sites and other origins, whatever they claim, and says why", async () => {
    const refused: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://kordex.example.evil.test" },
      // Another scheme of the same host, SITE_URL's included: React Router would refuse it too.
      { origin: "https://localhost", "sec-fetch-site": "same-origin" },
    ];
    for (const headers of refused) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await response.text()).toBe(CROSS_SITE_MESSAGE);
    }
  });
});
