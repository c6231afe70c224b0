import { QuoteFormSchema } from "../lead-schema";
import { createLeadAction } from "./lead-action.server";
import { QUOTE_SEND_FAILED, unavailableProductsMessage } from "./messages";

/** The quotation's action: the contact fields and the browser's list as invoiceDetails lines. */
export const quoteAction = createLeadAction({
  schemaOf: () => QuoteFormSchema,
  sendFailed: QUOTE_SEND_FAILED,
  unavailableProducts: unavailableProductsMessage,
});
