import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { rememberDocument } from "~/server/middleware/rendered-documents";
import { preloadModulesAfterFirstPaint } from "~/server/module-preloads";

// What the hand-written Node entry (server/main.ts) takes from this build, so the API, the pages, the
// database pool and the outbox worker live in one module graph: the environment, the logger, the
// services (database, outbox worker) and the whole HTTP app (app/server/site-app.ts).
export { getEnv } from "~/platform/lib/env.server";
export { logger } from "~/platform/lib/logger.server";
export { createPageRenderer, createSiteApp } from "~/server/site-app";
export { getPageCache, invalidatePageCache } from "~/server/middleware/page-cache-store.server";
export { startServices } from "~/server/services.server";
export { createStaffAccount } from "~/domains/staff/server/create-staff-account.server";

export const streamTimeout = 5_000;

/**
 * React outlines a Suspense boundary larger than this many bytes: it sends a placeholder first and
 * the content later with a script that swaps it in. The whole document is sent at once here, so
 * every boundary (the form islands among them) goes inline, where it shows without JavaScript.
 */
const NEVER_OUTLINE_BYTES = Number.MAX_SAFE_INTEGER;

/**
 * Renders the whole document before answering (no streaming): public pages are the same for every
 * visitor and are cached whole, and their inline scripts are hashed for the Content-Security-Policy.
 * The document asks for its JavaScript after its first paint (preloadModulesAfterFirstPaint). Its
 * bytes are collected once, rewritten as latin1 text, and handed to the page handler as they are
 * (rendered-documents.ts): no UTF-8 decoding, no web stream to read back (decision 055).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: NEVER_OUTLINE_BYTES,
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              // Read as latin1, one character per byte: the tags it rewrites are ASCII, and every other
              // byte goes back out unchanged (no UTF-8 decoding and encoding of the page).
              const html = preloadModulesAfterFirstPaint(Buffer.concat(chunks).toString("latin1"));
              const document = Buffer.from(html, "latin1");
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const body = new Uint8Array(
                document.buffer as ArrayBuffer,
                document.byteOffset,
                document.byteLength,
              );
              resolve(rememberDocument(new Response(body, { headers: responseHeaders, status }), document));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}
