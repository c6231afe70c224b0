// Reads a public form's body strictly: the fields as sent, or nothing when a field's text is not
// valid UTF-8. `request.formData()` alone turns bytes that are not UTF-8 (raw, or percent-escaped as
// `%FF`) into U+FFFD, so a lead would be stored with characters nobody typed; a browser never sends
// them (it encodes what a person typed as UTF-8), so such a body is refused as unreadable, like a
// broken multipart body. A U+FFFD really sent (its UTF-8 bytes, or `%EF%BF%BD`) is kept. The edge has
// already bounded the body (64 KB).
const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const URLENCODED = /^\s*application\/x-www-form-urlencoded\s*(?:;|$)/i;
/** Runs of percent escapes: each run must decode to UTF-8 (a `%` not followed by two hex digits is kept as it is). */
const ESCAPE_RUN = /(?:%[0-9A-Fa-f]{2})+/g;
const BOUNDARY = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i;
const HEAD_END = Buffer.from("\r\n\r\n");
const CRLF = Buffer.from("\r\n");

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** A urlencoded body: valid when its bytes and its escapes are UTF-8. */
function readUrlencoded(bytes: Buffer): FormData | undefined {
  if (!isUtf8(bytes)) return undefined;
  const body = bytes.toString("utf8");
  // The escapes' bytes go through the strict decoder. (Not `try { decodeURIComponent(run) }`: the
  // production build's minifier takes that call for pure and drops the whole check, result unused.)
  for (const [run] of body.matchAll(ESCAPE_RUN)) {
    const escaped = Uint8Array.from(run.slice(1).split("%"), (hex) => Number.parseInt(hex, 16));
    if (!isUtf8(escaped)) return undefined;
  }
  const form = new FormData();
  for (const [name, value] of new URLSearchParams(body)) form.append(name, value);
  return form;
}

/**
 * Whether every part of a multipart body but its files is UTF-8: the part's headers (the field's
 * name) and, for a text field (no `filename`), its value. Files are not read: the public forms take
 * none. Each part is checked on its own bytes, so nothing in one part can vouch for another.
 */
function textPartsAreUtf8(bytes: Buffer, type: string): boolean {
  const boundary = BOUNDARY.exec(type);
  if (!boundary) return true; // formData() refuses it.
  const delimiter = Buffer.from(`\r\n--${boundary[1] ?? boundary[2]}`);
  // The first delimiter may open the body without the line break before it.
  const body = Buffer.concat([CRLF, bytes]);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) return true; // The closing delimiter: what follows is not a part.
    const part = body.subarray(start + delimiter.length, next);
    const headEnd = part.indexOf(HEAD_END);
    if (headEnd !== -1) {
      const head = part.subarray(0, headEnd);
      if (!isUtf8(head)) return false;
      if (
        !/filename\*?=/i.test(head.toString("latin1")) &&
        !isUtf8(part.subarray(headEnd + HEAD_END.length))
      ) {
        return false;
      }
    }
    start = next;
  }
  return true;
}

/** The form's fields, or undefined when the body cannot be read as a form in valid UTF-8. */
export async function readPublicForm(request: Request): Promise<FormData | undefined> {
  const buffer = await request.arrayBuffer().catch(() => undefined);
  if (!buffer) return undefined;
  const bytes = Buffer.from(buffer);
  const type = request.headers.get("content-type") ?? "";
  if (URLENCODED.test(type)) return readUrlencoded(bytes);
  if (!textPartsAreUtf8(bytes, type)) return undefined;
  return new Response(bytes, { headers: { "content-type": type } }).formData().catch(() => undefined);
}
