import { type FieldMetadata, getInputProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { COMPANY_LEGAL_NAME } from "~/platform/content/company";
import {
  CONSENT_VERSION_FIELD,
  type ConsentPurpose,
  PRIVACY_POLICY_LINK_TEXT,
  PRIVACY_POLICY_PATH,
  consentStatements,
} from "~/platform/content/privacy-consent";

/** A checkbox field of the form kit (its value posts as "on"). */
type CheckboxMeta = FieldMetadata<boolean | undefined, Record<string, unknown>, string[]>;

/**
 * The consent boxes every public form ends with (app/platform/submission/consent-schema.ts): the privacy policy,
 * required, and, on the contact, service and quotation forms, commercial communications, optional;
 * unticked at first. Their text is the form's versioned consent text (app/platform/content/privacy-consent.ts,
 * by `purpose`, naming the legal name of the company settings the root loader sends), and the form
 * sends back the code of that version (the root loader's, made from the same text). The policy opens in a new tab so the form and what was typed stay where they
 * are. Put it inside the form's grid: it spans both columns.
 */
export function ConsentFields({
  fields,
  purpose = "lead",
}: {
  fields: { privacyConsent: CheckboxMeta; marketingConsent?: CheckboxMeta };
  purpose?: ConsentPurpose;
}) {
  const root = useRouteLoaderData("root") as
    | { consentVersions?: Partial<Record<ConsentPurpose, string>>; company?: { legalName: string } }
    | undefined;
  const version = root?.consentVersions?.[purpose];
  const statements = consentStatements(purpose, root?.company?.legalName ?? COMPANY_LEGAL_NAME);
  const [beforeLink, afterLink] = statements.privacy.split(PRIVACY_POLICY_LINK_TEXT);
  return (
    <div className="space-y-1 sm:col-span-2">
      {version && <input type="hidden" name={CONSENT_VERSION_FIELD} value={version} />}
      <ConsentBox meta={fields.privacyConsent}>
        {beforeLink}
        <a
          href={PRIVACY_POLICY_PATH}
          target="_blank"
          rel="noopener"
          className="font-semibold text-brand-dark underline underline-offset-2 hover:text-brand"
        >
          {PRIVACY_POLICY_LINK_TEXT}
        </a>
        {afterLink}
        <span aria-hidden="true" className="text-brand">
          {" "}
          *
        </span>
      </ConsentBox>
      {fields.marketingConsent && statements.marketing && (
        <ConsentBox meta={fields.marketingConsent}>
          {statements.marketing}
          <span className="text-steel"> (opcional)</span>
        </ConsentBox>
      )}
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
