// Per-client rate limits on lead submissions, passkey sign-in options and invitation answers, through
// the same middleware the Node entry mounts in front of the in-process app, with the client's address
// given as the socket's peer; the counters are the shared limiter store's (decision 059).
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/platform/data/db.server";
import { resetEnvCache } from "~/platform/lib/env.server";
import { createHttpApp } from "../../../app/server/http-app";
import { invitationAction } from "~/domains/staff/admin/invitation-action.server";
import { INVITATION_THROTTLED_MESSAGE } from "~/domains/staff/admin/invitation-messages";
import type { EdgeEnv } from "~/platform/submission/edge-context.server";
import {
  createInvitationLimit,
  createPasskeyOptionsLimit,
  createRateLimit,
  INVITATION_POSTS_PER_WINDOW,
  PASSKEY_OPTIONS_PER_MINUTE,
} from "../../../app/server/middleware/rate-limit";
import { contactRequest, quoteRequest } from "../../factories";

const SPANISH_429 =
  "Ha enviado demasiadas solicitudes en poco tiempo. Espere unos minutos e inténtelo de nuevo.";
const SAVED = {
  RATE_LIMIT_PER_MINUTE: process.env.RATE_LIMIT_PER_MINUTE,
  RATE_LIMIT_PER_DAY: process.env.RATE_LIMIT_PER_DAY,
  TRUST_PROXY: process.env.TRUST_PROXY,
};

