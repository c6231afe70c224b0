// The part of autocannon 9's Node API the benchmarks use (the package ships no types).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";

  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }

  export interface Options extends Request {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
    setupClient?: (client: EventEmitter) => void;
  }

  export interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
    total: number;
  }

  export interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
    duration: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
