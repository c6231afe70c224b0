// Passkeys of staff accounts: a signed-in staff member registers one (WebAuthn, "none" attestation,
// resident key and user verification preferred, so sign-in needs no e-mail) after typing the current
// password again (a session alone plants none), and is e-mailed about it. Listing here; removing is
// staff-passkey-removal.server.ts; signing in with one is staff-passkey-sign-in.server.ts.
import {
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { COMPANY } from "~/platform/content/company";
import { PASSKEY_NAME_MESSAGE, passkeyName } from "../passkey-name";
import type { StaffViewer } from "~/platform/admin-kit/staff-roles";
import type { RelyingParty } from "../webauthn-relying-party";
import { recordAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { notifyOutbox } from "~/platform/mail/outbox.server";
import { draftPasskeyAddedMail, queuePasskeyMail } from "../mail/staff-passkey-mail.server";
import { checkCurrentPassword } from "./staff-password-change.server";
import { isUniqueViolation, nowIso, toIso } from "~/platform/data/sql-values.server";
import { issueChallenge, takeChallenge } from "./webauthn-challenges.server";
import { type PasskeyRefusal, parseRegistrationResponse, refusalOf } from "./webauthn-responses.server";

/** How long the browser waits for the authenticator (the challenge itself lives longer). */
export const CEREMONY_TIMEOUT_MS = 120_000;

export interface PasskeyInfo {
  /** The credential id, base64url. */
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  transports: string[];
}

/** The signed-in staff member and the session asking (a registration is bound to both). */
export interface PasskeyOwner {
  id: string;
  viewer: StaffViewer;
}

/**
 * The WebAuthn user handle of an account: its id, as text. Stable, so an authenticator keeps one
 * passkey per account and site; no e-mail or name (which the spec forbids in the handle).
 */
export const userHandleOf = (userId: number) => new TextEncoder().encode(String(userId));

const splitTransports = (value: string | null) => (value ? value.split(",").filter(Boolean) : []);

/** The passkeys of one account, newest first. */
export async function listPasskeys(userId: number): Promise<PasskeyInfo[]> {
  const rows = await getDb()
    .selectFrom("staff_passkey")
    .select(["id", "name", "created_at", "last_used_at", "transports"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: toIso(row.created_at),
    lastUsedAt: toIso(row.last_used_at),
    transports: splitTransports(row.transports),
  }));
}

/** The passkeys of every account, by account id (the users page; accounts without any are absent). */
export async function listPasskeysByAccount(): Promise<Map<number, PasskeyInfo[]>> {
  const rows = await getDb()
    .selectFrom("staff_passkey")
    .select(["id", "user_id", "name", "created_at", "last_used_at", "transports"])
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  const byAccount = new Map<number, PasskeyInfo[]>();
  for (const row of rows) {
    const list = byAccount.get(row.user_id) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      createdAt: toIso(row.created_at),
      lastUsedAt: toIso(row.last_used_at),
      transports: splitTransports(row.transports),
    });
    byAccount.set(row.user_id, list);
  }
  return byAccount;
}

export type StartRegistrationResult =
  | { status: "ready"; options: PublicKeyCredentialCreationOptionsJSON; token: string; maxAgeSeconds: number }
  /** No current password came with the request: a session alone registers nothing. */
  | { status: "password-required" }
  /** A wrong current password (counted as a failed sign-in). */
  | { status: "wrong-password" }
  /** Past the sign-in limits: no password was checked. */
  | { status: "throttled"; retryAfterSeconds: number };

/**
 * The options of a new registration for the signed-in staff member, once the account's current
 * password is right (checked against the sign-in limits, like the password change): the account's
 * passkeys are excluded (an authenticator that holds one says so instead of making a second), and the
 * challenge is stored for this account and session. The caller puts `token` in the challenge cookie.
 */
