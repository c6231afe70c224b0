import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "react-router";
import { ConsentFields } from "~/platform/forms/consent-fields";
import { ContactFields } from "~/platform/forms/contact-fields";
import { SelectField, TextAreaField } from "~/platform/forms/field";
import { FormKitFields } from "~/platform/forms/form-kit-fields";
import { useFormKit } from "~/platform/forms/use-form-kit";
import { CtaButton } from "~/platform/ui/cta-button";
import { Spinner } from "~/platform/ui/spinner";
import type { ContactFormSchema, ServiceFormSchema } from "../lead-schema";
import constraints from "~/domains/leads/lead-schema?constraints";

interface LeadFormProps {
  /** CONTACT for the contact form, SERVICE for the technical-service form (adds the machine type). */
  kind: "CONTACT" | "SERVICE";
  /** DOM id of the form, also its anchor (e.g. "service-form"). */
  id: string;
  equipmentOptions?: string[];
}

const FORMS = {
  CONTACT: {
    schema: () => import("../lead-schema").then((module) => module.ContactFormSchema),
    constraint: constraints.ContactFormSchema,
  },
  SERVICE: {
    schema: () => import("../lead-schema").then((module) => module.ServiceFormSchema),
    constraint: constraints.ServiceFormSchema,
  },
} as const;

/**
 * The contact and service form: checked in the browser with the shared schema (loaded on the first
 * focus) before sending and again by the page's action; a plain POST without JavaScript.
 */
export function LeadForm({ kind, id, equipmentOptions = [] }: LeadFormProps) {
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const { form, fields, formProps } = useFormKit<typeof ContactFormSchema | typeof ServiceFormSchema>({
    id,
    lastResult,
    ...FORMS[kind],
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.get("contactType") === kind;
  const equipment = fields.equipment as typeof fields.name;

  return (
    <Form method="post" {...formProps} aria-busy={submitting} className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      <input type="hidden" name="contactType" value={kind} />
      <FormKitFields />
      <ContactFields fields={fields} />
      {kind === "SERVICE" ? (
        <SelectField
          meta={equipment}
          label="Tipo de máquina"
          options={equipmentOptions}
          placeholder="Seleccione el equipo"
        />
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      <div className="sm:col-span-2">
        <TextAreaField meta={fields.message} label="Mensaje" />
      </div>
      <ConsentFields fields={fields} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <CtaButton type="submit" disabled={submitting}>
          Enviar solicitud
        </CtaButton>
        {submitting && <Spinner label="Enviando solicitud..." className="size-10 [&_img]:size-9" />}
        {form.errors && (
          <p id={form.errorId} role="alert" className="font-semibold text-brand">
            {form.errors[0]}
          </p>
        )}
      </div>
    </Form>
  );
}
