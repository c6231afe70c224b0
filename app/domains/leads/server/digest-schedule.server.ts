// When the daily digest goes out: each process checks at start and then at least hourly (and right at
// the office's opening), and from the opening on asks the model to queue the day's digest, which the
// outbox takes at most once per Lima day whatever the number of processes (lead-digest.server.ts).
import { limaMinuteOfDay, msUntilLimaMinute } from "~/platform/lib/lima-day";
import { logger } from "~/platform/lib/logger.server";
import { queueDailyDigest, type QueueDigestResult } from "./lead-digest.server";

const HOUR_MS = 3_600_000;

/** The office's clock as the company settings give it at the time of a check (they may change). */
export interface OfficeClock {
  /** The overdue cutoff at an instant (the business-hours clock). */
  overdueBefore: (now: Date) => Date;
  /** Minutes after Lima midnight from which the day's digest may go out (09:00 → 540). */
  opensAtMinute: number;
}

export interface DailyDigestScheduleOptions {
  /** Read at every check: the settings staff edit (decision 044). */
  officeClock: () => Promise<OfficeClock>;
  /** Longest wait between two checks; default one hour. */
  intervalMs?: number;
  /** The clock, for tests. */
  now?: () => Date;
}

export interface DailyDigestSchedule {
  /** Checks now (also used by tests): undefined before the opening, else what queueing answered. */
  check(): Promise<QueueDigestResult | undefined>;
  /** No more checks; resolves when a check in progress is over. */
  stop(): Promise<void>;
}

export function startDailyDigestSchedule(options: DailyDigestScheduleOptions): DailyDigestSchedule {
  const clock = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? HOUR_MS;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  /** The opening as of the last check, for the next wake-up (09:00 until the first check reads it). */
  let opensAtMinute = 9 * 60;

  async function check(): Promise<QueueDigestResult | undefined> {
    const now = clock();
    const office = await options.officeClock();
    opensAtMinute = office.opensAtMinute;
    if (limaMinuteOfDay(now) < office.opensAtMinute) return undefined;
    const result = await queueDailyDigest(now, { overdueBefore: office.overdueBefore(now) });
    if (result.status === "queued") logger.info({ day: result.day, ...result.counts }, "daily digest queued");
    return result;
  }

  function run(): void {
    running = check()
      .catch((error: unknown) => logger.warn({ err: String(error) }, "daily digest not queued; will retry"))
      .finally(schedule);
  }

  function schedule(): void {
    if (stopped) return;
    const delay = Math.min(intervalMs, msUntilLimaMinute(clock(), opensAtMinute));
    timer = setTimeout(run, delay);
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
