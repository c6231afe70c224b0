// Production settings that cannot go silently wrong, through the production server (build/main.js):
// a `.env` file in the working directory is read at start (the environment wins), SITE_URL follows
// PORT by default, and the two settings that break a public deployment without an error (SITE_URL
// left at localhost, TRUST_PROXY=0 behind a proxy) are each named in one warning. Run `npm run build` first.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../setup/postgres";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const folders: string[] = [];
const servers: ServerProcess[] = [];

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** A server started in an empty folder (no `.env` unless given), without SITE_URL or TRUST_PROXY in its environment. */
async function startIn(dotEnv: string | undefined, env: Record<string, string | undefined> = {}) {
  const folder = mkdtempSync(join(tmpdir(), "kordex-settings-"));
  folders.push(folder);
  if (dotEnv !== undefined) writeFileSync(join(folder, ".env"), dotEnv);
  const port = await freePort();
  const server = await startServerProcess(
    {
      OUTBOX_WORKER: "false",
      SEED_DEMO: "false",
      SITE_URL: undefined,
      TRUST_PROXY: undefined,
      ...env,
    },
    port,
    undefined,
    folder,
  );
  servers.push(server);
  return { server, port };
}

/** One server without `.env`, SITE_URL or TRUST_PROXY, shared by the tests that only read it. */
let plain: ReturnType<typeof startIn> | undefined;
const plainServer = () => (plain ??= startIn(undefined));

/** The warnings the server logged (pino JSON lines at level 40). */
function warnings(server: ServerProcess): string[] {
  return server
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level === 40)
    .map((entry) => entry.msg);
}

async function sitemapLine(server: ServerProcess): Promise<string | undefined> {
  const robots = await (await fetch(`${server.url}/robots.txt`)).text();
  return robots.split("\n").find((line) => line.startsWith("Sitemap:"));
}

describe("production settings", () => {
  it("without SITE_URL, links follow PORT, and one warning at start names SITE_URL", async () => {
    const { server, port } = await plainServer();
    expect(await sitemapLine(server)).toBe(`Sitemap: http://localhost:${port}/sitemap.xml`);
    const siteUrlWarnings = warnings(server).filter((message) => message.includes("SITE_URL"));
    expect(siteUrlWarnings).toHaveLength(1);
    expect(siteUrlWarnings[0]).toContain(`http://localhost:${port}`);
  });

  it("with TRUST_PROXY=0, requests carrying X-Forwarded-For log one warning naming TRUST_PROXY, once per process", async () => {
    const { server } = await plainServer();
    expect(warnings(server).filter((message) => message.includes("TRUST_PROXY"))).toEqual([]);
    for (const address of ["203.0.113.7", "198.51.100.20", "203.0.113.7"]) {
      const response = await fetch(`${server.url}/api/categories/subcategories`, {
        headers: { "x-forwarded-for": address },
      });
      expect(response.status).toBe(200);
    }
    const proxyWarnings = warnings(server).filter((message) => message.includes("TRUST_PROXY"));
    expect(proxyWarnings).toHaveLength(1);
    expect(proxyWarnings[0]).toContain("X-Forwarded-For");
  });

  it("reads a .env file in the working directory at start; a variable set in the environment wins", async () => {
    const { server } = await startIn(
      ["# Production settings", "SITE_URL=https://www.kordex.example", "LOG_LEVEL=silent", ""].join("\n"),
      { LOG_LEVEL: "warn" },
    );
    // SITE_URL came from the file.
    expect(await sitemapLine(server)).toBe("Sitemap: https://www.kordex.example/sitemap.xml");
    // LOG_LEVEL=warn from the environment won over the file's "silent": the proxy warning is logged.
    await fetch(`${server.url}/api/categories/subcategories`, {
      headers: { "x-forwarded-for": "203.0.113.7" },
    });
    expect(warnings(server).filter((message) => message.includes("TRUST_PROXY"))).toHaveLength(1);
    // A public SITE_URL draws no warning.
    expect(warnings(server).filter((message) => message.includes("SITE_URL"))).toEqual([]);
  });

  it("refuses to start with a .env line that is not NAME=value, naming the file and the line", async () => {
    await expect(
      startIn(["SITE_URL=https://www.kordex.example", "SALES_EMAIL ventas@kordex.example", ""].join("\n")),
    ).rejects.toThrow(/\.env line 2 is not NAME=value/);
  });
});
