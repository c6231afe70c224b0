// A reverse proxy that terminates HTTPS in front of a server, as in production: a self-signed
// certificate made at start (openssl), the original Host kept, X-Forwarded-For and
// X-Forwarded-Proto: https added.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface HttpsProxy {
  /** https://localhost:<port> */
  origin: string;
  /** Where requests go from now on (the server may start after the proxy, once it knows its origin). */
  forwardTo(target: string): void;
  close(): Promise<void>;
}

/** A throwaway certificate for localhost and 127.0.0.1, valid for a day. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), "kordex-proxy-cert-"));
  try {
    const key = join(dir, "key.pem");
    const cert = join(dir, "cert.pem");
    try {
      execFileSync(
        "openssl",
        [
          ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
          ...["-keyout", key, "-out", cert, "-subj", "/CN=localhost"],
          ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
        ],
        { stdio: "pipe" },
      );
    } catch (error) {
      throw new Error("openssl could not make a test certificate (is it installed?)", { cause: error });
    }
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function startHttpsProxy(): Promise<HttpsProxy> {
  let target: URL | undefined;
  const server: Server = createServer(selfSignedCertificate(), (incoming, outgoing) => {
    if (!target) {
      outgoing.writeHead(502).end("no upstream yet");
      return;
    }
    const forwarded = incoming.headers["x-forwarded-for"];
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: {
          ...incoming.headers,
          "x-forwarded-for": [forwarded, incoming.socket.remoteAddress].filter(Boolean).join(", "),
          "x-forwarded-proto": "https",
        },
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on("error", () => outgoing.headersSent || outgoing.writeHead(502).end("upstream failed"));
    incoming.pipe(upstream);
  });
  await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://localhost:${port}`,
    forwardTo(url) {
      target = new URL(url);
    },
    close: () =>
      new Promise((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
