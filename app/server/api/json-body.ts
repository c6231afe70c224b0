import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";

export const MAX_JSON_BODY_BYTES = 32 * 1024;

export type JsonBodyEnv = { Variables: { body: Record<string, unknown> } };

const limit = bodyLimit({
  maxSize: MAX_JSON_BODY_BYTES,
  onError: (c) => c.json({ error: "La solicitud es demasiado grande (máximo 32 KB)" }, 413),
});

const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * Accepts only a JSON object body of at most 32 KB in valid UTF-8, and hands it on parsed.
 * Anything else gets a clear answer (415, 413, 400), never a 500.
 */
const parse = createMiddleware<JsonBodyEnv>(async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type)) {
    return c.json({ error: "El cuerpo debe enviarse como JSON (Content-Type: application/json)" }, 415);
  }
  let text: string;
  try {
    text = decoder.decode(await c.req.arrayBuffer());
  } catch {
    return badRequest(c, "El cuerpo no es texto UTF-8 válido");
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return badRequest(c, "El cuerpo no es un JSON válido");
  }
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    return badRequest(c, "El cuerpo debe ser un objeto JSON");
  }
  c.set("body", body as Record<string, unknown>);
  await next();
});

function badRequest(c: Context, error: string) {
  return c.json({ error }, 400);
}

/** Size limit first (it also guards bodies without Content-Length), then type, encoding and syntax. */
export const jsonBody = createMiddleware<JsonBodyEnv>(async (c, next) => {
  let rejected: Response | undefined;
  const tooLarge = await limit(c, async () => {
    rejected = (await parse(c, next)) ?? undefined;
  });
  return tooLarge ?? rejected;
});
