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
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Stops listening (an outage); start() listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail: ParsedMail) => {
              received.push({
                messageId: mail.messageId ?? "",
                to: addressText(mail.to),
                subject: mail.subject ?? "",
                text: mail.text ?? "",
                html: typeof mail.html === "string" ? mail.html : "",
                replyTo: addressText(mail.replyTo),
              });
              callback();
            })
            .catch(callback);
        },
      });
      server.once("error", reject);
      server.listen(boundPort, "127.0.0.1", () => {
        const address = (server as unknown as { server: Server }).server.address();
        if (address && typeof address === "object") boundPort = address.port;
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
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: listen,
  };
}

function addressText(value: ParsedMail["to"] | ParsedMail["replyTo"]): string {
  if (!value) return "";
  return (Array.isArray(value) ? value : [value]).map((item) => item.text).join(", ");
}
