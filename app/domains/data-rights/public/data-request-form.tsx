import type { SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation } from "react-router";
import { SelectField, type SelectOption, TextAreaField, TextField } from "~/platform/forms/field";
import { ConsentFields } from "~/platform/forms/consent-fields";
import { FormKitFields } from "~/platform/forms/form-kit-fields";
import { useFormKit } from "~/platform/forms/use-form-kit";
import { CtaButton } from "~/platform/ui/cta-button";
import { Spinner } from "~/platform/ui/spinner";
import type { DataRequestFormSchema } from "../data-request-schema";
import constraints from "~/domains/data-rights/data-request-schema?constraints";
import { type RightOption, RightOptions } from "./right-options";

export interface DataRequestFormProps {
  id: string;
  rights: readonly RightOption[];
  documents: readonly SelectOption[];
}

const schema = () => import("../data-request-schema").then((module) => module.DataRequestFormSchema);

/** The answer of the page's action when it is a form's errors (a stored request answers `sent`). */
const isSubmission = (value: unknown): value is SubmissionResult<string[]> =>
  typeof value === "object" && value !== null && "status" in value;

/**
 * The ARCO form: who the data subject is (and who files for them, if someone does), the right and the
 * detail, and the privacy consent. Checked in the browser with the shared schema before sending and
 * again by the page's action; a plain POST without JavaScript, its errors beside the fields.
 */
export function DataRequestForm({ id, rights, documents }: DataRequestFormProps) {
  const answer = useActionData<unknown>();
  const navigation = useNavigation();
  const { form, fields, formProps } = useFormKit<typeof DataRequestFormSchema>({
    id,
    schema,
    constraint: constraints.DataRequestFormSchema,
    lastResult: isSubmission(answer) ? answer : undefined,
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.has("requestType");
  return (
    <Form method="post" {...formProps} aria-busy={submitting} className="space-y-6">
      <FormKitFields />
      <fieldset className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-ink">Titular de los datos</legend>
        <div className="sm:col-span-2">
          <TextField meta={fields.fullName} label="Nombre completo" autoComplete="name" />
        </div>
        <SelectField
          meta={fields.documentType}
          label="Tipo de documento"
          options={documents}
          placeholder="Seleccione el documento"
        />
        <TextField meta={fields.documentNumber} label="Número de documento" autoComplete="off" />
        <TextField meta={fields.email} label="Correo" type="email" autoComplete="email" inputMode="email" />
        <TextField
          meta={fields.phone}
          label="Teléfono"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          optional
        />
        <div className="sm:col-span-2">
          <TextField
            meta={fields.representativeName}
            label="Nombre del representante"
            description="Solo si presenta la solicitud en nombre del titular (por ejemplo, como su apoderado o padre)."
            autoComplete="off"
            optional
          />
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-3 text-lg font-bold text-ink">Su solicitud</legend>
        <RightOptions meta={fields.requestType} options={rights} />
        <TextAreaField
          meta={fields.detail}
          label="Detalle de la solicitud"
          description="Indique qué datos, dónde los dejó (por ejemplo, una cotización) y qué desea que hagamos."
          rows={6}
        />
      </fieldset>
      <ConsentFields fields={fields} purpose="arco" />
      <div className="flex flex-wrap items-center gap-4">
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
