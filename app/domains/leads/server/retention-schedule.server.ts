// When the retention job runs: each process checks at start, then at least hourly and right after Lima
// midnight, and asks the model to run the day's retention, which happens once per Lima day whatever the
// number of processes (app/domains/leads/server/lead-retention.server.ts). A failure is logged and tried again at the
// next check.
import { msUntilLimaMinute } from "~/platform/lib/lima-day";
import { logger } from "~/platform/lib/logger.server";
import { type RetentionResult, runLeadRetention } from "./lead-retention.server";

const HOUR_MS = 3_600_000;
/** A minute past Lima midnight: the first check of a new day. */
const FIRST_MINUTE = 1;

export interface RetentionScheduleOptions {
  /** Longest wait between two checks; default one hour. */
  intervalMs?: number;
  /** The clock, for tests. */
  now?: () => Date;
}

export interface RetentionSchedule {
  /** Runs the check now (also used by tests). */
  check(): Promise<RetentionResult>;
  /** No more checks; resolves when a check in progress is over. */
  stop(): Promise<void>;
}

export function startRetentionSchedule(options: RetentionScheduleOptions = {}): RetentionSchedule {
  const clock = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? HOUR_MS;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();

  const check = () => runLeadRetention(clock());

  function run(): void {
    running = check()
      .catch((error: unknown) =>
        logger.warn({ err: String(error) }, "lead retention did not run; will retry"),
      )
      .finally(schedule);
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(run, Math.min(intervalMs, msUntilLimaMinute(clock(), FIRST_MINUTE)));
    // The schedule never keeps a stopping process alive.
    timer.unref();
  }

  run();
  return {
    check,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
