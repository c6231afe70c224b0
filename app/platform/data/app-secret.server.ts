import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema";
import { getEnv } from "~/platform/lib/env.server";
import { getDb } from "./db.server";
import { nowIso } from "./sql-values.server";

/** The row of the secret made when SESSION_SECRET is not set. */
const SESSION_SECRET_NAME = "session";

/** One lookup per database handle (a test may open another database in the same process). */
const secrets = new WeakMap<Kysely<Database>, Promise<string>>();

/**
 * The key that signs what visitors keep (the confirmation cookie): SESSION_SECRET when set; otherwise
 * the one kept in the database, made by whichever process asked first (an insert that loses the race
 * reads the winner's), so every process signs alike and a restart keeps what was signed valid.
 */
export function sessionSecret(): Promise<string> {
  const fromEnvironment = getEnv().SESSION_SECRET;
  if (fromEnvironment) return Promise.resolve(fromEnvironment);
  const db = getDb();
  let secret = secrets.get(db);
  if (!secret) {
    secret = storedSecret(db, SESSION_SECRET_NAME);
    // A failed read (the database was briefly away) is tried again on the next call.
    secret.catch(() => secrets.delete(db));
    secrets.set(db, secret);
  }
  return secret;
}

async function storedSecret(db: Kysely<Database>, name: string): Promise<string> {
  const read = () => db.selectFrom("app_secret").select("value").where("name", "=", name).executeTakeFirst();
  const stored = await read();
  if (stored) return stored.value;
  await db
    .insertInto("app_secret")
    .values({ name, value: randomBytes(48).toString("base64url"), created_at: nowIso() })
    .onConflict((conflict) => conflict.column("name").doNothing())
    .execute();
  const made = await read();
  if (!made) throw new Error(`the ${name} secret could not be stored`);
  return made.value;
}
