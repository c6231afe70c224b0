import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { MAX_FORM_LIST_LENGTH } from "./form-limits";

/** The highest list index a form may send: one past the longest list, so "at most N" can be said. */
const MAX_LIST_INDEX = MAX_FORM_LIST_LENGTH;
/** More entries than any of our forms has (a full quotation is about 320); the rest are ignored. */
const MAX_FORM_ENTRIES = 1000;

/**
 * The longest field name a form may send, and the most steps in it: the deepest of ours is
 * `invoiceDetails[3].productId` (3 steps). Conform walks a name recursively, so `message.a.a.…`
 * 8,000 steps deep (16 KB, under every body limit) would overflow its stack: a 500 for a 400.
 */
const MAX_NAME_LENGTH = 200;
const MAX_NAME_STEPS = 8;

/** `invoiceDetails[3].productId` → `invoiceDetails`; `name` → `name`. */
const fieldRoot = (name: string) => /^[^.[]*/.exec(name)![0];

/**
 * Only what the form's schema can read: entries whose top-level name is a field of the schema, no
 * longer nor deeper than our forms' names, with list indexes up to MAX_LIST_INDEX, at most
 * MAX_FORM_ENTRIES of them. Conform turns `a[10000000]=1`
 * into a ten-million-slot array and its reply sends the values back, so a 13-byte post would
 * otherwise cost seconds and megabytes; thousands of repeated names cost seconds of validation.
 */
function schemaEntries(formData: FormData, schema: z.ZodType): FormData {
  const shape = (schema as { shape?: Record<string, unknown> }).shape;
  const kept = new FormData();
  let count = 0;
  for (const [name, value] of formData) {
    if (count >= MAX_FORM_ENTRIES) break;
    if (shape && !Object.hasOwn(shape, fieldRoot(name))) continue;
    if (name.length > MAX_NAME_LENGTH || (name.match(/[.[]/g)?.length ?? 0) >= MAX_NAME_STEPS) continue;
    const indexes = name.match(/\[(\d+)\]/g) ?? [];
    if (indexes.some((index) => index.length > 6 || Number(index.slice(1, -1)) > MAX_LIST_INDEX)) continue;
    kept.append(name, value);
    count += 1;
  }
  return kept;
}

/**
 * Conform's parseWithZod for a page action, safe against hostile posts: only the schema's own fields
 * are read (see schemaEntries), and the intent field (Conform reads it as JSON and throws on a
 * malformed one) is not among them, so the post is judged on its fields and gets a 400 or a
 * success, never a 500. The site's forms send no intent to the server.
 */
export function parseFormSubmission<Schema extends z.ZodType>(formData: FormData, schema: Schema) {
  return parseWithZod(schemaEntries(formData, schema), { schema });
}
