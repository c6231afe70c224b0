// WebAuthn challenges, kept in the database so that the process verifying an answer need not be the
// one that issued the options. The browser holds only a random token (in a short-lived cookie); the
// table holds its sha256. A challenge lives CHALLENGE_TTL_SECONDS and is deleted when it is taken,
// whether it is still good or not, so it answers one ceremony at most.
import { createHash, randomBytes } from "node:crypto";
import type { RelyingParty } from "../webauthn-relying-party";
import { getDb } from "~/platform/data/db.server";
import { nowIso, toIso } from "~/platform/data/sql-values.server";

export const CHALLENGE_TTL_SECONDS = 300;

export type ChallengePurpose = "registration" | "authentication";

export interface StoredChallenge {
  challenge: string;
  rp: RelyingParty;
  /** Registration only: the account and the session that asked for it. */
  userId: number | null;
  sessionId: string | null;
}

export type TakenChallenge =
  | { status: "found"; stored: StoredChallenge }
  /** No token, an unknown or used one, or one issued for the other ceremony. */
  | { status: "missing" }
  | { status: "expired" };

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** Stores a challenge and returns the token the browser's cookie will carry. */
export async function issueChallenge(
  purpose: ChallengePurpose,
  stored: StoredChallenge,
): Promise<{ token: string; maxAgeSeconds: number }> {
  const token = randomBytes(16).toString("base64url");
  const now = Date.now();
  const db = getDb();
  // Abandoned ceremonies leave rows behind: every new one clears the expired.
  await db.deleteFrom("webauthn_challenge").where("expires_at", "<=", nowIso()).execute();
  await db
    .insertInto("webauthn_challenge")
    .values({
      id: hashToken(token),
      purpose,
      challenge: stored.challenge,
      rp_id: stored.rp.id,
      origin: stored.rp.origin,
      user_id: stored.userId,
      session_id: stored.sessionId,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + CHALLENGE_TTL_SECONDS * 1000).toISOString(),
    })
    .execute();
  return { token, maxAgeSeconds: CHALLENGE_TTL_SECONDS };
}

/** Takes (deletes) the challenge a token names: only one caller ever gets it. */
export async function takeChallenge(
  token: string | undefined,
  purpose: ChallengePurpose,
): Promise<TakenChallenge> {
  if (!token || !TOKEN.test(token)) return { status: "missing" };
  const row = await getDb()
    .deleteFrom("webauthn_challenge")
    .where("id", "=", hashToken(token))
    .returningAll()
    .executeTakeFirst();
  if (!row || row.purpose !== purpose) return { status: "missing" };
  if (Date.now() >= new Date(toIso(row.expires_at)).getTime()) return { status: "expired" };
  return {
    status: "found",
    stored: {
      challenge: row.challenge,
      rp: { id: row.rp_id, origin: row.origin },
      userId: row.user_id,
      sessionId: row.session_id,
    },
  };
}
