import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import type { FormEvent } from "react";
import type { z } from "zod";
import { type SchemaLoader, useLazyValidation } from "./use-lazy-validation";

interface FormKitOptions<Schema extends z.ZodObject> {
  /** The form's DOM id. */
  id: string;
  /** The form's schema, imported on the first focus (see useLazyValidation). */
  schema: SchemaLoader<Schema>;
  /** The schema's HTML constraints: `import constraints from "~/domains/<domain>/<module>-schema?constraints"`. */
  constraint: NonNullable<Parameters<typeof useForm>[0]["constraint"]>;
  /** The action's answer (useActionData): the server's field and form errors. */
  lastResult: SubmissionResult<string[]> | undefined;
  /** The fields' first values (a back-office form editing what is stored). */
  defaultValue?: NonNullable<Parameters<typeof useForm<z.input<Schema>>>[0]["defaultValue"]>;
}

/**
 * A form as the kit builds it: Conform over the form's zod schema, checked on blur and again on
 * input once invalid, with the HTML constraints derived from the schema (so the form works without
 * JavaScript) and the schema itself loaded after the first paint. Spread `formProps` on the <Form>
 * and render <FormKitFields/> inside it; the page's action validates with the same schema.
 */
export function useFormKit<Schema extends z.ZodObject>({
  id,
  schema,
  constraint,
  lastResult,
  defaultValue,
}: FormKitOptions<Schema>) {
  const { onValidate, loadValidation, holdSubmit } = useLazyValidation(schema);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>, string[]>({
    id,
    lastResult,
    constraint,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate,
  });
  const formProps = getFormProps(form);
  return {
    form,
    fields,
    formProps: {
      ...formProps,
      onSubmit(event: FormEvent<HTMLFormElement>) {
        if (!holdSubmit(event)) formProps.onSubmit(event);
      },
      onFocus: loadValidation,
    },
  };
}
