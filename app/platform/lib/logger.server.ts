import { pino } from "pino";
import { getEnv } from "./env.server";

export const logger = pino({
  level: getEnv().LOG_LEVEL,
  base: { pid: process.pid },
  redact: { paths: ["email", "phone", "*.email", "*.phone"], censor: "[redactado]" },
});
