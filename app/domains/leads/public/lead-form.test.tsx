import { describe, expect, test } from "vitest";
import {
  control,
  expectLeadFormGuards,
  expectRequiredAsConstrained,
  renderForm,
} from "~/platform/forms/form-markup.test-support";
import constraints from "~/domains/leads/lead-schema?constraints";
import { LeadForm } from "./lead-form";

describe("the contact and service form, as the server renders it", () => {
  test.each([
    ["contact", () => <LeadForm kind="CONTACT" id="f" />, constraints.ContactFormSchema],
    [
      "service",
      () => <LeadForm kind="SERVICE" id="f" equipmentOptions={["Zunchadora"]} />,
      constraints.ServiceFormSchema,
    ],
  ] as const)("the %s form marks as required exactly what its schema requires", (_, form, constraint) => {
    const html = renderForm(form);
    expectRequiredAsConstrained(html, constraint);
    expectLeadFormGuards(html);
  });

  test("a field points at its error only once it has one: the server's, shown right below it", () => {
    const form = () => <LeadForm kind="CONTACT" id="f" />;
    expect(control(renderForm(form), "email")).not.toMatch(/aria-invalid|aria-describedby/);
    const answered = renderForm(form, {
      status: "error",
      initialValue: { email: "ana@" },
      error: { email: ["Escriba un correo electrónico válido, por ejemplo nombre@empresa.com"] },
    });
    expect(control(answered, "email")).toMatch(/aria-invalid="true"/);
    expect(control(answered, "email")).toMatch(/aria-describedby="f-email-error"/);
    expect(answered).toMatch(
      /<p id="f-email-error"[^>]*>Escriba un correo electrónico válido, por ejemplo nombre@empresa.com<\/p>/,
    );
    expect(control(answered, "name")).not.toMatch(/aria-invalid/);
  });
});
