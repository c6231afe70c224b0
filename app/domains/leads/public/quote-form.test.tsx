import { describe, test } from "vitest";
import {
  expectLeadFormGuards,
  expectRequiredAsConstrained,
  renderForm,
} from "~/platform/forms/form-markup.test-support";
import constraints from "~/domains/leads/lead-schema?constraints";
import { QuoteForm } from "./quote-form";

describe("the quotation form, as the server renders it", () => {
  test("marks as required exactly what its schema requires, and carries the lead form's hidden fields", () => {
    const html = renderForm(() => <QuoteForm />);
    expectRequiredAsConstrained(html, constraints.QuoteFormSchema);
    expectLeadFormGuards(html);
  });
});
