import { createLeadAction } from "~/features/leads/lead-action.server";
import { QuoteRequestSchema } from "~/schemas/lead";
import { QUOTE_SEND_FAILED, unavailableProductsMessage } from "./messages";

/** The quotation's action: the contact fields and the browser's list as invoiceDetails lines. */
export const quoteAction = createLeadAction({
  schemaOf: () => QuoteRequestSchema,
  sendFailed: QUOTE_SEND_FAILED,
  unavailableProducts: unavailableProductsMessage,
});
