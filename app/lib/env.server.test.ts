import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvCache, siteUrlWarning } from "./env.server";

const saved = { PORT: process.env.PORT, SITE_URL: process.env.SITE_URL };

afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});

function envWith(values: { PORT?: string; SITE_URL?: string }) {
  delete process.env.PORT;
  delete process.env.SITE_URL;
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
