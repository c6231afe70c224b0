// The spare server's catalogue is changed by some journeys (the back office's products and categories)
// and taken offline for a moment by another (catalogue.spec.ts: the table renamed to show the error
// page). Workers run in parallel, so those tests hold this lock (a directory made atomically in the
// spare server's data folder) while they use the spare catalogue.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const lockPath = () => join(process.env.E2E_SPARE_DATA_DIR ?? "", "catalogue-in-use.lock");

/** Waits until no other test holds the spare catalogue, then takes it. */
export async function lockSpareCatalogue(): Promise<void> {
  for (;;) {
    try {
      mkdirSync(lockPath());
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
