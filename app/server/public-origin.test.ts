import { describe, expect, it } from "vitest";
import { publicUrl, requestAt, trustedForwarded } from "./public-origin";

/** A request as the Node server builds it: its address from the Host header the proxy passed on. */
const arriving = (address: string, headers: Record<string, string>, init: RequestInit = {}) =>
  new Request(address, { headers, ...init });

describe("trustedForwarded", () => {
  it("takes the entry TRUST_PROXY places from the right, or the only one, and nothing when untrusted", () => {
    expect(trustedForwarded("203.0.113.7", 1)).toBe("203.0.113.7");
    expect(trustedForwarded("forged, 203.0.113.7", 1)).toBe("203.0.113.7");
    expect(trustedForwarded("forged, 203.0.113.7, 10.0.0.2", 2)).toBe("203.0.113.7");
    expect(trustedForwarded("https", 2)).toBe("https");
    expect(trustedForwarded("203.0.113.7", 0)).toBeUndefined();
    expect(trustedForwarded(undefined, 1)).toBeUndefined();
  });
});

describe("publicUrl", () => {
  it("takes the scheme from X-Forwarded-Proto and keeps Host's host, path and query", () => {
    const proxied = arriving("http://www.kordex.example/contacto?x=1", { "x-forwarded-proto": "https" });
    expect(publicUrl(proxied, 1)?.href).toBe("https://www.kordex.example/contacto?x=1");
  });

  it("takes the host from X-Forwarded-Host when the proxy set one, port included or not", () => {
    const internal = "http://10.0.0.5:3000/contacto";
    expect(
      publicUrl(
        arriving(internal, { "x-forwarded-proto": "https", "x-forwarded-host": "www.kordex.example" }),
        1,
      )?.href,
    ).toBe("https://www.kordex.example/contacto");
    expect(publicUrl(arriving(internal, { "x-forwarded-host": "Kordex.example:8443" }), 1)?.href).toBe(
      "http://kordex.example:8443/contacto",
    );
  });

  it("ignores values that are not a scheme or a bare host", () => {
    const internal = "http://10.0.0.5:3000/contacto";
    const refused: Record<string, string>[] = [
      { "x-forwarded-proto": "javascript" },
      { "x-forwarded-host": "evil.example/path" },
      { "x-forwarded-host": "user@evil.example" },
      { "x-forwarded-host": "evil.example:99999" },
    ];
    for (const headers of refused) {
      expect(publicUrl(arriving(internal, headers), 1), JSON.stringify(headers)).toBeUndefined();
    }
  });

  it("changes nothing without TRUST_PROXY, whatever the headers say", () => {
    const forged = arriving("http://www.kordex.example/contacto", {
      "x-forwarded-proto": "https",
      "x-forwarded-host": "otro-sitio.example",
    });
    expect(publicUrl(forged, 0)).toBeUndefined();
  });
});

describe("requestAt", () => {
  it("copies the request, body and headers included, under another address", async () => {
    const received = arriving(
      "http://www.kordex.example/contacto.data",
      { "x-forwarded-proto": "https", "content-type": "application/x-www-form-urlencoded" },
      { method: "POST", body: "name=Ana" },
    );
    const handed = requestAt(received, publicUrl(received, 1)!);
    expect(handed.url).toBe("https://www.kordex.example/contacto.data");
    expect(handed.method).toBe("POST");
    expect(handed.headers.get("content-type")).toBe("application/x-www-form-urlencoded");
    expect(await handed.text()).toBe("name=Ana");
  });

  it("is not needed when the request's own address is the public one", () => {
    const direct = arriving("https://www.kordex.example/contacto", { "x-forwarded-proto": "https" });
    expect(publicUrl(direct, 1)).toBeUndefined();
  });
});
