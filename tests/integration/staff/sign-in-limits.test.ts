// The sign-in limits of decision 059 on each engine (issue 27, items 3 and 5): failures from one
// address never lock the owner out elsewhere, the per-account ceiling slows and never refuses, a
// throttled password change keeps its session, the owner is e-mailed once per window, refusals past
// the throttle are counted into one audit row, and parallel guesses get no more checks than the limit.
import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { PASSWORD_CHECK_THROTTLED_MESSAGE } from "~/platform/admin-kit/messages";
import { accountAction } from "~/domains/staff/admin/account-action.server";
import { resetEnvCache } from "~/platform/lib/env.server";
import { getDb } from "~/platform/data/db.server";
import { resolveSession } from "~/domains/staff/server/staff-sessions.server";
import { changeOwnPassword, checkCurrentPassword } from "~/domains/staff/server/staff-password-change.server";
import { signInWithPassword } from "~/domains/staff/server/staff-sign-in.server";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";

const PASSWORD = "Zuncho-de-acero-2026";
const NAMES = [
  "SIGN_IN_MAX_FAILURES_PER_ADDRESS",
  "SIGN_IN_MAX_FAILURES_PER_ACCOUNT_ADDRESS",
  "SIGN_IN_MAX_FAILURES_PER_ACCOUNT",
  "SIGN_IN_SLOWDOWN_MS",
  "SIGN_IN_ALERT_FAILURES",
] as const;

function withLimits(limits: Partial<Record<(typeof NAMES)[number], string>>) {
  Object.assign(process.env, limits);
  resetEnvCache();
}

afterEach(() => {
  for (const name of NAMES) delete process.env[name];
  resetEnvCache();
});

async function account() {
  const email = `limits-${randomBytes(4).toString("hex")}@kordex.pe`;
  const result = await createStaffUser({ email, name: "Rosa Quispe", role: "ventas", password: PASSWORD });
  if (result.status !== "created") throw new Error(JSON.stringify(result));
  return result.user;
}

/** A fresh documentation address per call, so that tests never share a counter. */
const address = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function signedIn(email: string, ip: string) {
  const result = await signInWithPassword({ email, password: PASSWORD }, { ip });
  if (result.status !== "signed-in") throw new Error(`not signed in: ${result.status}`);
  const session = await resolveSession(result.token);
  return { token: result.token, session: session! };
}

async function auditRowCount(): Promise<number> {
  const row = await getDb()
    .selectFrom("audit_log")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("failures from one address", () => {
  it("refuse that address with the throttle answer and never block the owner from another address", async () => {
    const user = await account();
    const attacker = address();
    for (let i = 0; i < 8; i += 1) {
      const answer = await signInWithPassword({ email: user.email, password: `mal-${i}` }, { ip: attacker });
      expect(answer.status).toBe(i < 5 ? "refused" : "throttled");
    }
    // Even the right password from the attacker's address is not checked.
    expect(
      await signInWithPassword({ email: user.email, password: PASSWORD }, { ip: attacker }),
    ).toMatchObject({
      status: "throttled",
      retryAfterSeconds: expect.any(Number),
    });
    expect(
      (await signInWithPassword({ email: user.email, password: PASSWORD }, { ip: address() })).status,
    ).toBe("signed-in");
  });

  it("past the account's ceiling (every address) slow each attempt on it, never refuse it", async () => {
    withLimits({ SIGN_IN_MAX_FAILURES_PER_ACCOUNT: "6", SIGN_IN_SLOWDOWN_MS: "400" });
    const user = await account();
    for (let from = 0; from < 4; from += 1) {
      const ip = address();
      for (let i = 0; i < 2; i += 1) await signInWithPassword({ email: user.email, password: "mal" }, { ip });
    }
    const started = performance.now();
    expect(
      (await signInWithPassword({ email: user.email, password: PASSWORD }, { ip: address() })).status,
    ).toBe("signed-in");
    expect(performance.now() - started).toBeGreaterThanOrEqual(390);
    // A wrong password past the ceiling is slowed too, and answered as a wrong password, not a lock.
    const again = performance.now();
    expect((await signInWithPassword({ email: user.email, password: "mal" }, { ip: address() })).status).toBe(
      "refused",
    );
    expect(performance.now() - again).toBeGreaterThanOrEqual(390);
  });
});

describe("the current password under Mi cuenta", () => {
  it("past the limit is refused with the reason, and the session it runs in keeps working", async () => {
    const user = await account();
    const ip = address();
    const { token, session } = await signedIn(user.email, ip);
    for (let i = 0; i < 5; i += 1) {
      expect(
        await changeOwnPassword(
          session.viewer,
          { current: `mal-${i}`, next: "Otra-clave-segura-77" },
          session.id,
          ip,
        ),
      ).toMatchObject({ status: "invalid", field: "current" });
    }
    const held = await changeOwnPassword(
      session.viewer,
      { current: PASSWORD, next: "Otra-clave-segura-77" },
      session.id,
      ip,
    );
    expect(held).toMatchObject({ status: "throttled", retryAfterSeconds: expect.any(Number) });
    expect(await resolveSession(token)).toMatchObject({ id: session.id });

    // The page's action: 429 with the Spanish reason on the current-password field, no sign-out.
    const form = new URLSearchParams({
      intent: "change-password",
      current: PASSWORD,
      next: "Otra-clave-segura-77",
      confirm: "Otra-clave-segura-77",
    });
    const answer = await accountAction(
      new Request("http://localhost/admin/cuenta", { method: "POST", body: form }),
      session,
      { clientIp: ip, bodyTooLarge: false },
    );
    const { data: body, init } = answer as unknown as {
      data: { ok: boolean; passwordErrors: Record<string, string> };
      init: { status: number; headers: Record<string, string> };
    };
    expect(init.status).toBe(429);
    expect(Number(init.headers["Retry-After"])).toBeGreaterThan(0);
    expect(body).toMatchObject({ ok: false, passwordErrors: { current: PASSWORD_CHECK_THROTTLED_MESSAGE } });
    expect(await resolveSession(token)).toMatchObject({ id: session.id });
    // The password did not change: the old one still signs in from elsewhere.
    expect(
      (await signInWithPassword({ email: user.email, password: PASSWORD }, { ip: address() })).status,
    ).toBe("signed-in");
  });

  it("gets no more checks than the limit from parallel guesses", async () => {
    const user = await account();
    const ip = address();
    const { session } = await signedIn(user.email, ip);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => checkCurrentPassword(session.viewer, `incorrecta-${i}`, ip)),
    );
    expect(answers.filter((answer) => answer.status === "wrong")).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === "throttled")).toHaveLength(7);
    const failures = await getDb()
      .selectFrom("audit_log")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where("action", "=", "login.failure")
      .where("actor", "=", user.email)
      .executeTakeFirstOrThrow();
    expect(Number(failures.n)).toBe(5);
  });

  it("parallel sign-in guesses get no more checks than the limit either", async () => {
    const user = await account();
    const ip = address();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        signInWithPassword({ email: user.email, password: `incorrecta-${i}` }, { ip }).then((a) => a.status),
      ),
    );
    expect(answers.filter((status) => status === "refused")).toHaveLength(5);
    expect(answers.filter((status) => status === "throttled")).toHaveLength(7);
  });
});

