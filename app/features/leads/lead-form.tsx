import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "react-router";
import type { z } from "zod";
import { ContactFields } from "~/components/ui/contact-fields";
import { CtaButton } from "~/components/ui/cta-button";
import { SpamTrap } from "~/components/ui/spam-trap";
import { useIdempotencyKey } from "~/components/ui/use-idempotency-key";
import { SelectField, TextAreaField } from "~/components/ui/field";
import { Spinner } from "~/components/ui/spinner";
import { useDeferredValidation } from "~/components/ui/use-deferred-validation";
import { CONTACT_FORM_CONSTRAINT, SERVICE_FORM_CONSTRAINT } from "~/schemas/form-constraints";
import type { ContactFormSchema, ServiceFormSchema } from "~/schemas/lead";

interface LeadFormProps {
  /** CONTACT for the contact form, SERVICE for the technical-service form (adds the machine type). */
  kind: "CONTACT" | "SERVICE";
  /** DOM id of the form, also its anchor (e.g. "service-form"). */
  id: string;
  equipmentOptions?: string[];
}

type LeadFormInput = z.input<typeof ContactFormSchema> | z.input<typeof ServiceFormSchema>;

const loadContactValidation = () => import("./lead-validation").then((module) => module.validateContactForm);
const loadServiceValidation = () => import("./lead-validation").then((module) => module.validateServiceForm);

/**
 * The contact and service form: checked in the browser with the shared schema (loaded on the first
 * focus) before sending and again by the page's action; a plain POST without JavaScript.
 */
export function LeadForm({ kind, id, equipmentOptions = [] }: LeadFormProps) {
  const { onValidate, loadValidation, holdSubmit } = useDeferredValidation<LeadFormInput, unknown>(
    kind === "SERVICE" ? loadServiceValidation : loadContactValidation,
  );
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: kind === "SERVICE" ? SERVICE_FORM_CONSTRAINT : CONTACT_FORM_CONSTRAINT,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate,
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.get("contactType") === kind;
  const equipment = fields.equipment as typeof fields.name;
  const formProps = getFormProps(form);
  const writeIdempotencyKey = useIdempotencyKey();

  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        if (holdSubmit(event)) return;
        writeIdempotencyKey(event.currentTarget);
        formProps.onSubmit(event);
      }}
      onFocus={loadValidation}
      aria-busy={submitting}
      className="grid gap-x-6 gap-y-2 sm:grid-cols-2"
    >
      <input type="hidden" name="contactType" value={kind} />
      <input type="hidden" name="idempotencyKey" defaultValue="" />
      <SpamTrap />
      <ContactFields fields={fields} />
      {kind === "SERVICE" ? (
        <SelectField
          meta={equipment}
          label="Tipo de Máquina"
          options={equipmentOptions}
          placeholder="Selecciona el equipo"
        />
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      <div className="sm:col-span-2">
        <TextAreaField meta={fields.message} label="Mensaje" />
      </div>
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
