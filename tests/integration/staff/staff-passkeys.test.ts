// Passkeys of staff accounts on both engines, with real WebAuthn answers from a software
// authenticator (tests/support/software-authenticator.ts): registration bound to the account and the
// session, username-less sign-in, challenges used once and only in time, the origin and RP ID
// checked, the signature counter, removal, the sign-in rules shared with the password, the audit log.
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/platform/lib/env.server";
import type { RelyingParty } from "~/domains/staff/webauthn-relying-party";
import { listAudit } from "~/platform/data/audit-log.server";
import { getDb } from "~/platform/data/db.server";
import { signInWithPasskey, startPasskeySignIn } from "~/domains/staff/server/staff-passkey-sign-in.server";
import {
  listPasskeys,
  type PasskeyOwner,
  registerPasskey,
  startPasskeyRegistration,
} from "~/domains/staff/server/staff-passkeys.server";
import { removePasskey } from "~/domains/staff/server/staff-passkey-removal.server";
import { openSession, resolveSession } from "~/domains/staff/server/staff-sessions.server";
import { signInWithPassword } from "~/domains/staff/server/staff-sign-in.server";
import { createStaffUser, setStaffActive } from "~/domains/staff/server/staff-users.server";
import { SoftwareAuthenticator } from "../../support/software-authenticator";

const RP: RelyingParty = { id: "www.kordex.example", origin: "https://www.kordex.example" };
const PASSWORD = "tortuga-violeta-andina-42";
let admin: PasskeyOwner;
let accounts = 0;

/** A new staff account with one open session (the one asking). */
async function staffMember(role: "admin" | "ventas" = "ventas"): Promise<PasskeyOwner> {
  accounts += 1;
  const created = await createStaffUser({
    email: `llaves${accounts}@kordex.example`,
    name: `Persona ${accounts}`,
    role,
    password: PASSWORD,
  });
  if (created.status !== "created") throw new Error(`account not created: ${created.status}`);
  const { id, email, name } = created.user;
  const session = await openSession(id, {});
  return { id: session.id, viewer: { id, email, name, role } };
}

/** The options of a new passkey, asked with the account's right password. */
async function registrationOptions(owner: PasskeyOwner) {
  const start = await startPasskeyRegistration(owner, RP, { password: PASSWORD });
  if (start.status !== "ready") throw new Error(`registration options refused: ${start.status}`);
  return start;
}

/** Runs a registration ceremony; `answer` plays the browser and the authenticator. */
async function register(
  owner: PasskeyOwner,
  authenticator: SoftwareAuthenticator,
  { name = "Notebook de oficina", answer = authenticator.register.bind(authenticator), rp = RP } = {},
) {
  const { options, token } = await registrationOptions(owner);
  const response = answer(options);
  return registerPasskey(owner, { name, response: JSON.stringify(response), challengeToken: token }, rp);
}

/** Runs a sign-in ceremony from `ip`. */
async function signIn(
  authenticator: SoftwareAuthenticator,
  {
    ip = "198.51.100.1",
    answer = authenticator.authenticate.bind(authenticator),
    rp = RP,
    previousSessionId = undefined as string | undefined,
  } = {},
) {
  const start = await startPasskeySignIn(RP, ip);
  if (start.status !== "ready") throw new Error("sign-in options refused");
  const response = answer(start.options);
  return signInWithPasskey({ response: JSON.stringify(response), challengeToken: start.token }, rp, {
    ip,
    previousSessionId,
  });
}

async function challengeRows(): Promise<number> {
  const row = await getDb()
    .selectFrom("webauthn_challenge")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function storedCounter(id: string): Promise<number> {
  const row = await getDb()
    .selectFrom("staff_passkey")
    .select("counter")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.counter);
}

const expireAllChallenges = () =>
  getDb()
    .updateTable("webauthn_challenge")
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .execute();

beforeAll(async () => {
  admin = await staffMember("admin");
});

