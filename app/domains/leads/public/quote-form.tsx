import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, useState } from "react";
import { Form, useActionData } from "react-router";
import { ConsentFields } from "~/platform/forms/consent-fields";
import { ContactFields } from "~/platform/forms/contact-fields";
import { TextAreaField } from "~/platform/forms/field";
import { FormKitFields } from "~/platform/forms/form-kit-fields";
import { useFormKit } from "~/platform/forms/use-form-kit";
import { CtaButton } from "~/platform/ui/cta-button";
import constraints from "~/domains/leads/lead-schema?constraints";
import { useQuoteItems } from "./quote-store";

const loadQuoteSchema = () => import("../lead-schema").then((module) => module.QuoteFormSchema);

/**
 * 'INFORMACIÓN DE CONTACTO' and 'Solicitar Cotización'. The list travels as invoiceDetails lines;
 * an empty list is refused by the same schema before anything is sent. It reads the list itself:
 * a prop that changed before its chunk arrived would make React drop the server's markup.
 */
export function QuoteForm() {
  const items = useQuoteItems() ?? [];
  const lastResult = useActionData<SubmissionResult<string[]>>();
  const { form, fields, formProps } = useFormKit({
    id: "quote-form",
    lastResult,
    schema: loadQuoteSchema,
    constraint: constraints.QuoteFormSchema,
  });
  // A list error (an empty list, a product no longer available) is about the list as it was sent:
  // once the buyer changes the list, it no longer applies and is hidden until the next answer.
  const listKey = items.map((item) => `${item.id}:${item.quantity}`).join(",");
  const [answered, setAnswered] = useState({ result: lastResult, listKey });
  if (answered.result !== lastResult) setAnswered({ result: lastResult, listKey });
  const cartError = answered.listKey === listKey ? fields.invoiceDetails.errors?.[0] : undefined;
  // A refusal of the whole request (limit, size, failure) says more than a list error.
  const message = form.errors?.[0] ?? cartError;
  const alertRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // A new answer with a message: bring it into view (the list's fields are hidden, so nothing
    // else would move the page to it).
    if (lastResult) alertRef.current?.scrollIntoView({ block: "center" });
  }, [lastResult]);

  return (
    <Form method="post" {...formProps} className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      <FormKitFields />
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
      <ConsentFields fields={fields} />
      <div className="sm:col-span-2">
        <CtaButton type="submit">Solicitar Cotización</CtaButton>
        {message && (
          <p ref={alertRef} id={form.errorId} role="alert" className="mt-3 font-semibold text-brand">
            {message}
          </p>
        )}
      </div>
    </Form>
  );
}
