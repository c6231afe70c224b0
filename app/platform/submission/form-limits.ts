// Limits every public form shares, read by the browser's forms and by the submission parser.

/** The most entries a form's list may have (the quotation's lines: QUOTE_MAX_LINES is this). */
export const MAX_FORM_LIST_LENGTH = 100;
