// The quotation form's browser-side validation, loaded on demand (see useDeferredValidation).
import { parseWithZod } from "@conform-to/zod/v4";
import { QuoteRequestSchema } from "~/schemas/lead";

export const validateQuoteForm = (formData: FormData) =>
  parseWithZod(formData, { schema: QuoteRequestSchema });
