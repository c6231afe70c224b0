// The bytes of the documents the server renderer has just made (app/entry.server.tsx collects each in
// one buffer), so the page handler takes them as they are instead of reading the answer's body back
// through a web stream (decision 055). Both modules live in the build's module graph; any other
// answer (a resource route's, React Router's `.data`) is read from its body.
const documents = new WeakMap<Response, Buffer>();

/** Called by the renderer with the answer it makes and the bytes of its body. */
export function rememberDocument(response: Response, bytes: Buffer): Response {
  documents.set(response, bytes);
  return response;
}

/**
 * Whether an answer has a body. A document just rendered is known to have one without asking: with
 * the Node server's lightweight Response (@hono/node-server), reading `body` would build the web
 * stream this module exists to avoid.
 */
export function hasBody(response: Response): boolean {
  return documents.has(response) || response.body !== null;
}

/** An answer's body as one buffer. */
export async function documentBytes(response: Response): Promise<Buffer> {
  return documents.get(response) ?? Buffer.from(await response.arrayBuffer());
}
