import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import {
  CONSENT_VERSION_FIELD,
  MARKETING_CONSENT_STATEMENT,
  PRIVACY_CONSENT_STATEMENT,
  PRIVACY_POLICY_LINK_TEXT,
  PRIVACY_POLICY_PATH,
} from "~/content/privacy-consent";

/** A checkbox field of the form kit (its value posts as "on"). */
type CheckboxMeta = FieldMetadata<boolean | undefined, Record<string, unknown>, string[]>;

const [BEFORE_LINK, AFTER_LINK] = PRIVACY_CONSENT_STATEMENT.split(PRIVACY_POLICY_LINK_TEXT);

/**
 * The two consent boxes every public form ends with (app/schemas/consent.ts): the privacy policy,
 * required, and commercial communications, optional; both unticked at first. Their text is the
 * versioned consent text (app/content/privacy-consent.ts), and the form sends back the code of that
 * version (the root loader's, from the same build as the text). The policy opens in a new tab so the
 * form and what was typed stay where they are. Put it inside the form's grid: it spans both columns.
 */
export function ConsentFields({
  fields,
}: {
  fields: { privacyConsent: CheckboxMeta; marketingConsent: CheckboxMeta };
}) {
  const version = (useRouteLoaderData("root") as { consentVersion?: string } | undefined)?.consentVersion;
  return (
    <div className="space-y-1 sm:col-span-2">
      {version && <input type="hidden" name={CONSENT_VERSION_FIELD} value={version} />}
      <ConsentBox meta={fields.privacyConsent}>
        {BEFORE_LINK}
        <a
          href={PRIVACY_POLICY_PATH}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-dark underline underline-offset-2 hover:text-brand"
        >
          {PRIVACY_POLICY_LINK_TEXT}
        </a>
        {AFTER_LINK}
        <span aria-hidden="true" className="text-brand">
          {" "}
          *
        </span>
      </ConsentBox>
      <ConsentBox meta={fields.marketingConsent}>
        {MARKETING_CONSENT_STATEMENT}
        <span className="text-steel"> (opcional)</span>
      </ConsentBox>
    </div>
  );
}

/** A box, its statement as the label, and its error right below in a line that is always there. */
function ConsentBox({ meta, children }: { meta: CheckboxMeta; children: ReactNode }) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...getInputProps(meta, { type: "checkbox" })}
          className="mt-0.5 size-5 shrink-0 cursor-pointer accent-brand aria-[invalid=true]:outline-2 aria-[invalid=true]:outline-offset-2 aria-[invalid=true]:outline-brand"
        />
        <label htmlFor={meta.id} className="cursor-pointer text-sm leading-relaxed text-ink">
          {children}
        </label>
      </div>
      <p id={meta.errorId} className="mt-1 min-h-5 pl-8 text-sm font-medium text-brand" aria-live="polite">
        {meta.errors?.[0]}
      </p>
    </div>
  );
}
