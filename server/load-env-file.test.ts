import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnvFile } from "./load-env-file";

let folder: string | undefined;

afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

function envFile(content: string): string {
  folder = mkdtempSync(join(tmpdir(), "kordex-env-file-"));
  const path = join(folder, ".env");
  writeFileSync(path, content);
  return path;
}

describe("loadEnvFile", () => {
  it("reads NAME=value lines, with comments, quotes and `export`", () => {
    const target: Record<string, string | undefined> = {};
    const path = envFile(
      [
        "# Production",
        "PORT=4103",
        "SITE_URL=https://www.kordex.example",
        "MAIL_FROM='\"Kordex Perú\" <no-reply@kordex.com.pe>'",
        "export LOG_LEVEL=warn",
        "",
      ].join("\n"),
    );
    expect(loadEnvFile(path, target)).toBe(path);
    expect(target).toEqual({
      PORT: "4103",
      SITE_URL: "https://www.kordex.example",
      MAIL_FROM: '"Kordex Perú" <no-reply@kordex.com.pe>',
      LOG_LEVEL: "warn",
    });
  });

  it("leaves every variable already set in the environment as it is, even an empty one", () => {
    const target: Record<string, string | undefined> = { PORT: "5000", SMTP_URL: "" };
    loadEnvFile(envFile("PORT=4103\nSMTP_URL=smtp://mail.example\nHOST=127.0.0.1\n"), target);
    expect(target).toEqual({ PORT: "5000", SMTP_URL: "", HOST: "127.0.0.1" });
  });

  it("does nothing when there is no file", () => {
    const target: Record<string, string | undefined> = { PORT: "5000" };
    expect(loadEnvFile(join(tmpdir(), "no-such-folder-kordex", ".env"), target)).toBeUndefined();
    expect(target).toEqual({ PORT: "5000" });
  });

  it("refuses a line that is not NAME=value, naming the file and the line, and sets nothing", () => {
    const target: Record<string, string | undefined> = {};
    const path = envFile(
      "PORT=4103\nSALES_EMAIL ventas@kordex.example\nSITE_URL=https://www.kordex.example\n",
    );
    expect(() => loadEnvFile(path, target)).toThrow(`${path} line 2 is not NAME=value`);
    expect(target).toEqual({});
  });

  it("accepts a quoted value spanning lines", () => {
    const target: Record<string, string | undefined> = {};
    loadEnvFile(envFile('MAIL_FROM="Kordex\nPerú"\nPORT=4103\n'), target);
    expect(target).toEqual({ MAIL_FROM: "Kordex\nPerú", PORT: "4103" });
  });

  it("refuses a .env that cannot be read as a file", () => {
    folder = mkdtempSync(join(tmpdir(), "kordex-env-file-"));
    const path = join(folder, ".env");
    mkdirSync(path);
    expect(() => loadEnvFile(path, {})).toThrow(`${path} could not be read: EISDIR`);
  });

  it("reads .env.example, copied as it is, to exactly the variables it lists, MAIL_FROM whole", () => {
    const example = readFileSync(".env.example", "utf8");
    const target: Record<string, string | undefined> = {};
    loadEnvFile(envFile(example), target);
    const listed = example.match(/^[A-Z_]+(?==)/gm) ?? [];
    expect(Object.keys(target).sort()).toEqual([...listed].sort());
    expect(target.MAIL_FROM).toBe('"Kordex Perú" <no-reply@kordex.com.pe>');
  });
});