afterEach(() => {
  vi.useRealTimers();
  for (const [name, value] of Object.entries(SAVED)) {
    // Assigning undefined would store the text "undefined".
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvCache();
});

/** The Node entry's order: the rate limit, then the API. Reads the environment as it is now. */
function serverWith(env: Partial<Record<keyof typeof SAVED, string>>) {
  Object.assign(process.env, env);
  resetEnvCache();
  const app = new Hono().use(createRateLimit()).route("/", createHttpApp());
  return (
    path: string,
    from: string,
    init: { body?: unknown; headers?: Record<string, string>; method?: string } = {},
  ) =>
    app.request(
      path,
      {
        method: init.method ?? "POST",
        headers: { "content-type": "application/json", ...init.headers },
        body: init.method === "GET" ? undefined : JSON.stringify(init.body ?? contactRequest()),
      },
      {
        incoming: {
          socket: {
            remoteAddress: from,
            remotePort: 40000,
            remoteFamily: from.includes(":") ? "IPv6" : "IPv4",
          },
        },
      },
    );
}

async function storedSourceIp(response: Response) {
  const { id } = (await response.json()) as { id: number };
  const row = await getDb()
    .selectFrom("lead")
    .select("source_ip")
    .where("id", "=", id)
    .executeTakeFirstOrThrow();
  return row.source_ip;
}

async function leadCount() {
  const row = await getDb()
    .selectFrom("lead")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("rate limits on lead submissions", () => {
  it("answers 429 with Retry-After and a Spanish JSON error once a client is over its per-minute limit", async () => {
    const send = serverWith({ RATE_LIMIT_PER_MINUTE: "3", RATE_LIMIT_PER_DAY: "100", TRUST_PROXY: "0" });
    const ip = "198.51.100.10";
    expect((await send("/api/pe/contacts", ip)).status).toBe(201);
    expect((await send("/api/pe/invoices", ip, { body: quoteRequest() })).status).toBe(201);
    // Invalid submissions count too: a bot is not let off for sending rubbish.
    expect((await send("/api/pe/contacts", ip, { body: { name: "" } })).status).toBe(400);
    const before = await leadCount();

    for (const path of ["/api/pe/contacts", "/api/pe/invoices"]) {
      const refused = await send(path, ip, {
        body: path.endsWith("invoices") ? quoteRequest() : contactRequest(),
      });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: SPANISH_429 });
      const retryAfter = Number(refused.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    }
    expect(await leadCount()).toBe(before);

    // Another client is not affected, nor are reads.
    expect((await send("/api/pe/contacts", "198.51.100.11")).status).toBe(201);
    const read = await send("/api/products?page=0", ip, { method: "GET" });
    expect(read.status).toBe(200);
  });

  it("applies the per-day limit with a Retry-After of up to a day", async () => {
    const send = serverWith({ RATE_LIMIT_PER_MINUTE: "0", RATE_LIMIT_PER_DAY: "2", TRUST_PROXY: "0" });
    const ip = "198.51.100.20";
    expect((await send("/api/pe/contacts", ip)).status).toBe(201);
    expect((await send("/api/pe/contacts", ip)).status).toBe(201);
    const refused = await send("/api/pe/contacts", ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
  });

  it("counts every request in both windows, the refused ones too: the day refuses after the minute starts again", async () => {
    const send = serverWith({ RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_PER_DAY: "3", TRUST_PROXY: "0" });
    const ip = "198.51.100.25";
    expect((await send("/api/pe/contacts", ip)).status).toBe(201);
    expect((await send("/api/pe/contacts", ip)).status).toBe(201);
    const byMinute = await send("/api/pe/contacts", ip);
    expect(byMinute.status).toBe(429);
    expect(Number(byMinute.headers.get("retry-after"))).toBeLessThanOrEqual(60);

    // A minute later the minute's window starts again, but the refused third request counted in the day's.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    const byDay = await send("/api/pe/contacts", ip);
    expect(byDay.status).toBe(429);
    expect(await byDay.json()).toEqual({ error: SPANISH_429 });
    expect(Number(byDay.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    // Over both windows, the client is told the longer wait, not the minute's.
    expect((await send("/api/pe/contacts", ip)).status).toBe(429);
    const byBoth = await send("/api/pe/contacts", ip);
    expect(byBoth.status).toBe(429);
    const retryAfter = Number(byBoth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(23 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    // Another client is within both.
    expect((await send("/api/pe/contacts", "198.51.100.26")).status).toBe(201);
  });

  it("counts an IPv6 client by its /64 network", async () => {
    const send = serverWith({ RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_PER_DAY: "0", TRUST_PROXY: "0" });
    expect((await send("/api/pe/contacts", "2001:db8:1:2::1")).status).toBe(201);
    expect((await send("/api/pe/contacts", "2001:db8:1:2:aaaa:bbbb:cccc:dddd")).status).toBe(201);
    expect((await send("/api/pe/contacts", "2001:0db8:0001:0002::ff")).status).toBe(429);
    expect((await send("/api/pe/contacts", "2001:db8:1:3::1")).status).toBe(201);
  });

  it("switches off with 0", async () => {
    const send = serverWith({ RATE_LIMIT_PER_MINUTE: "0", RATE_LIMIT_PER_DAY: "0", TRUST_PROXY: "0" });
    for (let index = 0; index < 12; index += 1) {
      expect((await send("/api/pe/contacts", "198.51.100.30")).status).toBe(201);
    }
  });

  it("ignores X-Forwarded-For without TRUST_PROXY: the peer is the client", async () => {
    const send = serverWith({ RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_PER_DAY: "0", TRUST_PROXY: "0" });
    const peer = "198.51.100.40";
    const first = await send("/api/pe/contacts", peer, { headers: { "x-forwarded-for": "203.0.113.1" } });
    expect(first.status).toBe(201);
    expect(await storedSourceIp(first)).toBe(peer);
    expect(
      (await send("/api/pe/contacts", peer, { headers: { "x-forwarded-for": "203.0.113.2" } })).status,
    ).toBe(201);
    // A new forged address each time does not buy a new quota.
    const third = await send("/api/pe/contacts", peer, { headers: { "x-forwarded-for": "203.0.113.3" } });
    expect(third.status).toBe(429);
  });

  it("does not believe a forwarded entry that is not an IP address: the proxy's peer address stands in", async () => {
    const send = serverWith({ RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_PER_DAY: "0", TRUST_PROXY: "1" });
    const proxy = "10.0.0.6";
    const first = await send("/api/pe/contacts", proxy, { headers: { "x-forwarded-for": "not-an-ip" } });
    expect(first.status).toBe(201);
    expect(await storedSourceIp(first)).toBe(proxy);
    // Made-up values do not each buy a quota of their own.
    const second = await send("/api/pe/contacts", proxy, {
      headers: { "x-forwarded-for": "x".repeat(3000) },
    });
    expect(second.status).toBe(201);
    expect(await storedSourceIp(second)).toBe(proxy);
    expect(
      (await send("/api/pe/contacts", proxy, { headers: { "x-forwarded-for": "still-not" } })).status,
    ).toBe(429);
  });

  it("honours X-Forwarded-For from a trusted proxy: each client behind it has its own quota", async () => {
    const send = serverWith({ RATE_LIMIT_PER_MINUTE: "2", RATE_LIMIT_PER_DAY: "0", TRUST_PROXY: "1" });
    const proxy = "10.0.0.5";
    const alice = { "x-forwarded-for": "203.0.113.50" };
    // The client is the last entry the proxy added; what the visitor put before it is not believed.
    const bob = { "x-forwarded-for": "203.0.113.50, 203.0.113.60" };
    const first = await send("/api/pe/contacts", proxy, { headers: alice });
    expect(first.status).toBe(201);
    expect(await storedSourceIp(first)).toBe("203.0.113.50");
    expect((await send("/api/pe/contacts", proxy, { headers: alice })).status).toBe(201);
    expect((await send("/api/pe/contacts", proxy, { headers: alice })).status).toBe(429);
    const other = await send("/api/pe/contacts", proxy, { headers: bob });
    expect(other.status).toBe(201);
    expect(await storedSourceIp(other)).toBe("203.0.113.60");
  });
});

describe("passkey sign-in options", () => {
  const MESSAGE = "Demasiadas llamadas (prueba).";
  const app = new Hono()
    .use(createPasskeyOptionsLimit(MESSAGE))
    .all("*", (c) => c.json({ reached: c.req.path }, 200));
  const call = (path: string, from: string, method = "POST") =>
    app.request(
      path,
      { method },
      { incoming: { socket: { remoteAddress: from, remotePort: 40000, remoteFamily: "IPv4" } } },
    );

  it(`answers ${PASSKEY_OPTIONS_PER_MINUTE} calls a minute per address, then 429 with the reason and Retry-After`, async () => {
    for (let i = 0; i < PASSKEY_OPTIONS_PER_MINUTE; i += 1) {
      expect((await call("/login/llave/opciones", "198.51.100.7")).status).toBe(200);
    }
    const refused = await call("/login/llave/opciones", "198.51.100.7");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: MESSAGE, code: "throttled" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // The `.data` form of the same address counts against the same limit.
    expect((await call("/login/llave/opciones.data", "198.51.100.7")).status).toBe(429);
    // Another address, and other paths of the same address, are not affected.
    expect((await call("/login/llave/opciones", "198.51.100.8")).status).toBe(200);
    expect((await call("/login/llave", "198.51.100.7")).status).toBe(200);
    expect((await call("/login", "198.51.100.7")).status).toBe(200);
    expect((await call("/login/llave/opciones", "198.51.100.7", "GET")).status).toBe(200);
  });
});

describe("invitation answers", () => {
  const app = new Hono<EdgeEnv>()
    .use(createInvitationLimit())
    .all("*", (c) => c.json({ retryAfter: c.get("retryAfter") ?? null }, 200));
  const call = (path: string, from: string, method = "POST") =>
    app.request(
      path,
      { method },
      { incoming: { socket: { remoteAddress: from, remotePort: 40000, remoteFamily: "IPv4" } } },
    );

  it(`marks the ${INVITATION_POSTS_PER_WINDOW + 1}th answer from one address, and the page answers 429 with the reason`, async () => {
    const link = `/login/invitacion/${"a".repeat(43)}`;
    for (let i = 0; i < INVITATION_POSTS_PER_WINDOW; i += 1) {
      expect(await (await call(i % 2 ? `${link}.data` : link, "198.51.100.70")).json()).toEqual({
        retryAfter: null,
      });
    }
    const marked = (await (await call(link, "198.51.100.70")).json()) as { retryAfter: number };
    expect(marked.retryAfter).toBeGreaterThan(800);
    expect(marked.retryAfter).toBeLessThanOrEqual(900);
    // Another address, a GET of the page, and other paths are not counted or marked.
    expect(await (await call(link, "198.51.100.71")).json()).toEqual({ retryAfter: null });
    expect(await (await call(link, "198.51.100.70", "GET")).json()).toEqual({ retryAfter: null });
    expect(await (await call("/login", "198.51.100.70")).json()).toEqual({ retryAfter: null });

    const answer = await invitationAction(
      new Request(`http://localhost${link}`, {
        method: "POST",
        body: new URLSearchParams({ password: "x" }),
      }),
      "a".repeat(43),
      { clientIp: "198.51.100.70", retryAfter: marked.retryAfter, bodyTooLarge: false },
    );
    const { data: body, init } = answer as unknown as {
      data: { error: string };
      init: { status: number; headers: Record<string, string> };
    };
    expect(init.status).toBe(429);
    expect(init.headers["Retry-After"]).toBe(String(marked.retryAfter));
    expect(body).toEqual({ error: INVITATION_THROTTLED_MESSAGE });
  });
});
