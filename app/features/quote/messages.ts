/** SPEC section 8: any failure to send the quotation. */
export const QUOTE_SEND_FAILED = "Ocurrió un error al enviar la cotización, intenta de nuevo";
