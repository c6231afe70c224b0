import { sql } from "kysely";
import { getDatabase } from "./db.server";

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(): Promise<boolean> {
  try {
    await sql`select 1`.execute(getDatabase().db);
    return true;
  } catch {
    return false;
  }
}

export function databaseEngine(): string {
  return getDatabase().engine;
}
