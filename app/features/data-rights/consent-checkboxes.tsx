// unify with consent-fields at merge: part A builds app/components/forms/consent-fields.tsx with the
// same two fields (privacyConsent required, marketingConsent optional) for every form of the site.
import { type FieldMetadata, getInputProps } from "@conform-to/react";

type CheckboxMeta = FieldMetadata<string | null | undefined, Record<string, unknown>, string[]>;

interface ConsentCheckboxesProps {
  privacy: CheckboxMeta;
  marketing: CheckboxMeta;
  privacyText: string;
  marketingText: string;
  /** The privacy policy's address. */
  policyPath: string;
}

const BOX = "mt-0.5 size-5 shrink-0 accent-brand";

/**
 * The privacy consent (required, unticked) with a link to the policy, and the separate, optional
 * consent to commercial communications. The error sits under the first box, read out with it.
 */
export function ConsentCheckboxes({
  privacy,
  marketing,
  privacyText,
  marketingText,
  policyPath,
}: ConsentCheckboxesProps) {
  return (
    <div className="space-y-3">
      <div>
        <div className="flex items-start gap-3">
          <input {...getInputProps(privacy, { type: "checkbox" })} className={BOX} />
          <label htmlFor={privacy.id} className="text-sm text-ink">
            {privacyText} {/* A new tab, as on the other forms: what was typed here stays. */}
            <a
              href={policyPath}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-dark underline underline-offset-2"
            >
              Leer la política de privacidad
              <span className="sr-only"> (se abre en una pestaña nueva)</span>
            </a>
            <span aria-hidden="true" className="text-brand">
              {" "}
              *
            </span>
          </label>
        </div>
        <p
          id={privacy.errorId}
          className="mt-1 min-h-5 pl-8 text-sm font-medium text-brand"
          aria-live="polite"
        >
          {privacy.errors?.[0]}
        </p>
      </div>
      <div className="flex items-start gap-3">
        <input {...getInputProps(marketing, { type: "checkbox" })} className={BOX} />
        <label htmlFor={marketing.id} className="text-sm text-ink">
          {marketingText}
        </label>
      </div>
    </div>
  );
}
