// What every submission endpoint shares: the client's idempotency key and the Spanish messages per field.
import { z } from "zod";
import "~/platform/forms/zod-config";

export const IDEMPOTENCY_KEY_MESSAGE = "La clave de idempotencia no es válida";

/** Idempotency keys: client-generated, e.g. a UUID. */
export const IdempotencyKeySchema = z
  .string({ error: IDEMPOTENCY_KEY_MESSAGE })
  .regex(/^[A-Za-z0-9_.:-]{8,128}$/, IDEMPOTENCY_KEY_MESSAGE);

/** Turns a zod error into one Spanish message per field, keyed by the field's path. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join(".") : "_form";
    fields[key] ??= issue.message;
  }
  return fields;
}
