import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, useActionData } from "react-router";
import type { z } from "zod";
import { ContactFields } from "~/components/ui/contact-fields";
import { CtaButton } from "~/components/ui/cta-button";
import { SpamTrap } from "~/components/ui/spam-trap";
import { useIdempotencyKey } from "~/components/ui/use-idempotency-key";
import { TextAreaField } from "~/components/ui/field";
import { useDeferredValidation } from "~/components/ui/use-deferred-validation";
import { QUOTE_FORM_CONSTRAINT } from "~/schemas/form-constraints";
import type { QuoteRequestSchema } from "~/schemas/lead";
import { useQuoteItems } from "./quote-store";

const loadQuoteValidation = () => import("./quote-validation").then((module) => module.validateQuoteForm);

/**
 * 'INFORMACION DE CONTACTO' and 'Solicitar Cotización'. The list travels as invoiceDetails lines;
 * an empty list is refused by the same schema before anything is sent. It reads the list itself:
 * a prop that changed before its chunk arrived would make React drop the server's markup.
 */
export function QuoteForm() {
  const items = useQuoteItems() ?? [];
  const { onValidate, loadValidation, holdSubmit } = useDeferredValidation<
    z.input<typeof QuoteRequestSchema>,
    unknown
  >(loadQuoteValidation);
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const [form, fields] = useForm({
    id: "quote-form",
    lastResult,
    constraint: QUOTE_FORM_CONSTRAINT,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate,
  });
  const formProps = getFormProps(form);
  const writeIdempotencyKey = useIdempotencyKey();
  const cartError = fields.invoiceDetails.errors?.[0];

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
      className="grid gap-x-6 gap-y-2 sm:grid-cols-2"
    >
      <input type="hidden" name="idempotencyKey" defaultValue="" />
      <SpamTrap />
      {items.map((item, index) => (
        <fieldset key={item.id} hidden>
          <input type="hidden" name={`invoiceDetails[${index}].productId`} value={item.id} />
          <input type="hidden" name={`invoiceDetails[${index}].quantity`} value={item.quantity} />
          <input type="hidden" name={`invoiceDetails[${index}].name`} value={item.name} />
        </fieldset>
      ))}
      <ContactFields fields={fields} />
      <div className="sm:col-span-2">
        <TextAreaField meta={fields.message} label="Mensaje" rows={4} optional />
      </div>
      <div className="sm:col-span-2">
        <CtaButton type="submit">Solicitar Cotización</CtaButton>
        {(cartError || form.errors) && (
          <p id={form.errorId} role="alert" className="mt-3 font-semibold text-brand">
            {cartError ?? form.errors?.[0]}
          </p>
        )}
      </div>
    </Form>
  );
}
