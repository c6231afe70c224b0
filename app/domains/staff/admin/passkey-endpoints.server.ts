// The JSON calls of the passkey ceremonies (resource routes): options, then the browser's answer.
// Bodies are forms (application/x-www-form-urlencoded, the only bodies the pages take; the answer
// travels as JSON text in `respuesta`); answers are JSON, never stored (`Cache-Control: no-store`).
// The relying party is the request's public address (`url`); the challenge travels in its own cookie.
import type { RouterContextProvider } from "react-router";
import {
  BODY_TOO_LARGE_MESSAGE,
  type EdgeFacts,
  edgeContext,
} from "~/platform/submission/edge-context.server";
import { sessionCookie } from "../staff-cookie";
import { challengeCookie, challengeTokenFrom, clearedChallengeCookie } from "../webauthn-cookie";
import { relyingPartyOf } from "../webauthn-relying-party";
import { signInWithPasskey, startPasskeySignIn } from "../server/staff-passkey-sign-in.server";
import { registerPasskey, startPasskeyRegistration } from "../server/staff-passkeys.server";
import type { PasskeyRefusal } from "../server/webauthn-responses.server";
import { SIGN_IN_THROTTLED_MESSAGE } from "~/platform/admin-kit/messages";
import { PASSKEY_MESSAGES, passkeyRegisteredMessage } from "./passkey-messages";
import { safeReturnPath } from "~/platform/admin-kit/safe-return-path";
import { staffSessionOf } from "./staff-guard.server";

interface EndpointArgs {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}

/** A JSON answer that no cache keeps, with the cookies it sets. */
function json(body: unknown, status: number, cookies: string[] = [], extra: Record<string, string> = {}) {
  const headers = new Headers({ "Cache-Control": "no-store", ...extra });
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return Response.json(body, { status, headers });
}

/** GET (and HEAD) to a ceremony's address: 405, it only takes POST. */
export function postOnly(): never {
  throw json({ error: PASSKEY_MESSAGES.postOnly }, 405, [], { Allow: "POST" });
}

/** The ceremony's fields; a body the edge cut off for its size answers 413 with that reason. */
async function fields(request: Request, edge: EdgeFacts): Promise<(name: string, max: number) => string> {
  if (edge.bodyTooLarge) throw json({ error: BODY_TOO_LARGE_MESSAGE, code: "too-large" }, 413);
  const form = await request.formData().catch(() => new FormData());
  return (name, max) => {
    const value = form.get(name);
    return typeof value === "string" ? value.slice(0, max) : "";
  };
}

function refusal(reason: PasskeyRefusal, ceremony: "sign-in" | "registration") {
  if (reason === "challenge-expired" || reason === "challenge-missing") {
    return { status: 400, body: { error: PASSKEY_MESSAGES.expired, code: "expired" } };
  }
  if (ceremony === "sign-in" && reason === "unknown-credential") {
    return { status: 401, body: { error: PASSKEY_MESSAGES.unknownKey, code: "unknown-key" } };
  }
  const error =
    ceremony === "sign-in" ? PASSKEY_MESSAGES.signInRefused : PASSKEY_MESSAGES.registrationRefused;
  return { status: ceremony === "sign-in" ? 401 : 400, body: { error, code: "refused" } };
}

const unsupportedAddress = () =>
  json({ error: PASSKEY_MESSAGES.unsupportedAddress, code: "unsupported-address" }, 400);

/**
 * POST /admin/api/llaves/opciones (`contrasena`): the options of a new passkey for the signed-in
 * staff member, only with the account's current password (a session alone gets a refusal).
 */
