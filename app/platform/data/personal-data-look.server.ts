// How a back-office page that shows personal data (a lead, a company's requests) is put on the record
// (decision 060): a GET, by document load or by React Router's client-side `.data` request alike, is
// a look; a HEAD only asks about the page and records nothing.
import type { EdgeFacts } from "~/platform/submission/edge-context.server";

export interface PersonalDataLook {
  /** False for a HEAD. */
  recorded: boolean;
  ip?: string | null;
}

export function personalDataLook(request: Request, edge: EdgeFacts): PersonalDataLook {
  return { recorded: request.method !== "HEAD", ip: edge.clientIp ?? null };
}
