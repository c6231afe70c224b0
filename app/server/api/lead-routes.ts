import { type Context, Hono } from "hono";
import type { z } from "zod";
import { spamVerdictFrom } from "~/platform/submission/public-form-action.server";
import type { SubmissionMeta } from "~/platform/submission/submission-meta";
import { type LeadInput, receiveLead } from "~/domains/leads/server/leads.server";
import { ContactRequestSchema, QuoteRequestSchema } from "~/domains/leads/lead-schema";
import { fieldErrors, IdempotencyKeySchema } from "~/platform/submission/submission-schema";
import { clientIp } from "./client-info";
import { methodNotAllowed } from "../middleware/method-not-allowed";
import { type JsonBodyEnv, jsonBody } from "./json-body";

const INVALID_FORM = "Revise los datos enviados";

/** The lead's metadata from the API request: the key (header or body), address, agent, spam traps. */
function apiLeadMeta(c: Context<JsonBodyEnv>, idempotencyKey: string | undefined): SubmissionMeta {
  const body = c.get("body");
  return {
    idempotencyKey,
    sourceIp: clientIp(c),
    userAgent: c.req.header("user-agent"),
    // Optional for API clients; the site's own forms send them. A hit is answered like any success.
    spam: spamVerdictFrom((name) => body[name]),
  };
}

function leadHandler(schema: z.ZodType<LeadInput>) {
  return async (c: Context<JsonBodyEnv>) => {
    const body = c.get("body");
    const rawKey = c.req.header("idempotency-key") ?? body.idempotencyKey;
    let idempotencyKey: string | undefined;
    if (rawKey !== undefined) {
      const key = IdempotencyKeySchema.safeParse(rawKey);
      if (!key.success) return c.json({ error: key.error.issues[0]?.message ?? INVALID_FORM }, 400);
      idempotencyKey = key.data;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) return c.json({ error: INVALID_FORM, fields: fieldErrors(parsed.error) }, 400);

    const result = await receiveLead(parsed.data, apiLeadMeta(c, idempotencyKey));
    switch (result.status) {
      case "unavailable-products": {
        const fields = Object.fromEntries(
          result.lines.map((line) => [
            `invoiceDetails.${line.index}.productId`,
            `El producto «${line.name}» (línea ${line.index + 1}, id ${line.productId}) no existe o ya no está disponible`,
          ]),
        );
        return c.json({ error: INVALID_FORM, fields }, 400);
      }
      case "key-reused":
        // An API client that reuses a key with other data has a bug it must see (docs/decisions/021).
        return c.json({ error: "Esta clave de idempotencia ya se usó con otra solicitud" }, 422);
      case "replayed":
        c.header("Idempotent-Replayed", "true");
        return c.json(result.lead, 201);
      case "stored":
        return c.json(result.lead, 201);
    }
  };
}

/** The lead endpoints take POST only; any other method is answered 405 with `Allow: POST`. */
export const leadRoutes = new Hono<JsonBodyEnv>()
  .post("/pe/contacts", jsonBody, leadHandler(ContactRequestSchema))
  .post("/pe/invoices", jsonBody, leadHandler(QuoteRequestSchema))
  .all("/pe/contacts", methodNotAllowed("POST", true))
  .all("/pe/invoices", methodNotAllowed("POST", true));
