import { getZodConstraint } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import { CONTACT_FORM_CONSTRAINT, QUOTE_FORM_CONSTRAINT, SERVICE_FORM_CONSTRAINT } from "./form-constraints";
import { ContactFormSchema, QuoteRequestSchema, ServiceFormSchema } from "./lead";

describe("the forms' written-out constraints", () => {
  test.each([
    ["contact", CONTACT_FORM_CONSTRAINT, ContactFormSchema],
    ["service", SERVICE_FORM_CONSTRAINT, ServiceFormSchema],
    ["quotation", QUOTE_FORM_CONSTRAINT, QuoteRequestSchema],
  ] as const)("the %s form's equal what Conform derives from its schema", (_, written, schema) => {
    expect(written).toEqual(getZodConstraint(schema));
  });
});
