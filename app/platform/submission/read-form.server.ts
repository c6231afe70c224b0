// Reads a public form's body strictly: the fields as sent, or nothing when a field's text is not
// valid UTF-8. `request.formData()` alone turns bytes that are not UTF-8 (raw, or percent-escaped as
// `%FF`) into U+FFFD, so a lead would be stored with characters nobody typed; a browser never sends
// them (it encodes what a person typed as UTF-8), so such a body is refused as unreadable, like a
// broken multipart body. The edge has already bounded the body (64 KB).
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const URLENCODED = /^\s*application\/x-www-form-urlencoded\s*(?:;|$)/i;
/** U+FFFD as UTF-8: a replacement character that was really sent. */
const REPLACEMENT_BYTES = Buffer.from("\uFFFD");

/** Whether every percent escape of a urlencoded body decodes to UTF-8 (decodeURIComponent throws). */
function escapesAreUtf8(body: string): boolean {
  try {
    for (const part of body.split(/[&=]/)) decodeURIComponent(part.replace(/\+/g, " "));
    return true;
  } catch {
    return false;
  }
}

/** A urlencoded body: valid when its bytes and its escapes are UTF-8. */
function readUrlencoded(bytes: Uint8Array): FormData | undefined {
  let body: string;
  try {
    body = strictUtf8.decode(bytes);
  } catch {
    return undefined;
  }
  if (!escapesAreUtf8(body)) return undefined;
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return form;
}

/**
 * A multipart body (files are not read: the public forms take none): a text field holding U+FFFD
 * although the body never carries its bytes got it from bytes that are not UTF-8.
 */
async function readMultipart(bytes: Uint8Array<ArrayBuffer>, type: string): Promise<FormData | undefined> {
  const form = await new Response(bytes, { headers: { "content-type": type } })
    .formData()
    .catch(() => undefined);
  if (!form || Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(REPLACEMENT_BYTES)) {
    return form;
  }
  for (const [name, value] of form) {
    if (name.includes("\uFFFD") || (typeof value === "string" && value.includes("\uFFFD"))) return undefined;
  }
  return form;
}

/** The form's fields, or undefined when the body cannot be read as a form in valid UTF-8. */
export async function readPublicForm(request: Request): Promise<FormData | undefined> {
  const buffer = await request.arrayBuffer().catch(() => undefined);
  if (!buffer) return undefined;
  const bytes = new Uint8Array(buffer);
  const type = request.headers.get("content-type") ?? "";
  return URLENCODED.test(type) ? readUrlencoded(bytes) : readMultipart(bytes, type);
}
