// The sign-in limits (docs/decisions/059-shared-limits.md), on the shared limiter store: every check
// of a staff credential (the sign-in's password or passkey, the current password under "Mi cuenta")
// first claims its place in the counters, then checks, then gives the place back if the credential
// was right. The counters are bumped atomically, so of N parallel guesses at most the limit are
// checked. Counted, within SIGN_IN_WINDOW_MINUTES:
//  - per client address, every account (SIGN_IN_MAX_FAILURES_PER_ADDRESS): past it, that address waits;
//  - per account and address (SIGN_IN_MAX_FAILURES_PER_ACCOUNT_ADDRESS): past it, that address waits
//    for that account, and the owner signs in from anywhere else;
//  - per account, every address (SIGN_IN_MAX_FAILURES_PER_ACCOUNT): past it each attempt on the
//    account is slowed by SIGN_IN_SLOWDOWN_MS, never refused; at SIGN_IN_ALERT_FAILURES the owner is
//    e-mailed (sign-in-alert-mail.server.ts).
// Refusals past a limit are counted, not each logged: the first of a window writes one
// `login.throttled` row for the address and the later ones bring its `refused` count up to date.
import { setTimeout as sleep } from "node:timers/promises";
import { clientKey } from "~/platform/submission/client-key";
import { getEnv } from "~/platform/lib/env.server";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import { recordAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { parseJson } from "~/platform/data/sql-values.server";
import { LimiterStore } from "~/platform/data/limiter-store.server";
import { queueSignInAlert } from "../mail/sign-in-alert-mail.server";

type CounterName = "address" | "account-address" | "account" | "refused";

const stores = new Map<string, LimiterStore>();

/** The store of one counter for the window in force (tests change the window). */
function store(name: CounterName): LimiterStore {
  const windowMs = getEnv().SIGN_IN_WINDOW_MINUTES * 60_000;
  const id = `sign-in-${name}:${windowMs}`;
  let found = stores.get(id);
  if (!found) {
    found = new LimiterStore(`sign-in-${name}`, windowMs);
    stores.set(id, found);
  }
  return found;
}

/** The counter key of a client: its address's key (an IPv6 subscriber's /64), or "unknown". */
const addressKey = (ip: string | undefined) => (ip ? clientKey(ip) : "unknown");
const accountAddressKey = (email: string, ip: string | undefined) => `${email} ${addressKey(ip)}`;

const secondsUntil = (reset: Date | undefined) =>
  Math.max(1, Math.ceil(((reset?.getTime() ?? Date.now()) - Date.now()) / 1000));

export type CheckClaim =
  | {
      status: "go";
      /** Failures (and checks under way) on the account within the window, this one included. */
      accountFailures: number;
      /** When the account's window began (it names the window of the owner's alert e-mail). */
      windowStart: Date;
      /** The credential was right: the claim is given back, it was no failure. */
      release(): Promise<void>;
    }
  | { status: "throttled"; retryAfterSeconds: number; byAddress: number; byAccountAddress: number };

/**
 * Claims one check of a credential from `ip` (for the account `email`, when one was named): counted
 * before the check so that parallel attempts see one another. Past the address's or the account and
 * address's limit the claim is refused (and taken back: it checks nothing). Past the account's
 * ceiling the claim is granted after SIGN_IN_SLOWDOWN_MS.
 */
export async function claimCredentialCheck(ip: string | undefined, email?: string): Promise<CheckClaim> {
  const env = getEnv();
  const taken: Array<[LimiterStore, string]> = [];
  const giveBack = async () => {
    await Promise.all(taken.map(([counter, key]) => counter.decrement(key)));
  };
  const count = async (name: CounterName, key: string) => {
    const counter = store(name);
    const info = await counter.increment(key);
    taken.push([counter, key]);
    return info;
  };

  const byAddress = await count("address", addressKey(ip));
  const byAccountAddress = email ? await count("account-address", accountAddressKey(email, ip)) : undefined;
  const over =
    byAddress.totalHits > env.SIGN_IN_MAX_FAILURES_PER_ADDRESS
      ? byAddress
      : byAccountAddress && byAccountAddress.totalHits > env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT_ADDRESS
        ? byAccountAddress
        : undefined;
  if (over) {
    await giveBack();
    return {
      status: "throttled",
      retryAfterSeconds: secondsUntil(over.resetTime),
      byAddress: byAddress.totalHits - 1,
      byAccountAddress: (byAccountAddress?.totalHits ?? 1) - 1,
    };
  }
  const byAccount = email ? await count("account", email) : undefined;
  if (
    byAccount &&
    byAccount.totalHits > env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT &&
    env.SIGN_IN_SLOWDOWN_MS > 0
  ) {
    await sleep(env.SIGN_IN_SLOWDOWN_MS);
  }
  const windowMs = env.SIGN_IN_WINDOW_MINUTES * 60_000;
  return {
    status: "go",
    accountFailures: byAccount?.totalHits ?? 0,
    windowStart: new Date((byAccount?.resetTime?.getTime() ?? Date.now() + windowMs) - windowMs),
    release: giveBack,
  };
}

export interface SignInCounts {
  byAddress: number;
  byAccountAddress: number;
  /** Past the address's, or the account and address's, limit: no credential is checked. */
  throttled: boolean;
  windowSeconds: number;
}

/** The counts as they stand, without claiming a check (e.g. before handing out a passkey challenge). */
export async function currentCounts(ip: string | undefined, email?: string): Promise<SignInCounts> {
  const env = getEnv();
  const [address, accountAddress] = await Promise.all([
    store("address").get(addressKey(ip)),
    email ? store("account-address").get(accountAddressKey(email, ip)) : Promise.resolve(undefined),
  ]);
  const byAddress = address?.totalHits ?? 0;
  const byAccountAddress = accountAddress?.totalHits ?? 0;
  return {
    byAddress,
    byAccountAddress,
    throttled:
      byAddress >= env.SIGN_IN_MAX_FAILURES_PER_ADDRESS ||
      byAccountAddress >= env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT_ADDRESS,
    windowSeconds: env.SIGN_IN_WINDOW_MINUTES * 60,
  };
}

/**
 * A refusal past a limit: counted per address; the first of the address's window writes the
 * `login.throttled` row (with `detail` and `refused: 1`), the later ones bring its `refused` count up
 * to date (one row per address and window).
 */
export async function recordThrottled(
  ip: string | undefined,
  email: string | undefined,
  detail: Record<string, unknown>,
): Promise<void> {
  const key = addressKey(ip);
  const { totalHits, resetTime } = await store("refused").increment(key);
  const until = resetTime?.toISOString();
  if (totalHits === 1) {
    await recordAudit({
      action: "login.throttled",
      actor: email ?? null,
      ip: ip ?? null,
      detail: { ...detail, refused: 1, until },
    });
    return;
  }
  const windowMs = getEnv().SIGN_IN_WINDOW_MINUTES * 60_000;
  const windowStart = (resetTime?.getTime() ?? Date.now()) - windowMs;
  const db = getDb();
  const row = await db
    .selectFrom("audit_log")
    .select(["id", "detail"])
    .where("action", "=", "login.throttled")
    .where((eb) => (ip ? eb("client_key", "=", key) : eb("client_key", "is", null)))
    .where("at", ">=", new Date(windowStart - 1000).toISOString())
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  // The row of this window is gone (or its first refusal is still being written): nothing to update.
  if (!row) return;
  const previous = parseJson<Record<string, unknown>>(row.detail) ?? {};
  await db
    .updateTable("audit_log")
    .set({
      detail: JSON.stringify({ ...previous, refused: Math.max(totalHits, Number(previous.refused) || 0) }),
    })
    .where("id", "=", row.id)
    .execute();
}

/**
 * A wrong credential for a known account: the owner is e-mailed when it is the account's
 * SIGN_IN_ALERT_FAILURES-th failure of the window (once per window, whatever the processes).
 */
export async function alertOwnerIfMany(
  owner: Pick<StaffViewer, "id" | "email" | "name">,
  claim: Extract<CheckClaim, { status: "go" }>,
): Promise<void> {
  if (claim.accountFailures !== getEnv().SIGN_IN_ALERT_FAILURES) return;
  await queueSignInAlert(owner, claim.accountFailures, claim.windowStart);
}
