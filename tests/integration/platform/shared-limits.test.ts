// Limits shared by every process (decision 059): two server processes on one PostgreSQL database
// count on one store, so a client gets the limit once in total, not once per process: the lead
// submissions (5 a minute), the passkey sign-in options (30 a minute) and the sign-in lockout per
// account and address (the owner still signs in from another address through either process).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { SIGN_IN_THROTTLED_MESSAGE } from "~/platform/admin-kit/messages";
import { PASSKEY_OPTIONS_PER_MINUTE } from "../../../app/server/middleware/rate-limit";
import { createStaffUser } from "~/domains/staff/server/staff-users.server";
import { contactRequest } from "../../factories";
import { type ServerProcess, startServerProcess } from "../../support/server-process";

const PASSWORD = "Zuncho-de-acero-2026";
const RATE_LIMITED =
  "Ha enviado demasiadas solicitudes en poco tiempo. Espere unos minutos e inténtelo de nuevo.";
const servers: ServerProcess[] = [];

const client = () => `203.0.113.${1 + (randomBytes(1)[0]! % 250)}`;

beforeAll(async () => {
  if (inject("engine") !== "postgres") return;
  const env = {
    OUTBOX_WORKER: "false",
    SEED_DEMO: "false",
    TRUST_PROXY: "1",
    RATE_LIMIT_PER_MINUTE: "5",
    RATE_LIMIT_PER_DAY: "1000",
  };
  // One after the other, each with time to spare: on a busy machine two cold starts at once are slow.
  servers.push(await startServerProcess(env, undefined, 60_000));
  servers.push(await startServerProcess(env, undefined, 60_000));
}, 150_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

/** The i-th request goes to the first or the second process in turn. */
const target = (i: number) => servers[i % 2]!.url;

describe.skipIf(inject("engine") !== "postgres")("two processes on one PostgreSQL database", () => {
  it("share the lead submission limit: 5 a minute in total from one client, not 5 per process", async () => {
    const from = client();
    const statuses: number[] = [];
    let refusal: unknown;
    for (let i = 0; i < 10; i += 1) {
      const response = await fetch(`${target(i)}/api/pe/contacts`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": from },
        body: JSON.stringify(contactRequest()),
      });
      statuses.push(response.status);
      if (response.status === 429) refusal = await response.json();
      else await response.arrayBuffer();
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    expect(refusal).toEqual({ error: RATE_LIMITED });
  });

  it("share the passkey sign-in options limit", async () => {
    const from = client();
    const statuses: number[] = [];
    let refusal: unknown;
    for (let i = 0; i < PASSKEY_OPTIONS_PER_MINUTE + 6; i += 1) {
      const base = target(i);
      const response = await fetch(`${base}/login/llave/opciones`, {
        method: "POST",
        headers: { Origin: base, "x-forwarded-for": from },
      });
      statuses.push(response.status);
      if (response.status === 429) refusal = await response.json();
      else await response.arrayBuffer();
    }
    expect(statuses.slice(0, PASSKEY_OPTIONS_PER_MINUTE).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(PASSKEY_OPTIONS_PER_MINUTE)).toEqual([429, 429, 429, 429, 429, 429]);
    expect(refusal).toMatchObject({ code: "throttled" });
  });

  it("share the sign-in lockout per account and address, and let the owner in from another address", async () => {
    const email = `shared-${randomBytes(4).toString("hex")}@kordex.pe`;
    const created = await createStaffUser({ email, name: "Luis Ramos", role: "ventas", password: PASSWORD });
    expect(created.status).toBe("created");
    const attacker = client();
    const signIn = (i: number, password: string, from: string) =>
      fetch(`${target(i)}/login`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: target(i), "x-forwarded-for": from },
        body: new URLSearchParams({ email, password, siguiente: "/admin" }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await signIn(i, `mal-${i}-xyz`, attacker);
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    for (const [i, owner] of [
      [0, "198.51.100.98"],
      [1, "198.51.100.99"],
    ] as const) {
      const held = await signIn(i, PASSWORD, attacker);
      expect(held.status).toBe(429);
      expect(await held.text()).toContain(SIGN_IN_THROTTLED_MESSAGE);
      const signedIn = await signIn(i, PASSWORD, owner);
      expect(signedIn.status).toBe(302);
      expect(signedIn.headers.get("set-cookie")).toMatch(/kordex-sesion=/);
    }
  });
});
