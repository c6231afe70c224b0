import type { SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { TextAreaField, TextField } from "~/platform/forms/field";
import { ConsentFields } from "~/platform/forms/consent-fields";
import { FormKitFields } from "~/platform/forms/form-kit-fields";
import { useFormKit } from "~/platform/forms/use-form-kit";
import { CtaButton } from "~/platform/ui/cta-button";
import { Spinner } from "~/platform/ui/spinner";
import {
  COMPLAINT_KIND_LABELS,
  COMPLAINT_KINDS,
  CURRENCIES,
  CURRENCY_LABELS,
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  GOOD_TYPE_LABELS,
  GOOD_TYPES,
} from "../complaint-book";
import type { ComplaintFormSchema } from "../complaint-schema";
import constraints from "~/domains/complaints/complaint-schema?constraints";
import { CheckboxField, ChoiceField, OptionSelectField } from "./complaint-fields";

export interface ComplaintFormCopy {
  /** The legal definitions shown with each choice. */
  definitions: { reclamo: string; queja: string };
}

const loadSchema = () => import("../complaint-schema").then((module) => module.ComplaintFormSchema);

function Part({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = `hoja-parte-${number}`;
  return (
    <section aria-labelledby={id} className="border-t-2 border-ink/80 pt-5">
      <h3 id={id} className="text-base font-extrabold uppercase tracking-wide text-ink">
        <span className="mr-2 inline-grid size-7 place-items-center rounded-sm bg-ink text-sm text-white">
          {number}
        </span>
        {title}
      </h3>
      <div className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/**
 * The sheet of the Libro de Reclamaciones (Annex I): checked in the browser with the shared schema
 * (loaded on the first focus) and again by the page's action; a plain POST without JavaScript, whose
 * answer brings back every field as typed with the errors next to them.
 */
export function ComplaintForm({ copy }: { copy: ComplaintFormCopy }) {
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const navigation = useNavigation();
  const { form, fields, formProps } = useFormKit<typeof ComplaintFormSchema>({
    id: "complaint-form",
    lastResult,
    schema: loadSchema,
    constraint: constraints.ComplaintFormSchema,
  });
  const submitting = navigation.state === "submitting" && navigation.formData?.has("detail") === true;
  const contactMarker = "(correo o domicilio)";
  return (
    <Form method="post" {...formProps} aria-busy={submitting} className="space-y-8">
      <FormKitFields />
      <Part number={1} title="Identificación del consumidor reclamante">
        <div className="sm:col-span-2">
          <TextField meta={fields.consumerName} label="Nombre completo" autoComplete="name" />
        </div>
        <OptionSelectField
          meta={fields.documentType}
          label="Tipo de documento"
          placeholder="Elija el documento"
          choices={DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_TYPE_LABELS[value] }))}
        />
        <TextField meta={fields.documentNumber} label="Número de documento" autoComplete="off" />
        <div className="sm:col-span-2">
          <TextField
            meta={fields.address}
            label="Domicilio"
            marker={contactMarker}
            description="Indique su correo, su domicilio o ambos: le enviamos la respuesta a uno de ellos."
          />
        </div>
        <TextField
          meta={fields.email}
          label="Correo electrónico"
          marker={contactMarker}
          type="email"
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          meta={fields.phone}
          label="Teléfono"
          optional
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
        {/* The guardian's field shows when "menor de edad" is ticked (CSS :has, with or without
            JavaScript), and whenever it has an error. */}
        <div className="group/minor sm:col-span-2">
          <CheckboxField meta={fields.minor}>Soy menor de edad</CheckboxField>
          <div className={`${fields.guardianName.errors ? "block" : "hidden"} group-has-checked/minor:block`}>
            <TextField
              meta={fields.guardianName}
              label="Nombre del padre, madre o apoderado"
              marker="(para menores de edad)"
            />
          </div>
        </div>
      </Part>
      <Part number={2} title="Identificación del bien contratado">
        <div className="sm:col-span-2">
          <ChoiceField
            meta={fields.goodType}
            legend="¿Se trata de un producto o de un servicio?"
            choices={GOOD_TYPES.map((value) => ({ value, label: GOOD_TYPE_LABELS[value] }))}
          />
        </div>
        <TextField
          meta={fields.amount}
          label="Monto reclamado"
          optional
          inputMode="decimal"
          description="Por ejemplo 1,250.50"
        />
        <OptionSelectField
          meta={fields.currency}
          label="Moneda"
          choices={CURRENCIES.map((value) => ({ value, label: CURRENCY_LABELS[value] }))}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            meta={fields.goodDescription}
            label="Descripción del producto o servicio"
            description="Por ejemplo: el producto o servicio, su código, la fecha y el número de la factura o del pedido."
            rows={3}
          />
        </div>
      </Part>
      <Part number={3} title="Detalle de la reclamación y pedido del consumidor">
        <div className="sm:col-span-2">
          <ChoiceField
            meta={fields.kind}
            legend="¿Presenta un reclamo o una queja?"
            choices={COMPLAINT_KINDS.map((value) => ({
              value,
              label: COMPLAINT_KIND_LABELS[value],
              description: copy.definitions[value],
            }))}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            meta={fields.detail}
            label="Detalle"
            description="Qué ocurrió, cuándo y dónde."
            rows={6}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            meta={fields.request}
            label="Pedido"
            description="Qué solicita que hagamos para atender su reclamo o queja."
            rows={4}
          />
        </div>
      </Part>
      <div className="border-t-2 border-ink/80 pt-5">
        <ConsentFields fields={fields} purpose="complaint" />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <CtaButton type="submit" disabled={submitting}>
          Enviar hoja de reclamación
        </CtaButton>
        {submitting && <Spinner label="Enviando la hoja..." className="size-10 [&_img]:size-9" />}
        {form.errors && (
          <p id={form.errorId} role="alert" className="basis-full font-semibold text-brand">
            {form.errors[0]}
          </p>
        )}
      </div>
    </Form>
  );
}
