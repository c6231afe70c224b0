// A real SMTP server in the test process, recording what it receives.
import { type ParsedMail, simpleParser } from "mailparser";
import type { Server } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  /** The attached files (a complaint sheet's PDF). */
  attachments: { filename: string; contentType: string; content: Buffer }[];
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /**
   * An outage: refuses new transactions (421), lets the ones already sending their data finish, then
   * stops listening and closes the open (pooled) connections. start() listens again on the same port.
   */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** `acceptDelayMs`: how long the server takes over each message before its "250" (a slow server). */
export async function startTestSmtp(port = 0, options: { acceptDelayMs?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;
  let accepting = false;
  let receiving = 0;
  const unavailable = () => Object.assign(new Error("Service not available"), { responseCode: 421 });

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        closeTimeout: 100,
        onMailFrom(_address, _session, callback) {
          callback(accepting ? undefined : unavailable());
        },
        onData(stream, _session, callback) {
          if (!accepting) {
            stream.resume();
            stream.on("end", () => callback(unavailable()));
            return;
          }
          receiving += 1;
          simpleParser(stream)
            .then(async (mail: ParsedMail) => {
              if (options.acceptDelayMs) await new Promise((wait) => setTimeout(wait, options.acceptDelayMs));
              received.push({
                messageId: mail.messageId ?? "",
                to: addressText(mail.to),
                subject: mail.subject ?? "",
                text: mail.text ?? "",
                html: typeof mail.html === "string" ? mail.html : "",
                replyTo: addressText(mail.replyTo),
                attachments: mail.attachments.map((file) => ({
                  filename: file.filename ?? "",
                  contentType: file.contentType,
                  content: file.content,
                })),
              });
              callback();
            })
            .catch(callback)
            .finally(() => (receiving -= 1));
        },
      });
      server.once("error", reject);
      server.listen(boundPort, "127.0.0.1", () => {
        const address = (server as unknown as { server: Server }).server.address();
        if (address && typeof address === "object") boundPort = address.port;
        accepting = true;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    received,
    async stop() {
      accepting = false;
      while (receiving > 0) await new Promise((wait) => setTimeout(wait, 5));
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    },
    start: listen,
  };
}

function addressText(value: ParsedMail["to"] | ParsedMail["replyTo"]): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((item) => item.text).join(", ");
}