export async function registrationOptions({ request, url, context }: EndpointArgs) {
  const owner = staffSessionOf(context);
  const rp = relyingPartyOf(url);
  if (!rp) return unsupportedAddress();
  const edge = context.get(edgeContext);
  const field = await fields(request, edge);
  const start = await startPasskeyRegistration(owner, rp, {
    password: field("contrasena", 256),
    ip: edge.clientIp,
  });
  switch (start.status) {
    case "password-required":
      return json({ error: PASSKEY_MESSAGES.passwordRequired, code: "password-required" }, 400);
    case "wrong-password":
      return json({ error: PASSKEY_MESSAGES.wrongPassword, code: "wrong-password" }, 403);
    case "throttled":
      // A signed-in person: their password was refused too often here, not a sign-in.
      return json({ error: PASSKEY_MESSAGES.registrationThrottled, code: "throttled" }, 429, [], {
        "Retry-After": String(start.retryAfterSeconds),
      });
    case "ready":
      return json({ options: start.options }, 200, [
        challengeCookie(start.token, edge.https ?? false, start.maxAgeSeconds),
      ]);
  }
}

/** POST /admin/api/llaves (`nombre`, `respuesta`): verifies and stores the new passkey. */
export async function registration({ request, url, context }: EndpointArgs) {
  const owner = staffSessionOf(context);
  const edge = context.get(edgeContext);
  const https = edge.https ?? false;
  const field = await fields(request, edge);
  const result = await registerPasskey(
    owner,
    {
      name: field("nombre", 200),
      response: field("respuesta", 60_000),
      challengeToken: challengeTokenFrom(request.headers.get("cookie"), https),
    },
    relyingPartyOf(url),
    edge.clientIp,
  );
  const cleared = [clearedChallengeCookie(https)];
  switch (result.status) {
    case "registered":
      return json(
        { passkey: result.passkey, message: passkeyRegisteredMessage(result.passkey.name) },
        201,
        cleared,
      );
    case "invalid-name":
      return json({ error: result.message, code: "invalid-name" }, 400, cleared);
    case "duplicate":
      return json({ error: PASSKEY_MESSAGES.duplicate, code: "duplicate" }, 409, cleared);
    case "refused": {
      const { status, body } = refusal(result.reason, "registration");
      return json(body, status, cleared);
    }
  }
}

/** POST /login/llave/opciones: the options of a sign-in, naming no credential. */
export async function signInOptions({ url, context }: EndpointArgs) {
  const rp = relyingPartyOf(url);
  if (!rp) return unsupportedAddress();
  const edge = context.get(edgeContext);
  const start = await startPasskeySignIn(rp, edge.clientIp);
  if (start.status === "throttled") {
    return json({ error: SIGN_IN_THROTTLED_MESSAGE, code: "throttled" }, 429, [], {
      "Retry-After": String(start.retryAfterSeconds),
    });
  }
  return json({ options: start.options }, 200, [
    challengeCookie(start.token, edge.https ?? false, start.maxAgeSeconds),
  ]);
}

/** POST /login/llave (`respuesta`, `siguiente`): signs in and says where to go. */
export async function signIn({ request, url, context }: EndpointArgs) {
  const edge = context.get(edgeContext);
  const https = edge.https ?? false;
  const field = await fields(request, edge);
  const result = await signInWithPasskey(
    {
      response: field("respuesta", 60_000),
      challengeToken: challengeTokenFrom(request.headers.get("cookie"), https),
    },
    relyingPartyOf(url),
    {
      ip: edge.clientIp,
      userAgent: request.headers.get("user-agent") ?? undefined,
      previousSessionId: edge.staffSession?.id,
    },
  );
  const cleared = clearedChallengeCookie(https);
  if (result.status === "signed-in") {
    return json({ redirect: safeReturnPath(field("siguiente", 2000)) }, 200, [
      sessionCookie(result.token, https),
      cleared,
    ]);
  }
  if (result.status === "throttled") {
    return json({ error: SIGN_IN_THROTTLED_MESSAGE, code: "throttled" }, 429, [cleared], {
      "Retry-After": String(result.retryAfterSeconds),
    });
  }
  const { status, body } = refusal(result.reason, "sign-in");
  return json(body, status, [cleared]);
}
