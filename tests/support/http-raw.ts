// Raw HTTP requests to a running server: exact request headers, and bodies as sent on the wire
// (fetch would add Accept-Encoding and decode the body itself).
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  header(name: string): string | undefined;
}

export function raw(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  // A path is sent exactly as written (`//nosotros`, `/%6Eosotros`), not resolved as a URL would be.
  const url = path.startsWith("/") ? new URL(baseUrl) : new URL(path, baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        ...(path.startsWith("/") ? { path } : {}),
        method: init.method ?? "GET",
        headers: {
          ...(init.body === undefined ? {} : { "content-length": String(Buffer.byteLength(init.body)) }),
          ...init.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            header(name) {
              const value = res.headers[name.toLowerCase()];
              return Array.isArray(value) ? value.join(", ") : value;
            },
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/**
 * Requests a page until the server answers it from its page cache (the cache stores a page once its
 * best-compressed bodies are made, in the background, shortly after the first answer).
 */
export async function untilCached(
  send: () => Promise<RawResponse>,
  timeoutMs = 10_000,
): Promise<RawResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await send();
    if (response.header("x-cache") === "HIT") return response;
    if (Date.now() > deadline)
      throw new Error(`never answered from the cache (X-Cache: ${response.header("x-cache")})`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}
