// A load generator for the durability tests: a fixed number of connections, each a loop that sends
// one request at a time. Leads carry unique idempotency keys; a lead whose request failed (the server
// died, the connection was cut) is retried later with the SAME key and payload, as a careful client
// or a load balancer would, until it gets its 2xx.
import { randomBytes } from "node:crypto";
import { contactRequest, quoteRequest } from "../factories";

export interface LeadAttemptLog {
  key: string;
  path: string;
  body: unknown;
  /** Lead ids of every 2xx answer for this key (a retry must answer the first lead's id). */
  answeredIds: number[];
  reference?: string;
  failures: number;
}

export interface LoadFigures {
  leadsSent: number;
  leadRequests: number;
  leadAnswers2xx: number;
  /** 2xx answers flagged Idempotent-Replayed: the lead had been stored but its first answer was lost. */
  replayed: number;
  /** Keys that needed at least one retry. */
  retriedKeys: number;
  failedRequests: number;
  pageRequests: number;
  pageAnswers2xx: number;
  /** Answers other than 2xx (for leads or pages): status → count. Must stay empty. */
  unexpected: Record<string, number>;
}

export interface LeadLoadOptions {
  /** Where to send the next request; several URLs are used in turn, like a load balancer. */
  targets: () => string[];
  connections: number;
  /** Share of requests that are GETs of these paths instead of leads (0…1). */
  pageShare?: number;
  pages?: string[];
  /** Prefix of every idempotency key, to find this run's leads in the database. */
  keyPrefix?: string;
}

export interface LeadLoad {
  keyPrefix: string;
  leads: Map<string, LeadAttemptLog>;
  figures: LoadFigures;
  /** Requests on their way right now. */
  inFlight(): number;
  /** Stops the loops after their current request. */
  stop(): Promise<void>;
  /** Retries every lead still without a 2xx until each has one (or `timeoutMs` passes). */
  settle(timeoutMs?: number): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 15_000;
const FAILURE_PAUSE_MS = 100;

export function startLeadLoad(options: LeadLoadOptions): LeadLoad {
  const keyPrefix = options.keyPrefix ?? `load-${randomBytes(4).toString("hex")}`;
  const leads = new Map<string, LeadAttemptLog>();
  const retries: LeadAttemptLog[] = [];
  const figures: LoadFigures = {
    leadsSent: 0,
    leadRequests: 0,
    leadAnswers2xx: 0,
    replayed: 0,
    retriedKeys: 0,
    failedRequests: 0,
    pageRequests: 0,
    pageAnswers2xx: 0,
    unexpected: {},
  };
  let stopped = false;
  let pending = 0;
  let turn = 0;

  const nextTarget = () => {
    const targets = options.targets();
    turn += 1;
    return targets[turn % targets.length]!;
  };

  const newLead = (): LeadAttemptLog => {
    const key = `${keyPrefix}-${String(figures.leadsSent).padStart(6, "0")}`;
    figures.leadsSent += 1;
    const quote = figures.leadsSent % 3 !== 0;
    const log: LeadAttemptLog = {
      key,
      path: quote ? "/api/pe/invoices" : "/api/pe/contacts",
      body: quote
        ? quoteRequest({ message: `Pedido ${key}` })
        : contactRequest({ message: `Consulta ${key}` }),
      answeredIds: [],
      failures: 0,
    };
    leads.set(key, log);
    return log;
  };

  async function sendLead(lead: LeadAttemptLog): Promise<boolean> {
    figures.leadRequests += 1;
    pending += 1;
    try {
      const response = await fetch(`${nextTarget()}${lead.path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "idempotency-key": lead.key },
        body: JSON.stringify(lead.body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.status === 201) {
        const receipt = JSON.parse(text) as { id: number; reference: string };
        lead.answeredIds.push(receipt.id);
        lead.reference = receipt.reference;
        figures.leadAnswers2xx += 1;
        if (response.headers.get("idempotent-replayed") === "true") figures.replayed += 1;
        return true;
      }
      const label = `lead ${response.status}`;
      figures.unexpected[label] = (figures.unexpected[label] ?? 0) + 1;
    } catch {
      // Connection refused or cut: the server is down or was killed mid-request.
    } finally {
      pending -= 1;
    }
    figures.failedRequests += 1;
    if (lead.failures === 0) figures.retriedKeys += 1;
    lead.failures += 1;
    return false;
  }

  async function sendPage(): Promise<void> {
    const pages = options.pages ?? ["/"];
    const path = pages[figures.pageRequests % pages.length]!;
    figures.pageRequests += 1;
    pending += 1;
    try {
      const response = await fetch(`${nextTarget()}${path}`, {
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      await response.arrayBuffer();
      if (response.ok) figures.pageAnswers2xx += 1;
      else {
        const label = `page ${response.status}`;
        figures.unexpected[label] = (figures.unexpected[label] ?? 0) + 1;
      }
    } catch {
      figures.failedRequests += 1;
    } finally {
      pending -= 1;
    }
  }

  async function loop(): Promise<void> {
    while (!stopped) {
      if (options.pageShare && Math.random() < options.pageShare) {
        await sendPage();
        continue;
      }
      const lead = retries.shift() ?? newLead();
      if (!(await sendLead(lead))) {
        retries.push(lead);
        await new Promise((wait) => setTimeout(wait, FAILURE_PAUSE_MS));
      }
    }
  }

  const loops = Array.from({ length: options.connections }, () => loop());

  return {
    keyPrefix,
    leads,
    figures,
    inFlight: () => pending,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
    async settle(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (retries.length > 0) {
        if (Date.now() > deadline) throw new Error(`${retries.length} leads still unanswered`);
        const batch = retries.splice(0, options.connections);
        const answered = await Promise.all(batch.map((lead) => sendLead(lead)));
        batch.forEach((lead, index) => {
          if (!answered[index]) retries.push(lead);
        });
        if (retries.length > 0) await new Promise((wait) => setTimeout(wait, 200));
      }
    },
  };
}
