import { afterEach, describe, expect, it } from "vitest";
import { getEnv, resetEnvCache, siteUrlWarning } from "./env.server";

const saved = {
  PORT: process.env.PORT,
  SITE_URL: process.env.SITE_URL,
  TRUST_PROXY: process.env.TRUST_PROXY,
  MAX_CONNECTIONS_PER_IP: process.env.MAX_CONNECTIONS_PER_IP,
  OFFICE_HOURS: process.env.OFFICE_HOURS,
  LEAD_RESPONSE_BUSINESS_HOURS: process.env.LEAD_RESPONSE_BUSINESS_HOURS,
  PRIVACY_DATA_BANK_CODE: process.env.PRIVACY_DATA_BANK_CODE,
  PRIVACY_FOREIGN_PROVIDERS: process.env.PRIVACY_FOREIGN_PROVIDERS,
  SALES_EMAIL: process.env.SALES_EMAIL,
  PRIVACY_EMAIL: process.env.PRIVACY_EMAIL,
  LEAD_RETENTION_YEARS: process.env.LEAD_RETENTION_YEARS,
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

describe("OFFICE_HOURS and LEAD_RESPONSE_BUSINESS_HOURS", () => {
  it("default to 09:00-18:00 and 8 business hours", () => {
    const env = envWith({});
    expect(env.OFFICE_HOURS).toEqual({ open: "09:00", close: "18:00" });
    expect(env.LEAD_RESPONSE_BUSINESS_HOURS).toBe(8);
  });

  it("keep values that are set", () => {
    const env = envWith({ OFFICE_HOURS: "8:30 - 17:15", LEAD_RESPONSE_BUSINESS_HOURS: "24" });
    expect(env.OFFICE_HOURS).toEqual({ open: "08:30", close: "17:15" });
    expect(env.LEAD_RESPONSE_BUSINESS_HOURS).toBe(24);
  });

  it("refuse bad office hours with a message naming the variable and the expected form", () => {
    expect(() => envWith({ OFFICE_HOURS: "9-18" })).toThrow(
      'OFFICE_HOURS: OFFICE_HOURS "9-18" is not office hours: write the opening and closing time as HH:MM-HH:MM on the 24-hour clock, e.g. 09:00-18:00',
    );
    expect(() => envWith({ OFFICE_HOURS: "18:00-09:00" })).toThrow(
      'OFFICE_HOURS "18:00-09:00": the closing time 09:00 must be after the opening time 18:00',
    );
    expect(() => envWith({ OFFICE_HOURS: "" })).toThrow('OFFICE_HOURS "" is not office hours');
  });

  it("refuse a threshold that is not a whole number from 1 to 200", () => {
    expect(() => envWith({ LEAD_RESPONSE_BUSINESS_HOURS: "0" })).toThrow(
      "LEAD_RESPONSE_BUSINESS_HOURS: LEAD_RESPONSE_BUSINESS_HOURS must be at least 1",
    );
    expect(() => envWith({ LEAD_RESPONSE_BUSINESS_HOURS: "201" })).toThrow(
      "LEAD_RESPONSE_BUSINESS_HOURS must be at most 200",
    );
    expect(() => envWith({ LEAD_RESPONSE_BUSINESS_HOURS: "1.5" })).toThrow(
      "LEAD_RESPONSE_BUSINESS_HOURS must be a whole number of business hours",
    );
    expect(() => envWith({ LEAD_RESPONSE_BUSINESS_HOURS: "ocho" })).toThrow(
      /^Invalid environment:\n {2}LEAD_RESPONSE_BUSINESS_HOURS: /,
    );
  });
});

describe("the privacy policy's settings", () => {
  it("leave the data bank code and the providers abroad unset when absent or blank; keep 5 years of leads", () => {
    for (const env of [
      envWith({}),
      envWith({ PRIVACY_DATA_BANK_CODE: "  ", PRIVACY_FOREIGN_PROVIDERS: "" }),
    ]) {
      expect(env.PRIVACY_DATA_BANK_CODE).toBeUndefined();
      expect(env.PRIVACY_FOREIGN_PROVIDERS).toBeUndefined();
      expect(env.LEAD_RETENTION_YEARS).toBe(5);
    }
  });

  it("keep values that are set, trimmed", () => {
    const env = envWith({
      PRIVACY_DATA_BANK_CODE: " RNPDP-PJP N.° 12345 ",
      PRIVACY_FOREIGN_PROVIDERS: "Amazon Web Services, Inc. (Estados Unidos): envío de correos",
      LEAD_RETENTION_YEARS: "3",
    });
    // The site's one spelling of "número": N.º (an ordinal indicator), not N.° (a degree sign).
    expect(env.PRIVACY_DATA_BANK_CODE).toBe("RNPDP-PJP N.º 12345");
    expect(env.PRIVACY_FOREIGN_PROVIDERS).toBe(
      "Amazon Web Services, Inc. (Estados Unidos): envío de correos",
    );
    expect(env.LEAD_RETENTION_YEARS).toBe(3);
  });

  it("refuse a retention that is not a whole number of years, and over-long texts", () => {
    expect(() => envWith({ LEAD_RETENTION_YEARS: "0" })).toThrow("LEAD_RETENTION_YEARS must be at least 1");
    expect(() => envWith({ LEAD_RETENTION_YEARS: "2.5" })).toThrow(
      "LEAD_RETENTION_YEARS must be a whole number of years",
    );
    expect(() => envWith({ PRIVACY_DATA_BANK_CODE: "x".repeat(81) })).toThrow(
      "PRIVACY_DATA_BANK_CODE must be at most 80 characters",
    );
  });
});

describe("PRIVACY_EMAIL and LEAD_RETENTION_YEARS", () => {
  it("default to the sales inbox and five years", () => {
    expect(envWith({})).toMatchObject({ PRIVACY_EMAIL: "ventas@kordex.com.pe", LEAD_RETENTION_YEARS: 5 });
    expect(envWith({ SALES_EMAIL: "comercial@kordex.example", PRIVACY_EMAIL: "" }).PRIVACY_EMAIL).toBe(
      "comercial@kordex.example",
    );
  });

  it("keep values that are set", () => {
    expect(envWith({ PRIVACY_EMAIL: "datos@kordex.example", LEAD_RETENTION_YEARS: "3" })).toMatchObject({
      PRIVACY_EMAIL: "datos@kordex.example",
      LEAD_RETENTION_YEARS: 3,
    });
  });

  it("refuse an address that is not one, and a period that is not 1 to 50 whole years", () => {
    expect(() => envWith({ PRIVACY_EMAIL: "datos" })).toThrow(/^Invalid environment:\n {2}PRIVACY_EMAIL: /);
    expect(() => envWith({ LEAD_RETENTION_YEARS: "0" })).toThrow("LEAD_RETENTION_YEARS must be at least 1");
    expect(() => envWith({ LEAD_RETENTION_YEARS: "51" })).toThrow("LEAD_RETENTION_YEARS must be at most 50");
    expect(() => envWith({ LEAD_RETENTION_YEARS: "2.5" })).toThrow(
      "LEAD_RETENTION_YEARS must be a whole number of years",
    );
  });
});