describe("the owner's alert e-mail", () => {
  it("is queued once per window when the account reaches SIGN_IN_ALERT_FAILURES, whatever the addresses", async () => {
    withLimits({ SIGN_IN_ALERT_FAILURES: "4" });
    const user = await account();
    for (let from = 0; from < 5; from += 1) {
      const ip = address();
      for (let i = 0; i < 3; i += 1) await signInWithPassword({ email: user.email, password: "mal" }, { ip });
    }
    const mails = await getDb()
      .selectFrom("outbox")
      .select(["to_address", "subject", "text_body", "purpose"])
      .where("purpose", "=", "staff-sign-in-alert")
      .where("to_address", "=", user.email)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Hubo intentos fallidos de ingresar a su cuenta de la intranet");
    expect(mails[0]!.text_body).toContain("Hola, Rosa Quispe:");
    expect(mails[0]!.text_body).toContain("/admin/cuenta");
    const alerts = await getDb()
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "login.alert")
      .where("actor", "=", user.email)
      .execute();
    expect(alerts).toHaveLength(1);
  });
});

describe("the audit log under a flood of sign-ins", () => {
  it("adds a handful of rows for 100 failed sign-ins from one address: refusals are counted in one row", async () => {
    const user = await account();
    const ip = address();
    const before = await auditRowCount();
    for (let i = 0; i < 100; i += 1)
      await signInWithPassword({ email: user.email, password: `mal-${i}` }, { ip });
    const added = (await auditRowCount()) - before;
    // Five checked failures and one summary of the 95 refused.
    expect(added).toBeLessThanOrEqual(6);
    const summary = await getDb()
      .selectFrom("audit_log")
      .select(["detail", "actor"])
      .where("action", "=", "login.throttled")
      .where("ip", "=", ip)
      .execute();
    expect(summary).toHaveLength(1);
    const detail = summary[0]!.detail;
    expect(typeof detail === "string" ? JSON.parse(detail) : detail).toMatchObject({ refused: 95 });
  });

  it("bounds the rows of 100 sign-ins from one address to as many accounts by the address's limit", async () => {
    const ip = address();
    const before = await auditRowCount();
    for (let i = 0; i < 100; i += 1) {
      await signInWithPassword(
        { email: `rociado-${i}-${randomBytes(2).toString("hex")}@kordex.pe`, password: "x" },
        { ip },
      );
    }
    // 20 failures (SIGN_IN_MAX_FAILURES_PER_ADDRESS) and one summary.
    expect((await auditRowCount()) - before).toBeLessThanOrEqual(21);
  });
});
