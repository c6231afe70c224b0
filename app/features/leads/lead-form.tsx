import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "react-router";
import { ConsentFields } from "~/components/forms/consent-fields";
import { ContactFields } from "~/components/forms/contact-fields";
import { SelectField, TextAreaField } from "~/components/forms/field";
import { FormKitFields } from "~/components/forms/form-kit-fields";
import { useFormKit } from "~/components/forms/use-form-kit";
import { CtaButton } from "~/components/ui/cta-button";
import { Spinner } from "~/components/ui/spinner";
import type { ContactFormSchema, ServiceFormSchema } from "~/schemas/lead";
import constraints from "~/schemas/lead?constraints";

interface LeadFormProps {
  /** CONTACT for the contact form, SERVICE for the technical-service form (adds the machine type). */
  kind: "CONTACT" | "SERVICE";
  /** DOM id of the form, also its anchor (e.g. "service-form"). */
  id: string;
  equipmentOptions?: string[];
}

const FORMS = {
  CONTACT: {
    schema: () => import("~/schemas/lead").then((module) => module.ContactFormSchema),
    constraint: constraints.ContactFormSchema,
  },
  SERVICE: {
    schema: () => import("~/schemas/lead").then((module) => module.ServiceFormSchema),
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
