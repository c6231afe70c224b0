import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { isHttpsRequest } from "../api/client-info";
import { sameOriginCheck } from "./same-origin";
import { securityHeaders } from "./security-headers";

function app() {
  return new Hono()
    .use(securityHeaders({ isHttps: isHttpsRequest }))
    .use(sameOriginCheck({ siteUrl: "https://www.kordex.example", isHttps: isHttpsRequest }))
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

  it("lets our own origins and header-less clients through", async () => {
    expect((await post({})).status).toBe(200);
    expect((await post({ origin: "http://localhost", "sec-fetch-site": "same-origin" })).status).toBe(200);
    expect((await post({ origin: "https://www.kordex.example" })).status).toBe(200);
  });

  it("refuses other sites, whatever they claim", async () => {
    expect((await post({ "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({ "sec-fetch-site": "same-site" })).status).toBe(403);
    expect((await post({ origin: "https://kordex.example.evil.test" })).status).toBe(403);
    expect((await post({ origin: "http://www.kordex.example" })).status).toBe(403);
  });
});
