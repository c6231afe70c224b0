// Storing a submission once per idempotency key, as every public submission does (leads, complaint
// sheets, data-rights requests): a submission whose key is stored already answers as that one's
// replay (or as a refusal when the domain finds other data under the key); two copies racing past the
// first look both try to insert, the key's unique index lets one win, and the other answers as the
// replay it is.
import { isUniqueViolation } from "./sql-values.server";

/**
 * `earlier(key)` is the domain's answer for a key already stored (its replay, or its refusal of other
 * data), undefined when the key is new; `store()` inserts under the key in one transaction.
 */
export async function storeOnce<Result>(
  key: string | undefined,
  earlier: (key: string) => Promise<Result | undefined>,
  store: () => Promise<Result>,
): Promise<Result> {
  if (key) {
    const found = await earlier(key);
    if (found) return found;
  }
  try {
    return await store();
  } catch (error) {
    // Two copies of one submission raced; the other one won. Answer as the retry it is.
    if (key && isUniqueViolation(error)) {
      const found = await earlier(key);
      if (found) return found;
    }
    throw error;
  }
}
