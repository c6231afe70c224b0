// The one protocol of every public form's action (quotation, contact, technical service, complaint,
// data-rights request), with or without JavaScript: the edge's refusals (a body cut off for its size:
// 413; a client over its rate limit: 429 with Retry-After), the parse against the form's schema (400,
// the errors beside the fields, everything typed kept), the submission's metadata (idempotency key,
// address, agent, consent version, spam traps' verdict), the domain's store (once per key: a
// content-scoped key reused with other data can only be a hash collision, so the submission is stored
// again without it), and a storage failure as a form-level message (503). The domain gives its schema,
// its messages, how to store and how to answer a stored submission (a redirect with a signed receipt
// cookie, or the page's data).
import { type ActionFunctionArgs, data } from "react-router";
import type { z } from "zod";
import { CONSENT_VERSION_FIELD } from "~/platform/content/privacy-consent";
import { getEnv } from "~/platform/lib/env.server";
import { logger } from "~/platform/lib/logger.server";
import {
  BODY_TOO_LARGE_MESSAGE,
  type EdgeFacts,
  edgeContext,
  RATE_LIMITED_MESSAGE,
} from "./edge-context.server";
import { parseFormSubmission } from "./form-submission.server";
import { readPublicForm } from "./read-form.server";
import { FILL_TIME_FIELD, HONEYPOT_FIELD, type SpamVerdict, spamVerdictOf } from "./spam-trap";
import type { SubmissionMeta } from "./submission-meta";
import { IdempotencyKeySchema } from "./submission-schema";

/** The spam traps' verdict on a submission's fields (the site's forms send them; API clients may). */
export const spamVerdictFrom = (field: (name: string) => unknown): SpamVerdict | undefined =>
  spamVerdictOf(field(HONEYPOT_FIELD), field(FILL_TIME_FIELD), getEnv().SPAM_MIN_FILL_MS);

/** A store's answer that its key was used before with other data. */
type KeyReused = { status: "key-reused" };

type FormSubmission<Input> = ReturnType<typeof parseFormSubmission<z.ZodType<Input>>>;
type ReplyOptions = Parameters<FormSubmission<unknown>["reply"]>[0];

interface PublicFormActionOptions<Input, Result extends { status: string }, Answer> {
  /** The form's schema; it may depend on what was sent (the contact form's `contactType`). */
  schemaOf(formData: FormData): z.ZodType<Input>;
  /** The form-level message for a body that says it is a form but cannot be read as one. */
  unreadable: string;
  /** The form-level message when the submission could not be stored. */
  sendFailed: string;
  /** What the log calls it when storing fails ("lead form", "complaint sheet"…). */
  subject: string;
  /** The key as stored: scoped to the data sent, so that another submission can never replay it. */
  scopeKey?(key: string, input: Input): string;
  /** The reply for a failed validation, when the form says more than the fields' errors. */
  invalidReply?(errors: Record<string, string[] | null>): ReplyOptions | undefined;
  /** Stores the submission once per key. */
  store(input: Input, meta: SubmissionMeta): Promise<Result | KeyReused>;
  /** The answer for a stored (or replayed) submission, or the form's answer for a refused one. */
  answer(
    result: Exclude<Result, KeyReused>,
    context: { submission: FormSubmission<Input>; url: URL },
  ): Answer | Promise<Answer>;
}

function formMeta<Input>(
  formData: FormData,
  input: Input,
  edge: EdgeFacts,
  request: Request,
  scopeKey: ((key: string, input: Input) => string) | undefined,
): SubmissionMeta {
  const key = IdempotencyKeySchema.safeParse(formData.get("idempotencyKey"));
  const shown = formData.get(CONSENT_VERSION_FIELD);
  return {
    idempotencyKey: key.success ? (scopeKey?.(key.data, input) ?? key.data) : undefined,
    sourceIp: edge.clientIp,
    userAgent: request.headers.get("user-agent") ?? undefined,
    consentVersion: typeof shown === "string" ? shown : undefined,
    spam: spamVerdictFrom((name) => formData.get(name)),
  };
}

const isKeyReused = (result: { status: string }): result is KeyReused => result.status === "key-reused";

/** A public form's action, on the one protocol (see the top of this file). */
export function publicFormAction<Input, Result extends { status: string }, Answer>(
  options: PublicFormActionOptions<Input, Result, Answer>,
) {
  const { schemaOf, unreadable, sendFailed, subject, scopeKey, invalidReply, store, answer } = options;
  /** The answer for a post whose fields could not be read: the form, empty, with the message. */
  const emptyFormWith = (message: string, status: number) => {
    const empty = new FormData();
    return data(parseFormSubmission(empty, schemaOf(empty)).reply({ formErrors: [message] }), { status });
  };
  return async function action({ request, url, context }: ActionFunctionArgs) {
    const edge = context.get(edgeContext);
    // The server did not read the body: the form comes back empty in the page, with the message.
    if (edge.bodyTooLarge) return emptyFormWith(BODY_TOO_LARGE_MESSAGE, 413);
    const formData = await readPublicForm(request);
    // A body that says it is a form but cannot be read as one (a broken multipart body, bytes that
    // are not UTF-8).
    if (!formData) return emptyFormWith(unreadable, 400);
    const submission = parseFormSubmission(formData, schemaOf(formData));
    if (edge.retryAfter !== undefined) {
      return data(submission.reply({ formErrors: [RATE_LIMITED_MESSAGE] }), {
        status: 429,
        headers: { "Retry-After": String(edge.retryAfter) },
      });
    }
    if (submission.status !== "success") {
      return data(submission.reply(invalidReply?.(submission.error ?? {})), { status: 400 });
    }
    const input = submission.value;
    try {
      const meta = formMeta(formData, input, edge, request, scopeKey);
      let result = await store(input, meta);
      if (isKeyReused(result)) {
        // A form's key is scoped to its data in a namespace the API cannot use, so only a hash
        // collision lands here: the submission is still stored, without the key.
        logger.warn({ subject }, "a form's content-scoped idempotency key was reused with other data");
        result = await store(input, { ...meta, idempotencyKey: undefined });
        if (isKeyReused(result)) throw new Error("unreachable: a submission without a key cannot reuse one");
      }
      return await answer(result as Exclude<Result, KeyReused>, { submission, url });
    } catch (error) {
      logger.error({ err: error }, `${subject} could not be stored`);
      return data(submission.reply({ formErrors: [sendFailed] }), { status: 503 });
    }
  };
}
