import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createMailTransport } from "./transport.server";

const message = {
  id: 7,
  leadId: 1,
  messageId: "<transport-test@kordex.test>",
  to: "ventas@kordex.com.pe",
  replyTo: null,
  subject: "Prueba",
  text: "Texto",
  html: "<p>Texto</p>",
  attempts: 1,
};

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe(".eml transport", () => {
  it("writes one file per message and leaves no temporary file", async () => {
    dir = mkdtempSync(join(tmpdir(), "kordex-eml-"));
    const transport = createMailTransport({ mailDir: dir });
    await transport.send(message, "no-reply@kordex.test");
    expect(readdirSync(dir)).toEqual(["00000007.eml"]);
  });

  it("removes its temporary file when the write cannot be finished, and reports the cause", async () => {
    dir = mkdtempSync(join(tmpdir(), "kordex-eml-"));
    // The final name is taken by a non-empty folder: the rename fails (as root too).
    mkdirSync(join(dir, "00000007.eml"));
    writeFileSync(join(dir, "00000007.eml", "keep"), "x");
    const transport = createMailTransport({ mailDir: dir });
    await expect(transport.send(message, "no-reply@kordex.test")).rejects.toThrow(/EISDIR|ENOTEMPTY|EEXIST/);
    expect(readdirSync(dir).filter((file) => file.endsWith(".tmp"))).toEqual([]);
  });
});