describe("registering a passkey", () => {
  it("offers username-less, user-verifying options and stores the passkey with its name and an audit row", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    const { options, token } = await registrationOptions(owner);
    expect(options.rp).toEqual({ id: RP.id, name: "Kordex Perú" });
    expect(options.user.name).toBe(owner.viewer.email);
    expect(options.attestation).toBe("none");
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "preferred",
      userVerification: "preferred",
    });
    expect(options.excludeCredentials).toEqual([]);

    const result = await registerPasskey(
      owner,
      {
        name: "  Notebook   de oficina ",
        response: JSON.stringify(authenticator.register(options)),
        challengeToken: token,
      },
      RP,
      "198.51.100.7",
    );
    expect(result).toMatchObject({ status: "registered", passkey: { name: "Notebook de oficina" } });
    const [listed, ...others] = await listPasskeys(owner.viewer.id);
    expect(others).toEqual([]);
    expect(listed).toMatchObject({
      id: authenticator.id,
      name: "Notebook de oficina",
      lastUsedAt: null,
      transports: ["internal"],
    });
    const [audit] = await listAudit({ userId: owner.viewer.id, limit: 1 });
    expect(audit).toMatchObject({
      action: "passkey.register",
      actor: owner.viewer.email,
      target: "Notebook de oficina",
      ip: "198.51.100.7",
      detail: { credential: authenticator.id, userVerified: true },
    });
  });

  it("excludes the account's passkeys from the next options and refuses the same credential twice", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    expect((await register(owner, authenticator)).status).toBe("registered");
    const { options } = await registrationOptions(owner);
    expect(options.excludeCredentials).toEqual([
      { id: authenticator.id, type: "public-key", transports: ["internal"] },
    ]);
    expect(await register(owner, authenticator, { name: "Otra vez" })).toEqual({ status: "duplicate" });
    expect(await listPasskeys(owner.viewer.id)).toHaveLength(1);
  });

  it("uses a challenge once: the same token again finds nothing", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    const { options, token } = await registrationOptions(owner);
    const response = JSON.stringify(authenticator.register(options));
    const input = { name: "Llave USB", response, challengeToken: token };
    expect((await registerPasskey(owner, input, RP)).status).toBe("registered");
    await removePasskey(owner.viewer, authenticator.id);
    expect(await registerPasskey(owner, input, RP)).toEqual({
      status: "refused",
      reason: "challenge-missing",
    });
    expect(await listPasskeys(owner.viewer.id)).toEqual([]);
  });

  it("refuses an expired challenge and deletes it", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    const { options, token } = await registrationOptions(owner);
    await expireAllChallenges();
    const before = await challengeRows();
    const result = await registerPasskey(
      owner,
      { name: "Tarde", response: JSON.stringify(authenticator.register(options)), challengeToken: token },
      RP,
    );
    expect(result).toEqual({ status: "refused", reason: "challenge-expired" });
    expect(await challengeRows()).toBe(before - 1);
    // A new ceremony clears whatever else expired.
    await registrationOptions(owner);
    expect(await challengeRows()).toBe(1);
  });

  it("binds the challenge to the account and the session that asked", async () => {
    const owner = await staffMember();
    const otherSession = { ...owner, id: (await openSession(owner.viewer.id, {})).id };
    const stranger = await staffMember();
    for (const answeringAs of [otherSession, stranger]) {
      const authenticator = new SoftwareAuthenticator(RP.origin);
      const { options, token } = await registrationOptions(owner);
      const response = JSON.stringify(authenticator.register(options));
      expect(
        await registerPasskey(answeringAs, { name: "Ajena", response, challengeToken: token }, RP),
      ).toEqual({
        status: "refused",
        reason: "wrong-session",
      });
    }
    expect(await listPasskeys(owner.viewer.id)).toEqual([]);
    expect(await listPasskeys(stranger.viewer.id)).toEqual([]);
  });

  it("refuses an answer made for another origin or RP ID, or verified under another address", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    const viaOtherOrigin = await register(owner, authenticator, {
      answer: (options) => authenticator.register(options, { origin: "https://kordex-login.example" }),
    });
    expect(viaOtherOrigin).toEqual({ status: "refused", reason: "wrong-origin" });
    const forOtherRp = await register(owner, authenticator, {
      answer: (options) => authenticator.register(options, { rpId: "kordex-login.example" }),
    });
    expect(forOtherRp).toEqual({ status: "refused", reason: "wrong-rp-id" });
    const underOtherAddress = await register(owner, authenticator, {
      rp: { id: "kordex.example", origin: "https://kordex.example" },
    });
    expect(underOtherAddress).toEqual({ status: "refused", reason: "wrong-origin" });
    expect(await listPasskeys(owner.viewer.id)).toEqual([]);
  });

  it("asks for a name of 1 to 60 characters", async () => {
    const owner = await staffMember();
    const result = await registerPasskey(
      owner,
      { name: "   ", response: "{}", challengeToken: undefined },
      RP,
    );
    expect(result).toEqual({
      status: "invalid-name",
      message: "Escriba un nombre de 1 a 60 caracteres para la llave de acceso.",
    });
  });
});

