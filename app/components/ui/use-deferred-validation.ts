import type { Submission } from "@conform-to/react";
import { useCallback, useRef, useState } from "react";

/** Browser-side validation of a whole form, as Conform's onValidate expects it. */
export type FormValidator<Input, Output> = (formData: FormData) => Submission<Input, string[], Output>;

/**
 * Loads a form's browser-side validation (the schema library) on the first focus inside the form,
 * so it is not part of the page's first load. Until it has arrived, `onValidate` is undefined and
 * Conform sends the check to the page's action, which validates with the same schema: the visitor
 * sees the same messages either way, and without JavaScript the form posts as before.
 */
export function useDeferredValidation<Input extends Record<string, any>, Output>(
  load: () => Promise<FormValidator<Input, Output>>,
) {
  const [validate, setValidate] = useState<FormValidator<Input, Output>>();
  const requested = useRef(false);
  const loadValidation = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    load().then(
      (validator) => setValidate(() => validator),
      () => {
        // Offline or a new deployment: keep validating on the server, try again on the next focus.
        requested.current = false;
      },
    );
  }, [load]);
  const onValidate = validate ? ({ formData }: { formData: FormData }) => validate(formData) : undefined;
  return { onValidate, loadValidation };
}
