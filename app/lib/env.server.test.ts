import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvCache, siteUrlWarning } from "./env.server";

const saved = {
  PORT: process.env.PORT,
  SITE_URL: process.env.SITE_URL,
  TRUST_PROXY: process.env.TRUST_PROXY,
  MAX_CONNECTIONS_PER_IP: process.env.MAX_CONNECTIONS_PER_IP,
};

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});

function envWith(values: Partial<Record<keyof typeof saved, string>>) {
  for (const name of Object.keys(saved)) delete process.env[name];
  Object.assign(process.env, values);
  resetEnvCache();
  return getEnv();
}

describe("SITE_URL", () => {
  it("defaults to http://localhost:<PORT>", () => {
    expect(envWith({}).SITE_URL).toBe("http://localhost:3000");
    expect(envWith({ PORT: "4103" }).SITE_URL).toBe("http://localhost:4103");
  });

  it("keeps a SITE_URL that is set, without its trailing slash", () => {
    expect(envWith({ PORT: "4103", SITE_URL: "https://www.kordex.example/" }).SITE_URL).toBe(
      "https://www.kordex.example",
    );
  });

  it("draws a warning naming SITE_URL in production when it points at this machine, only then", () => {
    for (const url of ["http://localhost:3000", "http://127.0.0.1:4103", "http://[::1]:3000"]) {
      expect(siteUrlWarning({ NODE_ENV: "production", SITE_URL: url })).toMatch(
        new RegExp(`^SITE_URL is ${url.replace(/[[\].]/g, "\\$&")}: links in e-mails`),
      );
    }
    expect(
      siteUrlWarning({ NODE_ENV: "production", SITE_URL: "https://www.kordex.example" }),
    ).toBeUndefined();
    expect(siteUrlWarning({ NODE_ENV: "development", SITE_URL: "http://localhost:3000" })).toBeUndefined();
  });
});

describe("MAX_CONNECTIONS_PER_IP", () => {
  it("defaults to 50 when the peer is the visitor, and to 0 (off) behind trusted proxies", () => {
    expect(envWith({}).MAX_CONNECTIONS_PER_IP).toBe(50);
    expect(envWith({ TRUST_PROXY: "1" }).MAX_CONNECTIONS_PER_IP).toBe(0);
  });

  it("keeps a value that is set, behind a proxy too", () => {
    expect(envWith({ MAX_CONNECTIONS_PER_IP: "7" }).MAX_CONNECTIONS_PER_IP).toBe(7);
    expect(envWith({ TRUST_PROXY: "2", MAX_CONNECTIONS_PER_IP: "200" }).MAX_CONNECTIONS_PER_IP).toBe(200);
  });
});