describe("signing in with a passkey", () => {
  it("signs in without an e-mail, ends the session the browser came with and records the method", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    await register(owner, authenticator, { name: "Teléfono" });
    const start = await startPasskeySignIn(RP, "198.51.100.2");
    if (start.status !== "ready") throw new Error("options refused");
    expect(start.options.rpId).toBe(RP.id);
    expect(start.options.userVerification).toBe("preferred");
    expect(start.options.allowCredentials ?? []).toEqual([]);

    const result = await signInWithPasskey(
      { response: JSON.stringify(authenticator.authenticate(start.options)), challengeToken: start.token },
      RP,
      { ip: "198.51.100.2", previousSessionId: owner.id },
    );
    if (result.status !== "signed-in") throw new Error(`refused: ${JSON.stringify(result)}`);
    expect(result.viewer).toEqual(owner.viewer);
    expect((await resolveSession(result.token))?.viewer).toEqual(owner.viewer);
    const previous = await getDb()
      .selectFrom("staff_session")
      .select("id")
      .where("id", "=", owner.id)
      .executeTakeFirst();
    expect(previous).toBeUndefined();
    const [audit] = await listAudit({ userId: owner.viewer.id, limit: 1 });
    expect(audit).toMatchObject({
      action: "login.success",
      actor: owner.viewer.email,
      ip: "198.51.100.2",
      detail: { method: "passkey", passkey: "Teléfono", userVerified: true },
    });
    const [passkey] = await listPasskeys(owner.viewer.id);
    expect(passkey?.lastUsedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("uses a sign-in challenge once, and never a registration's", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    await register(owner, authenticator);
    const start = await startPasskeySignIn(RP, "198.51.100.3");
    if (start.status !== "ready") throw new Error("options refused");
    const first = await signInWithPasskey(
      { response: JSON.stringify(authenticator.authenticate(start.options)), challengeToken: start.token },
      RP,
      { ip: "198.51.100.3" },
    );
    expect(first.status).toBe("signed-in");
    const again = await signInWithPasskey(
      { response: JSON.stringify(authenticator.authenticate(start.options)), challengeToken: start.token },
      RP,
      { ip: "198.51.100.3" },
    );
    expect(again).toEqual({ status: "refused", reason: "challenge-missing" });

    const registration = await registrationOptions(owner);
    const crossed = await signInWithPasskey(
      {
        response: JSON.stringify(
          authenticator.authenticate({ challenge: registration.options.challenge, rpId: RP.id }),
        ),
        challengeToken: registration.token,
      },
      RP,
      { ip: "198.51.100.3" },
    );
    expect(crossed).toEqual({ status: "refused", reason: "challenge-missing" });
    const failures = (await listAudit({ limit: 5 })).filter((row) => row.ip === "198.51.100.3");
    expect(failures.slice(0, 2).map((row) => [row.action, row.detail])).toEqual([
      ["login.failure", { method: "passkey", reason: "challenge-missing" }],
      ["login.failure", { method: "passkey", reason: "challenge-missing" }],
    ]);
  });

  it("refuses an expired challenge", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    await register(owner, authenticator);
    const start = await startPasskeySignIn(RP, "198.51.100.4");
    if (start.status !== "ready") throw new Error("options refused");
    await expireAllChallenges();
    const result = await signInWithPasskey(
      { response: JSON.stringify(authenticator.authenticate(start.options)), challengeToken: start.token },
      RP,
      { ip: "198.51.100.4" },
    );
    expect(result).toEqual({ status: "refused", reason: "challenge-expired" });
  });

  it("refuses an answer for another origin or RP ID, or verified under another address, and logs it for the account", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    await register(owner, authenticator);
    const ip = "198.51.100.5";
    const viaOtherOrigin = await signIn(authenticator, {
      ip,
      answer: (options: PublicKeyCredentialRequestOptionsJSON) =>
        authenticator.authenticate(options, { origin: "https://kordex-login.example" }),
    });
    expect(viaOtherOrigin).toEqual({ status: "refused", reason: "wrong-origin" });
    const forOtherRp = await signIn(authenticator, {
      ip,
      answer: (options: PublicKeyCredentialRequestOptionsJSON) =>
        authenticator.authenticate(options, { rpId: "kordex-login.example" }),
    });
    expect(forOtherRp).toEqual({ status: "refused", reason: "wrong-rp-id" });
    const underOtherAddress = await signIn(authenticator, {
      ip,
      rp: { id: "kordex.example", origin: "https://kordex.example" },
    });
    expect(underOtherAddress).toEqual({ status: "refused", reason: "wrong-origin" });
    const rows = (await listAudit({ limit: 10 })).filter((row) => row.ip === "198.51.100.5");
    expect(rows.map((row) => row.detail?.reason)).toEqual(["wrong-origin", "wrong-rp-id", "wrong-origin"]);
    // Refusals after the passkey was found name its account; the last one was refused before that.
    expect(rows.map((row) => row.userId)).toEqual([null, owner.viewer.id, owner.viewer.id]);
  });

  it("stores the signature counter and refuses one that does not move forward", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    await register(owner, authenticator);
    expect((await signIn(authenticator)).status).toBe("signed-in");
    expect((await signIn(authenticator)).status).toBe("signed-in");
    expect(await storedCounter(authenticator.id)).toBe(2);
    // A copy of the key that has been used less (or an old answer) says 2 again.
    authenticator.counter = 1;
    expect(await signIn(authenticator, { ip: "198.51.100.6" })).toEqual({
      status: "refused",
      reason: "counter-regression",
    });
    expect(await storedCounter(authenticator.id)).toBe(2);
  });

  it("accepts an authenticator that keeps no counter (always 0) every time", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin, { countsUses: false });
    await register(owner, authenticator);
    expect((await signIn(authenticator)).status).toBe("signed-in");
    expect((await signIn(authenticator)).status).toBe("signed-in");
    expect(await storedCounter(authenticator.id)).toBe(0);
  });

  it("refuses an unknown passkey, naming no account", async () => {
    const stranger = new SoftwareAuthenticator(RP.origin);
    stranger.userHandle = Buffer.from("1").toString("base64url");
    expect(await signIn(stranger, { ip: "198.51.100.8" })).toEqual({
      status: "refused",
      reason: "unknown-credential",
    });
    const [row] = (await listAudit({ limit: 5 })).filter((entry) => entry.ip === "198.51.100.8");
    expect(row).toMatchObject({
      action: "login.failure",
      userId: null,
      actor: null,
      detail: { method: "passkey", reason: "unknown-credential", credential: stranger.id },
    });
  });

  it("refuses a passkey whose user handle names another account", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    await register(owner, authenticator);
    authenticator.userHandle = Buffer.from(String(admin.viewer.id)).toString("base64url");
    expect(await signIn(authenticator)).toEqual({ status: "refused", reason: "user-handle-mismatch" });
  });

  it("refuses the passkey of an inactive account", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    await register(owner, authenticator);
    expect(await setStaffActive(admin.viewer, owner.viewer.id, false)).toBe("done");
    expect(await signIn(authenticator, { ip: "198.51.100.9" })).toEqual({
      status: "refused",
      reason: "inactive",
    });
    const [row] = await listAudit({ userId: owner.viewer.id, limit: 1 });
    expect(row).toMatchObject({ action: "login.failure", detail: { method: "passkey", reason: "inactive" } });
  });
});

