// The default mail transport's copies: without SMTP_URL each outbox row is written as
// DATA_DIR/mail/<id, 8 digits>.eml (app/platform/mail/transport.server.ts). An erasure and the
// retention job remove the copies of the e-mails they delete or scrub (decision 037).
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { getEnv } from "~/platform/lib/env.server";

/** The folder the default transport writes into. */
export const mailDirectory = () => join(getEnv().DATA_DIR, "mail");

/** The .eml file of an outbox row in a mail folder. */
export function mailFilePath(mailDir: string, outboxId: number): string {
  return join(mailDir, `${String(outboxId).padStart(8, "0")}.eml`);
}

/** Removes the .eml copies of these outbox rows, if there are any; returns how many were removed. */
export async function removeMailFiles(
  outboxIds: readonly number[],
  mailDir = mailDirectory(),
): Promise<number> {
  let removed = 0;
  for (const id of outboxIds) {
    const file = mailFilePath(mailDir, id);
    try {
      await rm(file);
      removed += 1;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  return removed;
}
