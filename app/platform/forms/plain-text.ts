// What a text field may hold, for every form and endpoint (the lead forms, complaints, data requests,
// the back office): typed characters only, and at least one that shows.
// Text is stored and e-mailed exactly as sent, so what cannot be stored or shown faithfully is refused:
// control characters, C0 and C1 (U+0080–U+009F, NEL among them), with line breaks (CR, LF) only in
// multi-line fields, and lone UTF-16 surrogates (not Unicode; PostgreSQL and UTF-8 cannot hold them,
// so they would come back altered). A one-line value (a name, an e-mail, a company) also may not hold
// the other line breaks (U+2028, U+2029), nor the bidirectional embeddings, overrides and isolates
// (U+202A–U+202E, U+2066–U+2069) and the deprecated format controls beside them (U+206A–U+206F):
// nobody types them, and they make a value read otherwise than it is where staff see it (an e-mail
// shown backwards, a name on two lines). The direction marks (U+200E, U+200F) stay allowed.
const SINGLE_LINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u206F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MULTI_LINE_FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Characters that show nothing: whitespace, format characters (zero-width space and joiners, BOM,
 * soft hyphen, direction marks: \p{Cf}) and the other default-ignorable ones (Hangul fillers,
 * variation selectors).
 */
const INVISIBLE = /[\s\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/** Whether a text has at least one character that shows. */
export function hasVisibleText(value: string): boolean {
  return value.replace(INVISIBLE, "") !== "";
}

/** Whether a text holds only characters a person can type (line breaks only when multi-line). */
export function isPlainText(value: string, multiline = false): boolean {
  return !(multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}
