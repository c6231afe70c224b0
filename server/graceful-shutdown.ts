// On SIGTERM or SIGINT: log, run the entry's own stop steps once (a second signal is only logged),
// exit 0 when they are done, 1 when they fail or take longer than the timeout.

interface ShutdownLogger {
  info(details: object | string, message?: string): void;
  error(details: object | string, message?: string): void;
}

export function shutdownOnSignals({
  logger,
  message,
  timeoutMs,
  stop,
}: {
  /** Called at shutdown time, so an entry whose logger changes (dev reloads) logs with the current one. */
  logger: () => ShutdownLogger;
  message: string;
  timeoutMs: number;
  stop: (log: ShutdownLogger) => Promise<void>;
}): void {
  let stopping = false;
  const shutdown = async (signal: string) => {
    const log = logger();
    if (stopping) {
      log.info({ signal }, "already shutting down");
      return;
    }
    stopping = true;
    log.info({ signal }, message);
    const force = setTimeout(() => {
      log.error("shutdown took too long; exiting");
      process.exit(1);
    }, timeoutMs);
    force.unref();
    try {
      await stop(log);
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}
