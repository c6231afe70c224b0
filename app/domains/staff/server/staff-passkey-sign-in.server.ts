// Signing in with a passkey, without an e-mail: the options name no credential (the authenticator
// offers the site's discoverable passkeys), and the answer names the passkey, hence the account. Same
// rules as the password: the per-address limit holds back every attempt, each answer claims its check
// first and each refusal counts toward it (`login.failure`, method passkey); an inactive account is refused; success ends the
// session the browser came with and opens a new one in the same cookie.
import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
  verifyAuthenticationResponse,
} from "@simplewebauthn/server";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import type { RelyingParty } from "../webauthn-relying-party";
import { recordAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { CEREMONY_TIMEOUT_MS, userHandleOf } from "./staff-passkeys.server";
import { claimCredentialCheck, recordThrottled } from "./sign-in-limits.server";
import { openSignedInSession, recentFailures, type SignInMeta } from "./staff-sign-in.server";
import { nowIso, toBool } from "~/platform/data/sql-values.server";
import { issueChallenge, takeChallenge } from "./webauthn-challenges.server";
import { type PasskeyRefusal, parseAuthenticationResponse, refusalOf } from "./webauthn-responses.server";

const METHOD = "passkey";

export type PasskeySignInStart =
  | { status: "ready"; options: PublicKeyCredentialRequestOptionsJSON; token: string; maxAgeSeconds: number }
  | { status: "throttled"; retryAfterSeconds: number };

export type PasskeySignInResult =
  | { status: "signed-in"; token: string; viewer: StaffViewer }
  | { status: "refused"; reason: PasskeyRefusal }
  | { status: "throttled"; retryAfterSeconds: number };

/**
 * The options of a sign-in: a fresh challenge for this relying party, stored for CHALLENGE_TTL_SECONDS.
 * An address already over its limit gets no challenge (nothing recorded: no credential was tried).
 */
export async function startPasskeySignIn(rp: RelyingParty, ip?: string): Promise<PasskeySignInStart> {
  const failures = await recentFailures(ip, undefined);
  if (failures.throttled) return { status: "throttled", retryAfterSeconds: failures.windowSeconds };
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "preferred",
    timeout: CEREMONY_TIMEOUT_MS,
  });
  const issued = await issueChallenge("authentication", {
    challenge: options.challenge,
    rp,
    userId: null,
    sessionId: null,
  });
  return { status: "ready", options, ...issued };
}

interface PasskeyOwnerRow {
  publicKey: Buffer;
  counter: number;
  transports: string[];
  name: string;
  user: StaffViewer & { active: boolean };
}

async function findPasskey(id: string): Promise<PasskeyOwnerRow | undefined> {
  const row = await getDb()
    .selectFrom("staff_passkey as p")
    .innerJoin("staff_user as u", "u.id", "p.user_id")
    .select([
      "p.public_key",
      "p.counter",
      "p.transports",
      "p.name",
      "u.id as user_id",
      "u.email",
      "u.name as user_name",
      "u.role",
      "u.active",
    ])
    .where("p.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    publicKey: Buffer.from(row.public_key),
    counter: Number(row.counter),
    transports: row.transports ? row.transports.split(",") : [],
    name: row.name,
    user: {
      id: row.user_id,
      email: row.email,
      name: row.user_name,
      role: row.role,
      active: toBool(row.active),
    },
  };
}

/**
 * Stores the authenticator's new signature counter (checked by the verification: higher than the
 * stored one, or 0 from an authenticator that keeps none) and the time of use, only if the stored
 * counter is still the one verified against: of two answers racing with counters, one wins.
 */
async function advanceCounter(id: string, previous: number, next: number): Promise<boolean> {
  const result = await getDb()
    .updateTable("staff_passkey")
    .set({ counter: next, last_used_at: nowIso() })
    .where("id", "=", id)
    .where("counter", "=", previous)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Verifies the browser's answer to startPasskeySignIn. The challenge (from the cookie's token) is
 * taken first and must have been issued for the request's own origin and RP ID.
 */
export async function signInWithPasskey(
  input: { response: string; challengeToken: string | undefined },
  rp: RelyingParty | undefined,
  meta: SignInMeta = {},
): Promise<PasskeySignInResult> {
  const claim = await claimCredentialCheck(meta.ip);
  if (claim.status === "throttled") {
    await recordThrottled(meta.ip, undefined, { method: METHOD, byAddress: claim.byAddress });
    return { status: "throttled", retryAfterSeconds: claim.retryAfterSeconds };
  }
  const refuse = async (
    reason: PasskeyRefusal,
    owner?: StaffViewer,
    credential?: string,
  ): Promise<PasskeySignInResult> => {
    await recordAudit({
      action: "login.failure",
      userId: owner?.id ?? null,
      actor: owner?.email ?? null,
      ip: meta.ip,
      detail: { method: METHOD, reason, ...(credential ? { credential: credential.slice(0, 100) } : {}) },
    });
    return { status: "refused", reason };
  };

  const taken = await takeChallenge(input.challengeToken, "authentication");
  if (taken.status !== "found") {
    return refuse(taken.status === "expired" ? "challenge-expired" : "challenge-missing");
  }
  const { stored } = taken;
  if (!rp || rp.origin !== stored.rp.origin || rp.id !== stored.rp.id) return refuse("wrong-origin");
  const response = parseAuthenticationResponse(input.response);
  if (!response) return refuse("malformed");
  const passkey = await findPasskey(response.id);
  if (!passkey) return refuse("unknown-credential", undefined, response.id);
  const owner = passkey.user;
  const handle = response.response.userHandle;
  if (handle && handle !== Buffer.from(userHandleOf(owner.id)).toString("base64url")) {
    return refuse("user-handle-mismatch", owner, response.id);
  }

  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: response.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      // "preferred": user presence is required, verification (PIN, biometrics) when the key can.
      requireUserVerification: false,
    });
  } catch (error) {
    return refuse(refusalOf(error), owner, response.id);
  }
  if (!verification.verified) return refuse("invalid-response", owner, response.id);
  if (!owner.active) return refuse("inactive", owner, response.id);
  const { newCounter, userVerified } = verification.authenticationInfo;
  if (!(await advanceCounter(response.id, passkey.counter, newCounter))) {
    return refuse("counter-regression", owner, response.id);
  }
  await claim.release();
  const session = await openSignedInSession(owner, meta, {
    method: METHOD,
    passkey: passkey.name,
    userVerified,
  });
  return { status: "signed-in", ...session };
}
