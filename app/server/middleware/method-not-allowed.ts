import type { Handler } from "hono";

export const METHOD_NOT_ALLOWED_MESSAGE = "Método no permitido en esta dirección.";

/** A 405 with its Allow header and a short Spanish text. */
export function methodNotAllowed(allow: string, json = false): Handler {
  return (c) => {
    const headers = { Allow: allow, "Cache-Control": "no-store" };
    return json
      ? c.json({ error: METHOD_NOT_ALLOWED_MESSAGE }, 405, headers)
      : c.text(METHOD_NOT_ALLOWED_MESSAGE, 405, headers);
  };
}

/** The 405 of a read-only resource (the API's reads, /health, media): `Allow: GET, HEAD`. */
export const readOnly = (json = false): Handler => methodNotAllowed("GET, HEAD", json);
