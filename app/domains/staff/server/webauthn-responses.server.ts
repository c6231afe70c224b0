// What the browser sends back after a passkey ceremony (the JSON of @simplewebauthn/browser), read
// with a bounded schema before the library verifies it, and the reasons a verification is refused.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { z } from "zod";

/** Why a passkey ceremony was refused: the audit log's `detail.reason`, and the answer's `code`. */
export type PasskeyRefusal =
  | "challenge-missing"
  | "challenge-expired"
  /** A registration answered from another session or account than the one that asked. */
  | "wrong-session"
  | "wrong-origin"
  | "wrong-rp-id"
  | "challenge-mismatch"
  | "malformed"
  | "user-presence"
  | "invalid-response"
  | "counter-regression"
  | "unknown-credential"
  | "user-handle-mismatch"
  | "inactive";

const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/);
const credentialId = base64url(1366).min(1);

const credentialFields = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

const RegistrationResponse = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    attestationObject: base64url(32_768).min(1),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
});

const AuthenticationResponse = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096).min(1),
    authenticatorData: base64url(16_384).min(1),
    signature: base64url(4096).min(1),
    userHandle: base64url(128).optional(),
  }),
});

function parsed<T>(schema: z.ZodType<T>, text: string): T | undefined {
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

/** The browser's registration answer (JSON text), or undefined when it is not one. */
export const parseRegistrationResponse = (text: string) =>
  parsed(RegistrationResponse, text) as RegistrationResponseJSON | undefined;

/** The browser's sign-in answer (JSON text), or undefined when it is not one. */
export const parseAuthenticationResponse = (text: string) =>
  parsed(AuthenticationResponse, text) as AuthenticationResponseJSON | undefined;

/** The reason behind an error of @simplewebauthn/server's verification (its messages, in order of precedence). */
export function refusalOf(error: unknown): PasskeyRefusal {
  const message = error instanceof Error ? error.message : "";
  if (/response challenge/i.test(message)) return "challenge-mismatch";
  if (/response origin|top origin/i.test(message)) return "wrong-origin";
  if (/RP ID/i.test(message)) return "wrong-rp-id";
  if (/counter value/i.test(message)) return "counter-regression";
  if (/user (?:was )?not present|user presence/i.test(message)) return "user-presence";
  return "invalid-response";
}
