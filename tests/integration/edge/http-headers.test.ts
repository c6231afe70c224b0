import { createHash } from "node:crypto";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../../support/server-process";
import { raw, type RawResponse, untilCached } from "../../support/http-raw";

let server: ServerProcess;
/** A server behind one trusted proxy, whose X-Forwarded-Proto says whether the visitor used HTTPS. */
let proxied: ServerProcess;

beforeAll(async () => {
  [server, proxied] = await Promise.all([
    startServerProcess({ TRUST_PROXY: "0" }),
    startServerProcess({ TRUST_PROXY: "1" }),
  ]);
}, 90_000);

afterAll(async () => {
  for (const process of [server, proxied]) {
    process?.child.kill("SIGTERM");
    await process?.exited;
  }
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const directive of (policy ?? "").split(";")) {
    const [name, ...values] = directive.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectSecurityHeaders(response: RawResponse, label: string) {
  expect(response.header("x-content-type-options"), label).toBe("nosniff");
  expect(response.header("referrer-policy"), label).toBe("strict-origin-when-cross-origin");
  expect(response.header("cross-origin-opener-policy"), label).toBe("same-origin");
  expect(response.header("x-powered-by"), label).toBeUndefined();
  expect(response.header("strict-transport-security"), `${label} over plain HTTP`).toBeUndefined();
  const policy = directives(response.header("content-security-policy"));
  expect(policy.get("object-src"), label).toEqual(["'none'"]);
  expect(policy.get("base-uri"), label).toEqual(["'none'"]);
  expect(policy.get("frame-ancestors"), label).toEqual(["'none'"]);
  expect(policy.get("form-action"), label).toEqual(["'self'"]);
  const scripts = policy.get("script-src") ?? policy.get("default-src");
  expect(scripts, label).toBeDefined();
  expect(scripts, label).not.toContain("'unsafe-inline'");
  expect(scripts, label).not.toContain("'unsafe-eval'");
}

async function firstProductImage(): Promise<string> {
  const page = JSON.parse((await raw(server.url, "/api/products?page=0")).body.toString()) as {
    products: { srcImg: string[] }[];
  };
  return page.products[0]!.srcImg[0]!;
}

describe("security headers on every answer", () => {
  it("are on pages, API answers, assets, public files, media, 404s, redirects and the health check", async () => {
    const home = await raw(server.url, "/");
    const asset = /\/assets\/[\w-]+\.js/.exec(home.body.toString())?.[0];
    expect(asset).toBeDefined();
    const image = await firstProductImage();
    const cases: [label: string, path: string, status: number][] = [
      ["page", "/", 200],
      ["catalogue page", "/productos", 200],
      ["page data", "/productos.data", 200],
      ["API answer", "/api/categories/subcategories", 200],
      ["asset", asset!, 200],
      ["public file", "/favicon.svg", 200],
      ["media variant", image, 200],
      ["media original", image.replace(/-\d+\.webp$/, ".svg"), 200],
      ["unknown product page", "/productos/no-existe-este-producto", 404],
      ["unknown API path", "/api/no-existe", 404],
      ["unknown media", "/media/no-existe.png", 404],
      ["alias redirect", "/envolvedoras", 301],
      ["unknown path redirect", "/no-existe-esta-pagina", 302],
      ["health check", "/health", 200],
      ["sitemap", "/sitemap.xml", 200],
    ];
    for (const [label, path, status] of cases) {
      const response = await raw(server.url, path, { headers: { "accept-encoding": "br, gzip" } });
      expect(response.status, `${label} ${path}`).toBe(status);
      expectSecurityHeaders(response, `${label} ${path}`);
    }
  });

  it("keep the media SVG's own stricter policy, completed with the required directives", async () => {
    const svg = (await firstProductImage()).replace(/-\d+\.webp$/, ".svg");
    const response = await raw(server.url, svg);
    expect(response.header("content-type")).toBe("image/svg+xml");
    const policy = directives(response.header("content-security-policy"));
    expect(policy.get("default-src")).toEqual(["'none'"]);
    expect(policy.get("script-src")).toBeUndefined();
  });

  it("serve a datasheet PDF as a download under a sandbox policy, completed with the required directives", async () => {
    const library = (await raw(server.url, "/recursos")).body.toString();
    const link = /\/media\/[a-f0-9]{64}\.pdf/.exec(library)?.[0];
    expect(link).toBeDefined();
    const response = await raw(server.url, link!);
    expect(response.status).toBe(200);
    expect(response.header("content-type")).toBe("application/pdf");
    expect(response.header("content-disposition")).toMatch(
      /^attachment; filename="[\w.-]+\.pdf"; filename\*=UTF-8''[\w.%-]+\.pdf$/,
    );
    expectSecurityHeaders(response, `datasheet ${link}`);
    const policy = directives(response.header("content-security-policy"));
    expect(policy.get("sandbox")).toEqual([]);
    expect(policy.get("default-src")).toEqual(["'none'"]);
  });

  it("on a rejected cross-site post too", async () => {
    const response = await raw(server.url, "/contacto", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: "name=x",
    });
    expect(response.status).toBe(403);
    expectSecurityHeaders(response, "rejected post");
  });
});

describe("Strict-Transport-Security", () => {
  const maxAge = (response: RawResponse) =>
    Number(/max-age=(\d+)/.exec(response.header("strict-transport-security") ?? "")?.[1] ?? 0);

  it("is sent, for at least a year, when a trusted proxy says the visitor used HTTPS", async () => {
    for (const path of ["/", "/api/products", "/envolvedoras", "/favicon.svg", "/api/no-existe"]) {
      const response = await raw(proxied.url, path, { headers: { "x-forwarded-proto": "https" } });
      expect(maxAge(response), path).toBeGreaterThanOrEqual(31_536_000);
    }
  });

  it("is not sent over plain HTTP, nor when X-Forwarded-Proto comes from an untrusted peer", async () => {
    expect((await raw(proxied.url, "/")).header("strict-transport-security")).toBeUndefined();
    expect(
      (await raw(proxied.url, "/", { headers: { "x-forwarded-proto": "http" } })).header(
        "strict-transport-security",
      ),
    ).toBeUndefined();
    const untrusted = await raw(server.url, "/", { headers: { "x-forwarded-proto": "https" } });
    expect(untrusted.header("strict-transport-security")).toBeUndefined();
  });
});

describe("the document's Content-Security-Policy", () => {
  /** sha256 sources of the inline scripts a browser would run, read with an HTML parser. */
  function inlineScriptSources(html: string): string[] {
    const window = new Window();
    const document = new window.DOMParser().parseFromString(html, "text/html");
    // The boot script waits in a <template> and runs when the page inserts its copy (decision 050);
    // a script without text runs nothing.
    const templates = [...document.querySelectorAll("template")].map((template) => template.content);
    const runnable = [document, ...templates]
      .flatMap((root) => [...root.querySelectorAll("script:not([src])")])
      .filter(
        (script) =>
          (script.textContent ?? "") !== "" &&
          ["", "module", "text/javascript"].includes((script.getAttribute("type") ?? "").toLowerCase()),
      );
    const sources = runnable.map(
      (script) =>
        `'sha256-${createHash("sha256")
          .update(script.textContent ?? "")
          .digest("base64")}'`,
    );
    void window.happyDOM.close();
    return sources;
  }

  it("allows exactly the inline scripts of the served HTML, by hash, fresh and from the cache", async () => {
    const product = JSON.parse((await raw(server.url, "/api/products/1")).body.toString()) as {
      id: number;
      slug: string;
    };
    for (const path of [
      "/",
      "/productos",
      `/productos/${product.slug}?producto=${product.id}`,
      "/contacto",
    ]) {
      const fresh = await raw(server.url, path);
      const cached = await untilCached(() => raw(server.url, path));
      for (const response of [fresh, cached]) {
        expect(response.status, path).toBe(200);
        const html = response.body.toString();
        const sources = inlineScriptSources(html);
        expect(sources.length, path).toBeGreaterThanOrEqual(3);
        const allowed = (
          directives(response.header("content-security-policy")).get("script-src") ?? []
        ).filter((source) => source.startsWith("'sha256-"));
        expect([...allowed].sort(), `${path} (${response.header("x-cache")})`).toEqual(
          [...new Set(sources)].sort(),
        );
        expect(html).toContain('<script type="application/ld+json">');
      }
    }
  });

  it("lets the YouTube player and nothing else from another origin in", async () => {
    const policy = directives((await raw(server.url, "/")).header("content-security-policy"));
    expect(policy.get("frame-src")).toEqual(["https://www.youtube-nocookie.com"]);
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("connect-src")).toEqual(["'self'"]);
  });
});
