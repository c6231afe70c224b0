// Helpers for the forms' unit tests: the server's markup of a form, as a visitor without JavaScript gets it.
import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { expect } from "vitest";

/** The markup of a page that renders `form`, after an action answered `actionData` when given. */
export function renderForm(form: () => ReactNode, actionData?: SubmissionResult<string[]>): string {
  const Stub = createRoutesStub([{ id: "page", path: "/", Component: form }]);
  return renderToString(
    <Stub initialEntries={["/"]} hydrationData={actionData && { actionData: { page: actionData } }} />,
  );
}

/** The opening tag of the control named `name` in the markup. */
export function control(html: string, name: string): string {
  const tag = html.match(new RegExp(`<(?:input|textarea|select)[^>]*\\bname="${name}"[^>]*>`));
  expect(tag, name).not.toBeNull();
  return tag![0];
}

/** Checks that the markup marks as required exactly the fields its constraints require. */
export function expectRequiredAsConstrained(
  html: string,
  constraint: Record<string, { required?: boolean }>,
) {
  // The list travels in hidden inputs and the form's kind is set by the page: nothing to type.
  const typed = Object.keys(constraint).filter((name) => !/^(invoiceDetails|contactType)/.test(name));
  expect(typed.length).toBeGreaterThan(4);
  for (const name of typed) {
    expect(control(html, name).includes(' required=""'), name).toBe(constraint[name]!.required === true);
  }
}

/** Checks the hidden fields every lead form sends: the idempotency key and the spam trap. */
export function expectLeadFormGuards(html: string) {
  expect(control(html, "idempotencyKey")).toMatch(/type="hidden"/);
  expect(control(html, "website")).toMatch(/tabindex="-1"/);
}
