// What every public submission carries besides its fields, as each domain's store takes it.
import type { SpamVerdict } from "./spam-trap";

/** What a public submission carries besides its fields, as every domain's store takes it. */
export interface SubmissionMeta {
  idempotencyKey?: string;
  /** The client's address the edge determined; also the consent's address in the ledger. */
  sourceIp?: string;
  userAgent?: string;
  /** The code of the consent text's version the form showed; the current one when absent. */
  consentVersion?: string;
  /** Why the submission looks automated (honeypot, too fast); it is stored all the same, flagged. */
  spam?: SpamVerdict;
}
