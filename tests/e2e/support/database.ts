// Read access to the e2e server's embedded database, to check what a journey stored.
import { join } from "node:path";
import SQLite from "better-sqlite3";

export function openE2eDatabase(dataDir = process.env.E2E_DATA_DIR): SQLite.Database {
  if (!dataDir) throw new Error("E2E_DATA_DIR is not set (see playwright.config.ts)");
  const db = new SQLite(join(dataDir, "kordex.sqlite"));
  db.pragma("busy_timeout = 5000");
  return db;
}

export interface StoredLead {
  id: number;
  kind: string;
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  company: string;
  ruc: string;
  message: string | null;
  equipment: string | null;
}

/** The newest lead with this e-mail in the e2e server's database, or in another server's (`dataDir`). */
export function findLeadByEmail(email: string, dataDir?: string): StoredLead | undefined {
  const db = openE2eDatabase(dataDir);
  try {
    return db.prepare("select * from lead where email = ? order by id desc").get(email) as
      StoredLead | undefined;
  } finally {
    db.close();
  }
}

export function countLeadsByEmail(email: string): number {
  const db = openE2eDatabase();
  try {
    return (db.prepare("select count(*) as n from lead where email = ?").get(email) as { n: number }).n;
  } finally {
    db.close();
  }
}
