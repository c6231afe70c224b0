// In-process requests to the server's Hono app (the same app the Node entry mounts).
import { createHttpApp } from "../../app/server/http-app";

let app: ReturnType<typeof createHttpApp> | undefined;

export function request(path: string, init?: RequestInit): Promise<Response> {
  app ??= createHttpApp();
  return Promise.resolve(app.request(path, init));
}

export function postJson(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}