describe("the per-address limit, shared with the password", () => {
  afterEach(() => {
    delete process.env.SIGN_IN_MAX_FAILURES_PER_ADDRESS;
    resetEnvCache();
  });

  it("counts passkey and password failures together and then holds back both", async () => {
    process.env.SIGN_IN_MAX_FAILURES_PER_ADDRESS = "3";
    resetEnvCache();
    const ip = "203.0.113.50";
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    await register(owner, authenticator);
    const unknown = new SoftwareAuthenticator(RP.origin);
    expect((await signIn(unknown, { ip })).status).toBe("refused");
    expect((await signIn(unknown, { ip })).status).toBe("refused");
    expect(
      (await signInWithPassword({ email: owner.viewer.email, password: "no-es-la-clave-correcta" }, { ip }))
        .status,
    ).toBe("refused");

    expect(await startPasskeySignIn(RP, ip)).toMatchObject({ status: "throttled" });
    const withOldOptions = await startPasskeySignIn(RP, "203.0.113.51");
    if (withOldOptions.status !== "ready") throw new Error("options refused");
    const held = await signInWithPasskey(
      {
        response: JSON.stringify(authenticator.authenticate(withOldOptions.options)),
        challengeToken: withOldOptions.token,
      },
      RP,
      { ip },
    );
    expect(held).toMatchObject({ status: "throttled" });
    expect(await signInWithPassword({ email: owner.viewer.email, password: PASSWORD }, { ip })).toMatchObject(
      {
        status: "throttled",
      },
    );
    const [latestPasskeyThrottle] = (await listAudit({ limit: 5 })).filter(
      (row) => row.ip === ip && row.action === "login.throttled" && row.detail?.method === "passkey",
    );
    expect(latestPasskeyThrottle?.detail).toMatchObject({ method: "passkey", byAddress: 3 });
    // From another address the same passkey still works.
    expect((await signIn(authenticator, { ip: "203.0.113.52" })).status).toBe("signed-in");
  });
});

describe("removing a passkey", () => {
  it("removes only the owner's passkey, audits it, and the passkey no longer signs in", async () => {
    const owner = await staffMember();
    const authenticator = new SoftwareAuthenticator(RP.origin);
    await register(owner, authenticator, { name: "Llave del almacén" });
    expect(await removePasskey(admin.viewer, authenticator.id)).toBe(false);
    expect(await listPasskeys(owner.viewer.id)).toHaveLength(1);

    expect(await removePasskey(owner.viewer, authenticator.id, "198.51.100.10")).toBe(true);
    expect(await listPasskeys(owner.viewer.id)).toEqual([]);
    const [audit] = await listAudit({ userId: owner.viewer.id, limit: 1 });
    expect(audit).toMatchObject({
      action: "passkey.remove",
      target: "Llave del almacén",
      ip: "198.51.100.10",
      detail: { credential: authenticator.id },
    });
    expect(await signIn(authenticator)).toEqual({ status: "refused", reason: "unknown-credential" });
    expect(await removePasskey(owner.viewer, authenticator.id)).toBe(false);
  });
});
