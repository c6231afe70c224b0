import { type SubmissionResult, useForm } from "@conform-to/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useActionData } from "react-router";
import { describe, expect, test } from "vitest";
import {
  COMPLAINT_CONSENT_STATEMENT,
  MARKETING_CONSENT_STATEMENT,
  PRIVACY_CONSENT_STATEMENT,
} from "~/platform/content/privacy-consent";
import constraints from "~/domains/leads/lead-schema?constraints";
import { ConsentFields } from "./consent-fields";
import { control, renderForm } from "./form-markup.test-support";

function ComplaintConsentForm() {
  const [form, fields] = useForm<{ privacyConsent?: boolean }>({ id: "c" });
  return (
    <form id={form.id}>
      <ConsentFields fields={fields} purpose="complaint" />
    </form>
  );
}

function ConsentForm() {
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form, fields] = useForm<{ privacyConsent?: boolean; marketingConsent?: boolean }>({
    id: "f",
    lastResult,
    constraint: constraints.ContactFormSchema,
  });
  return (
    <form id={form.id}>
      <ConsentFields fields={fields} />
    </form>
  );
}

const textOf = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&quot;/g, '"');

describe("the consent boxes, as the server renders them", () => {
  test("two unticked boxes: the privacy one required, the marketing one optional, their text the versioned one", () => {
    const html = renderForm(() => <ConsentForm />);
    const privacy = control(html, "privacyConsent");
    const marketing = control(html, "marketingConsent");
    expect(privacy).toMatch(/type="checkbox"/);
    expect(privacy).toMatch(/ required=""/);
    expect(marketing).not.toMatch(/ required=""/);
    for (const box of [privacy, marketing]) expect(box).not.toMatch(/checked/);
    expect(textOf(html)).toContain(`${PRIVACY_CONSENT_STATEMENT} *`);
    expect(textOf(html)).toContain(`${MARKETING_CONSENT_STATEMENT} (opcional)`);
  });

  test("the policy opens in a new tab, so the form and what was typed stay", () => {
    const html = renderForm(() => <ConsentForm />);
    expect(html).toMatch(
      /<a href="\/politica-de-privacidad" target="_blank" rel="noopener"[^>]*>política de privacidad<\/a>/,
    );
  });

  test("the server's refusal shows below the box, which points at it; a ticked marketing box stays ticked", () => {
    const html = renderForm(() => <ConsentForm />, {
      status: "error",
      initialValue: { marketingConsent: "on" },
      error: { privacyConsent: ["Debe aceptar la política de privacidad"] },
    });
    expect(control(html, "privacyConsent")).toMatch(/aria-invalid="true"/);
    expect(control(html, "privacyConsent")).toMatch(/aria-describedby="f-privacyConsent-error"/);
    expect(html).toMatch(/<p id="f-privacyConsent-error"[^>]*>Debe aceptar la política de privacidad<\/p>/);
    expect(control(html, "marketingConsent")).toMatch(/checked=""/);
  });
});

describe("the consent text's version", () => {
  test("travels with the form: the root loader's code in a hidden field", () => {
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: ConsentForm }]);
    const html = renderToString(
      <Stub
        initialEntries={["/"]}
        hydrationData={{ loaderData: { root: { consentVersions: { lead: "2a5947af4252" } } } }}
      />,
    );
    expect(control(html, "consentVersion")).toMatch(/type="hidden"/);
    expect(control(html, "consentVersion")).toMatch(/value="2a5947af4252"/);
    expect(renderForm(() => <ConsentForm />)).not.toMatch(/name="consentVersion"/);
  });
});

describe("a form with its own purpose (the complaint book, the ARCO form)", () => {
  test("shows its own text and version, and no marketing box", () => {
    const Stub = createRoutesStub([{ id: "root", path: "/", Component: ComplaintConsentForm }]);
    const html = renderToString(
      <Stub
        initialEntries={["/"]}
        hydrationData={{
          loaderData: { root: { consentVersions: { lead: "2a5947af4252", complaint: "0123456789ab" } } },
        }}
      />,
    );
    expect(textOf(html)).toContain(`${COMPLAINT_CONSENT_STATEMENT} *`);
    expect(textOf(html)).not.toContain(MARKETING_CONSENT_STATEMENT);
    expect(html).not.toMatch(/name="marketingConsent"/);
    expect(control(html, "consentVersion")).toMatch(/value="0123456789ab"/);
  });
});
