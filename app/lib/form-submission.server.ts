import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

const INTENT_FIELD = "__intent__";

/**
 * Conform's parseWithZod for a page action, safe against hostile posts: a malformed intent field
 * (Conform reads it as JSON and throws) is dropped, so the post is judged on its fields and gets a
 * 400 or a success, never a 500. The site's forms send no intent to the server.
 */
export function parseFormSubmission<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  try {
    return parseWithZod(formData, { schema });
  } catch {
    formData.delete(INTENT_FIELD);
    return parseWithZod(formData, { schema });
  }
}
