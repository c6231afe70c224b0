// The comparison server of bench:server: a bare node:http server answering one HTML document from
// memory, with the headers a page answer needs. Run as its own process so it does not share the
// benchmark's event loop:  node bench/lib/bare-server.mjs <html-file> <port>
// Prints its origin on stdout once listening; stops on SIGTERM.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [file, port = "0"] = process.argv.slice(2);
const body = readFileSync(file);
const headers = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Length": String(body.length),
  "Cache-Control": "no-cache",
};
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(port), "127.0.0.1", () => {
  process.stdout.write(`http://127.0.0.1:${server.address().port}\n`);
});
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
