// Staff accounts, sessions and sign-in on each engine: the password rule, session lifetime (idle,
// absolute, rotation, ending), the sign-in limits per address and per account, and the audit rows.
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetEnvCache } from "~/platform/lib/env.server";
import { listAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import {
  countLiveSessions,
  endAllSessions,
  endOwnSession,
  listSessions,
  openSession,
  resolveSession,
} from "~/domains/staff/server/staff-sessions.server";
import { signInWithPassword, signOut } from "~/domains/staff/server/staff-sign-in.server";
import { changeOwnPassword } from "~/domains/staff/server/staff-password-change.server";
import { createStaffUser, setStaffActive } from "~/domains/staff/server/staff-users.server";
import type { StaffRole } from "~/platform/admin-kit/staff-roles";

const PASSWORD = "Zuncho-de-acero-2026";

async function account(role: StaffRole = "ventas", password = PASSWORD) {
  const email = `staff-${randomBytes(4).toString("hex")}@kordex.pe`;
  const result = await createStaffUser({ email, name: "Carla Mendoza", role, password });
  if (result.status !== "created") throw new Error(`account not created: ${JSON.stringify(result)}`);
  return { ...result.user, password };
}

const tokenOf = async (email: string, ip = "203.0.113.7") => {
  const result = await signInWithPassword({ email, password: PASSWORD }, { ip });
  if (result.status !== "signed-in") throw new Error(`not signed in: ${result.status}`);
  return result.token;
};

/** Moves a session's clock back, as if time had passed. */
async function age(token: string, { idleMs = 0, createdMs = 0 }: { idleMs?: number; createdMs?: number }) {
  const session = await resolveSession(token);
  const row = await getDb()
    .selectFrom("staff_session")
    .selectAll()
    .where("id", "=", session!.id)
    .executeTakeFirstOrThrow();
  const shift = (value: Date | string, ms: number) => new Date(new Date(value).getTime() - ms).toISOString();
  await getDb()
    .updateTable("staff_session")
    .set({
      last_seen_at: shift(row.last_seen_at, idleMs),
      created_at: shift(row.created_at, createdMs),
      expires_at: shift(row.expires_at, createdMs),
    })
    .where("id", "=", row.id)
    .execute();
  return row.id;
}

describe("staff accounts", () => {
  it("refuses short, common, padded and personal passwords with a Spanish reason", async () => {
    const email = `rule-${randomBytes(4).toString("hex")}@kordex.pe`;
    const attempt = (password: string, name = "Carla Mendoza") =>
      createStaffUser({ email, name, role: "ventas", password });
    expect(await attempt("corta-11ch")).toMatchObject({
      status: "invalid",
      field: "password",
      message: "La contraseña debe tener al menos 12 caracteres.",
    });
    expect(await attempt("qwerty123456")).toMatchObject({
      message: "Esa contraseña es muy común y fácil de adivinar. Elija otra.",
    });
    expect(await attempt("password2026!!")).toMatchObject({
      message: "Esa contraseña es muy común y fácil de adivinar. Elija otra.",
    });
    expect(await attempt("Contraseña2026")).toMatchObject({
      message: "Esa contraseña es muy común y fácil de adivinar. Elija otra.",
    });
    expect(await attempt("aaaaaaaaaaaaaaab")).toMatchObject({
      message: "La contraseña repite muy pocos caracteres distintos. Elija otra.",
    });
    expect(await attempt("mendoza-del-sur-99")).toMatchObject({
      message: "La contraseña no debe contener su nombre ni su correo. Elija otra.",
    });
    expect(await attempt(PASSWORD)).toMatchObject({ status: "created" });
    expect(await attempt(PASSWORD)).toEqual({ status: "taken" });
  });

  it("stores an argon2id hash with 19 MiB, 2 passes and 1 lane, never the password", async () => {
    const user = await account();
    const row = await getDb()
      .selectFrom("staff_user")
      .select("password_hash")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });
});

describe("staff sessions", () => {
  afterEach(() => {
    delete process.env.STAFF_SESSION_IDLE_SECONDS;
    resetEnvCache();
  });

  it("stores only the token's hash and opens the session with the account's viewer", async () => {
    const user = await account("servicio");
    const token = await tokenOf(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const stored = await getDb()
      .selectFrom("staff_session")
      .select("id")
      .where("user_id", "=", user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).not.toContain(token);
    expect(await resolveSession(token)).toEqual({
      id: stored[0]!.id,
      viewer: { id: user.id, email: user.email, name: "Carla Mendoza", role: "servicio" },
    });
    expect(await resolveSession("x".repeat(22))).toBeUndefined();
    expect(await resolveSession("not a token")).toBeUndefined();
  });

  it("ends after 30 minutes idle and is deleted, with an audit row", async () => {
    const user = await account();
    const token = await tokenOf(user.email);
    await age(token, { idleMs: 29 * 60_000 });
    expect(await resolveSession(token)).toBeDefined(); // touched again
    const id = await age(token, { idleMs: 30 * 60_000 + 1000 });
    expect(await resolveSession(token)).toBeUndefined();
    expect(
      await getDb().selectFrom("staff_session").select("id").where("id", "=", id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await listAudit({ userId: user.id }))[0]).toMatchObject({
      action: "session.expired",
      actor: user.email,
    });
  });

  it("is not kept open by background requests (touch: false), only by the staff member's own", async () => {
    const user = await account();
    const token = await tokenOf(user.email);
    const id = await age(token, { idleMs: 20 * 60_000 });
    const before = await getDb()
      .selectFrom("staff_session")
      .select("last_seen_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(await resolveSession(token, { touch: false })).toBeDefined();
    const after = await getDb()
      .selectFrom("staff_session")
      .select("last_seen_at")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(new Date(after.last_seen_at).getTime()).toBe(new Date(before.last_seen_at).getTime());
    // Ten more minutes of only background requests: the idle end (30 min) is reached.
    await getDb()
      .updateTable("staff_session")
      .set({ last_seen_at: new Date(Date.now() - 30 * 60_000 - 1000).toISOString() })
      .where("id", "=", id)
      .execute();
    expect(await resolveSession(token, { touch: false })).toBeUndefined();
  });

  it("ends 12 hours after sign-in however active", async () => {
    const user = await account();
    const token = await tokenOf(user.email);
    await age(token, { createdMs: 11.9 * 3_600_000 });
    expect(await resolveSession(token)).toBeDefined();
    await age(token, { createdMs: 0.2 * 3_600_000 });
    expect(await resolveSession(token)).toBeUndefined();
  });

  it("follows STAFF_SESSION_IDLE_SECONDS", async () => {
    process.env.STAFF_SESSION_IDLE_SECONDS = "60";
    resetEnvCache();
    const user = await account();
    const token = await tokenOf(user.email);
    await age(token, { idleMs: 61_000 });
    expect(await resolveSession(token)).toBeUndefined();
  });

  it("rotates at sign-in: the session the browser came with ends", async () => {
    const user = await account();
    const first = await tokenOf(user.email);
    const previous = await resolveSession(first);
    const second = await signInWithPassword(
      { email: user.email, password: PASSWORD },
      { previousSessionId: previous!.id },
    );
    expect(second.status).toBe("signed-in");
    expect(await resolveSession(first)).toBeUndefined();
    expect(await resolveSession((second as { token: string }).token)).toBeDefined();
  });

  it("lets the owner list and end their sessions, and only theirs", async () => {
    const user = await account();
    const stranger = await account();
    const [a, b] = [await tokenOf(user.email), await tokenOf(user.email)];
    const strangerToken = await tokenOf(stranger.email);
    const viewer = (await resolveSession(a))!.viewer;
    const sessions = await listSessions(user.id);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ ip: "203.0.113.7" });
    const strangerSession = (await resolveSession(strangerToken))!;
    expect(await endOwnSession(viewer, strangerSession.id)).toBe(false);
    expect(await resolveSession(strangerToken)).toBeDefined();
    expect(await endOwnSession(viewer, (await resolveSession(b))!.id, "198.51.100.4")).toBe(true);
    expect(await resolveSession(b)).toBeUndefined();
    expect(await resolveSession(a)).toBeDefined();
    expect((await listAudit({ userId: user.id }))[0]).toMatchObject({
      action: "session.end",
      ip: "198.51.100.4",
    });
  });

  it("lets an administrator end every session of an account, and deactivating ends them too", async () => {
    const admin = await account("admin");
    const adminViewer = (await resolveSession(await tokenOf(admin.email)))!.viewer;
    const user = await account();
    const tokens = [await tokenOf(user.email), await tokenOf(user.email)];
    expect((await countLiveSessions()).get(user.id)).toBe(2);
    expect(await endAllSessions(adminViewer, user.id)).toBe(2);
    for (const token of tokens) expect(await resolveSession(token)).toBeUndefined();
    expect((await listAudit({ userId: admin.id }))[0]).toMatchObject({
      action: "session.end_all",
      target: user.email,
      detail: { count: 2 },
    });

    const again = await tokenOf(user.email);
    expect(await setStaffActive(adminViewer, user.id, false)).toBe("done");
    expect(await resolveSession(again)).toBeUndefined();
    expect(await signInWithPassword({ email: user.email, password: PASSWORD })).toEqual({
      status: "refused",
    });
    expect(await setStaffActive(adminViewer, admin.id, false)).toBe("self");
    expect(await setStaffActive(adminViewer, user.id, true)).toBe("done");
    expect((await signInWithPassword({ email: user.email, password: PASSWORD })).status).toBe("signed-in");
  });

  it("ends the other sessions when the password changes", async () => {
    const user = await account();
    const [current, other] = [await tokenOf(user.email), await tokenOf(user.email)];
    const session = (await resolveSession(current))!;
    expect(
      await changeOwnPassword(session.viewer, { current: "mal", next: "Otra-clave-segura-77" }, session.id),
    ).toMatchObject({
      status: "invalid",
      field: "current",
    });
    expect(
      await changeOwnPassword(
        session.viewer,
        { current: PASSWORD, next: "Otra-clave-segura-77" },
        session.id,
      ),
    ).toEqual({
      status: "changed",
      passkeysRemoved: 0,
    });
    expect(await resolveSession(current)).toBeDefined();
    expect(await resolveSession(other)).toBeUndefined();
    expect((await signInWithPassword({ email: user.email, password: "Otra-clave-segura-77" })).status).toBe(
      "signed-in",
    );
  });
});

describe("sign-in limits and audit", () => {
  beforeEach(() => {
    process.env.SIGN_IN_MAX_FAILURES_PER_ADDRESS = "4";
    process.env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT_ADDRESS = "3";
    resetEnvCache();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete process.env.SIGN_IN_MAX_FAILURES_PER_ADDRESS;
    delete process.env.SIGN_IN_MAX_FAILURES_PER_ACCOUNT_ADDRESS;
    resetEnvCache();
  });

  it("records success, failure and sign-out with who, when and from where", async () => {
    const user = await account();
    const ip = `198.51.100.${Math.floor(Math.random() * 200)}`;
    expect(await signInWithPassword({ email: user.email.toUpperCase(), password: "no" }, { ip })).toEqual({
      status: "refused",
    });
    const token = await tokenOf(user.email, ip);
    await signOut((await resolveSession(token))!, ip);
    const rows = await listAudit({ userId: user.id, limit: 3 });
    expect(rows.map((row) => row.action)).toEqual(["logout", "login.success", "login.failure"]);
    expect(rows.every((row) => row.ip === ip && row.actor === user.email)).toBe(true);
    expect(rows[2]!.detail).toEqual({ reason: "wrong-password" });
    expect(Date.now() - new Date(rows[0]!.at).getTime()).toBeLessThan(60_000);
    expect(await resolveSession(token)).toBeUndefined();
  });

  it("stops an account from the address that guessed, with one answer, and lets the owner in from another", async () => {
    const user = await account();
    for (let i = 0; i < 3; i += 1) {
      expect(await signInWithPassword({ email: user.email, password: "mal" }, { ip: "192.0.2.1" })).toEqual({
        status: "refused",
      });
    }
    const held = await signInWithPassword({ email: user.email, password: PASSWORD }, { ip: "192.0.2.1" });
    expect(held.status).toBe("throttled");
    const retryAfter = held.status === "throttled" ? held.retryAfterSeconds : 0;
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(
      (await signInWithPassword({ email: user.email, password: PASSWORD }, { ip: "192.0.2.9" })).status,
    ).toBe("signed-in");
    // An unknown e-mail is counted and answered the same way: the answer tells nothing about accounts.
    const ghost = `nadie-${randomBytes(3).toString("hex")}@kordex.pe`;
    for (let i = 0; i < 3; i += 1)
      await signInWithPassword({ email: ghost, password: "x" }, { ip: "192.0.2.20" });
    expect((await signInWithPassword({ email: ghost, password: "x" }, { ip: "192.0.2.20" })).status).toBe(
      "throttled",
    );
    const throttled = (await listAudit({ limit: 1 }))[0];
    expect(throttled).toMatchObject({ action: "login.throttled", actor: ghost, detail: { refused: 1 } });
  });

  it("stops an address after its failures, whatever the account, and lets others in", async () => {
    const ip = "203.0.113.200";
    for (let i = 0; i < 4; i += 1) {
      await signInWithPassword(
        { email: `intento-${i}-${randomBytes(3).toString("hex")}@kordex.pe`, password: "x" },
        { ip },
      );
    }
    const user = await account();
    expect((await signInWithPassword({ email: user.email, password: PASSWORD }, { ip })).status).toBe(
      "throttled",
    );
    expect(
      (await signInWithPassword({ email: user.email, password: PASSWORD }, { ip: "203.0.113.201" })).status,
    ).toBe("signed-in");
  });

  it("forgets failures older than the window", async () => {
    const user = await account();
    for (let i = 0; i < 3; i += 1)
      await signInWithPassword({ email: user.email, password: "mal" }, { ip: "192.0.2.77" });
    expect(
      (await signInWithPassword({ email: user.email, password: PASSWORD }, { ip: "192.0.2.77" })).status,
    ).toBe("throttled");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60_000 });
    expect(
      (await signInWithPassword({ email: user.email, password: PASSWORD }, { ip: "192.0.2.77" })).status,
    ).toBe("signed-in");
  });
});

describe("openSession", () => {
  it("keeps the user agent short and the absolute end 12 hours out", async () => {
    const user = await account();
    const { id } = await openSession(user.id, { userAgent: "x".repeat(1000) });
    const row = await getDb()
      .selectFrom("staff_session")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.user_agent).toHaveLength(300);
    const hours = (new Date(row.expires_at).getTime() - new Date(row.created_at).getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(12, 5);
  });
});
