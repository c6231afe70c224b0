// When the media cleanup runs (decision 045): once a day in every process, at 03:00 Lima time (a quiet
// hour), besides the runs right after staff delete or replace a file. Several processes running it at
// once is harmless: the cleanup removes only what nothing refers to, and a second run finds nothing.
import { msUntilLimaMinute } from "~/platform/lib/lima-day";
import { logger } from "~/platform/lib/logger.server";
import { type MediaCleanupResult, runMediaCleanup } from "./media-cleanup.server";

/** 03:00 in Lima. */
const CLEANUP_MINUTE = 3 * 60;

export interface MediaCleanupSchedule {
  /** Runs the cleanup now (also used by tests). */
  check(): Promise<MediaCleanupResult>;
  /** No more runs; resolves when a run in progress is over. */
  stop(): Promise<void>;
}

export function startMediaCleanupSchedule(now: () => Date = () => new Date()): MediaCleanupSchedule {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const check = () => runMediaCleanup(now());

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(
      () => {
        running = check()
          .catch((error: unknown) =>
            logger.warn({ err: String(error) }, "media cleanup did not run; will retry"),
          )
          .finally(schedule);
      },
      msUntilLimaMinute(now(), CLEANUP_MINUTE),
    );
    // The schedule never keeps a stopping process alive.
    timer.unref();
  }

  schedule();
  return {
    check,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
