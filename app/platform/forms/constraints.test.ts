import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { ContactFormSchema, QuoteFormSchema, ServiceFormSchema } from "~/domains/leads/lead-schema";
import constraints from "~/domains/leads/lead-schema?constraints";

// The forms render the constraints that scripts/form-constraints-plugin.ts derives at build time.
describe("the forms' derived constraints", () => {
  test.each([
    ["contact", constraints.ContactFormSchema, ContactFormSchema],
    ["service", constraints.ServiceFormSchema, ServiceFormSchema],
    ["quotation", constraints.QuoteFormSchema, QuoteFormSchema],
  ] as const)("the %s form's equal what Conform derives from its schema", (_, derived, schema) => {
    expect(derived).toEqual(getZodConstraint(schema));
  });
});
