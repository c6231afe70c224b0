import { ContactFormSchema, ServiceFormSchema } from "../lead-schema";
import { createLeadAction } from "./lead-action.server";
import { LEAD_SEND_FAILED } from "./messages";

/** The action of every page that shows the contact or the technical service form. */
export const leadFormAction = createLeadAction({
  schemaOf: (formData) => (formData.get("contactType") === "SERVICE" ? ServiceFormSchema : ContactFormSchema),
  sendFailed: LEAD_SEND_FAILED,
});
