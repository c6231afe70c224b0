// The static baseline's file server (bench:pages): plain node:http answering the files a snapshot
// saved, looked up by path and query string in the snapshot's manifest.json, gzip-compressed like
// the production server's answers. Run as its own process:
//   node bench/lib/static-server.mjs <snapshot-dir> <port>
// Prints its origin on stdout once listening; stops on SIGTERM.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const [dir, port = "0"] = process.argv.slice(2);
/** @type {Record<string, { file: string; type: string }>} */
const manifest = JSON.parse(readFileSync(join(dir, "manifest.json"), "utf8"));
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;

const files = new Map(
  Object.entries(manifest).map(([url, entry]) => {
    const body = readFileSync(join(dir, entry.file));
    const gzip = COMPRESSIBLE.test(entry.type) && body.length > 1024 ? gzipSync(body) : undefined;
    return [url, { ...entry, body, gzip }];
  }),
);

const server = createServer((request, response) => {
  const found = files.get(request.url ?? "/");
  if (!found) {
    response.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" });
    response.end("Not found");
    return;
  }
  const useGzip = found.gzip && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  const body = useGzip ? found.gzip : found.body;
  response.writeHead(200, {
    "Content-Type": found.type,
    "Content-Length": String(body.length),
    "Cache-Control": found.type.startsWith("text/html") ? "no-cache" : "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
    ...(useGzip ? { "Content-Encoding": "gzip" } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
});
server.listen(Number(port), "127.0.0.1", () => {
  process.stdout.write(`http://127.0.0.1:${server.address().port}\n`);
});
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
