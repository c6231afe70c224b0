import type { Submission } from "@conform-to/react";
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import type { z } from "zod";

/** Browser-side validation of a whole form, as Conform's onValidate expects it. */
type FormValidator<Schema extends z.ZodType> = (
  formData: FormData,
) => Submission<z.input<Schema>, string[], z.output<Schema>>;

/** The form's schema, imported on demand: `() => import("~/domains/<domain>/<module>-schema").then((module) => module.XSchema)`. */
export type SchemaLoader<Schema extends z.ZodType> = () => Promise<Schema>;

/** The schema and Conform's zod adapter, loaded together, as one validator. */
async function loadValidator<Schema extends z.ZodType>(
  loadSchema: SchemaLoader<Schema>,
): Promise<FormValidator<Schema>> {
  const [schema, { parseWithZod }] = await Promise.all([loadSchema(), import("@conform-to/zod/v4")]);
  return (formData) => parseWithZod(formData, { schema }) as ReturnType<FormValidator<Schema>>;
}

/** The name of the buttons Conform submits its own checks with (on blur, on input). */
const CONFORM_INTENT = "__intent__";

interface Held {
  form: HTMLFormElement;
  submit: boolean;
  submitter: HTMLElement | null;
  /** Conform's serialized intents (e.g. validate one field), in order, once each. */
  checks: Set<string>;
}

/**
 * Loads a form's browser-side validation (its schema, zod and Conform's zod adapter) on the first
 * focus inside the form, so it is not part of the page's first load. A submission made before it
 * has arrived is held and sent again, validated, once it is in place (Conform's checks on blur made
 * meanwhile are replayed too): nothing reaches the server unchecked. Without JavaScript the form
 * posts as before and the page's action validates with the same schema.
 */
export function useLazyValidation<Schema extends z.ZodType>(loadSchema: SchemaLoader<Schema>) {
  const [validate, setValidate] = useState<FormValidator<Schema>>();
  const loading = useRef<Promise<void> | undefined>(undefined);
  /** What waits for the validation: a submission (and its button), Conform's checks on blur. */
  const held = useRef<Held | undefined>(undefined);

  const loadValidation = useCallback(() => {
    loading.current ??= loadValidator(loadSchema).then(
      (validator) => setValidate(() => validator),
      () => {
        // Offline or a new deployment: try again on the next focus or submission.
        loading.current = undefined;
      },
    );
  }, [loadSchema]);

  // Conform takes the new onValidate in a layout effect; this runs after it.
  useEffect(() => {
    const submission = held.current;
    if (!validate || !submission) return;
    held.current = undefined;
    const { form, submit, submitter, checks } = submission;
    if (!form.isConnected) return;
    if (submit) {
      form.requestSubmit(submitter && form.contains(submitter) ? submitter : undefined);
      return;
    }
    // Replays Conform's checks the way Conform sends them: a transient intent button.
    for (const intent of checks) {
      const button = Object.assign(document.createElement("button"), {
        type: "submit",
        name: CONFORM_INTENT,
        value: intent,
        formNoValidate: true,
        hidden: true,
      });
      form.append(button);
      form.requestSubmit(button);
      button.remove();
    }
  }, [validate]);

  /** Call first in the form's onSubmit: true when the submission waits for the validation. */
  const holdSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (validate) return false;
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const hold = (held.current ??= {
      form: event.currentTarget,
      submit: false,
      submitter: null,
      checks: new Set(),
    });
    if (submitter?.getAttribute("name") === CONFORM_INTENT)
      hold.checks.add((submitter as HTMLButtonElement).value);
    else Object.assign(hold, { submit: true, submitter });
    loadValidation();
    return true;
  };

  const onValidate = validate ? ({ formData }: { formData: FormData }) => validate(formData) : undefined;
  return { onValidate, loadValidation, holdSubmit };
}
