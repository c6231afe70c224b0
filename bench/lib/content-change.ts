// "A change visible on a second process" for bench:admin (decision 044): two production servers
// (build/main.js) on one PostgreSQL database with the page cache on; an administrator saves a new
// phone at /admin/ajustes through the first, and the second's cached /contacto is read every 5 ms
// until it shows the new phone. The time from the save's answer to the first page showing it, per round.
import { randomBytes } from "node:crypto";
import { type Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { defaultCompanySettings } from "~/platform/settings/company-settings.server";
import { hashPassword } from "~/domains/staff/server/password-hash.server";
import { startServerProcess } from "../../tests/support/server-process";
import { percentile } from "./stats";

export interface ContentChangeFigures {
  rounds: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export async function measureContentChange(
  db: Kysely<Database>,
  env: Record<string, string>,
  rounds = 20,
): Promise<ContentChangeFigures> {
  const email = `bench-${randomBytes(4).toString("hex")}@kordex.pe`;
  const password = `Bench-${randomBytes(9).toString("base64url")}`;
  const now = new Date().toISOString();
  await db
    .insertInto("staff_user")
    .values({
      email,
      name: "Bench Ajustes",
      role: "admin",
      password_hash: await hashPassword(password),
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const serverEnv = { ...env, LOG_LEVEL: "warn", PAGE_CACHE_TTL_SECONDS: "300", OUTBOX_WORKER: "false" };
  const [first, second] = await Promise.all([startServerProcess(serverEnv), startServerProcess(serverEnv)]);
  try {
    const signIn = await fetch(`${first!.url}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: first!.url },
      body: new URLSearchParams({ email, password, siguiente: "/admin" }),
    });
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]!;
    const settings = Object.fromEntries(
      Object.entries(defaultCompanySettings()).map(([key, value]) => [key, String(value)]),
    );
    const samples: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const phone = `+51 1 ${700 + round} ${String(1000 + round).padStart(4, "0")}`;
      // The second process has the page cached with the phone before.
      await fetch(`${second!.url}/contacto`).then((response) => response.text());
      const saved = await fetch(`${first!.url}/admin/ajustes`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: first!.url, Cookie: cookie },
        body: new URLSearchParams({ ...settings, phone }),
      });
      if (saved.status !== 200) throw new Error(`settings not saved: ${saved.status}`);
      const savedAt = performance.now();
      const shown = phone.replace(/ /g, "\u00a0");
      for (;;) {
        if ((await fetch(`${second!.url}/contacto`).then((response) => response.text())).includes(shown))
          break;
        if (performance.now() - savedAt > 10_000)
          throw new Error("the change did not reach the second process");
        await new Promise((wait) => setTimeout(wait, 5));
      }
      samples.push(performance.now() - savedAt);
    }
    return {
      rounds,
      p50Ms: percentile(samples, 50),
      p95Ms: percentile(samples, 95),
      maxMs: Math.max(...samples),
    };
  } finally {
    await Promise.all([first!.stop(), second!.stop()]);
  }
}
