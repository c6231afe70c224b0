// The contact and service forms' browser-side validation, loaded on demand (see useDeferredValidation).
import { parseWithZod } from "@conform-to/zod/v4";
import { ContactFormSchema, ServiceFormSchema } from "~/schemas/lead";

export const validateContactForm = (formData: FormData) =>
  parseWithZod(formData, { schema: ContactFormSchema });

export const validateServiceForm = (formData: FormData) =>
  parseWithZod(formData, { schema: ServiceFormSchema });