export async function startPasskeyRegistration(
  owner: PasskeyOwner,
  rp: RelyingParty,
  { password, ip }: { password: string; ip?: string },
): Promise<StartRegistrationResult> {
  if (password === "") return { status: "password-required" };
  const check = await checkCurrentPassword(owner.viewer, password, ip, "passkey-registration");
  if (check.status === "throttled") return check;
  if (check.status === "wrong") return { status: "wrong-password" };
  const existing = await listPasskeys(owner.viewer.id);
  const options = await generateRegistrationOptions({
    rpName: `${COMPANY.brand} Perú`,
    rpID: rp.id,
    userName: owner.viewer.email,
    userID: userHandleOf(owner.viewer.id),
    userDisplayName: owner.viewer.name,
    timeout: CEREMONY_TIMEOUT_MS,
    attestationType: "none",
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
  const issued = await issueChallenge("registration", {
    challenge: options.challenge,
    rp,
    userId: owner.viewer.id,
    sessionId: owner.id,
  });
  return { status: "ready", options, ...issued };
}

export type RegisterPasskeyResult =
  | { status: "registered"; passkey: PasskeyInfo }
  | { status: "invalid-name"; message: string }
  /** That authenticator's passkey is already registered (to this or another account). */
  | { status: "duplicate" }
  | { status: "refused"; reason: PasskeyRefusal };

/**
 * Verifies the browser's answer to startPasskeyRegistration and stores the passkey with its name.
 * The challenge is taken (used up) first; it must be this account's and session's, and the answer
 * must come from the origin and RP ID it was issued for, which must be the request's own.
 */
export async function registerPasskey(
  owner: PasskeyOwner,
  input: { name: string; response: string; challengeToken: string | undefined },
  rp: RelyingParty | undefined,
  ip?: string,
): Promise<RegisterPasskeyResult> {
  const name = passkeyName(input.name);
  if (!name) {
    return { status: "invalid-name", message: PASSKEY_NAME_MESSAGE };
  }
  const taken = await takeChallenge(input.challengeToken, "registration");
  if (taken.status !== "found") {
    return {
      status: "refused",
      reason: taken.status === "expired" ? "challenge-expired" : "challenge-missing",
    };
  }
  const { stored } = taken;
  if (stored.userId !== owner.viewer.id || stored.sessionId !== owner.id) {
    return { status: "refused", reason: "wrong-session" };
  }
  if (!rp || rp.origin !== stored.rp.origin || rp.id !== stored.rp.id) {
    return { status: "refused", reason: "wrong-origin" };
  }
  const response = parseRegistrationResponse(input.response);
  if (!response) return { status: "refused", reason: "malformed" };
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // "preferred": an authenticator that cannot verify its user (a key without a PIN) is accepted.
      requireUserVerification: false,
    });
  } catch (error) {
    return { status: "refused", reason: refusalOf(error) };
  }
  if (!verification.verified) return { status: "refused", reason: "invalid-response" };

  const { credential, userVerified, credentialBackedUp } = verification.registrationInfo;
  const transports = credential.transports ?? [];
  const now = nowIso();
  const mail = await draftPasskeyAddedMail(owner.viewer, name, now, ip);
  try {
    await getDb()
      .transaction()
      .execute(async (trx) => {
        await trx
          .insertInto("staff_passkey")
          .values({
            id: credential.id,
            user_id: owner.viewer.id,
            public_key: Buffer.from(credential.publicKey),
            counter: credential.counter,
            transports: transports.length > 0 ? transports.join(",") : null,
            name,
            created_at: now,
          })
          .execute();
        await recordAudit(
          {
            action: "passkey.register",
            userId: owner.viewer.id,
            actor: owner.viewer.email,
            target: name,
            ip,
            detail: { credential: credential.id, userVerified, backedUp: credentialBackedUp },
          },
          trx,
        );
        await queuePasskeyMail(trx, mail, now);
      });
  } catch (error) {
    if (isUniqueViolation(error)) return { status: "duplicate" };
    throw error;
  }
  notifyOutbox();
  return {
    status: "registered",
    passkey: { id: credential.id, name, createdAt: now, lastUsedAt: null, transports },
  };
}
