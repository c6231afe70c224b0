// Migration 024 (decision 058) on each engine, over invitations stored before it: of several pending
// links to one address only the newest stays open; the pending links of an inviter who is no longer
// an active administrator are withdrawn; used ones are left alone. Then at most one open link per
// address (the partial unique index), and the down step undoes it.
import { afterAll, expect, it } from "vitest";
import type { Kysely } from "kysely";
import { emptyDatabase, migrateTo } from "../../support/empty-database";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** The message of a refused statement, whatever the driver throws. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (error) {
    return String((error as Error).message);
  }
  return "accepted";
}

it("migration 024 withdraws replaced links and those of inviters no longer administrators, then keeps one open link per address", async () => {
  const { handle, drop } = await emptyDatabase();
  cleanups.push(drop);
  await migrateTo(handle.db, "022-catalogue-at-scale");
  const raw = handle.db as unknown as Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  const at = new Date().toISOString();
  const later = new Date(Date.now() + 3_600_000).toISOString();
  const staff = [
    { id: 1, email: "ana@kordex.pe", role: "admin", active: 1 },
    { id: 2, email: "rosa@kordex.pe", role: "admin", active: 0 },
    { id: 3, email: "luis@kordex.pe", role: "ventas", active: 1 },
  ];
  for (const user of staff) {
    await raw
      .insertInto("staff_user")
      .values({ ...user, name: user.email, password_hash: "x", created_at: at, updated_at: at })
      .execute();
  }
  const invitations: [number, string, number, string | null][] = [
    [10, "doble@kordex.pe", 1, null],
    [11, "doble@kordex.pe", 1, null],
    [12, "de-rosa@kordex.pe", 2, null],
    [13, "de-luis@kordex.pe", 3, null],
    [14, "usada@kordex.pe", 2, at],
    [15, "abierta@kordex.pe", 1, null],
  ];
  for (const [id, email, invitedBy, usedAt] of invitations) {
    await raw
      .insertInto("staff_invitation")
      .values({
        id,
        token_hash: `hash-${id}`,
        email,
        name: "Colega",
        role: "admin",
        invited_by: invitedBy,
        created_at: at,
        expires_at: later,
        used_at: usedAt,
      })
      .execute();
  }

  await migrateTo(handle.db, "024-invitation-withdrawal");
  const rows = await raw
    .selectFrom("staff_invitation")
    .select(["id", "withdrawn_reason", "used_at"])
    .orderBy("id")
    .execute();
  expect(rows.map((row) => [row.id, row.withdrawn_reason])).toEqual([
    [10, "replaced"],
    [11, null],
    [12, "inviter-deactivated"],
    [13, "inviter-demoted"],
    [14, null],
    [15, null],
  ]);

  // One open link per address: a second one is refused by the index; a withdrawn one is not counted.
  const second = {
    token_hash: "hash-16",
    email: "abierta@kordex.pe",
    name: "Colega",
    role: "ventas",
    invited_by: 1,
    created_at: at,
    expires_at: later,
  };
  expect(await refusal(raw.insertInto("staff_invitation").values(second).execute())).toMatch(
    /unique|duplicate/i,
  );
  await raw
    .insertInto("staff_invitation")
    .values({ ...second, email: "doble@kordex.pe", withdrawn_at: at, withdrawn_reason: "manual" })
    .execute();
  expect(
    await refusal(
      raw.updateTable("staff_invitation").set({ withdrawn_reason: "otro" }).where("id", "=", 10).execute(),
    ),
  ).toMatch(/check/i);

  await migrateTo(handle.db, "022-catalogue-at-scale");
  const columns = Object.keys(
    (await raw.selectFrom("staff_invitation").selectAll().where("id", "=", 10).executeTakeFirst()) ?? {},
  );
  expect(columns).not.toContain("withdrawn_at");
  expect(columns).toContain("used_at");
});
