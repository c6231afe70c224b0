// The privacy policy's settings the main e2e server starts with (playwright.config.ts); the spare
// server starts without them, so both ways the policy reads are on the production build.
export const PRIVACY_SETTINGS = {
  PRIVACY_DATA_BANK_CODE: "RNPDP-PJP N.° 23145",
  PRIVACY_FOREIGN_PROVIDERS: "Amazon Web Services, Inc. (Estados Unidos), envío de correos electrónicos",
  LEAD_RETENTION_YEARS: "4",
} as const;
