// The spare server's catalogue is changed by some journeys (the back office's products and categories)
// and taken offline for a moment by another (catalogue.spec.ts: the table renamed to show the error
// page). Workers run in parallel, so those tests hold this lock (a directory made atomically in the
// spare server's data folder) while they use the spare catalogue.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { test } from "@playwright/test";

const lockPath = () => join(process.env.E2E_SPARE_DATA_DIR ?? "", "catalogue-in-use.lock");

/**
 * Waits until no other test holds the spare catalogue, then takes it. The time waited is added to the
 * test's timeout: another test's turn is not this one being slow.
 */
export async function lockSpareCatalogue(): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lockPath());
      const info = test.info();
      info.setTimeout(info.timeout + (Date.now() - started));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

export function unlockSpareCatalogue(): void {
  rmSync(lockPath(), { recursive: true, force: true });
}
